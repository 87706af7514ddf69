//! One game between two brains, every move judged by the referee's [`Game`] (the one
//! `renju replay` judges with): the first five wins, a forbidden move is a foul that loses,
//! and a move that is no move (occupied or off the board, a line that is not a move, a brain
//! that crashed or ran out of time) loses with its reason named. A full board, or
//! `--draw-after N` stones on it (the game's move limit), is a draw.

use super::brain::{Brain, Heard, MAX_LINE};
use super::protocol::{
    about_name, from_gomocup, is_aside, parse_brain_line, to_gomocup, BrainLine,
};
use super::stop::Stop;
use renju::{Color, ForbiddenKind, Point, Rule};
use renju_referee::{DrawReason, Game, Outcome, PlayError};
use std::time::{Duration, Instant};

/// The time and memory limits of a game, in Gomocup's names and units.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most time one move may take (`INFO timeout_turn`), in milliseconds.
    pub timeout_turn: u64,
    /// The most time all of one side's moves may take (`INFO timeout_match`), in
    /// milliseconds; 0: no limit.
    pub timeout_match: u64,
    /// What the runner allows on top of either before it calls a time-out (pipes, process
    /// start), in milliseconds.
    pub tolerance: u64,
    /// The memory a brain may use (`INFO max_memory`), in bytes; 0: no limit. Told, not
    /// enforced.
    pub max_memory: u64,
    /// A draw once this many stones (the opening's too) are on the board; `None`: only a full
    /// board is a draw.
    pub draw_after: Option<usize>,
}

/// A game to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The game's number in the match, from 1.
    pub number: usize,
    /// Black's engine (an index into the engines).
    pub black: usize,
    /// White's engine.
    pub white: usize,
    /// The opening's name (`""`: the empty board).
    pub opening: String,
    /// The opening's stones, black first, alternating; judged legal when it was read.
    pub opening_moves: Vec<Point>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reason {
    /// A winning five.
    Five,
    /// A forbidden move.
    Foul,
    /// A stone on an occupied point.
    Occupied,
    /// A point past the board's edge.
    OffBoard,
    /// A line that is not a move (or a refused `START`).
    BadOutput,
    /// The brain exited or closed its output (or could not be started).
    Crash,
    /// One move took longer than `--timeout-turn` (plus `--tolerance`).
    TimeOutTurn,
    /// One side's moves took longer than `--timeout-match` (plus `--tolerance`).
    TimeOutMatch,
    /// `--draw-after N` stones are on the board.
    DrawAfter,
    /// Every point holds a stone.
    FullBoard,
}

impl Reason {
    /// Every reason, in the order the summary lists them.
    pub const ALL: [Reason; 10] = [
        Reason::Five,
        Reason::Foul,
        Reason::Occupied,
        Reason::OffBoard,
        Reason::BadOutput,
        Reason::Crash,
        Reason::TimeOutTurn,
        Reason::TimeOutMatch,
        Reason::DrawAfter,
        Reason::FullBoard,
    ];

    /// The reason's name in the output: `five`, `foul`, `time-out-turn`, ….
    pub fn name(self) -> &'static str {
        match self {
            Reason::Five => "five",
            Reason::Foul => "foul",
            Reason::Occupied => "occupied",
            Reason::OffBoard => "off-board",
            Reason::BadOutput => "bad-output",
            Reason::Crash => "crash",
            Reason::TimeOutTurn => "time-out-turn",
            Reason::TimeOutMatch => "time-out-match",
            Reason::DrawAfter => "draw-after",
            Reason::FullBoard => "full-board",
        }
    }
}

