//! `renju bench`: how fast the forbidden maps of a file of positions come out.
//!
//! The file is read and checked first; only the work an engine would do is timed:
//! - default: for each position, build the board from its stone lists and compute black's
//!   full forbidden map with kinds (`us_per_pos`);
//! - `--incremental`: replay each position on an [`IncrementalBoard`] from an empty board,
//!   black, white, black, … (the rest of the longer list at the end), reading black's full
//!   map after every placement (`ns_per_move`);
//! - `--point`: for each position (boards built and their empty points checked to be on the
//!   board before timing, as [`OnBoard`] points), judge every empty point for black from
//!   scratch with [`Rule::verdict_at`], one point at a time, with no whole-board filter
//!   first (`ns_per_check`).
//!
//! Each pass goes over the whole file; the median pass is reported on the last line. Every
//! position of a file is on one board size ([`bench_size`]).
//!
//! On the standard 15x15 board, the board and the rule are called through the size-generic
//! API (`Board<Standard>`, what an engine on that board calls, and what every figure in
//! docs/performance.md compares); the full map and the incremental board of any other size
//! through the run-time-sized face ([`AnyBoard`], [`AnyIncrementalBoard`]), one indirect call
//! more a position or a placement (no measurable difference on 20x20): so the binary carries
//! the runtime's one copy of each size's judge, not a second one of its own ([`bench()`]). The
//! point check, a few dozen instructions, stays size-generic on every size.
//!
//! The file is read within bounds ([`read_positions_from`]): at most [`MAX_BENCH_BYTES`] in
//! all and [`DEFAULT_MAX_LINE_BYTES`] a line, so that no input (`/dev/zero`, a file with no
//! newline) makes it grow without end.

use crate::batch::DEFAULT_MAX_LINE_BYTES;
use crate::position::parse_position;
use renju::{
    resolve_size, AnyBoard, AnyIncrementalBoard, Board, BoardSize, Color, IncrementalBoard,
    OnBoard, Point, Rule, SizeChoiceError, SizeError, SizePolicy, Standard, Verdict, STANDARD_SIZE,
};
use renju_records::lines::{LineRead, LineReader};
use std::hint::black_box;
use std::io::{ErrorKind, Read};
use std::time::Instant;

/// The most bytes `renju bench` reads from its file (256 MiB: about a million positions).
pub const MAX_BENCH_BYTES: u64 = 256 << 20;

/// One position's stones, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stones {
    /// Black's points.
    pub black: Vec<Point>,
    /// White's points.
    pub white: Vec<Point>,
    /// The position's own `"size"`, if it gives one.
    pub size: Option<usize>,
    /// Its 1-based line in the file.
    pub line: usize,
}

impl Stones {
    /// The placements of `--incremental`: black, white, black, …, then the rest of the longer
    /// list.
    pub fn alternating(&self) -> impl Iterator<Item = (Point, Color)> + '_ {
        (0..self.black.len().max(self.white.len())).flat_map(move |i| {
            let b = self.black.get(i).map(|&p| (p, Color::Black));
            let w = self.white.get(i).map(|&p| (p, Color::White));
            b.into_iter().chain(w)
        })
    }
}

/// Reads JSON Lines positions (as for `renju batch`; ids are optional here). A bad line is an
/// error naming its number.
pub fn read_positions(text: &str) -> Result<Vec<Stones>, String> {
    read_positions_from(text.as_bytes(), MAX_BENCH_BYTES)
}

