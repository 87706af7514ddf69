//! What `renju replay` prints: the referee's answer to each record (one JSON line per game,
//! an error line in place of a record that cannot be a game: see [`renju_referee::answer()`]),
//! or with `--positions` one line per position of each judged game.

use super::options::Options;
use renju::Color;
use renju_records::{Game, Item};
use renju_referee::{answer as referee_answer, ReplayOptions, Tally};
use serde::Serialize;

/// The answer to one record: the text to print (whole lines) and what to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    /// One or more JSON lines, each ending in a newline.
    pub text: String,
    /// What the summary counts for it.
    pub tally: Tally,
}

/// One position as a `renju batch` input line, as `--positions` writes it (and the server's
/// replay answers it).
#[derive(Serialize)]
pub(crate) struct PositionLine<'a> {
    pub(crate) id: &'a str,
    pub(crate) black: &'a [String],
    pub(crate) white: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) size: Option<usize>,
}

/// Judges `item` under `options.rule` (the referee's [`renju_referee::answer()`]) and writes
/// its answer: the referee's JSON line, or with `options.positions` every position of a
/// judged game.
pub fn answer(item: Item, options: Options) -> Answer {
    let judged = referee_answer(
        &item,
        ReplayOptions {
            rule: options.rule,
            size: options.size,
            strict: options.strict,
            opening: options.opening,
            symmetry: options.symmetry,
        },
    );
    let tally = judged.tally();
    let text = match (&item, &judged) {
        (Ok(game), renju_referee::Answer::Judged { judgement, .. }) if options.positions => {
            // The size goes with each position unless it is 15x15 under a 15x15 rule,
            // so that `renju batch --rule R` reads it on the board it was played on.
            let size = (judgement.size, options.rule.board_size());
            let standard = (renju::STANDARD_SIZE, renju::STANDARD_SIZE);
            positions_text(game, (size != standard).then_some(judgement.size))
        }
        _ => judged.json_line(),
    };
    Answer { text, tally }
}

/// Every position before each move, as `renju batch` input lines: `<id>-m<k>` is the
/// position black or white faces before playing move `k`.
fn positions_text(game: &Game, size: Option<usize>) -> String {
    let mut black = Vec::new();
    let mut white = Vec::new();
    for stone in &game.setup {
        stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
    }
    let mut text = String::new();
    for (i, stone) in game.moves.iter().enumerate() {
        let id = format!("{}-m{}", game.id, i + 1);
        text.push_str(&to_line(&PositionLine {
            id: &id,
            black: &black,
            white: &white,
            size,
        }));
        stones_of(stone.color, &mut black, &mut white).push(stone.point_name());
    }
    text
}

/// The list of `color`'s stones of the two.
pub(crate) fn stones_of<'a>(
    color: Color,
    black: &'a mut Vec<String>,
    white: &'a mut Vec<String>,
) -> &'a mut Vec<String> {
    match color {
        Color::Black => black,
        Color::White => white,
    }
}

fn to_line<T: Serialize>(value: &T) -> String {
    // These values hold only strings and numbers: serialising cannot fail.
    let mut line = serde_json::to_string(value).unwrap_or_default();
    line.push('\n');
    line
}