/// What a game came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The game as it was asked for.
    pub spec: GameSpec,
    /// The winner; `None` for a draw.
    pub winner: Option<Color>,
    /// Why it ended.
    pub reason: Reason,
    /// A foul's kind and point.
    pub foul: Option<(ForbiddenKind, Point)>,
    /// More about the end, for people: the line that was not a move, the point off the board
    /// or occupied, the time taken.
    pub detail: Option<String>,
    /// Every stone placed, the opening's first (a foul's stone included, not an occupied or
    /// off-board one).
    pub moves: Vec<Point>,
    /// The time spent in the referee ([`Game::play`]) on this game's moves.
    pub judging: Duration,
    /// The moves the brains played (the opening's not counted).
    pub brain_moves: usize,
    /// The time from each request for a move to its answer, both sides together (the
    /// brains' thinking and the pipes' round trips).
    pub waiting: Duration,
    /// What black's and white's brains said of themselves (`ABOUT`), if they answered before
    /// the game ended.
    pub about: [Option<String>; 2],
}

/// A game in progress: the referee's game, the brains, the clocks.
struct Table<'a> {
    spec: &'a GameSpec,
    game: Game,
    limits: Limits,
    stop: &'a Stop,
    /// Moves each side's brain knows of (black, white).
    seen: [usize; 2],
    /// Time each side has used (black, white).
    used: [Duration; 2],
    judging: Duration,
    brain_moves: usize,
    /// The brains' answers to `ABOUT` (black, white).
    about: [Option<String>; 2],
}

/// An end before the board says so: who lost, why, and the detail.
type Loss = (Color, Reason, Option<String>);

