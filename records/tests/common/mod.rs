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

/// What a game says of its opening, as one line: `rule=RIF opening=d8 swap=R 3:swap
/// 4:declare=2 4:offers=i8,i9` (each part only when said; colours as `b:`/`w:` on offers
/// that are not black), or `-` when it says nothing.
pub fn opening(game: &Game) -> String {
    use renju_records::{Color, OpeningEvent};
    let notes = &game.opening;
    let mut parts = Vec::new();
    if let Some(rule) = &notes.rule {
        parts.push(format!("rule={rule}"));
    }
    if let Some(opening) = &notes.opening {
        parts.push(format!("opening={opening}"));
    }
    if let Some(marks) = &notes.swap_marks {
        parts.push(format!("swap={marks}"));
    }
    for (after, event) in &notes.events {
        parts.push(match event {
            OpeningEvent::Swap => format!("{after}:swap"),
            OpeningEvent::Declare(k) => format!("{after}:declare={k}"),
            OpeningEvent::Offers(offers) => {
                let points: Vec<String> = offers
                    .iter()
                    .map(|m| match m.color {
                        Color::Black => m.point_name(),
                        _ => format!("w:{}", m.point_name()),
                    })
                    .collect();
                format!("{after}:offers={}", points.join(","))
            }
        });
    }
    assert_eq!(parts.is_empty(), notes.is_empty());
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(" ")
    }
}

/// Each record as [`show`] shows it, a game followed by ` | ` and its [`opening`].
pub fn show_opening(items: &[Item]) -> Vec<String> {
    items
        .iter()
        .zip(show(items))
        .map(|(item, shown)| match item {
            Ok(game) => format!("{shown} | {}", opening(game)),
            Err(_) => shown,
        })
        .collect()
}