/// Reads JSON Lines positions from `input`, at most `max_bytes` of it and
/// [`DEFAULT_MAX_LINE_BYTES`] a line (more is an error, and no more is read); blank lines and
/// a UTF-8 byte-order mark before the first line are skipped. A bad line is an error naming
/// its number.
///
/// ```
/// use renju_cli::read_positions_from;
/// let text = "{\"black\": [\"h8\"]}\n\n{\"white\": [\"i9\"]}\n";
/// assert_eq!(read_positions_from(text.as_bytes(), 1000).unwrap().len(), 2);
/// assert_eq!(
///     read_positions_from(text.as_bytes(), 20).unwrap_err(),
///     "line 3: the file is longer than 20 bytes"
/// );
/// ```
pub fn read_positions_from(input: impl Read, max_bytes: u64) -> Result<Vec<Stones>, String> {
    let capped = Capped {
        inner: input,
        left: max_bytes,
    };
    let mut reader = LineReader::new(capped, DEFAULT_MAX_LINE_BYTES, 1 << 16);
    let mut buf = Vec::new();
    let mut positions = Vec::new();
    for line_no in 1.. {
        buf.clear();
        let read = reader.read_line(&mut buf).map_err(|e| match e.kind() {
            ErrorKind::FileTooLarge => {
                format!("line {line_no}: the file is longer than {max_bytes} bytes")
            }
            _ => format!("line {line_no}: cannot read: {e}"),
        })?;
        match read {
            LineRead::End => break,
            LineRead::TooLong => {
                return Err(format!(
                    "line {line_no}: longer than {DEFAULT_MAX_LINE_BYTES} bytes"
                ))
            }
            LineRead::Line => {}
        }
        let line = if line_no == 1 {
            buf.strip_prefix("\u{feff}".as_bytes()).unwrap_or(&buf)
        } else {
            &buf[..]
        };
        let line = std::str::from_utf8(line).map_err(|_| format!("line {line_no}: not UTF-8"))?;
        if line.trim().is_empty() {
            continue;
        }
        let position = parse_position(line, false).map_err(|e| format!("line {line_no}: {e}"))?;
        if position.board_string.is_some() {
            return Err(format!(
                "line {line_no}: renju bench reads stone lists (\"black\", \"white\"), not a \"board\" string"
            ));
        }
        positions.push(Stones {
            black: position.black.iter().collect(),
            white: position.white.iter().collect(),
            size: position.size,
            line: line_no,
        });
    }
    Ok(positions)
}

/// A reader of at most `left` more bytes, which fails ([`ErrorKind::FileTooLarge`]) when its
/// input holds more.
struct Capped<R> {
    inner: R,
    left: u64,
}

impl<R: Read> Read for Capped<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        if self.left == 0 {
            return match self.inner.read(&mut [0u8])? {
                0 => Ok(0),
                _ => Err(ErrorKind::FileTooLarge.into()),
            };
        }
        let n = out
            .len()
            .min(usize::try_from(self.left).unwrap_or(usize::MAX));
        let read = self.inner.read(&mut out[..n])?;
        self.left -= read as u64;
        Ok(read)
    }
}

/// The one board size of a file of positions: the first position's own `"size"`, else `asked`
/// (`--size`), else `default` (the rule's board), the first two agreeing when both are given
/// ([`resolve_size`] under [`SizePolicy::OwnMustAgree`]); an error naming the first line whose
/// `"size"` is another, or whose stones are not all on the board.
///
/// ```
/// use renju_cli::{bench_size, read_positions};
/// let positions = read_positions("{\"size\": 20, \"black\": [\"t20\"]}").unwrap();
/// assert_eq!(bench_size(&positions, None, 15), Ok(20));
/// assert!(bench_size(&positions, Some(15), 15).is_err());
/// ```
pub fn bench_size(
    positions: &[Stones],
    asked: Option<usize>,
    default: usize,
) -> Result<usize, String> {
    // The first position's own size stands for the file's; the others must agree with it.
    let first = positions.first();
    let size = resolve_size(
        first.and_then(|s| s.size),
        asked,
        default,
        SizePolicy::OwnMustAgree,
    )
    .map_err(|e| match e {
        SizeChoiceError::Conflict { own, asked } => {
            let line = first.map_or(0, |s| s.line);
            off_size(line, own, asked)
        }
        SizeChoiceError::Unsupported(size) => SizeError { size }.to_string(),
    })?;
    if let Some(other) = positions
        .iter()
        .find(|s| s.size.is_some_and(|own| own != size))
    {
        return Err(off_size(other.line, other.size.unwrap_or_default(), size));
    }
    let mut board = AnyBoard::new(size).map_err(|e| e.to_string())?;
    for s in positions {
        board
            .set_stones(&s.black, &s.white)
            .map_err(|e| format!("line {}: {e}", s.line))?;
    }
    Ok(size)
}

/// Why the position on `line`, of `own` size, cannot be benchmarked on a board of `size`.
fn off_size(line: usize, own: usize, size: usize) -> String {
    format!(
        "line {line}: \"size\": {own}, but the file is benchmarked on a {size}x{size} board (every position of a file is on one board)"
    )
}