fn index(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

/// Plays `spec` between `engines[spec.black]` and `engines[spec.white]` under `rule` on a
/// board of side `size`. `None` if the match was stopped before the game ended (its brains
/// are ended all the same).
pub fn play_game(
    spec: &GameSpec,
    engines: &[String],
    rule: &'static Rule,
    size: usize,
    limits: Limits,
    stop: &Stop,
) -> Option<Played> {
    let mut game: Game = Game::new(rule, size).ok()?;
    game.set_move_limit(limits.draw_after);
    for &point in &spec.opening_moves {
        // Checked when the openings were read.
        game.play(point).ok()?;
    }
    let mut table = Table {
        spec,
        game,
        limits,
        stop,
        seen: [0, 0],
        used: [Duration::ZERO; 2],
        judging: Duration::ZERO,
        brain_moves: 0,
        about: [None, None],
    };
    let end = table.run(engines)?;
    let (winner, reason, foul, detail) = end;
    Some(Played {
        spec: spec.clone(),
        winner,
        reason,
        foul,
        detail,
        moves: table.game.moves().iter().map(|m| m.point).collect(),
        judging: table.judging,
        brain_moves: table.brain_moves,
        waiting: table.used[0] + table.used[1],
        about: table.about,
    })
}

/// A game's end: the winner (`None`: a draw), the reason, a foul's kind and point, detail.
type End = (
    Option<Color>,
    Reason,
    Option<(ForbiddenKind, Point)>,
    Option<String>,
);

/// `INFO time_left` when the game's time is not limited: the protocol's 2147483647
/// (2^31 - 1).
pub const UNLIMITED_TIME_LEFT: u64 = 2_147_483_647;

/// How a brain's start-up went wrong (the reason a game is lost by, and its detail): `None`
/// if the match was stopped.
pub(crate) type StartError = Option<(Reason, Option<String>)>;

impl Table<'_> {
    /// Starts both brains and plays until the game ends; `None` if the match was stopped.
    fn run(&mut self, engines: &[String]) -> Option<End> {
        let mut brains = match self.start_both(engines) {
            Ok(brains) => brains,
            Err(Some((color, reason, detail))) => {
                return Some((Some(color.opponent()), reason, None, detail))
            }
            Err(None) => return None,
        };
        loop {
            if let Outcome::Draw { reason, .. } = self.game.outcome() {
                let reason = match reason {
                    DrawReason::FullBoard => Reason::FullBoard,
                    DrawReason::MoveLimit => Reason::DrawAfter,
                };
                return Some((None, reason, None, None));
            }
            // A new game has black to play, and each move passes the turn.
            let color = self.game.to_play()?;
            let brain = &mut brains[index(color)];
            let point = match self.ask(brain, color) {
                Ok(point) => point,
                Err(Some((_, reason, detail))) => {
                    return Some((Some(color.opponent()), reason, None, detail))
                }
                Err(None) => return None,
            };
            let judged = Instant::now();
            let played = self.game.play(point);
            self.judging += judged.elapsed();
            let name = point.to_string();
            let (reason, detail) = match played {
                Ok(_) => {
                    self.brain_moves += 1;
                    self.seen[index(color)] = self.game.moves().len();
                    match self.game.outcome() {
                        Outcome::Five { color, .. } => {
                            return Some((Some(color), Reason::Five, None, None))
                        }
                        Outcome::Foul {
                            color, point, kind, ..
                        } => {
                            let foul = Some((kind, point));
                            return Some((Some(color.opponent()), Reason::Foul, foul, None));
                        }
                        // The match sets no opening rule: no opening foul comes.
                        Outcome::OpeningFoul { .. }
                        | Outcome::Draw { .. }
                        | Outcome::Unfinished => continue,
                    }
                }
                Err(PlayError::Occupied { .. }) => {
                    (Reason::Occupied, format!("{name} is occupied"))
                }
                Err(PlayError::OffBoard { .. }) => {
                    (Reason::OffBoard, format!("{name} is off the board"))
                }
                // The brain plays the side to play on a game begun: no other error comes.
                Err(e) => (Reason::BadOutput, e.to_string()),
            };
            return Some((Some(color.opponent()), reason, None, Some(detail)));
        }
    }

    /// The time a brain has for each step of its start-up (its answer to `START`, then to
    /// `ABOUT`): see [`startup_time`].
    fn startup_time(&self) -> Duration {
        startup_time(&self.limits)
    }

    /// Starts both brains (black's, then white's) and tells them the game, the two at once:
    /// `START`, then the `INFO` lines and `ABOUT`. Each brain's start-up ends with its answer
    /// to `ABOUT`: a brain answers its commands in order, so by then it has acted on every
    /// `INFO` line (an engine that allocates its tables on `INFO max_memory` has done so),
    /// and the first move's clock starts only after it, as Piskvork counts no
    /// initialisation in a turn's time and c-gomoku-cli waits for `ABOUT` before a game.
    /// The loser if one failed (its colour, the reason, the detail); `Err(None)`: the match
    /// was stopped.
    fn start_both(&mut self, engines: &[String]) -> Result<[Brain; 2], Option<Loss>> {
        let colors = [Color::Black, Color::White];
        let start = |color: Color, engine: usize| {
            Brain::start(&engines[engine]).map_err(|e| Some((color, Reason::Crash, Some(e))))
        };
        let black = start(Color::Black, self.spec.black)?;
        let white = start(Color::White, self.spec.white)?;
        let mut brains = [black, white];
        let size = self.game.size();
        for brain in &mut brains {
            brain.send(&format!("START {size}"));
        }
        let deadline = Instant::now() + self.startup_time();
        for color in colors {
            answer_start(&mut brains[index(color)], &self.limits, deadline, self.stop)
                .map_err(|e| e.map(|(reason, detail)| (color, reason, detail)))?;
        }
        // The rule was checked to have a number before the match began.
        let rule = self.game.rule().gomocup_rule();
        for brain in &mut brains {
            send_info_and_about(brain, &self.limits, rule);
        }
        let deadline = Instant::now() + self.startup_time();
        for color in colors {
            match answer_about(&mut brains[index(color)], deadline, self.stop) {
                Ok(about) => self.about[index(color)] = about.as_deref().map(about_name),
                Err(Some((reason, _))) => {
                    let detail = Some("exited before its first move".to_string());
                    return Err(Some((color, reason, detail)));
                }
                Err(None) => return Err(None),
            }
        }
        Ok(brains)
    }

    /// Asks `color`'s brain for its move (`BEGIN`, `TURN` or `BOARD`, as it knows the game)
    /// and reads it; `Err(None)`: the match was stopped.
    fn ask(&mut self, brain: &mut Brain, color: Color) -> Result<Point, Option<Loss>> {
        let size = self.game.size();
        let side = index(color);
        let turn = Duration::from_millis(self.limits.timeout_turn);
        let left = (self.limits.timeout_match > 0).then(|| {
            Duration::from_millis(self.limits.timeout_match).saturating_sub(self.used[side])
        });
        // Before every move, as the protocol says a manager sends it: the game's time left,
        // or 2147483647 when the game's time is not limited.
        let time_left = left.map_or(UNLIMITED_TIME_LEFT, |left| {
            u64::try_from(left.as_millis()).unwrap_or(UNLIMITED_TIME_LEFT)
        });
        brain.send(&format!("INFO time_left {time_left}"));
        let xy = |p: Point| {
            let (x, y) = to_gomocup(p, size);
            format!("{x},{y}")
        };
        let known = self.seen[side];
        let moves = self.game.moves();
        if moves.is_empty() {
            brain.send("BEGIN");
        } else if known + 1 == moves.len() {
            brain.send(&format!("TURN {}", xy(moves[known].point)));
        } else {
            brain.send("BOARD");
            for m in moves {
                // 1: the brain's own stone, 2: its opponent's.
                let own = if m.color == color { 1 } else { 2 };
                brain.send(&format!("{},{own}", xy(m.point)));
            }
            brain.send("DONE");
        }
        let asked = Instant::now();
        let by_match = left.is_some_and(|left| left < turn);
        let allowed = left.map_or(turn, |left| left.min(turn));
        let tolerance = Duration::from_millis(self.limits.tolerance);
        let deadline = asked + allowed + tolerance;
        let mut last_aside = None;
        let not_a_move = |detail: String| Err((Reason::BadOutput, Some(detail)));
        let heard = loop {
            let line = match brain.hear(deadline, self.stop) {
                Heard::Line(line) => line,
                // An aside is known by its first word, however long it is.
                Heard::LongLine(start) if is_aside(&start) => continue,
                Heard::LongLine(start) => {
                    break not_a_move(format!(
                        "a line longer than {MAX_LINE} bytes (starting {:?}) is not a move",
                        cut(&start)
                    ))
                }
                Heard::Closed => break Err((Reason::Crash, Some("exited".to_string()))),
                Heard::TimedOut => {
                    let reason = if by_match {
                        Reason::TimeOutMatch
                    } else {
                        Reason::TimeOutTurn
                    };
                    let limit = if by_match {
                        format!("{} ms left of its game's time", allowed.as_millis())
                    } else {
                        format!("{} ms for the move", allowed.as_millis())
                    };
                    let mut detail = format!(
                        "no move in {} ms ({limit} + {} ms tolerance)",
                        (allowed + tolerance).as_millis(),
                        tolerance.as_millis()
                    );
                    if let Some(said) = &last_aside {
                        detail.push_str(&format!(" (it said {said:?})"));
                    }
                    break Err((reason, Some(detail)));
                }
                Heard::Stopped => return Err(None),
            };
            match parse_brain_line(&line) {
                BrainLine::Move(x, y) => break Ok((x, y, line)),
                BrainLine::Aside(_) | BrainLine::Ok => {}
                BrainLine::About(about) => self.about[side] = Some(about_name(&about)),
                BrainLine::Error(_) | BrainLine::Unknown(_) => last_aside = Some(line),
                BrainLine::Other(_) => break not_a_move(format!("{line:?} is not a move")),
            }
        };
        self.used[side] += asked.elapsed();
        let (x, y, line) = heard.map_err(|(reason, detail)| Some((color, reason, detail)))?;
        from_gomocup(x, y, size).ok_or_else(|| {
            let detail = format!("{line:?} is off the {size}x{size} board");
            Some((color, Reason::OffBoard, Some(detail)))
        })
    }
}

