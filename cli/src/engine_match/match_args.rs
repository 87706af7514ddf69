//! The arguments of `renju match`: the engines, the rule and board, the games and their
//! openings, the time limits, the stopping test and the records file.

use super::sprt::Sprt;
use crate::options::{RuleArg, SizeArg};
use clap::Args;
use std::path::PathBuf;

/// The arguments of `renju match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// An engine's command line (a Gomocup brain); give it two or more times
    #[arg(long = "engine", value_name = "CMD", required = true)]
    pub engines: Vec<String>,
    /// An engine's name in the table, the JSON lines and the records, once per --engine in
    /// the same order (fewer: the rest take the name their ABOUT gives, else their program's
    /// file name)
    #[arg(long = "name", value_name = "NAME")]
    pub names: Vec<String>,
    /// The rule variant.
    #[command(flatten)]
    pub rule: RuleArg,
    /// The board size.
    #[command(flatten)]
    pub size: SizeArg,
    /// The first engine against each of the others, instead of every pair
    #[arg(long)]
    pub gauntlet: bool,
    /// Games per pair of engines
    #[arg(long, value_name = "N", default_value_t = 2,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=1_000_000))]
    pub games: usize,
    /// Play each opening twice, colours swapped (needs --openings)
    #[arg(long)]
    pub repeat: bool,
    /// Games played at once, each on its own thread
    #[arg(long, value_name = "K", default_value_t = 1,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..=256))]
    pub concurrency: usize,
    /// Openings, one a line: the moves format `renju replay` reads (`ID: h8 i9 j10`), or
    /// c-gomoku-cli's offsets from the centre (`0,0, 1,-1`: h8 i9 on 15x15)
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// The seed for the openings' order and the first colours of each pair
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// The most milliseconds one move may take (Gomocup's timeout_turn)
    #[arg(long, value_name = "MS", default_value_t = 5000,
          value_parser = clap::value_parser!(u64).range(1..))]
    pub timeout_turn: u64,
    /// The most milliseconds all of one side's moves in a game may take (Gomocup's
    /// timeout_match); 0: no limit
    #[arg(long, value_name = "MS", default_value_t = 0)]
    pub timeout_match: u64,
    /// Milliseconds allowed on top of either limit before a time-out is called
    #[arg(long, value_name = "MS", default_value_t = 1000)]
    pub tolerance: u64,
    /// The memory a brain is told it may use (INFO max_memory), in bytes; 0: no limit
    #[arg(long, value_name = "BYTES", default_value_t = 0)]
    pub max_memory: u64,
    /// A draw once this many stones (the opening's too) are on the board
    #[arg(long, value_name = "N")]
    pub draw_after: Option<usize>,
    /// Stop a match of two engines once a sequential probability ratio test decides:
    /// `"elo0=0 elo1=10 alpha=0.05 beta=0.05"` (elo1 needed; the others default to these)
    #[arg(long, value_name = "TEST", value_parser = clap::value_parser!(Sprt))]
    pub sprt: Option<Sprt>,
    /// Write every game, as a moves line `g<number>: h8 i9 ...`, to this file
    #[arg(long, value_name = "FILE")]
    pub records: Option<PathBuf>,
}
