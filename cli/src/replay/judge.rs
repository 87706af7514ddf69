//! Judging one game: each move's verdict under the rule ([`Rule::verdict`] on the board
//! before it), then its stone. A referee needs one verdict per move, not whole maps, so a
//! plain board serves, an [`AnyBoard`] of the game's size (an `IncrementalBoard` gave the same
//! answers on 100,000 games at 5x the cost: it keeps full maps up to date that replay never
//! reads). This is the only place `renju replay` reads the runtime's verdicts, and the only
//! place a record's columns and rows become the runtime's points.
//!
//! The game ends at its first five or foul; the moves after that are counted
//! ([`Judgement::moves_after_end`]) and must still land on empty points. A record cannot be a
//! game when a stone lands on an occupied point, when one side moves twice in a row (only SGF
//! can say so), or when its board is not one the judge plays (see [`board_size`]).

use renju::{
    resolve_size, AnyBoard, Color, ForbiddenKind, Point, Rule, SizeChoiceError, SizeError,
    SizePolicy, Verdict,
};
use renju_records::{Game, Move};

/// What the rules make of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Move `at` (1-based) made a winning five for `color`.
    Five {
        /// The move's number.
        at: usize,
        /// Who made five.
        color: Color,
    },
    /// Move `at` was forbidden for `color` when played: the first foul.
    Foul {
        /// The move's number.
        at: usize,
        /// Where it was played.
        point: Point,
        /// Who played it.
        color: Color,
        /// Why it was forbidden.
        kind: ForbiddenKind,
    },
    /// Neither: the record stops before any five or foul.
    Unfinished,
}

impl Outcome {
    /// The number of the move that ended the game, if one did.
    pub fn end(&self) -> Option<usize> {
        match *self {
            Outcome::Five { at, .. } | Outcome::Foul { at, .. } => Some(at),
            Outcome::Unfinished => None,
        }
    }
}

/// The verdict on one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The record's moves (setup stones not counted).
    pub moves: usize,
    /// What the rules make of them.
    pub outcome: Outcome,
    /// Moves the record holds after the one that ended the game (0 if none, or unfinished).
    pub moves_after_end: usize,
    /// The side of the board it was judged on.
    pub size: usize,
}

/// The board size a game is judged on: the size its record states, else the size asked for
/// (`--size`), else `default` (the rule's board). A record whose size contradicts the size
/// asked for is an error in its place ([`resolve_size`] under [`SizePolicy::OwnMustAgree`]), as
/// is a size the judge does not play.
///
/// ```
/// use renju_cli::replay::board_size;
/// assert_eq!(board_size(Some(20), None, 15), Ok(20));
/// assert_eq!(board_size(None, Some(19), 15), Ok(19));
/// assert_eq!(board_size(None, None, 15), Ok(15));
/// assert_eq!(
///     board_size(Some(20), Some(15), 15).unwrap_err(),
///     "the record's board is 20x20, but --size asks for 15x15"
/// );
/// assert_eq!(
///     board_size(Some(30), None, 15).unwrap_err(),
///     "board size 30 is not supported: a side has 5 to 26 points"
/// );
/// ```
pub fn board_size(
    record: Option<usize>,
    asked: Option<usize>,
    default: usize,
) -> Result<usize, String> {
    resolve_size(record, asked, default, SizePolicy::OwnMustAgree).map_err(|e| match e {
        SizeChoiceError::Conflict { own, asked } => {
            format!("the record's board is {own}x{own}, but --size asks for {asked}x{asked}")
        }
        SizeChoiceError::Unsupported(size) => SizeError { size }.to_string(),
    })
}

/// The runtime's point for a record's move (the record was read on a board of this size).
fn point(stone: &Move) -> Option<Point> {
    Point::new(usize::from(stone.col), usize::from(stone.row))
}

/// The one ruling procedure of the CLI: a board of one game under one rule, judging each move
/// as it is played ([`Referee::play`]: the move's verdict on the board before it, then its
/// stone). `renju replay` ([`judge`]) and `renju match` judge through it alike.
///
/// ```
/// use renju::{Color, ForbiddenKind, Point, Rule};
/// use renju_cli::replay::{BadMove, MoveOutcome, Referee};
/// let mut referee = Referee::new(Rule::default_rule(), 15).unwrap();
/// // The game "double-three" of examples/games.txt: its ninth move, j10, is black's foul.
/// let moves = ["h8", "i8", "i9", "h9", "j8", "k9", "j9", "i10"];
/// for (i, name) in moves.iter().enumerate() {
///     let color = if i % 2 == 0 { Color::Black } else { Color::White };
///     assert_eq!(referee.play(name.parse::<Point>().unwrap(), color), Ok(MoveOutcome::Allowed));
/// }
/// let foul = referee.play("j10".parse().unwrap(), Color::Black);
/// assert_eq!(foul, Ok(MoveOutcome::Foul(ForbiddenKind::DoubleThree)));
/// // A stone on a stone is no move.
/// assert_eq!(referee.play("h8".parse().unwrap(), Color::White), Err(BadMove::Occupied));
/// ```
#[derive(Clone, Debug)]
pub struct Referee {
    rule: &'static Rule,
    board: AnyBoard,
}

/// The verdict on one move that could be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveOutcome {
    /// A legal move that ends nothing.
    Allowed,
    /// A winning five: the game is over, the mover wins.
    Five,
    /// A forbidden move: the game is over, the mover has lost by this foul.
    Foul(ForbiddenKind),
}

/// A move that cannot be played at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadMove {
    /// The point is past the board's edge.
    OffBoard,
    /// A stone is already there.
    Occupied,
}