/// The time a brain has for each step of its start-up (its answer to `START`, then to
/// `ABOUT`), on no clock: the larger of `--timeout-turn` and 5 s, plus the tolerance.
///
/// ```
/// use renju_cli::engine_match::game::{startup_time, Limits};
/// let limits = Limits { timeout_turn: 200, timeout_match: 0, tolerance: 300, max_memory: 0, draw_after: None };
/// assert_eq!(startup_time(&limits).as_millis(), 5300);
/// ```
pub fn startup_time(limits: &Limits) -> Duration {
    Duration::from_millis(
        limits
            .timeout_turn
            .max(5000)
            .saturating_add(limits.tolerance),
    )
}

/// Tells a brain that answered `START` the game's limits and rule (the `INFO` lines), then
/// asks `ABOUT`.
pub(crate) fn send_info_and_about(brain: &mut Brain, limits: &Limits, rule: Option<u32>) {
    brain.send(&format!("INFO timeout_turn {}", limits.timeout_turn));
    brain.send(&format!("INFO timeout_match {}", limits.timeout_match));
    brain.send(&format!("INFO max_memory {}", limits.max_memory));
    brain.send("INFO game_type 1");
    if let Some(number) = rule {
        brain.send(&format!("INFO rule {number}"));
    }
    brain.send("ABOUT");
}

