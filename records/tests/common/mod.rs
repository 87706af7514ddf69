//! Helpers of the reader tests: reading bytes in a format, and showing what was read.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use renju_records::{read_games, Format, Game, Item, ReadOptions, RecordError};

/// Every record of `bytes` read as `format`, records of up to `max` bytes.
pub fn read_max(format: Format, bytes: &[u8], max: usize) -> Vec<Item> {
    let options = ReadOptions {
        max_record_bytes: max,
        ..ReadOptions::new(format)
    };
    read_games(bytes, &options).collect()
}

/// Every record of `bytes` read as `format`.
pub fn read(format: Format, bytes: &[u8]) -> Vec<Item> {
    read_max(format, bytes, renju_records::DEFAULT_MAX_RECORD_BYTES)
}

/// A game's moves as names, `h8 i9 …` (with `b:`/`w:` for the colour when `colors`).
pub fn names(game: &Game) -> String {
    let names: Vec<String> = game.moves.iter().map(|m| m.point_name()).collect();
    names.join(" ")
}

/// Each record shown as one line: `id size: moves` for a game, `! id location: message` for
/// an error.
pub fn show(items: &[Item]) -> Vec<String> {
    items
        .iter()
        .map(|item| match item {
            Ok(game) => format!("{} {:?}: {}", game.id, game.size, names(game)),
            Err(RecordError {
                id,
                location,
                message,
            }) => format!("! {} {location}: {message}", id.as_deref().unwrap_or("-")),
        })
        .collect()
}