impl Referee {
    /// An empty board of side `size` under `rule` (an error naming the size if no board of it
    /// is played).
    pub fn new(rule: &'static Rule, size: usize) -> Result<Referee, String> {
        let board = AnyBoard::new(size).map_err(|e| e.to_string())?;
        Ok(Referee { rule, board })
    }

    /// The rule moves are judged by.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// The board's side.
    pub fn size(&self) -> usize {
        self.board.size()
    }

    /// The board as it stands.
    pub fn board(&self) -> &AnyBoard {
        &self.board
    }

    /// Whether every point holds a stone.
    pub fn is_full(&self) -> bool {
        self.board.stone_count() == self.size() * self.size()
    }

    /// Puts a stone without judging it (a setup stone, or a stone after the game ended).
    pub fn place(&mut self, point: Point, color: Color) -> Result<(), BadMove> {
        self.check(point)?;
        self.board
            .place(point, color)
            .map_err(|_| BadMove::Occupied)
    }

    /// Judges `color`'s move at `point` under the rule on the board before it, then puts the
    /// stone (a foul's stone too, as a record shows it).
    pub fn play(&mut self, point: Point, color: Color) -> Result<MoveOutcome, BadMove> {
        self.check(point)?;
        let verdict = self
            .board
            .verdict(self.rule, point, color)
            .map_err(|_| BadMove::Occupied)?;
        self.board
            .place(point, color)
            .map_err(|_| BadMove::Occupied)?;
        Ok(match verdict {
            Verdict::Five => MoveOutcome::Five,
            Verdict::Forbidden(kind) => MoveOutcome::Foul(kind),
            Verdict::Allowed => MoveOutcome::Allowed,
        })
    }

    fn check(&self, point: Point) -> Result<(), BadMove> {
        let size = self.size();
        if point.col() >= size || point.row() >= size {
            Err(BadMove::OffBoard)
        } else {
            Ok(())
        }
    }
}

/// Replays `game` under `rule` on the board it is played on ([`board_size`] of its record's
/// size and `asked`): `Ok` with the first five or foul, or `Err` with why the record cannot
/// be a game, naming the move (`move 14 (h8) is on an occupied point`).
///
/// ```
/// use renju::{Color, Rule};
/// use renju_cli::replay::{judge, Outcome};
/// use renju_records::{read_games, Format, ReadOptions};
/// // Black h8 h9 h10 h11 h12 with white elsewhere: black's fifth stone (move 9) makes five,
/// // and the record goes on for one more move.
/// let text = b"h8 a1 h9 a3 h10 a5 h11 a7 h12 a9\n";
/// let game = read_games(&text[..], &ReadOptions::new(Format::Moves)).next().unwrap().unwrap();
/// let judgement = judge(Rule::default_rule(), &game, None).unwrap();
/// assert_eq!(judgement.outcome, Outcome::Five { at: 9, color: Color::Black });
/// assert_eq!((judgement.moves, judgement.moves_after_end), (10, 1));
/// ```
pub fn judge(rule: &'static Rule, game: &Game, asked: Option<usize>) -> Result<Judgement, String> {
    let size = board_size(game.size, asked, rule.board_size())?;
    let mut referee = Referee::new(rule, size)?;
    for (i, stone) in game.setup.iter().enumerate() {
        let placed = point(stone).and_then(|p| referee.place(p, stone.color).ok());
        placed.ok_or_else(|| {
            let name = stone.point_name();
            format!("setup stone {} ({name}) is on an occupied point", i + 1)
        })?;
    }
    let mut outcome = Outcome::Unfinished;
    let mut previous: Option<Color> = None;
    for (i, stone) in game.moves.iter().enumerate() {
        let at = i + 1;
        // The point's name is written only for an error: formatting it for every move was
        // half of a replay's work.
        let (name, color) = (|| stone.point_name(), stone.color);
        if previous == Some(color) {
            return Err(format!(
                "move {at} ({}) is {color}'s second move in a row",
                name()
            ));
        }
        previous = Some(color);
        let occupied = || format!("move {at} ({}) is on an occupied point", name());
        let point = point(stone).ok_or_else(occupied)?;
        // Once the game has ended, judging stops; later stones must still land on empty
        // points.
        let played = if outcome == Outcome::Unfinished {
            referee.play(point, color)
        } else {
            referee.place(point, color).map(|()| MoveOutcome::Allowed)
        };
        match played {
            Err(BadMove::OffBoard) => {
                return Err(format!(
                    "move {at} ({}) is off the {size}x{size} board",
                    name()
                ))
            }
            Err(BadMove::Occupied) => return Err(occupied()),
            Ok(MoveOutcome::Five) => outcome = Outcome::Five { at, color },
            Ok(MoveOutcome::Foul(kind)) => {
                outcome = Outcome::Foul {
                    at,
                    point,
                    color,
                    kind,
                }
            }
            Ok(MoveOutcome::Allowed) => {}
        }
    }
    Ok(Judgement {
        moves: game.moves.len(),
        outcome,
        moves_after_end: outcome.end().map_or(0, |end| game.moves.len() - end),
        size,
    })
}

/// Why `--strict` refuses a game that goes on after its end, naming the first move after it
/// (`move 10 (a1) comes after the game ended: black made five at move 9`); `None` when
/// nothing follows the end.
pub fn after_end_error(game: &Game, judgement: &Judgement) -> Option<String> {
    let end = judgement.outcome.end()?;
    let next = game.moves.get(end)?;
    let how = match judgement.outcome {
        Outcome::Five { at, color } => format!("{color} made five at move {at}"),
        Outcome::Foul {
            at, color, kind, ..
        } => format!("{color}'s move {at} was a foul ({kind})"),
        Outcome::Unfinished => return None,
    };
    Some(format!(
        "move {} ({}) comes after the game ended: {how} (--strict)",
        end + 1,
        next.point_name()
    ))
}
