//! Games in chunks of bounded size, for judging a chunk at a time on all cores while memory
//! stays flat.

use crate::Item;

/// Games gathered into one chunk, at most.
pub const CHUNK_GAMES: usize = 2048;

/// Bytes of game ids and moves gathered into one chunk, at most (about: a chunk takes no more
/// records once it holds this much).
pub const CHUNK_BYTES: usize = 4 << 20;

/// The records of an iterator, [`CHUNK_GAMES`] or about [`CHUNK_BYTES`] at a time, in order
/// (made by [`Games::chunks`](crate::Games::chunks)).
///
/// ```
/// use renju_records::{read_games, Format, ReadOptions, CHUNK_GAMES};
/// let text = "h8\n".repeat(CHUNK_GAMES + 1);
/// let sizes: Vec<usize> = read_games(text.as_bytes(), &ReadOptions::new(Format::Moves))
///     .chunks()
///     .map(|chunk| chunk.len())
///     .collect();
/// assert_eq!(sizes, [CHUNK_GAMES, 1]);
/// ```
#[derive(Debug)]
pub struct Chunks<I> {
    items: I,
}

impl<I> Chunks<I> {
    pub(crate) fn new(items: I) -> Chunks<I> {
        Chunks { items }
    }
}

impl<I: Iterator<Item = Item>> Iterator for Chunks<I> {
    type Item = Vec<Item>;

    fn next(&mut self) -> Option<Vec<Item>> {
        let mut chunk = Vec::new();
        let mut bytes = 0;
        for item in self.items.by_ref() {
            bytes += weight(&item);
            chunk.push(item);
            if chunk.len() >= CHUNK_GAMES || bytes >= CHUNK_BYTES {
                break;
            }
        }
        (!chunk.is_empty()).then_some(chunk)
    }
}

/// Roughly how many bytes a record holds.
fn weight(item: &Item) -> usize {
    match item {
        Ok(game) => 64 + game.id.len() + size_of_val(&game.moves[..]) + game.setup.len() * 3,
        Err(e) => 64 + e.message.len() + e.id.as_ref().map_or(0, String::len),
    }
}