/// What a benchmark measured: one figure per pass, in the unit of `unit`.
#[derive(Clone, Debug, PartialEq)]
pub struct Timing {
    /// `us_per_pos`, `ns_per_move` or `ns_per_check`.
    pub unit: &'static str,
    /// One figure per pass, in the order run.
    pub passes: Vec<f64>,
    /// Forbidden points found per pass (the same every pass; keeps the work observable).
    pub forbidden: usize,
}

impl Timing {
    /// The median pass.
    pub fn median(&self) -> f64 {
        let mut sorted = self.passes.clone();
        sorted.sort_by(f64::total_cmp);
        match sorted.len() {
            0 => f64::NAN,
            n if n % 2 == 1 => sorted[n / 2],
            n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
        }
    }

    /// The report: a summary line, then `<unit>=<median>` as the last line.
    pub fn report(&self, positions: usize, rule: &Rule) -> String {
        let min = self.passes.iter().copied().fold(f64::INFINITY, f64::min);
        let max = self
            .passes
            .iter()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        format!(
            "rule={} positions={positions} passes={} forbidden_per_pass={} min={min:.3} max={max:.3}\n{}={:.3}\n",
            rule.name(),
            self.passes.len(),
            self.forbidden,
            self.unit,
            self.median()
        )
    }
}

/// Runs `pass` `passes` times; each pass's time is divided by `units` and scaled by `scale`
/// (1e6 for microseconds, 1e9 for nanoseconds). `pass` returns the forbidden points it saw.
fn time_passes(
    unit: &'static str,
    passes: usize,
    units: usize,
    scale: f64,
    mut pass: impl FnMut() -> usize,
) -> Timing {
    let mut timing = Timing {
        unit,
        passes: Vec::with_capacity(passes),
        forbidden: 0,
    };
    for _ in 0..passes {
        let start = Instant::now();
        timing.forbidden = pass();
        let elapsed = start.elapsed().as_secs_f64();
        timing.passes.push(elapsed * scale / units.max(1) as f64);
    }
    timing
}

/// What `renju bench` times: the full map, or one of its flags `--incremental`, `--undo`,
/// `--point` (at most one: [`OneFlag`](crate::one_flag::OneFlag)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum BenchMode {
    /// The board built from stone lists and black's full map ([`bench_full_map`]).
    #[default]
    #[value(skip)]
    FullMap,
    /// Placements on an incremental board, black's map read after each
    /// ([`bench_incremental`]).
    #[value(help = "Replay each position stone by stone on an incremental board instead")]
    Incremental,
    /// As [`BenchMode::Incremental`], then every stone taken back with
    /// [`IncrementalBoard::undo`], black's map read after each undo too
    /// ([`bench_make_unmake`]).
    #[value(
        name = "undo",
        help = "As --incremental, then take every stone back, reading the map after each undo too"
    )]
    MakeUnmake,
    /// Every empty point judged from scratch ([`bench_point`]).
    #[value(
        help = "Judge every empty point of each position from scratch instead (`ns_per_check`)"
    )]
    Point,
}

/// Times `mode` `passes` times over `positions`, on boards of `size` points a side (as
/// [`bench_size`] found it): through the size-generic API on 15x15, the full map and the
/// incremental board through the run-time-sized face on every other size (see the module's
/// documentation).
///
/// ```
/// use renju::Rule;
/// use renju_cli::bench::{bench, BenchMode};
/// use renju_cli::read_positions;
/// let positions = read_positions("{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}").unwrap();
/// for size in [15, 19] {
///     let timing = bench(BenchMode::FullMap, &positions, Rule::default_rule(), size, 3).unwrap();
///     assert_eq!((timing.forbidden, timing.passes.len()), (1, 3)); // h8
/// }
/// assert!(bench(BenchMode::Point, &positions, Rule::default_rule(), 27, 1).is_err());
/// ```
pub fn bench(
    mode: BenchMode,
    positions: &[Stones],
    rule: &'static Rule,
    size: usize,
    passes: usize,
) -> Result<Timing, SizeError> {
    SizeError::check(size)?;
    Ok(match (mode, size == STANDARD_SIZE) {
        (BenchMode::FullMap, true) => bench_full_map::<Standard>(positions, rule, passes),
        (BenchMode::Incremental, true) => bench_incremental::<Standard>(positions, rule, passes),
        (BenchMode::MakeUnmake, true) => bench_make_unmake::<Standard>(positions, rule, passes),
        (BenchMode::FullMap, false) => full_map_any(positions, rule, size, passes)?,
        (BenchMode::Incremental, false) => incremental_any(positions, rule, size, passes, false),
        (BenchMode::MakeUnmake, false) => incremental_any(positions, rule, size, passes, true),
        // A point's verdict is a few dozen instructions: through the face, the call would
        // double it. This loop's code is small; every size keeps its own.
        (BenchMode::Point, _) => {
            renju::with_board_size!(size, S => bench_point::<S>(positions, rule, passes))?
        }
    })
}

