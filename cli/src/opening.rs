//! `renju opening`: each game's opening judged under an opening rule and explained in words
//! with a picture (the referee's [`renju_referee::opening::explain()`]); `renju openings`: the
//! opening rules, one a line.

use crate::replay::Input;
use renju::Rule;
use renju_records::{Format, Item, ReadOptions};
use renju_referee::opening::{explain, OpeningRule, SymmetryReading};
use renju_referee::record::{judge, RecordOpening};
use renju_referee::{Move, ReplayOptions};
use std::fmt::Write as _;
use std::io::{self, Write};

/// The opening rules, one a line: the name, then the summary.
///
/// ```
/// let table = renju_cli::opening::openings_table();
/// assert!(table.lines().any(|l| l.starts_with("rif ")));
/// assert_eq!(table.lines().count(), 7);
/// ```
pub fn openings_table() -> String {
    let rules = OpeningRule::all();
    let width = rules.iter().map(|r| r.name.len()).max().unwrap_or(0);
    rules
        .iter()
        .map(|r| format!("{:width$}  {}\n", r.name, r.summary))
        .collect()
}

/// How `renju opening` runs.
#[derive(Clone, Copy, Debug)]
pub struct OpeningOptions {
    /// The rule the games' moves are judged under (where a game ends).
    pub rule: &'static Rule,
    /// The opening rule (`None`: each record's own, if it names one).
    pub opening: Option<&'static OpeningRule>,
    /// The reading of symmetrical offers asked for.
    pub symmetry: Option<SymmetryReading>,
    /// The records' format.
    pub format: Format,
}

/// The explanation of one record's opening: a heading line (`game g7:`), then the referee's
/// words and picture, or why it could not be judged.
pub fn explain_record(item: &Item, options: OpeningOptions) -> String {
    let mut out = String::new();
    let game = match item {
        Ok(game) => game,
        Err(e) => {
            let id = e.id.as_deref().unwrap_or("?");
            let _ = writeln!(out, "game {id}: not read: {e}");
            return out;
        }
    };
    let _ = writeln!(out, "game {}:", game.id);
    let replay = ReplayOptions {
        opening: options.opening,
        symmetry: options.symmetry,
        ..ReplayOptions::new(options.rule)
    };
    match judge(game, &replay) {
        Err(e) => {
            let _ = writeln!(out, "not a game: {e}");
        }
        Ok(judgement) => match judgement.opening {
            None => {
                out.push_str("no opening rule: give --opening-rule NAME (the record names none)\n")
            }
            Some(RecordOpening::UnknownRule(name)) => {
                let _ = writeln!(
                    out,
                    "the record's opening rule {name:?} is none the referee knows: not judged"
                );
            }
            Some(RecordOpening::Judged(judged)) => {
                let moves: Vec<Move> = game
                    .moves
                    .iter()
                    .filter_map(|m| {
                        let point = renju::Point::new(usize::from(m.col), usize::from(m.row))?;
                        Some(Move {
                            point,
                            color: m.color,
                        })
                    })
                    .collect();
                out.push_str(&explain(&judged, &moves, judgement.size));
            }
        },
    }
    out
}

/// Explains the opening of every game of `inputs`, in order, to `out`; returns how many
/// records could not be read or judged.
pub fn explain_openings(
    inputs: &[Input],
    options: OpeningOptions,
    out: &mut dyn Write,
) -> io::Result<u64> {
    let mut errors = 0;
    for input in inputs {
        let read = ReadOptions::new(options.format);
        let games: Box<dyn Iterator<Item = Item>> = match input {
            Input::Stdin => Box::new(renju_records::read_games(
                io::BufReader::new(io::stdin()),
                &ReadOptions {
                    name: "-".into(),
                    ..read
                },
            )),
            Input::File(path) => Box::new(renju_records::read_file(path, &read)),
        };
        for item in games {
            let text = explain_record(&item, options);
            if item.is_err() || text.contains("\nnot a game: ") {
                errors += 1;
            }
            out.write_all(text.as_bytes())?;
            out.write_all(b"\n")?;
        }
    }
    out.flush()?;
    Ok(errors)
}
