//! The command line, as clap reads it.

use crate::answer::AnswerColors;
use crate::batch::DEFAULT_MAX_LINE_BYTES;
use crate::bench::BenchMode;
use crate::explain::PlayerColor;
use crate::one_flag::OneFlag;
use crate::point_name::parse_point;
use crate::rule_file::{load_rule_file, BadRuleFile, RuleSource};
use crate::rules::rule_by_name;
use crate::table_window::check_window;
use clap::{Args, Parser, Subcommand, ValueEnum};
use renju::{Point, Rule};
use renju_positions::Style;
use renju_records::{Format, DEFAULT_MAX_RECORD_BYTES};
use renju_referee::opening::{OpeningFileError, OpeningRule, SymmetryReading};
use std::path::PathBuf;

const EXAMPLES: &str = "\
Examples:
  echo '{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju batch
  renju check examples/position.txt
  renju explain h8 examples/position.txt
  renju rules
  renju table lookup '...XX*.X...'
  renju replay examples/games.txt
  renju match --engine 'renju-test-brain --seed 1' --engine 'renju-test-brain --seed 2' --games 10
  renju serve

Exit status: 0 all input good, 1 bad input (or an I/O error), 2 bad arguments.";

const BATCH_EXAMPLE: &str = "\
Input, one position a line (a missing \"black\" or \"white\" means no stones of that colour):
  {\"id\": \"x\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"i9\"]}
or, faster to read, the stones as one \"board\" string of N*N characters (N = \"size\", else
--size, else the rule's board), as a diagram's rows joined: the top row (row N) first, each
row from column a; '.' empty, 'x' or 'X' black, 'o' or 'O' white. On 15x15, character 1 is
a15, 15 is o15, 211 is a1; the point at column c (a = 0) and row r is character (N-r)*N+c+1:
  {\"id\": \"y\", \"board\": \"<82 '.'>x<14 '.'>x<12 '.'>xx<113 '.'>\"}
is black h10, h9, f8 and g8 (the rules' double-three: h8 is forbidden). A string of the wrong
length, or a character that is no point, is an error naming the character and its point.
Output, one line per line in, in the same order (blank lines are skipped):
  {\"id\":\"x\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}
With --color both, white's too (only omok restricts white, and only its double-three):
  {\"id\":\"x\",\"forbidden\":[...],\"forbidden_white\":[]}
A bad line is answered in its place, and the rest is still answered:
  {\"id\":\"x\",\"line\":3,\"error\":\"unknown field `balck`, expected ...\"}
A line longer than --max-line-bytes (default 1048576) is answered with an error as soon as it
is found too long, and skipped without being kept: memory stays bounded whatever the input.

With --rule-file PATH, the rule is read from a rule file (the format of rules-spec/*.toml,
e.g. an edited copy of one) when the command starts: checked and made into tables as the
build does, and a file the build would refuse is refused with the build's message (exit
status 2), before any input is read:
  error: my-rule.toml:20:41: [black] forbidden: unknown forbidden kind \"double-tree\" (...)
    20 | forbidden = [\"overline\", \"double-four\", \"double-tree\"]
       |                                         ^

Examples:
  renju batch --rule renju < examples/positions.jsonl > forbidden.jsonl
  renju batch --rule-file rules-spec/gomoku-standard.toml < examples/positions.jsonl > forbidden.jsonl

Exit status: 0 every line good, 1 some line bad, an I/O error or the output closed before
every line was answered, 2 bad arguments (an unknown rule, a bad rule file).";

const CHECK_EXAMPLE: &str = "\
Input: a JSON position ({\"black\": [\"h8\"], \"white\": [\"i9\"]}, id optional) or a board
diagram: 15 rows of '.', 'X' (black) and 'O' (white), row 15 first, row numbers and column
letters optional; lines starting with '#' and 'name: value' header lines are skipped, so a
conformance case file (conformance/cases/*.txt) reads as its board, judged by the first rule
its 'variant:' line names unless --rule or --rule-file is given. Forbidden points are marked
3 (double-three), 4 (double-four) and 6 (overline).

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju check
  renju check --rule gomoku-standard examples/position.txt
  renju check conformance/cases/omok-white-double-three.txt
  renju check --svg examples/position.txt > position.svg

Exit status: 0 position read, 1 bad input or unreadable file, 2 bad arguments.";

const EXPLAIN_EXAMPLE: &str = "\
Input: one position, as for `renju check` (a JSON position or a board diagram).
Output: the board with POINT marked *, then why a stone there is forbidden or allowed: each
line's window (5 points each side) and class, the step that decided (five, overline, fours,
threes), and for threes each straight-four point, explained in turn on the board that already
holds POINT. Every straight-four point is tried; nested detail stops at 3 levels or 40 points.

With --json, the same tree as one JSON document: point, color, rule, verdict, the four lines
(direction, window, class) and the threes with each straight-four point's trial.

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju explain h8
  renju explain --rule renju-completing-five-counts --color white h8 examples/position.txt
  renju explain --json h8 examples/position.txt
  renju explain --svg h8 examples/position.txt > h8.svg

Exit status: 0 explained, 1 bad input, unreadable file or POINT occupied, 2 bad arguments
(a bad POINT name, an unknown rule).";

const RULES_EXAMPLE: &str = "\
One line per variant: its name, what it says, and (default) after the one used without --rule.

Examples:
  renju rules
  renju batch --rule gomoku-standard < examples/positions.jsonl";

const BENCH_EXAMPLE: &str = "\
The file is read and checked first; then each pass times only the engine's work:
building each board from its stone lists and computing black's full forbidden map with
kinds (us_per_pos), or with --incremental, replaying each position from an empty board,
black, white, black, ... (the rest of the longer list at the end) and reading black's map
after every placement (ns_per_move; with --undo, every stone is then taken back, the map
read after each undo too: a unit is a placement and its undo), or with --point, judging
every empty point of each position from scratch for black, one verdict at a time
(ns_per_check). The last line is the median pass.

Example:
  renju corpus --style game --count 10000 --seed 101 > game.jsonl
  renju bench game.jsonl
  renju bench --incremental --reps 15 game.jsonl
  renju bench --undo game.jsonl
  renju bench --point game.jsonl";

const CORPUS_EXAMPLE: &str = "\
Styles:
  game   game-like: black and white alternate, black first at h8, each stone within two
         points of a stone already placed; black has as many stones as white or one more
  dense  black-heavy clusters (8-40 black stones, up to half as many white, colours mixed at
         random), each stone within two points of a stone already placed: many forbidden
         points and false threes nested up to 5 deep
  wide   20-90 black and half as many to as many white stones, anywhere on the board
No position holds a five or a longer row of either colour. The same style, count and seed give
the same output, byte for byte, on every machine (ChaCha8 random numbers).

The corpora of the test suite:
  renju corpus --style game --count 10000 --seed 101 > game.jsonl
  renju corpus --style dense --count 10000 --seed 102 > dense.jsonl
  renju corpus --style wide --count 3000 --seed 103 > wide.jsonl
  renju bench game.jsonl";

const TABLE_EXAMPLE: &str = "\
A window is 11 characters: 5 points, `*` (the point under test, where the stone is placed),
5 points; `X` own stone, `O` opponent stone or the board edge, `.` empty. Quote it for the
shell (`*`). Classes are said in words: five, overline, four, straight four, two fours,
three (straight-four points ...), nothing.

A rule whose board edge does not block, or whose sixes win by their ends, reads wide windows
(`renju table stats` says which a rule reads): 13 characters, 6 points each side of `*`, `|`
a point past the board edge (and every point beyond it), and at each end (never `X`) what
ends a run of own stones reaching past 5 points. For such a rule, dump lists and stats counts
one wide window per wide seen index (24,964: windows that look alike from `*` share one, the
points it cannot see drawn `.`), and diff compares all 722,500 wide windows. lookup takes
either length under any rule: an 11-character window is read on an open line (its `O`s
opponent stones, `.` past it), a wide window under a rule that reads 11 points as its middle.

--rule-file PATH reads a rule file instead of a built-in rule (see `renju batch --help`); diff
takes a rule file's path (ending in `.toml` or holding a `/`) in place of either name.

Examples:
  renju table dump --rule caro --color white | less
  renju table lookup '....X*.X...'
  renju table lookup --rule caro '||XXXX*O.....'
  renju table stats --rule omok
  renju table diff renju omok --summary
  renju table diff caro conformance/rules/caro-six-needs-an-open-end.toml --summary

Exit status: 0 done, 1 an I/O error, 2 bad arguments (an unknown rule, a bad rule file, a bad
window).";

const COMPLETIONS_EXAMPLE: &str = "\
Examples:
  renju completions bash > ~/.local/share/bash-completion/completions/renju
  renju completions zsh > ~/.zfunc/_renju      # with fpath+=(~/.zfunc) in ~/.zshrc
  renju completions fish > ~/.config/fish/completions/renju.fish

Exit status: 0 done, 1 an I/O error, 2 an unknown shell.";

const MAN_EXAMPLE: &str = "\
Examples:
  renju man | man -l -
  renju man --dir ~/.local/share/man/man1      # renju.1, renju-batch.1, ... for `man renju-batch`

Exit status: 0 done, 1 an I/O error (the folder cannot be written).";

const OPENINGS_EXAMPLE: &str = "\
One line per opening rule: its name, then what it says. A rule of a family takes its N from
the name asked for: soosorv-5 is soosorv-8's rule with N = 5.

Examples:
  renju openings
  renju replay --opening-rule soosorv-8 examples/games.txt";

const OPENING_EXAMPLE: &str = "\
For each game: the opening rule, the canonical opening (D1-D13, I1-I13, or none), then either
\"no foul of the opening\" (and what the record does not carry) or the foul: its move and kind,
the sentence that cites the clause, and the board it was made on (+ a square's points, * the
move; a, b two symmetrical offers, with the symmetry that maps one onto the other). Records
carry swaps, declarations and offers as renju replay --help says.

Examples:
  echo 'g: h8 h9 h10 swap h6 offers=g9,i9 g9' | renju opening --opening-rule rif
  renju opening --opening-rule taraguchi-10 --symmetry pattern examples/games.txt

Exit status: 0 every record judged, 1 some record not read or no game, 2 bad arguments.";

const REPLAY_EXAMPLE: &str = "\
Output, one JSON line per game, in input order (`move` counts the record's stones from 1):
  {\"game\":\"g1\",\"moves\":9,\"result\":\"black-foul\",\"foul\":{\"move\":9,\"point\":\"h8\",\"kind\":\"double-three\"},\"five\":null}
  {\"game\":\"g2\",\"moves\":9,\"result\":\"black-five\",\"foul\":null,\"five\":{\"move\":9,\"color\":\"black\"}}
A record that goes on after its game ended (a five, a foul) is answered with that end and
\"moves_after_end\": k, the moves after it; with --strict it is an error in its place instead.
A record that cannot be a game (occupied point, off the board, a board the judge does not
play) is answered in its place: {\"game\":\"g3\",\"line\":3,\"error\":\"...\"}.
With --positions: every position before each move, as `renju batch` input (id <game>-m<k>).
A summary (games, results, fouls, errors) ends on stderr.

The opening (--opening-rule NAME or --opening-rule-file PATH; without them, the rule a
record names, if it names one): each answer gains \"opening\": {\"rule\", \"symmetry\", \"name\"
(the canonical opening, e.g. \"D4\", or null), \"title\", \"foul\": null or {\"move\", \"kind\",
\"points\", \"sentence\"}, \"unchecked\": what the record did not carry}; an opening foul ends
the game there (\"result\":\"opening-foul\"). Kinds: outside-square, swap-not-allowed,
declare-out-of-range, offer-count, offer-occupied, symmetric-offers, not-offered. Opening
rules: rif, yamaguchi, soosorv-8 (soosorv-N for any N), taraguchi-10, swap1, swap2, none.
A moves line carries the opening with three words between its moves:
  swap              after a move: the player entitled to swap there did
  declare=K         after a move: K fifth-move offers were declared there
  offers=p,q,...    the fifth-move offers; the next move is the fifth move kept
  e.g.  g7: h8 h9 j10 swap i10 declare=2 offers=g9,j8 g9 f10

Formats and coordinates (every answer names points a1..o15, a1 bottom-left):
  moves   one game a line: `h8 i9 j10` or `h8i9j10`, optional `ID:` prefix; a-o left to
          right, rows 1-15 bottom to top; id = the prefix, else the line number
  rif     RenjuNet XML <game id=..><move>h8 i9 ..</move></game>, points as in moves
  sgf     FF[4] GM[4] game trees, main line, AB/AW setup; `hh` = h8: column from the left,
          then row from the TOP (`aa` = a15); size = SZ; id = GN, else the tree's index
  psq     Piskvork `Piskvorky 15x15, ..` header, then 1-based `x,y,time` lines: x = column
          from the left, y = row from the TOP (8,8 = h8, 1,1 = a15); id = the file name
  renlib  RenLib .lib trees: every root-to-leaf path is a game; node byte = row from the
          top (high nibble 0-14) and column (low nibble 1-15); id = the path's moves
  auto    by extension (.rif/.xml, .sgf, .psq, .lib), else by the first bytes (else moves)

Examples:
  renju replay examples/games.txt
  renju replay --format moves - < examples/games.txt
  renju replay --positions --rule renju examples/games.txt | renju batch
  renju replay --strict examples/games.txt
  renju replay --opening-rule soosorv-8 examples/games.txt

Exit status: 0 every record a game, 1 some record answered with an error (or an I/O
error, or a closed output), 2 bad arguments.";

const MATCH_EXAMPLE: &str = "\
Each engine is a Gomocup brain, run as a child process from its command line (split as a
shell splits it: quotes and backslashes, no variables or pipes) and told START, INFO
(timeout_turn, timeout_match, max_memory, game_type, rule), ABOUT, then BEGIN, TURN x,y or
BOARD ... DONE, and END. Gomocup's x,y count from 0 at the TOP-left: x,y is column x and row
N-y of this project's names (0,0 = a15 on 15x15, 0,14 = a1).

Before the first game every engine is started once and must answer START with OK: one
that cannot be started, exits, answers ERROR or says nothing within the start-up's time is
named with what happened, and no game is played (exit status 2). A brain that fails later
loses that game (crash, bad-output, time-out-turn).

Engines are named by --name NAME (once per --engine, in the same order), else by the name
their ABOUT answer gives, else by their program's file name; two engines of one name are
numbered in the order of --engine: \"rapfi (1)\", \"rapfi (2)\".

Every move is judged under the rule by the referee `renju replay` uses: a five wins, a
forbidden move is a foul that loses. A game is also lost by a move on an occupied point or
off the board, a line that is not a move, a crash, or a time-out; a full board, or
--draw-after N stones, is a draw. A rule without a Gomocup number (`INFO rule`) is refused.

Output, one JSON line per game as it ends (stdout):
  {\"game\":1,\"black\":\"...\",\"white\":\"...\",\"opening\":null,\"opening_stones\":0,
   \"result\":\"white-wins\",\"reason\":\"foul\",\"foul\":{\"point\":\"j10\",\"kind\":\"double-three\"},
   \"moves\":[\"h8\",...]}
result: black-wins, white-wins, draw; reason: five, foul, occupied, off-board, bad-output,
crash, time-out-turn, time-out-match, draw-after, full-board. At the end, on stderr: wins,
losses and draws per engine, losses by reason, and for two engines an Elo estimate with its
95% error bar. --records FILE: the games as moves lines, for `renju replay`.

Examples:
  renju match --engine renju-test-brain --engine 'python3 cli/tests/brains/gomocup_brain.py 3' --games 4
  renju match --engine 'renju-test-brain --seed 1' --engine 'renju-test-brain --seed 2' --name one --name two
  renju match --rule gomoku-freestyle --engine renju-test-brain --engine 'renju-test-brain --seed 2' --engine 'renju-test-brain --seed 3' --concurrency 2
  renju match --openings examples/openings.txt --repeat --games 8 --engine renju-test-brain --engine 'renju-test-brain --seed 2' --records games.txt

Exit status: 0 all games played, 1 an I/O error, 2 bad arguments (fewer than two engines,
an engine that cannot start, a rule without a Gomocup number, a bad openings file, --repeat
without --openings), 130 or 143 stopped by SIGINT or SIGTERM
(the brains in play are killed first).";

const SERVE_EXAMPLE: &str = "\
A local web server: the board page at / (set up a position, play, explain a point, compare
two rules, replay a game record) and the JSON API it uses:
  POST /api/forbidden  a `renju batch` line (id optional) + rule, color, size -> batch's answer
  POST /api/explain    the same + point -> the `renju explain --json` document
  POST /api/replay     {record, format?, rule?, size?} -> replay answers, per-move forbidden points
  GET  /api/rules      the variants: board sizes, whose moves they restrict, settings in words
A bad request is a 4xx {\"error\": \"...\"}; a body over 64 KiB is a 413.
The first line on stdout is `listening on http://HOST:PORT/`; SIGINT or SIGTERM stops it.
It listens on 127.0.0.1 unless told otherwise (and warns on stderr when told otherwise),
and answers only requests whose Host names it (localhost, 127.0.0.1, [::1], the --bind
address, a --host name: else 421) and that come from no other site's page (else 403);
the API's POST bodies must be Content-Type: application/json (else 415). A replay's answer
holds at most 8 MiB (else 422); a request is stopped at its deadline (408), and a connection
whose answer is not read by then is closed; headers over 16 KiB are refused (431).
With --rule-file PATH, the file's rule is offered too, in place of a built-in rule of its name,
and is the default; a file the build would refuse stops it first (exit status 2).

Examples:
  renju serve                  # then open http://127.0.0.1:8015/
  renju serve --port 0         # any free port (the first line says which)
  renju serve --rule-file conformance/rules/caro-six-needs-an-open-end.toml   # a rule file beside the built-in rules
  curl --json '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' http://127.0.0.1:8015/api/forbidden

Exit status: 0 stopped by a signal, 1 cannot listen, 2 bad arguments (a bad rule file).";

/// What `renju --help` says of `renju serve` in a binary built without the server.
#[cfg(not(feature = "serve"))]
const NO_SERVER_ABOUT: &str =
    "A local web server (not in this binary: it was built without the feature `serve`)";

/// What `renju serve --help` says first in a binary built without the server.
#[cfg(not(feature = "serve"))]
const NO_SERVER: &str = "\
This renju was built without the web server (the cargo feature `serve`): `renju serve` only
says so and exits with status 2. To get it, install renju with its default features:
  cargo install --locked --path cli";

/// What `renju serve --help` says last in a binary built without the server (in place of the
/// server's examples).
#[cfg(not(feature = "serve"))]
const NO_SERVER_STATUS: &str = "Exit status: 2, always (this binary has no server).";

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
    #[arg(long, value_name = "TEST", value_parser = clap::value_parser!(crate::engine_match::sprt::Sprt))]
    pub sprt: Option<crate::engine_match::sprt::Sprt>,
    /// Write every game, as a moves line `g<number>: h8 i9 ...`, to this file
    #[arg(long, value_name = "FILE")]
    pub records: Option<PathBuf>,
}

/// `--max-connections N`: 1 to 1,000,000.
fn max_connections(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=1_000_000).contains(&n) => Ok(n),
        _ => Err(format!(
            "{text:?} is not a number of connections from 1 to 1000000"
        )),
    }
}

/// A `--host` name: a DNS name or an IP address (an IPv6 one in brackets), without a port.
fn host_name(name: &str) -> Result<String, String> {
    let bracketed = name
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .is_some_and(|inside| inside.parse::<std::net::Ipv6Addr>().is_ok());
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    if bracketed || plain {
        Ok(name.to_ascii_lowercase())
    } else {
        Err(format!(
            "{name:?} is not a host name: give a name like board.lan or an address like \
             192.168.1.5 or [fe80::1], without a port"
        ))
    }
}

/// `--size N`, the board's side (5 to 26), as every subcommand that reads positions takes it.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct SizeArg {
    /// Board size, 5 to 26 points a side (default: the input's own, else the rule's board,
    /// see `renju rules`)
    #[arg(long = "size", value_name = "N",
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new()
              .range(renju::MIN_SIZE as u64..=renju::MAX_SIZE as u64))]
    pub size: Option<usize>,
}

/// `--opening-rule NAME` or `--opening-rule-file PATH`, and `--symmetry READING`, as the
/// subcommands that judge openings take them.
#[derive(Clone, Debug, Args)]
pub struct OpeningArg {
    /// Judge each game's opening under this opening rule (rif, yamaguchi, soosorv-N,
    /// taraguchi-N, swap1, swap2, none: `renju openings`): its squares, swaps, declared
    /// number and fifth-move offers; default: the rule a record names, if any
    #[arg(long, value_name = "NAME", conflicts_with = "opening_rule_file")]
    opening_rule: Option<String>,
    /// Judge each game's opening under the opening rule of this file (the format of
    /// openings/*.toml)
    #[arg(long, value_name = "PATH")]
    opening_rule_file: Option<PathBuf>,
    /// How "no two fifth-move offers may be symmetrical" is read: board (the 8 symmetries of
    /// the board about its centre) or pattern (any rotation, reflection and shift of the
    /// stones); default: as the opening rule's file says
    #[arg(long, value_name = "READING", value_parser = ["board", "pattern"])]
    symmetry: Option<String>,
}

impl OpeningArg {
    /// The opening rule asked for: the one `--opening-rule` names, or the one
    /// `--opening-rule-file`'s file states (refused with its file, line and caret); `None` if
    /// neither was given.
    pub fn rule(&self) -> Result<Option<&'static OpeningRule>, OpeningFileError> {
        match (&self.opening_rule, &self.opening_rule_file) {
            (_, Some(path)) => OpeningRule::from_file(path).map(Some),
            (Some(name), None) => OpeningRule::by_name(name).map(Some),
            (None, None) => Ok(None),
        }
    }

    /// The reading of symmetrical offers asked for, if one was.
    pub fn symmetry(&self) -> Option<SymmetryReading> {
        self.symmetry
            .as_deref()
            .and_then(SymmetryReading::from_name)
    }
}

/// `--rule NAME` or `--rule-file PATH`, as every subcommand that reads a rule takes it.
#[derive(Clone, Debug, Args)]
pub struct RuleArg {
    /// Rule variant (default: renju; see `renju rules`)
    #[arg(long = "rule", value_name = "NAME", value_parser = parse_rule)]
    rule: Option<&'static Rule>,
    /// Rule file to judge by instead (the format of rules-spec/*.toml): checked and made into
    /// tables as the build does; a bad one is refused with the build's message
    #[arg(long = "rule-file", value_name = "PATH", conflicts_with = "rule")]
    rule_file: Option<PathBuf>,
}

impl RuleArg {
    /// The rule asked for, or the default rule (`renju`); see [`RuleArg::given`].
    pub fn rule(&self) -> Result<&'static Rule, BadRuleFile> {
        Ok(self.given()?.unwrap_or_else(Rule::default_rule))
    }

    /// The rule asked for: the one `--rule` names, or the one `--rule-file`'s file makes
    /// (refused with the build's message if the build would refuse the file); `None` if
    /// neither was given.
    pub fn given(&self) -> Result<Option<&'static Rule>, BadRuleFile> {
        match (&self.rule_file, self.rule) {
            (Some(path), _) => load_rule_file(path).map(Some),
            (None, rule) => Ok(rule),
        }
    }
}

/// `--color`, for the table subcommands that read one colour's windows.
#[derive(Clone, Copy, Debug, Args)]
pub struct WindowColorArg {
    /// The colour of the stone placed at `*`: black (default) or white
    #[arg(long = "color", value_enum, value_name = "COLOR", default_value_t = PlayerColor::Black,
          hide_possible_values = true, hide_default_value = true)]
    color: PlayerColor,
}

impl WindowColorArg {
    /// The colour given (black by default).
    pub fn color(self) -> renju::Color {
        self.color.into()
    }
}

/// The subcommands of `renju table`.
#[derive(Debug, Subcommand)]
pub enum TableCommand {
    /// Every window with its class, one line each, in index order (59,049 lines; for a rule
    /// that reads wide windows, one 13-point wide window per wide seen index, 24,964 lines)
    #[command(after_help = TABLE_EXAMPLE)]
    Dump {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The colour whose windows.
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// The class of one window (11 characters) or wide window (13), looked up by its text
    #[command(after_help = TABLE_EXAMPLE)]
    Lookup {
        /// The window, like '...XX*.X...', or the wide window, like '||XXXX*O.....' (quoted:
        /// `*` and `|` are special to the shell)
        #[arg(value_name = "WINDOW", value_parser = parse_window_arg)]
        window: String,
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
        /// The colour whose windows.
        #[command(flatten)]
        color: WindowColorArg,
    },
    /// Windows per class and colour (the windows dump lists), with the rule file, its
    /// SHA-256 and its settings
    #[command(after_help = TABLE_EXAMPLE)]
    Stats {
        /// The rule variant.
        #[command(flatten)]
        rule: RuleArg,
    },
    /// What differs between two variants: settings, every window whose class differs, counts
    /// (over every wide window if either reads wide windows)
    #[command(after_help = TABLE_EXAMPLE)]
    Diff {
        /// The first variant: a rule's name (see `renju rules`), or a rule file's path (an
        /// argument ending in `.toml` or holding a `/`, read as --rule-file reads it)
        #[arg(value_name = "RULE_A", value_parser = parse_rule_source)]
        a: RuleSource,
        /// The second variant, a name or a path as RULE_A
        #[arg(value_name = "RULE_B", value_parser = parse_rule_source)]
        b: RuleSource,
        /// Compare only this colour's windows: black or white (default: both)
        #[arg(long, value_enum, value_name = "COLOR", hide_possible_values = true)]
        color: Option<PlayerColor>,
        /// Leave out the list of windows: settings and counts only
        #[arg(long)]
        summary: bool,
    },
}

/// Clap's reading of a point name.
fn parse_point_arg(name: &str) -> Result<Point, String> {
    parse_point(name).map_err(|e| e.to_string())
}

/// Clap's reading of a window: checked here (so that a bad one is a usage error, saying
/// which character is wrong), kept as text for the lookup by text.
fn parse_window_arg(text: &str) -> Result<String, String> {
    check_window(text)
        .map(|_| text.to_string())
        .map_err(|e| e.to_string())
}

/// Clap's reading of `--style STYLE`.
fn parse_style(name: &str) -> Result<Style, String> {
    name.parse()
        .map_err(|e: renju_positions::UnknownStyle| e.to_string())
}

/// Clap's reading of `--format`: one of the format names, listed in the help.
fn format_parser() -> impl clap::builder::TypedValueParser<Value = Format> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(Format::ALL.map(Format::name))
        .try_map(|name| name.parse::<Format>())
}

/// Clap's reading of `--max-record-bytes`: a whole number, at least 64.
fn parse_record_bytes(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 64 => Ok(n),
        _ => Err(format!("{text:?} is not a byte count of at least 64")),
    }
}

/// Clap's reading of `--rule NAME`.
fn parse_rule(name: &str) -> Result<&'static Rule, String> {
    rule_by_name(name).map_err(|e| e.to_string())
}

/// Clap's reading of a rule of `renju table diff`: a path ([`RuleSource::is_path`]), read
/// once the arguments are all read, or a rule's name, checked here.
fn parse_rule_source(argument: &str) -> Result<RuleSource, String> {
    if RuleSource::is_path(argument) {
        Ok(RuleSource::File(PathBuf::from(argument)))
    } else {
        parse_rule(argument).map(RuleSource::Named)
    }
}
