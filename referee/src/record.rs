//! A finished record judged: its set-up stones placed, its moves played through a [`Game`]
//! in order, the first five or foul found, the moves after it counted. The record is the
//! data `renju-records` reads (a [`renju_records::Game`]: columns, rows, colours); reading
//! it is that crate's work, ruling it this one's.
//!
//! A record cannot be a game when a stone lands on an occupied point, when one side moves
//! twice in a row (only SGF can say so), or when its board is not one the judge plays (see
//! [`board_size`]): [`NotAGame`] says which, naming the move.

use crate::game::Game;
use crate::opening::{OpeningJudgement, OpeningRule, SymmetryReading};
use crate::outcome::{Outcome, PlayError};
use renju::{resolve_size, Color, Point, Rule, SizeChoiceError, SizeError};
use renju_records::{Move as RecordMove, OpeningEvent};

/// How records are judged: the rule's and the size's choices, the strict mode, the opening
/// rule.
#[derive(Clone, Copy, Debug)]
pub struct ReplayOptions {
    /// The rule the games are judged under.
    pub rule: &'static Rule,
    /// The board size asked for (`--size`), if any: a record that states another is an
    /// error (see [`board_size`]).
    pub size: Option<usize>,
    /// A record with moves after the game ended is an error, not a result.
    pub strict: bool,
    /// The opening rule every record's opening is judged under (`--opening-rule`); `None`:
    /// the rule a record names, if it names one, else none.
    pub opening: Option<&'static OpeningRule>,
    /// How symmetrical fifth-move offers are read (`--symmetry`); `None`: as the opening
    /// rule's file says.
    pub symmetry: Option<SymmetryReading>,
}

impl ReplayOptions {
    /// Under `rule`, the size from each record, not strict.
    pub fn new(rule: &'static Rule) -> ReplayOptions {
        ReplayOptions {
            rule,
            size: None,
            strict: false,
            opening: None,
            symmetry: None,
        }
    }
}

/// The verdict on one record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The record's moves (set-up stones not counted).
    pub moves: usize,
    /// What the rules make of them.
    pub outcome: Outcome,
    /// Moves the record holds after the one that ended the game (0 if none, or unfinished).
    pub moves_after_end: usize,
    /// The side of the board it was judged on.
    pub size: usize,
    /// Its opening judged, when it was (an opening rule asked for, or named by the record).
    pub opening: Option<RecordOpening>,
}

/// A record's opening, judged under an opening rule, or not judged because the record names
/// a rule the referee does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordOpening {
    /// Judged.
    Judged(OpeningJudgement),
    /// The record names this opening rule, which is none the referee knows: nothing judged.
    UnknownRule(String),
}

/// Why a record cannot be judged as a game; the message names the move (`move 14 (h8) is on
/// an occupied point`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotAGame {
    /// The record's own board and the one asked for differ.
    #[error("the record's board is {own}x{own}, but --size asks for {asked}x{asked}")]
    SizeConflict {
        /// The record's side.
        own: usize,
        /// The side asked for.
        asked: usize,
    },
    /// A board the judge does not play.
    #[error(transparent)]
    Size(#[from] SizeError),
    /// A set-up stone on another stone.
    #[error("setup stone {index} ({name}) is on an occupied point")]
    SetUpOccupied {
        /// Its number among the set-up stones, from 1.
        index: usize,
        /// Its point's name.
        name: String,
    },
    /// A set-up stone past the board's edge.
    #[error("setup stone {index} ({name}) is off the {size}x{size} board")]
    SetUpOffBoard {
        /// Its number among the set-up stones, from 1.
        index: usize,
        /// Its point's name.
        name: String,
        /// The board's side.
        size: usize,
    },
    /// One colour moving twice in a row.
    #[error("move {at} ({name}) is {color}'s second move in a row")]
    SecondMoveInARow {
        /// The move's number, from 1.
        at: usize,
        /// Its point's name.
        name: String,
        /// The colour that moved twice.
        color: Color,
    },
    /// A move on another stone.
    #[error("move {at} ({name}) is on an occupied point")]
    Occupied {
        /// The move's number, from 1.
        at: usize,
        /// Its point's name.
        name: String,
    },
    /// A move past the board's edge.
    #[error("move {at} ({name}) is off the {size}x{size} board")]
    OffBoard {
        /// The move's number, from 1.
        at: usize,
        /// Its point's name.
        name: String,
        /// The board's side.
        size: usize,
    },
    /// An opening rule whose squares need a board with a centre point, on an even board.
    #[error("{}", crate::opening::NoCentre { size: *size })]
    NoCentre {
        /// The board's side.
        size: usize,
    },
    /// In the strict mode, a move after the game's end.
    #[error(
        "move {at} ({name}) comes after the game ended: {} (--strict)",
        ended_by(outcome)
    )]
    AfterEnd {
        /// The move's number, from 1.
        at: usize,
        /// Its point's name.
        name: String,
        /// How the game ended before it.
        outcome: Outcome,
    },
}

