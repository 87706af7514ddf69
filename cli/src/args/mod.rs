//! The command line, as clap reads it: [`Cli`] and its subcommands ([`Command`]). The option
//! groups several subcommands share are in [`crate::options`], the arguments of `renju match`
//! in [`crate::engine_match::match_args`]; here, beside the subcommands, are the words `--help`
//! adds after them (`help.rs`), clap's readings of single values (`parse.rs`) and `renju
//! table`'s subcommands ([`table`]).

mod help;
mod parse;
pub mod table;

use crate::answer::AnswerColors;
use crate::batch::DEFAULT_MAX_LINE_BYTES;
use crate::bench::BenchMode;
use crate::engine_match::match_args::MatchArgs;
use crate::explain::PlayerColor;
use crate::one_flag::OneFlag;
use crate::options::{OpeningArg, RuleArg, SizeArg};
use clap::{Parser, Subcommand, ValueEnum};
use help::{
    BATCH_EXAMPLE, BENCH_EXAMPLE, CHECK_EXAMPLE, COMPLETIONS_EXAMPLE, CORPUS_EXAMPLE, EXAMPLES,
    EXPLAIN_EXAMPLE, MAN_EXAMPLE, MATCH_EXAMPLE, OPENINGS_EXAMPLE, OPENING_EXAMPLE, REPLAY_EXAMPLE,
    RULES_EXAMPLE, SERVE_EXAMPLE, TABLE_EXAMPLE,
};
#[cfg(not(feature = "serve"))]
use help::{NO_SERVER, NO_SERVER_ABOUT, NO_SERVER_STATUS};
use parse::{
    format_parser, host_name, max_connections, parse_point_arg, parse_record_bytes, parse_style,
};
use renju::Point;
use renju_positions::Style;
use renju_records::{Format, DEFAULT_MAX_RECORD_BYTES};
use std::path::PathBuf;
use table::TableCommand;