/// Reads a brain's answer to `START` (asides skipped): `OK`, or what went wrong (the reason
/// a game would lose by, and its detail); `Err(None)`: the match was stopped.
pub(crate) fn answer_start(
    brain: &mut Brain,
    limits: &Limits,
    deadline: Instant,
    stop: &Stop,
) -> Result<(), StartError> {
    loop {
        let line = match brain.hear(deadline, stop) {
            Heard::Line(line) => line,
            Heard::LongLine(start) if is_aside(&start) => continue,
            Heard::LongLine(start) => {
                let detail = format!(
                    "answered START with a line longer than {MAX_LINE} bytes (starting {:?})",
                    cut(&start)
                );
                return Err(Some((Reason::BadOutput, Some(detail))));
            }
            Heard::Closed => return Err(Some((Reason::Crash, Some("exited at START".into())))),
            Heard::TimedOut => {
                let detail = format!(
                    "no answer to START in {} ms (the start-up's time: the larger of \
                     --timeout-turn and 5000 ms, plus {} ms tolerance)",
                    startup_time(limits).as_millis(),
                    limits.tolerance
                );
                return Err(Some((Reason::TimeOutTurn, Some(detail))));
            }
            Heard::Stopped => return Err(None),
        };
        match parse_brain_line(&line) {
            BrainLine::Ok => return Ok(()),
            BrainLine::Aside(_) => {}
            _ => {
                let detail = format!("answered START with {line:?}");
                return Err(Some((Reason::BadOutput, Some(detail))));
            }
        }
    }
}

/// Waits for a brain's answer to `ABOUT`: the first line that is not said in passing. Its
/// `name="…"` line if it gave one (`None` for `UNKNOWN` or any other line, or none before
/// `deadline`: a brain loses nothing by it, its first move is asked for then). Only exiting
/// is an error here (a [`Reason::Crash`]); `Err(None)`: the match was stopped.
pub(crate) fn answer_about(
    brain: &mut Brain,
    deadline: Instant,
    stop: &Stop,
) -> Result<Option<String>, StartError> {
    loop {
        let line = match brain.hear(deadline, stop) {
            Heard::Line(line) => line,
            Heard::LongLine(start) if is_aside(&start) => continue,
            Heard::LongLine(_) | Heard::TimedOut => return Ok(None),
            Heard::Closed => {
                let detail = "exited after START, before answering ABOUT".to_string();
                return Err(Some((Reason::Crash, Some(detail))));
            }
            Heard::Stopped => return Err(None),
        };
        match parse_brain_line(&line) {
            BrainLine::Aside(_) | BrainLine::Ok => {}
            BrainLine::About(about) => return Ok(Some(about)),
            _ => return Ok(None),
        }
    }
}

/// The first 64 characters of an over-long line, for the detail.
fn cut(start: &str) -> String {
    start.chars().take(64).collect()
}