/// How `outcome` ended a game, in words: `black made five at move 9`, `white's move 12 was a
/// foul (double-three)`.
fn ended_by(outcome: &Outcome) -> String {
    match *outcome {
        Outcome::Five { at, color } => format!("{color} made five at move {at}"),
        Outcome::Foul {
            at, color, kind, ..
        } => format!("{color}'s move {at} was a foul ({kind})"),
        Outcome::OpeningFoul { at, kind } => format!("move {at} broke the opening rule ({kind})"),
        Outcome::Draw { at, reason } => format!("a draw ({}) after move {at}", reason.name()),
        Outcome::Unfinished => "it had not ended".to_string(),
    }
}

/// The board size a record is judged on: the size it states, else the size asked for
/// (`--size`), else `default` (the rule's board). A record whose size contradicts the size
/// asked for is an error, as is a size the judge does not play ([`resolve_size`] under
/// [`renju::SizePolicy::OwnMustAgree`]).
///
/// ```
/// use renju_referee::record::board_size;
/// assert_eq!(board_size(Some(20), None, 15), Ok(20));
/// assert_eq!(board_size(None, Some(19), 15), Ok(19));
/// assert_eq!(board_size(None, None, 15), Ok(15));
/// assert_eq!(
///     board_size(Some(20), Some(15), 15).unwrap_err().to_string(),
///     "the record's board is 20x20, but --size asks for 15x15"
/// );
/// assert_eq!(
///     board_size(Some(30), None, 15).unwrap_err().to_string(),
///     "board size 30 is not supported: a side has 5 to 26 points"
/// );
/// ```
pub fn board_size(
    record: Option<usize>,
    asked: Option<usize>,
    default: usize,
) -> Result<usize, NotAGame> {
    resolve_size(record, asked, default, renju::SizePolicy::OwnMustAgree).map_err(|e| match e {
        SizeChoiceError::Conflict { own, asked } => NotAGame::SizeConflict { own, asked },
        SizeChoiceError::Unsupported(size) => NotAGame::Size(SizeError { size }),
    })
}

/// The runtime's point for a record's move, and the move off the board of side `size` when
/// it is no point at all (renju-records reads every move on a board of at most 26 points a
/// side, so this does not happen).
fn point(stone: &RecordMove, size: usize) -> Result<Point, PlayError> {
    let off_board = || PlayError::OffBoard {
        point: renju::point!(a1),
        size,
    };
    Point::new(usize::from(stone.col), usize::from(stone.row)).ok_or_else(off_board)
}

/// The opening rule a record names (RenjuNet's rule table, an SGF `RU`), as the referee
/// knows it: the name of a shipped opening rule, in any case and with `Soosõrv` spelt either
/// way (`RIF`, `Yamaguchi`, `Soosorv-8`, `Taraguchi-10`, `swap2`).
///
/// ```
/// use renju_referee::record::opening_rule_named;
/// assert_eq!(opening_rule_named("Soosõrv-8").map(|r| r.name.as_str()), Some("soosorv-8"));
/// assert_eq!(opening_rule_named("RIF").map(|r| r.name.as_str()), Some("rif"));
/// assert!(opening_rule_named("Go").is_none());
/// ```
pub fn opening_rule_named(named: &str) -> Option<&'static OpeningRule> {
    let name: String = named
        .trim()
        .to_lowercase()
        .replace('õ', "o")
        .replace([' ', '_'], "-");
    OpeningRule::by_name(&name).ok()
}

