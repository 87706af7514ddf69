//! `renju match` end to end: real small matches between the repository's test brain
//! (`renju-test-brain`, with and without `--misbehave`) and two brains written in Python from
//! the protocol alone (tests/brains/). Each match runs under a time bound, and every brain a
//! match started is checked, by its process id, to be gone when the match is over (after
//! SIGTERM too). Linux only: the processes are looked for in /proc.
//!
//! - `harness`: running a match, reading its games, the brains' command lines and pids.
//! - `losses`: each way a brain loses a game by what it does (a foul, a bad line, a crash,
//!   a time-out).
//! - `hostile`: brains that misbehave without losing by it (floods, escapes, descendants,
//!   long lines, slow start-ups), and what is left of them.
//! - `refusals`: what is refused before any game (the rule, the engines, the start-up check,
//!   a bad opening or engine line).
//! - `games`: results, records replayed, names, the Python brains, Gomocup's coordinates.
//! - `openings`: the openings file, `--repeat`, c-gomoku-cli's offsets.
//! - `stopping`: SIGINT and SIGTERM, `--draw-after`, `--sprt`.
#![cfg(target_os = "linux")]

mod games;
mod harness;
mod hostile;
mod losses;
mod openings;
mod refusals;
mod stopping;
