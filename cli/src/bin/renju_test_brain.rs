//! `renju-test-brain`: a small Gomocup brain for testing `renju match`, built from this
//! project's rules. It plays a legal move by a simple seeded policy under any rule and size
//! the manager names (`INFO rule N`, `START N`): a five if it has one, else a random point
//! that its rule allows, near the stones already placed (`--seed S` picks the randomness).
//!
//! `--pid-dir DIR` writes an empty file named by its process id into `DIR` (for the tests
//! that check that no brain outlives its match).
//!
//! With `--misbehave WHAT` it breaks the rules on purpose, to test the referee and the runner:
//! `forbidden` plays a forbidden point whenever it has one, `occupied` an occupied point,
//! `offboard` a point past the edge, `sleep` never answers a move, `crash` exits at its first
//! move, `garbage` answers a move with a line that is no move, `flood` answers at once and
//! then writes `MESSAGE` lines for `--flood-ms` (default 4500) after each move, `long-aside`
//! writes before each move a `MESSAGE` line of 4099 bytes whose last three are `0,0`,
//! `long-line` answers a move with a line of 5000 bytes that is no move, and `setsid` starts,
//! as it starts, a copy of itself in a session of its own (`setsid()`: out of its process
//! group) that holds its stdout open and sleeps (and writes its pid into `--pid-dir` too).
//! Three fail at start-up, for the runner's start-up check: `exit` exits at once with
//! status 3 (before reading a line), `refuse-start` answers `START` with `ERROR this brain
//! refuses to start`, and `mute` reads its commands and never answers one.
//!
//! More knobs: `--think-ms N` thinks N ms before each move, `--startup-ms N` takes N ms on
//! `INFO max_memory` (as an engine that allocates its tables when it is told its memory),
//! `--flood-bytes N` makes each flooding line N bytes long (default 200), `--about TEXT`
//! answers `ABOUT` with TEXT, and `--say TEXT` answers its first move with TEXT (in both,
//! `\u{HEX}` stands for the character: `\u{1b}` is ESC, `\u{a0}` a no-break space).
//! `--check-time-left 1` answers a move with a line that is no move, saying why, unless an
//! `INFO time_left` came before it (2147483647 when `INFO timeout_match` was 0, else no more
//! than that), as the protocol says a manager sends it before every move.
//!
//! ```text
//! renju match --engine 'renju-test-brain --seed 1' --engine 'renju-test-brain --seed 2'
//! ```

use renju::{AnyBoard, Color, Point, Rule, Verdict};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

/// How the brain breaks the rules, if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Misbehave {
    None,
    Forbidden,
    Occupied,
    OffBoard,
    Sleep,
    Crash,
    Garbage,
    Flood,
    LongAside,
    LongLine,
    Setsid,
    /// Exits at once, with status 3.
    Exit,
    /// Answers `START` with `ERROR`.
    RefuseStart,
    /// Reads its commands and answers none.
    Mute,
    /// The copy that `setsid` starts: it sleeps, its stdout held open, and reads nothing.
    Hold,
}

/// What the brain does besides its moves (see the module's text).
#[derive(Clone, Debug, Default)]
struct Knobs {
    think_ms: u64,
    startup_ms: u64,
    flood_ms: u64,
    flood_bytes: usize,
    about: Option<String>,
    say: Option<String>,
    check_time_left: bool,
}

/// SplitMix64, for a seeded, portable choice.
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

struct Brain {
    board: AnyBoard,
    rule: &'static Rule,
    misbehave: Misbehave,
    random: Random,
    knobs: Knobs,
    /// `INFO timeout_match` (0: the game's time is not limited).
    timeout_match: u64,
    /// `INFO time_left` since the last move, if one came.
    time_left: Option<u64>,
}