/// Judges `record` under `options` on the board it is played on ([`board_size`] of its own
/// size and `options.size`): `Ok` with the first five, foul or opening foul (or a full
/// board), or why the record cannot be a game; in the strict mode a record that goes on
/// after its end is no game either (`move 10 (a1) comes after the game ended: black made
/// five at move 9 (--strict)`). The opening is judged under `options.opening`, else under
/// the rule the record names, else not at all.
///
/// ```
/// use renju::{Color, Rule};
/// use renju_referee::{record::judge, Outcome, ReplayOptions};
/// use renju_records::{read_games, Format, ReadOptions};
/// // Black h8 h9 h10 h11 h12 with white elsewhere: black's fifth stone (move 9) makes five,
/// // and the record goes on for one more move.
/// let text = b"h8 a1 h9 a3 h10 a5 h11 a7 h12 a9\n";
/// let game = read_games(&text[..], &ReadOptions::new(Format::Moves)).next().unwrap().unwrap();
/// let judgement = judge(&game, &ReplayOptions::new(Rule::default_rule())).unwrap();
/// assert_eq!(judgement.outcome, Outcome::Five { at: 9, color: Color::Black });
/// assert_eq!((judgement.moves, judgement.moves_after_end), (10, 1));
/// ```
pub fn judge(record: &renju_records::Game, options: &ReplayOptions) -> Result<Judgement, NotAGame> {
    let rule = options.rule;
    let size = board_size(record.size, options.size, rule.board_size())?;
    let mut game: Game = Game::new(rule, size)?;
    for (i, stone) in record.setup.iter().enumerate() {
        let placed = point(stone, size).and_then(|p| game.set_up(p, stone.color));
        placed.map_err(|e| {
            let (index, name) = (i + 1, stone.point_name());
            match e {
                PlayError::OffBoard { size, .. } => NotAGame::SetUpOffBoard { index, name, size },
                _ => NotAGame::SetUpOccupied { index, name },
            }
        })?;
    }
    // Either colour may open a record (an SGF game may start with white).
    let _ = game.set_first(None);
    let named = record.opening.rule.as_deref();
    let opening_rule = options
        .opening
        .or_else(|| named.and_then(opening_rule_named));
    if let Some(opening) = opening_rule {
        game.set_opening_rule(opening, options.symmetry)
            .map_err(|e| match e {
                PlayError::NoCentre { size } => NotAGame::NoCentre { size },
                _ => NotAGame::Size(SizeError { size }),
            })?;
    }
    game.reserve(record.moves.len());
    // The swaps a record marks without move numbers (one mark for each place the rule
    // allows a swap), placed at the rule's places; marks that do not fit the rule are left
    // unchecked.
    let mut placed: Vec<(usize, OpeningEvent)> = Vec::new();
    let mut unplaced = false;
    if let (Some(marks), Some(opening)) = (&record.opening.swap_marks, opening_rule) {
        let places = opening.swap_places();
        let fits =
            marks.chars().count() == places.len() && marks.chars().all(|c| matches!(c, 'R' | '-'));
        if fits {
            let swapped = places.iter().zip(marks.chars()).filter(|&(_, c)| c == 'R');
            placed.extend(swapped.map(|(&after, _)| (after, OpeningEvent::Swap)));
        } else {
            unplaced = true;
        }
    }
    let all_events: Vec<&(usize, OpeningEvent)> = if opening_rule.is_none() {
        Vec::new()
    } else if placed.is_empty() {
        record.opening.events.iter().collect()
    } else {
        let mut merged: Vec<&(usize, OpeningEvent)> =
            placed.iter().chain(&record.opening.events).collect();
        // A stable sort: the placed swaps come first among the events after the same move.
        merged.sort_by_key(|(after, _)| *after);
        merged
    };
    let mut events = all_events.into_iter().peekable();
    for (i, stone) in record.moves.iter().enumerate() {
        if opening_rule.is_some() {
            while let Some((_, event)) = events.next_if(|(after, _)| *after == i) {
                opening_event(&mut game, event, size);
            }
        }
        // Once the game has ended, its moves are placed, not ruled.
        let played = point(stone, size).and_then(|p| match game.outcome() {
            Outcome::Unfinished => game.play_as(p, stone.color).map(drop),
            _ => game.play_after_end(p, stone.color),
        });
        if let Err(e) = played {
            // The point's name is written only for an error: formatting it for every move
            // was half of a replay's work.
            let (at, name) = (i + 1, stone.point_name());
            return Err(match e {
                PlayError::OutOfTurn { color } => NotAGame::SecondMoveInARow { at, name, color },
                PlayError::OffBoard { size, .. } => NotAGame::OffBoard { at, name, size },
                _ => NotAGame::Occupied { at, name },
            });
        }
    }
    if opening_rule.is_some() {
        for (_, event) in events {
            opening_event(&mut game, event, size);
        }
    }
    let opening = match (game.opening_judgement(), named) {
        (Some(mut judged), _) => {
            if unplaced {
                judged.unchecked.push("swap");
            }
            Some(RecordOpening::Judged(judged))
        }
        (None, Some(name)) => Some(RecordOpening::UnknownRule(name.to_string())),
        (None, None) => None,
    };
    let judgement = Judgement {
        moves: record.moves.len(),
        outcome: game.outcome(),
        moves_after_end: game.moves_after_end(),
        size,
        opening,
    };
    if options.strict && judgement.moves_after_end > 0 {
        if let Some(end) = judgement.outcome.end() {
            if let Some(next) = record.moves.get(end) {
                return Err(NotAGame::AfterEnd {
                    at: end + 1,
                    name: next.point_name(),
                    outcome: judgement.outcome,
                });
            }
        }
    }
    Ok(judgement)
}

/// A record's opening event, played on `game` (a game with an opening rule: nothing fails).
fn opening_event(game: &mut Game, event: &OpeningEvent, size: usize) {
    let _ = match event {
        OpeningEvent::Swap => game.swap(),
        OpeningEvent::Declare(count) => game.declare(*count),
        OpeningEvent::Offers(offers) => {
            // An offer a record names is on its board (renju-records reads it there).
            let points: Vec<Point> = offers.iter().filter_map(|m| point(m, size).ok()).collect();
            game.offer_owned(points)
        }
    };
}