/// [`bench_full_map`] through [`AnyBoard`].
fn full_map_any(
    positions: &[Stones],
    rule: &Rule,
    size: usize,
    passes: usize,
) -> Result<Timing, SizeError> {
    let mut board = AnyBoard::new(size)?;
    Ok(time_passes(
        "us_per_pos",
        passes,
        positions.len(),
        1e6,
        || {
            let mut forbidden = 0;
            for stones in positions {
                if board.set_stones(&stones.black, &stones.white).is_ok() {
                    forbidden += black_box(board.forbidden_count(rule, Color::Black));
                }
            }
            forbidden
        },
    ))
}

/// [`bench_incremental`] through [`AnyIncrementalBoard`], on a supported `size`.
fn incremental_any(
    positions: &[Stones],
    rule: &'static Rule,
    size: usize,
    passes: usize,
    unmake: bool,
) -> Timing {
    time_passes("ns_per_move", passes, moves(positions), 1e9, || {
        let mut forbidden = 0;
        // `bench` checked the size.
        let Ok(mut game) = AnyIncrementalBoard::new(rule, size) else {
            return forbidden;
        };
        for stones in positions {
            game.clear();
            for (p, color) in stones.alternating() {
                if game.place(p, color).is_ok() {
                    forbidden += black_box(game.forbidden_count(Color::Black));
                }
            }
            while unmake && game.undo().is_some() {
                forbidden += black_box(game.forbidden_count(Color::Black));
            }
        }
        forbidden
    })
}

/// The placements of `--incremental` in a file: every stone of every position.
fn moves(positions: &[Stones]) -> usize {
    positions
        .iter()
        .map(|s| s.black.len() + s.white.len())
        .sum()
}

/// Times board building plus the full forbidden map, `passes` times over `positions`.
pub fn bench_full_map<S: BoardSize>(positions: &[Stones], rule: &Rule, passes: usize) -> Timing {
    // One board, refilled for each position (as an engine or a batch would): building a
    // new one would move its kilobyte out of a `Result`.
    let mut board = Board::<S>::new();
    time_passes("us_per_pos", passes, positions.len(), 1e6, || {
        let mut forbidden = 0;
        for stones in positions {
            // The stones were checked when read, so building cannot fail here.
            if board.set_stones(&stones.black, &stones.white).is_ok() {
                forbidden += black_box(rule.forbidden_map(&board, Color::Black)).len();
            }
        }
        forbidden
    })
}

/// Times incremental replays with the full map read after each placement, `passes` times.
pub fn bench_incremental<S: BoardSize>(
    positions: &[Stones],
    rule: &'static Rule,
    passes: usize,
) -> Timing {
    replay_passes::<S>(positions, rule, passes, false)
}

/// Times incremental replays as [`bench_incremental`] does, each followed by taking every
/// stone back with [`IncrementalBoard::undo`] and reading the full map after each undo,
/// `passes` times: a unit is a placement and its undo, as an engine's search makes them.
pub fn bench_make_unmake<S: BoardSize>(
    positions: &[Stones],
    rule: &'static Rule,
    passes: usize,
) -> Timing {
    replay_passes::<S>(positions, rule, passes, true)
}

/// [`bench_incremental`], and with `unmake` [`bench_make_unmake`].
fn replay_passes<S: BoardSize>(
    positions: &[Stones],
    rule: &'static Rule,
    passes: usize,
    unmake: bool,
) -> Timing {
    time_passes("ns_per_move", passes, moves(positions), 1e9, || {
        let mut forbidden = 0;
        let mut game = IncrementalBoard::<S>::new(rule);
        for stones in positions {
            game.clear();
            for (p, color) in stones.alternating() {
                if game.place(p, color).is_ok() {
                    forbidden += black_box(game.forbidden_map(Color::Black)).len();
                }
            }
            while unmake && game.undo().is_some() {
                forbidden += black_box(game.forbidden_map(Color::Black)).len();
            }
        }
        forbidden
    })
}

