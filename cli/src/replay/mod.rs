//! `renju replay`: a referee for game records. Each game of a file is replayed stone by stone
//! and answered with one JSON line, in input order: the first foul (a move forbidden when it
//! was played), the first winning five, or neither. The records are read by the crate
//! `renju-records` (its documentation gives each format's coordinates and limits); this
//! module has them judged by the referee ([`renju_referee::answer()`]) and writes the answers
//! ([`output`]).
//!
//! # Answers
//!
//! Every answer names points as this project does: columns `a`..`o` from left to right, rows
//! `1`..`15` from bottom to top. `move` counts the record's moves from 1 (setup stones are
//! not moves). `result` is `black-foul` (or `white-foul` under a rule that restricts white),
//! `black-five`, `white-five` or `none`. The games are judged by the referee
//! ([`renju_referee`]), the one `renju match`, the server and the bindings judge with.
//!
//! A game ends at its first five or foul. A record that goes on after that end (players miss
//! a foul; a transcription runs on) is answered with that end's result and
//! `"moves_after_end": k`, the number of moves after the decisive one; the later stones must
//! still land on empty points. A record of 18 moves whose move 9 is a double-three:
//!
//! ```text
//! {"game":"g7","moves":18,"result":"black-foul","foul":{"move":9,"point":"j10","kind":"double-three"},"five":null,"moves_after_end":9}
//! ```
//!
//! The field is left out when nothing follows the end. With `--strict` ([`Options::strict`])
//! such a record is an error in its place instead (`move 10 (k10) comes after the game
//! ended: …`), and the run exits with status 1; the other records are still judged.
//!
//! A record that cannot be a game (a stone on an occupied point, one side moving twice, a
//! board the judge does not play) is answered with an error line in its place; the rest is
//! still answered.
//!
//! # Large inputs
//!
//! A reader thread reads the records in chunks ([`renju_records::Games::chunks`]); each
//! chunk is judged on all cores and written in order before the next is taken, so memory
//! stays flat whatever the file's size.

pub mod options;
pub mod output;

use indicatif::ProgressBar;
use rayon::prelude::*;
use renju_records::{read_file, read_games, Games};
use std::io::{self, BufReader, Write};
use std::path::PathBuf;
use std::sync::mpsc::sync_channel;

pub use options::Options;
pub use output::{answer, Answer};
pub use renju_referee::{Summary, Tally};

/// One input of a run: standard input, or a file (opened when its turn comes; one that
/// cannot be read, or a directory, is answered with an error line in its place).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input (`-`).
    Stdin,
    /// A file.
    File(PathBuf),
}

impl Input {
    /// The input named on the command line: `-` is standard input.
    pub fn named(name: PathBuf) -> Input {
        if name.as_os_str() == "-" {
            Input::Stdin
        } else {
            Input::File(name)
        }
    }

    fn games(&self, options: &Options) -> Games<'static> {
        match self {
            Input::Stdin => read_games(
                BufReader::with_capacity(1 << 16, io::stdin()),
                &options.read_options("-"),
            ),
            Input::File(path) => read_file(path, &options.read_options("")),
        }
    }
}

/// Replays every game of `inputs` in order, writing one answer per game (or, with
/// `positions`, one line per position) to `out`, ticking `progress` once per game. Returns
/// the counts for the summary. Stops only at a failure to write.
pub fn replay(
    inputs: &[Input],
    options: Options,
    out: &mut dyn Write,
    progress: &ProgressBar,
) -> io::Result<Summary> {
    let mut summary = Summary::default();
    for input in inputs {
        replay_games(input.games(&options), options, out, progress, &mut summary)?;
    }
    Ok(summary)
}

/// Judges `games` chunk by chunk: a scoped thread reads the next chunks (two at most wait)
/// while the current one is judged on all cores and written in order; adds to `summary`.
///
/// ```
/// use renju::Rule;
/// use renju_cli::replay::{replay_games, Options, Summary};
/// use renju_records::{read_games, Format, ReadOptions};
/// let games = read_games(&b"h8 i9 g9 g10 j7\n"[..], &ReadOptions::new(Format::Moves));
/// let (mut out, mut summary) = (Vec::new(), Summary::default());
/// let progress = indicatif::ProgressBar::hidden();
/// replay_games(games, Options::new(Rule::default_rule()), &mut out, &progress, &mut summary)
///     .unwrap();
/// assert_eq!(
///     String::from_utf8(out).unwrap(),
///     "{\"game\":\"1\",\"moves\":5,\"result\":\"none\",\"foul\":null,\"five\":null}\n"
/// );
/// assert_eq!((summary.games, summary.errors), (1, 0));
/// ```
pub fn replay_games(
    games: Games<'_>,
    options: Options,
    out: &mut dyn Write,
    progress: &ProgressBar,
    summary: &mut Summary,
) -> io::Result<()> {
    std::thread::scope(|scope| {
        let (chunks, ready) = sync_channel(2);
        scope.spawn(move || {
            for chunk in games.chunks() {
                // The receiver is gone only when writing failed: stop reading.
                if chunks.send(chunk).is_err() {
                    return;
                }
            }
        });
        for chunk in ready {
            let answers: Vec<Answer> = chunk
                .into_par_iter()
                .map(|item| answer(item, options))
                .collect();
            for a in &answers {
                out.write_all(a.text.as_bytes())?;
                summary.add(&a.tally);
            }
            progress.inc(answers.len() as u64);
        }
        out.flush()
    })
}