fn main() -> ExitCode {
    let mut misbehave = Misbehave::None;
    let mut seed = 0u64;
    let mut pid_dir = None;
    let mut knobs = Knobs {
        flood_ms: 4500,
        flood_bytes: 200,
        ..Knobs::default()
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        let ms = value.as_deref().and_then(|v| v.parse::<u64>().ok());
        match (arg.as_str(), value.as_deref()) {
            ("--seed", Some(s)) if s.parse::<u64>().is_ok() => seed = s.parse().unwrap_or(0),
            // The tests look for each brain by its process id after the match.
            ("--pid-dir", Some(dir)) => {
                let file = std::path::Path::new(dir).join(std::process::id().to_string());
                if std::fs::write(file, b"").is_err() {
                    return usage();
                }
                pid_dir = Some(dir.to_string());
            }
            ("--misbehave", Some(what)) => {
                misbehave = match what {
                    "forbidden" => Misbehave::Forbidden,
                    "occupied" => Misbehave::Occupied,
                    "offboard" => Misbehave::OffBoard,
                    "sleep" => Misbehave::Sleep,
                    "crash" => Misbehave::Crash,
                    "garbage" => Misbehave::Garbage,
                    "flood" => Misbehave::Flood,
                    "long-aside" => Misbehave::LongAside,
                    "long-line" => Misbehave::LongLine,
                    "setsid" => Misbehave::Setsid,
                    "exit" => Misbehave::Exit,
                    "refuse-start" => Misbehave::RefuseStart,
                    "mute" => Misbehave::Mute,
                    "hold" => Misbehave::Hold,
                    _ => return usage(),
                }
            }
            ("--think-ms", Some(_)) if ms.is_some() => knobs.think_ms = ms.unwrap_or(0),
            ("--startup-ms", Some(_)) if ms.is_some() => knobs.startup_ms = ms.unwrap_or(0),
            ("--flood-ms", Some(_)) if ms.is_some() => knobs.flood_ms = ms.unwrap_or(0),
            ("--flood-bytes", Some(_)) if ms.is_some() => {
                knobs.flood_bytes = usize::try_from(ms.unwrap_or(0)).unwrap_or(200);
            }
            ("--about", Some(text)) => knobs.about = Some(unescape(text)),
            ("--say", Some(text)) => knobs.say = Some(unescape(text)),
            ("--check-time-left", Some("1")) => knobs.check_time_left = true,
            _ => return usage(),
        }
    }
    match misbehave {
        Misbehave::Hold => loop {
            std::thread::sleep(std::time::Duration::from_secs(3600));
        },
        Misbehave::Setsid if start_in_own_session(pid_dir.as_deref()).is_err() => {
            return ExitCode::FAILURE;
        }
        Misbehave::Exit => return ExitCode::from(3),
        _ => {}
    }
    let mut brain = Brain {
        board: AnyBoard::new(renju::STANDARD_SIZE).expect("15x15 is a board"),
        rule: Rule::default_rule(),
        misbehave,
        random: Random(seed),
        knobs,
        timeout_match: 0,
        time_left: None,
    };
    let stdin = io::stdin();
    let mut out = io::stdout();
    let mut lines = stdin.lock().lines();
    while let Some(Ok(line)) = lines.next() {
        let line = line.trim().to_string();
        let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        if brain.misbehave == Misbehave::Mute {
            continue;
        }
        let answer = match word.to_ascii_uppercase().as_str() {
            "START" if brain.misbehave == Misbehave::RefuseStart => {
                Some("ERROR this brain refuses to start".to_string())
            }
            "START" => match rest.trim().parse::<usize>().ok().map(AnyBoard::new) {
                Some(Ok(board)) => {
                    brain.board = board;
                    Some("OK".to_string())
                }
                _ => Some(format!("ERROR unsupported size {rest}")),
            },
            "RESTART" => {
                brain.board = AnyBoard::new(brain.board.size()).expect("the same size");
                Some("OK".to_string())
            }
            "INFO" => {
                let mut words = rest.split_whitespace();
                match (words.next(), words.next()) {
                    (Some("rule"), Some(n)) => {
                        if let Some(rule) = n.parse().ok().and_then(Rule::by_gomocup_rule) {
                            brain.rule = rule;
                        }
                    }
                    (Some("timeout_match"), Some(ms)) => {
                        brain.timeout_match = ms.parse().unwrap_or(0);
                    }
                    (Some("time_left"), Some(ms)) => brain.time_left = ms.parse().ok(),
                    (Some("max_memory"), _) if brain.knobs.startup_ms > 0 => {
                        // An engine allocating its tables for the memory it was told.
                        std::thread::sleep(std::time::Duration::from_millis(
                            brain.knobs.startup_ms,
                        ));
                    }
                    _ => {}
                }
                None
            }
            "BEGIN" => Some(brain.answer()),
            "TURN" => match brain.read_point(rest) {
                Some(p) if brain.place(p) => Some(brain.answer()),
                _ => Some(format!("ERROR bad move {rest}")),
            },
            "BOARD" => {
                brain.board = AnyBoard::new(brain.board.size()).expect("the same size");
                for line in lines.by_ref() {
                    let Ok(line) = line else { break };
                    if line.trim().eq_ignore_ascii_case("DONE") {
                        break;
                    }
                    // x,y,field: the colours follow from the order (black first).
                    let xy: Vec<&str> = line.trim().splitn(3, ',').collect();
                    if xy.len() == 3 {
                        if let Some(p) = brain.read_point(&format!("{},{}", xy[0], xy[1])) {
                            brain.place(p);
                        }
                    }
                }
                Some(brain.answer())
            }
            "ABOUT" => Some(brain.knobs.about.clone().unwrap_or_else(|| {
                "name=\"renju-test-brain\", version=\"1\", author=\"renju project\", country=\"-\""
                    .to_string()
            })),
            "END" => return ExitCode::SUCCESS,
            "" => None,
            _ => Some(format!("UNKNOWN {line}")),
        };
        if let Some(answer) = answer {
            let is_move = matches!(
                word.to_ascii_uppercase().as_str(),
                "BEGIN" | "TURN" | "BOARD"
            );
            if writeln!(out, "{answer}")
                .and_then(|()| out.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
            if is_move
                && brain.misbehave == Misbehave::Flood
                && flood(&mut out, &brain.knobs).is_err()
            {
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// `text` with each `\u{HEX}` written as its character, so that a test can hand the brain
/// control characters and Unicode spaces without putting them on a command line.
fn unescape(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\\u{") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 3..];
        let decoded = after.split_once('}').and_then(|(hex, tail)| {
            let c = u32::from_str_radix(hex, 16).ok().and_then(char::from_u32)?;
            Some((c, tail))
        });
        match decoded {
            Some((c, tail)) => {
                out.push(c);
                rest = tail;
            }
            None => {
                out.push_str("\\u{");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Writes `MESSAGE` lines of `knobs.flood_bytes` bytes for `knobs.flood_ms`, as fast as the
/// pipe takes them (64 KiB at a time).
fn flood(out: &mut impl Write, knobs: &Knobs) -> io::Result<()> {
    let mut line = b"MESSAGE ".to_vec();
    line.resize(knobs.flood_bytes.max(9), b'.');
    line.push(b'\n');
    let mut block = Vec::new();
    while block.len() < 1 << 16 {
        block.extend_from_slice(&line);
    }
    let until = std::time::Instant::now() + std::time::Duration::from_millis(knobs.flood_ms);
    while std::time::Instant::now() < until {
        out.write_all(&block)?;
    }
    out.flush()
}

/// Starts a copy of this brain in a session of its own (`setsid()`), holding this brain's
/// stdout open and sleeping: a descendant that leaves the brain's process group.
#[cfg(unix)]
fn start_in_own_session(pid_dir: Option<&str>) -> io::Result<()> {
    use std::os::unix::process::CommandExt;
    let mut copy = std::process::Command::new(std::env::current_exe()?);
    if let Some(dir) = pid_dir {
        copy.args(["--pid-dir", dir]);
    }
    copy.args(["--misbehave", "hold"])
        .stdin(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    // SAFETY: setsid(2) is async-signal-safe and touches no memory of the parent.
    unsafe {
        copy.pre_exec(|| {
            if libc::setsid() == -1 {
                return Err(io::Error::last_os_error());
            }
            Ok(())
        });
    }
    copy.spawn().map(|_| ())
}

#[cfg(not(unix))]
fn start_in_own_session(_pid_dir: Option<&str>) -> io::Result<()> {
    Ok(())
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: renju-test-brain [--seed S] [--pid-dir DIR] \
         [--misbehave forbidden|occupied|offboard|sleep|crash|garbage|flood|long-aside|long-line|setsid|exit|refuse-start|mute] \
         [--think-ms N] [--startup-ms N] [--flood-ms N] [--flood-bytes N] [--about TEXT] [--say TEXT] [--check-time-left 1]"
    );
    ExitCode::from(2)
}

impl Brain {
    /// The point Gomocup calls `x,y` (row from the top).
    fn read_point(&self, text: &str) -> Option<Point> {
        let (x, y) = text.trim().split_once(',')?;
        let (x, y): (usize, usize) = (x.trim().parse().ok()?, y.trim().parse().ok()?);
        let size = self.board.size();
        (x < size && y < size)
            .then(|| Point::new(x, size - 1 - y))
            .flatten()
    }

    /// Places the next stone (the colour by the count: black first).
    fn place(&mut self, p: Point) -> bool {
        let color = self.to_move();
        self.board.place(p, color).is_ok()
    }

    fn to_move(&self) -> Color {
        if self.board.stone_count().is_multiple_of(2) {
            Color::Black
        } else {
            Color::White
        }
    }

    /// Chooses, places and writes a move (or misbehaves), after thinking `--think-ms`.
    fn answer(&mut self) -> String {
        if self.knobs.think_ms > 0 {
            std::thread::sleep(std::time::Duration::from_millis(self.knobs.think_ms));
        }
        if let Some(text) = self.knobs.say.take() {
            return text;
        }
        let time_left = self.time_left.take();
        if self.knobs.check_time_left {
            // The protocol: INFO time_left before every move, 2147483647 when the game's
            // time is not limited.
            match time_left {
                None => return "no INFO time_left came before this move".to_string(),
                Some(left) if self.timeout_match == 0 && left != 2_147_483_647 => {
                    return format!("INFO time_left {left}, but the game's time is not limited");
                }
                Some(left) if self.timeout_match > 0 && left > self.timeout_match => {
                    return format!("INFO time_left {left}, more than the game's time");
                }
                Some(_) => {}
            }
        }
        let size = self.board.size();
        let color = self.to_move();
        let empty: Vec<Point> = Point::all_of(size)
            .filter(|&p| self.board.get(p).is_none())
            .collect();
        let verdict = |p: Point| self.board.verdict(self.rule, p, color).ok();
        let chosen = match self.misbehave {
            Misbehave::Crash => std::process::exit(3),
            Misbehave::Sleep => loop {
                std::thread::sleep(std::time::Duration::from_secs(3600));
            },
            Misbehave::Garbage => return "I resign, thank you for the game".to_string(),
            Misbehave::LongLine => return "x".repeat(5000),
            Misbehave::OffBoard => return format!("{size},{size}"),
            Misbehave::Occupied => Point::all_of(size).find(|&p| self.board.get(p).is_some()),
            Misbehave::Forbidden => empty
                .iter()
                .copied()
                .find(|&p| matches!(verdict(p), Some(Verdict::Forbidden(_)))),
            Misbehave::None
            | Misbehave::Flood
            | Misbehave::LongAside
            | Misbehave::Setsid
            | Misbehave::Exit
            | Misbehave::RefuseStart
            | Misbehave::Mute
            | Misbehave::Hold => None,
        };
        let chosen = chosen.unwrap_or_else(|| self.legal_move(&empty, color));
        if let Some(Color::Black | Color::White) = self.board.get(chosen) {
            // The occupied point, as asked: the board stays as it is.
        } else {
            let _ = self.board.place(chosen, color);
        }
        let (x, y) = (chosen.col(), size - 1 - chosen.row());
        if self.misbehave == Misbehave::LongAside {
            // 8 + 4088 + 3 = 4099 bytes: one line, whose tail is no move of its own.
            return format!("MESSAGE {}0,0\n{x},{y}", ".".repeat(4088));
        }
        format!("{x},{y}")
    }

    /// A five if there is one, else a random allowed point within two of a stone (the
    /// centre on an empty board), else any allowed point, else any empty point.
    fn legal_move(&mut self, empty: &[Point], color: Color) -> Point {
        let size = self.board.size();
        let verdict = |p: Point| self.board.verdict(self.rule, p, color).ok();
        if let Some(&five) = empty.iter().find(|&&p| verdict(p) == Some(Verdict::Five)) {
            return five;
        }
        let centre = Point::new(size / 2, size / 2);
        if self.board.stone_count() == 0 {
            if let Some(centre) = centre {
                return centre;
            }
        }
        let near = |p: Point| {
            (-2isize..=2).any(|dc| {
                (-2isize..=2).any(|dr| {
                    p.offset((dc, dr), 1).is_some_and(|q| {
                        q.col() < size && q.row() < size && self.board.get(q).is_some()
                    })
                })
            })
        };
        let allowed = |p: &&Point| matches!(verdict(**p), Some(Verdict::Allowed | Verdict::Five));
        let mut choices: Vec<Point> = empty
            .iter()
            .filter(allowed)
            .filter(|p| near(**p))
            .copied()
            .collect();
        if choices.is_empty() {
            choices = empty.iter().filter(allowed).copied().collect();
        }
        if choices.is_empty() {
            choices = empty.to_vec();
        }
        choices[self.random.below(choices.len())]
    }
}