/// `renju`: the Renju forbidden-move rules (RIF), for people and scripts.
#[derive(Debug, Parser)]
#[command(name = "renju", version, after_help = EXAMPLES)]
#[command(
    about = "Forbidden moves of Renju: which empty points black may not play (overline, double-four, double-three)"
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Forbidden points of many positions: JSON Lines on stdin, one JSON line out per line in
    #[command(after_help = BATCH_EXAMPLE)]
    Batch {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// Whose forbidden points: black (default, under "forbidden"), white (under
        /// "forbidden_white") or both
        #[arg(long = "color", value_enum, value_name = "COLOR", default_value_t = AnswerColors::Black,
              hide_possible_values = true, hide_default_value = true)]
        colors: AnswerColors,
        /// The longest input line read, in bytes; a longer one is answered with an error and
        /// skipped
        #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_LINE_BYTES,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
        max_line_bytes: usize,
        /// The board size.
        #[command(flatten)]
        size: SizeArg,
    },
    /// One position (JSON or board diagram) drawn with its forbidden points marked
    #[command(after_help = CHECK_EXAMPLE)]
    Check {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The board size.
        #[command(flatten)]
        size: SizeArg,
        /// Write the position as a standalone SVG picture instead (forbidden points marked by
        /// kind, coordinates, legend)
        #[arg(long)]
        svg: bool,
        /// File holding the position; `-` or none: stdin
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// Why one point is forbidden or allowed: each line, each step, each straight-four point
    #[command(after_help = EXPLAIN_EXAMPLE)]
    Explain {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The board size.
        #[command(flatten)]
        size: SizeArg,
        /// The colour to play at POINT: black (default) or white
        #[arg(long, value_enum, value_name = "COLOR", default_value_t = PlayerColor::Black,
              hide_possible_values = true, hide_default_value = true)]
        color: PlayerColor,
        /// What to write: text, or --json or --svg.
        #[command(flatten)]
        form: OneFlag<ExplainForm>,
        /// The empty point to explain, like h8
        #[arg(value_name = "POINT", value_parser = parse_point_arg)]
        point: Point,
        /// File holding the position; `-` or none: stdin
        #[arg(value_name = "FILE")]
        file: Option<PathBuf>,
    },
    /// List the rule variants, for --rule NAME
    #[command(after_help = RULES_EXAMPLE)]
    Rules,
    /// List the opening rules, for --opening-rule NAME
    #[command(after_help = OPENINGS_EXAMPLE)]
    Openings,
    /// Explain each game's opening under an opening rule: the canonical opening, and a foul
    /// of the opening with the clause it breaks and the board it was made on
    #[command(after_help = OPENING_EXAMPLE)]
    Opening {
        /// The rule the games' moves are judged under.
        #[command(flatten)]
        rule: RuleArg,
        /// The opening rule.
        #[command(flatten)]
        opening: OpeningArg,
        /// The records' format (default: auto)
        #[arg(long, value_name = "FORMAT", default_value = "auto", value_parser = format_parser())]
        format: Format,
        /// Record files; `-` or none: stdin
        #[arg(value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Time the forbidden maps of a file of positions (median of several passes, last line)
    #[command(after_help = BENCH_EXAMPLE)]
    Bench {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The board size.
        #[command(flatten)]
        size: SizeArg,
        /// Passes over the file (at least 5)
        #[arg(long, value_name = "N", default_value_t = 9,
              value_parser = clap::value_parser!(u32).range(5..=10_000))]
        reps: u32,
        /// What to time: full maps, or --incremental, --undo or --point.
        #[command(flatten)]
        mode: OneFlag<BenchMode>,
        /// JSON Lines positions, as for `renju batch` (ids optional)
        #[arg(value_name = "FILE")]
        file: PathBuf,
    },
    /// Random positions as JSON Lines (game-like, dense or wide), the same for the same seed
    #[command(after_help = CORPUS_EXAMPLE)]
    Corpus {
        /// How the stones are spread: game, dense or wide
        #[arg(long, value_name = "STYLE", value_parser = parse_style)]
        style: Style,
        /// How many positions
        #[arg(long, value_name = "N")]
        count: usize,
        /// The seed (any number up to 2^64 - 1)
        #[arg(long, value_name = "S")]
        seed: u64,
        /// Board size, 5 to 26 points a side
        #[arg(long, value_name = "N", default_value_t = renju::STANDARD_SIZE,
              value_parser = clap::builder::RangedU64ValueParser::<usize>::new()
                  .range(renju::MIN_SIZE as u64..=renju::MAX_SIZE as u64))]
        size: usize,
    },
    /// Referee game records: replay each game, report its first foul or winning five
    #[command(after_help = REPLAY_EXAMPLE)]
    Replay {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The board size of records that do not say theirs (SGF `SZ`, the psq header do).
        #[command(flatten)]
        size: SizeArg,
        /// The records' format (default: auto, by extension, then by content)
        #[arg(long, value_name = "FORMAT", default_value = "auto", value_parser = format_parser())]
        format: Format,
        /// Print every position before each move (`renju batch` input) instead of verdicts
        #[arg(long)]
        positions: bool,
        /// The largest record read (a line, a <game>, a game tree, a .psq file, a comment)
        // `<game>` is the XML element as the help text shows it, not an HTML tag.
        #[allow(rustdoc::invalid_html_tags)]
        #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_RECORD_BYTES,
              value_parser = parse_record_bytes)]
        max_record_bytes: usize,
        /// A record that goes on after its game ended (a five, a foul) is an error, not the
        /// result with "moves_after_end"
        #[arg(long)]
        strict: bool,
        /// The opening rule each game's opening is judged under.
        #[command(flatten)]
        opening: OpeningArg,
        /// Record files, answered in the order given; `-` or none: stdin
        #[arg(value_name = "FILE")]
        files: Vec<PathBuf>,
    },
    /// Engines against engines over the Gomocup protocol, every move judged by the rule
    #[command(after_help = MATCH_EXAMPLE)]
    Match(MatchArgs),
    /// A local web server: a board page that shows and explains rulings, and its JSON API
    #[command(after_help = SERVE_EXAMPLE)]
    #[cfg_attr(not(feature = "serve"), command(about = NO_SERVER_ABOUT, long_about = None, before_help = NO_SERVER, after_help = NO_SERVER_STATUS))]
    Serve {
        /// The IP address to listen on; anything but loopback is warned about
        #[arg(long, value_name = "ADDR", default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
        /// The port to listen on; 0 picks a free one
        #[arg(long, value_name = "N", default_value_t = crate::serve::DEFAULT_PORT)]
        port: u16,
        /// The most seconds one request may take, from its first byte to its answer's last:
        /// its headers and body read, its ruling, its answer written
        #[arg(long, value_name = "SECONDS", default_value_t = 10,
              value_parser = clap::value_parser!(u64).range(1..=3600))]
        request_timeout: u64,
        /// The most connections open at once; past it, a new connection waits until one
        /// closes
        #[arg(long, value_name = "N", default_value_t = crate::serve::DEFAULT_MAX_CONNECTIONS,
              value_parser = max_connections)]
        max_connections: usize,
        /// A rule file to offer besides the built-in rules, and to open the page on (the
        /// first given); a rule file named like a built-in rule takes its place. May be given
        /// more than once
        #[arg(long = "rule-file", value_name = "PATH")]
        rule_files: Vec<PathBuf>,
        /// A host name the server answers to besides localhost, 127.0.0.1, `[::1]` and the
        /// --bind address: a name that reaches this machine (a request naming any other Host
        /// is refused 421). May be given more than once
        #[arg(long = "host", value_name = "NAME", value_parser = host_name)]
        hosts: Vec<String>,
    },
    /// The generated tables, for auditing: dump, look up, count, compare two variants
    #[command(after_help = TABLE_EXAMPLE)]
    Table {
        /// What to show.
        #[command(subcommand)]
        command: TableCommand,
    },
    /// Shell completions for `renju`, on stdout
    #[command(after_help = COMPLETIONS_EXAMPLE)]
    Completions {
        /// The shell: bash, zsh, fish, elvish or powershell
        #[arg(value_enum, value_name = "SHELL")]
        shell: clap_complete::Shell,
    },
    /// The manual page of `renju` (roff), on stdout; with --dir, one page per subcommand too
    #[command(after_help = MAN_EXAMPLE)]
    Man {
        /// Write renju.1 and renju-SUBCOMMAND.1 for every subcommand into this folder instead
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

/// What `renju explain` writes: text, or one of its flags `--json`, `--svg`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum ExplainForm {
    /// The board and the explanation in words.
    #[default]
    #[value(skip)]
    Text,
    /// The explanation tree as one JSON document ([`crate::explain::explain_json`]).
    #[value(help = "Print the explanation tree as one JSON document instead of text")]
    Json,
    /// A standalone SVG picture ([`renju_svg::explain_svg`]).
    #[value(
        help = "Write the position as a standalone SVG picture instead: its forbidden points, \
                POINT ringed, the lines through it with their classes, and the verdict"
    )]
    Svg,
}
