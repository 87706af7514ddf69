//! `renju-test-brain`: a small Gomocup brain for testing `renju match`, built from this
//! project's rules. It plays a legal move by a simple seeded policy under any rule and size
//! the manager names (`INFO rule N`, `START N`): a five if it has one, else a random point
//! that its rule allows, near the stones already placed (`--seed S` picks the randomness).
//!
//! `--pid-dir DIR` writes an empty file named by its process id into `DIR` (for the tests
//! that check that no brain outlives its match).
//!
//! With `--misbehave WHAT` it breaks the rules on purpose, to test the referee:
//! `forbidden` plays a forbidden point whenever it has one, `occupied` an occupied point,
//! `offboard` a point past the edge, `sleep` never answers a move, `crash` exits at its first
//! move, `garbage` answers a move with a line that is no move.
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
}

fn main() -> ExitCode {
    let mut misbehave = Misbehave::None;
    let mut seed = 0u64;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = args.next();
        match (arg.as_str(), value.as_deref()) {
            ("--seed", Some(s)) if s.parse::<u64>().is_ok() => seed = s.parse().unwrap_or(0),
            // The tests look for each brain by its process id after the match.
            ("--pid-dir", Some(dir)) => {
                let file = std::path::Path::new(dir).join(std::process::id().to_string());
                if std::fs::write(file, b"").is_err() {
                    return usage();
                }
            }
            ("--misbehave", Some(what)) => {
                misbehave = match what {
                    "forbidden" => Misbehave::Forbidden,
                    "occupied" => Misbehave::Occupied,
                    "offboard" => Misbehave::OffBoard,
                    "sleep" => Misbehave::Sleep,
                    "crash" => Misbehave::Crash,
                    "garbage" => Misbehave::Garbage,
                    _ => return usage(),
                }
            }
            _ => return usage(),
        }
    }
    let mut brain = Brain {
        board: AnyBoard::new(renju::STANDARD_SIZE).expect("15x15 is a board"),
        rule: Rule::default_rule(),
        misbehave,
        random: Random(seed),
    };
    let stdin = io::stdin();
    let mut out = io::stdout();
    let mut lines = stdin.lock().lines();
    while let Some(Ok(line)) = lines.next() {
        let line = line.trim().to_string();
        let (word, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        let answer = match word.to_ascii_uppercase().as_str() {
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
                if let (Some("rule"), Some(n)) = (words.next(), words.next()) {
                    if let Some(rule) = n.parse().ok().and_then(Rule::by_gomocup_rule) {
                        brain.rule = rule;
                    }
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
            "ABOUT" => Some(
                "name=\"renju-test-brain\", version=\"1\", author=\"renju project\", country=\"-\""
                    .to_string(),
            ),
            "END" => return ExitCode::SUCCESS,
            "" => None,
            _ => Some(format!("UNKNOWN {line}")),
        };
        if let Some(answer) = answer {
            if writeln!(out, "{answer}")
                .and_then(|()| out.flush())
                .is_err()
            {
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!(
        "usage: renju-test-brain [--seed S] [--pid-dir DIR] \
         [--misbehave forbidden|occupied|offboard|sleep|crash|garbage]"
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

    /// Chooses, places and writes a move (or misbehaves).
    fn answer(&mut self) -> String {
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
            Misbehave::OffBoard => return format!("{size},{size}"),
            Misbehave::Occupied => Point::all_of(size).find(|&p| self.board.get(p).is_some()),
            Misbehave::Forbidden => empty
                .iter()
                .copied()
                .find(|&p| matches!(verdict(p), Some(Verdict::Forbidden(_)))),
            Misbehave::None => None,
        };
        let chosen = chosen.unwrap_or_else(|| self.legal_move(&empty, color));
        if let Some(Color::Black | Color::White) = self.board.get(chosen) {
            // The occupied point, as asked: the board stays as it is.
        } else {
            let _ = self.board.place(chosen, color);
        }
        let (x, y) = (chosen.col(), size - 1 - chosen.row());
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
