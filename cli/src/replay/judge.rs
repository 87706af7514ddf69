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
    let mut board = AnyBoard::new(size).map_err(|e| e.to_string())?;
    for (i, stone) in game.setup.iter().enumerate() {
        let placed = point(stone).and_then(|p| board.place(p, stone.color).ok());
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
        if point.col() >= size || point.row() >= size {
            return Err(format!(
                "move {at} ({}) is off the {size}x{size} board",
                name()
            ));
        }
        // The verdict the move had, judged on the board before it (once the game has ended,
        // judging stops; later stones must still land on empty points).
        if outcome == Outcome::Unfinished {
            match board.verdict(rule, point, color).map_err(|_| occupied())? {
                Verdict::Five => outcome = Outcome::Five { at, color },
                Verdict::Forbidden(kind) => {
                    outcome = Outcome::Foul {
                        at,
                        point,
                        color,
                        kind,
                    }
                }
                Verdict::Allowed => {}
            }
        }
        board.place(point, color).map_err(|_| occupied())?;
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