/// Times the verdict of every empty point of every position, judged from scratch, `passes`
/// times. The boards and their empty points are listed before timing.
pub fn bench_point<S: BoardSize>(positions: &[Stones], rule: &Rule, passes: usize) -> Timing {
    // The stones were checked when read, so building cannot fail here.
    let boards: Vec<(Board<S>, Vec<OnBoard<S>>)> = positions
        .iter()
        .filter_map(|s| Board::<S>::from_stones(&s.black, &s.white).ok())
        .map(|board| {
            let empty = OnBoard::<S>::all()
                .filter(|&p| board.get(p.point()).is_none())
                .collect();
            (board, empty)
        })
        .collect();
    let checks: usize = boards.iter().map(|(_, empty)| empty.len()).sum();
    time_passes("ns_per_check", passes, checks, 1e9, || {
        let mut forbidden = 0;
        for (board, empty) in &boards {
            for &p in empty {
                if let Ok(Verdict::Forbidden(_)) =
                    rule.verdict_at(board, black_box(p), Color::Black)
                {
                    forbidden += 1;
                }
            }
        }
        forbidden
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alternating_order_puts_the_rest_at_the_end() {
        let p = |s: &str| s.parse::<Point>().expect("point");
        let stones = Stones {
            black: vec![p("a1"), p("b1"), p("c1")],
            white: vec![p("a2")],
            ..Stones::default()
        };
        let order: Vec<String> = stones
            .alternating()
            .map(|(pt, c)| format!("{pt} {c}"))
            .collect();
        assert_eq!(order, ["a1 black", "a2 white", "b1 black", "c1 black"]);
    }

    #[test]
    fn median_of_odd_and_even_counts() {
        let t = |passes: Vec<f64>| Timing {
            unit: "us_per_pos",
            passes,
            forbidden: 0,
        };
        assert_eq!(t(vec![3.0, 1.0, 2.0]).median(), 2.0);
        assert_eq!(t(vec![4.0, 1.0, 2.0, 3.0]).median(), 2.5);
    }

    #[test]
    fn bad_lines_are_named() {
        let err = read_positions("{\"black\": [\"h8\"]}\n{\"black\": [\"z27\"]}\n").unwrap_err();
        assert!(err.starts_with("line 2: "), "{err}");
        // z9 is a point, but off the 15x15 board: named when the file's size is known.
        let off = read_positions("{\"black\": [\"h8\"]}\n{\"black\": [\"z9\"]}\n").expect("points");
        let err = bench_size(&off, None, STANDARD_SIZE).unwrap_err();
        assert!(
            err.starts_with("line 2: z9 is off the 15x15 board"),
            "{err}"
        );
        assert_eq!(
            bench_size(&off, Some(renju::MAX_SIZE), STANDARD_SIZE),
            Ok(renju::MAX_SIZE)
        );
        let ok =
            read_positions("{\"id\": 1, \"black\": [\"h8\", \"g8\"], \"white\": [\"i9\"]}\n\n")
                .expect("good");
        assert_eq!(ok.len(), 1);
        assert_eq!(ok[0].black.len(), 2);
    }

    #[test]
    fn both_benchmarks_find_the_same_forbidden_points() {
        // the rules' double-three: h8 is the only forbidden point, in both modes (the
        // incremental replay reads the map after every move: only after the last is h8 there).
        let positions =
            read_positions("{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}").expect("good");
        let rule = Rule::default_rule();
        type S = Standard;
        assert_eq!(bench_full_map::<S>(&positions, rule, 2).forbidden, 1);
        let inc = bench_incremental::<S>(&positions, rule, 2);
        assert_eq!((inc.forbidden, inc.passes.len()), (1, 2));
        assert_eq!(bench_point::<S>(&positions, rule, 2).forbidden, 1);
        // Taking the stones back: h10, placed last, comes off first, and h8 is no longer
        // forbidden after it (a map left as it was would count h8 four more times).
        assert_eq!(bench_make_unmake::<S>(&positions, rule, 2).forbidden, 1);
        // And through the face, on a 20x20 board: the same point.
        for mode in [BenchMode::FullMap, BenchMode::Incremental, BenchMode::Point] {
            let timing = bench(mode, &positions, rule, 20, 2).expect("a size");
            assert_eq!((timing.forbidden, timing.passes.len()), (1, 2), "{mode:?}");
        }
        let timing = bench(BenchMode::MakeUnmake, &positions, rule, 20, 2).expect("a size");
        assert_eq!(timing.forbidden, 1);
    }
}
