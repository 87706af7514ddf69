//! How a game stands ([`Outcome`], [`DrawReason`]) and the moves it refuses ([`PlayError`]):
//! the words a [`Game`](crate::Game) answers in.

use crate::opening::OpeningFoulKind;
use renju::{Color, ForbiddenKind, MoveError, Point};
use std::fmt;

/// Why a game ended in a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Every point holds a stone.
    FullBoard,
    /// As many stones are on the board as the game's move limit
    /// ([`Game::set_move_limit`](crate::Game::set_move_limit)) allows.
    MoveLimit,
}

impl DrawReason {
    /// The reason's name: `full-board` or `move-limit`.
    pub fn name(self) -> &'static str {
        match self {
            DrawReason::FullBoard => "full-board",
            DrawReason::MoveLimit => "move-limit",
        }
    }
}

/// How a game stands: ended by a five, a foul or a draw, or not ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Move `at` (counted from 1; set-up stones are not moves) made a winning five for
    /// `color`.
    Five {
        /// The move's number.
        at: usize,
        /// Who made five, and won.
        color: Color,
    },
    /// Move `at` was forbidden for `color` when played: a foul, and `color` lost.
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
    /// The opening broke the game's opening rule at move `at` (a swap or a declaration: the
    /// move it follows; the offers: the fifth move): the game's ruling ends there, as at a
    /// foul. The details are the opening's ([`Game::opening_judgement`](crate::Game::opening_judgement)).
    OpeningFoul {
        /// The move it is judged at.
        at: usize,
        /// The clause broken.
        kind: OpeningFoulKind,
    },
    /// A draw, reached after `at` moves (0: by the set-up stones alone).
    Draw {
        /// The moves played when it was reached.
        at: usize,
        /// Why.
        reason: DrawReason,
    },
    /// Nothing has ended the game (yet).
    Unfinished,
}

impl Outcome {
    /// The number of moves after which the game ended, if it did.
    pub fn end(&self) -> Option<usize> {
        match *self {
            Outcome::Five { at, .. }
            | Outcome::Foul { at, .. }
            | Outcome::OpeningFoul { at, .. }
            | Outcome::Draw { at, .. } => Some(at),
            Outcome::Unfinished => None,
        }
    }

    /// The outcome's name: `black-five`, `white-five`, `black-foul`, `white-foul`, `draw`, or
    /// `none` for a game not ended. (A record's answer, whose vocabulary predates draws,
    /// says `none` for a draw too: see [`answer::result_word`](crate::answer::result_word).)
    pub fn name(&self) -> &'static str {
        match *self {
            Outcome::Five {
                color: Color::Black,
                ..
            } => "black-five",
            Outcome::Five { .. } => "white-five",
            Outcome::Foul {
                color: Color::Black,
                ..
            } => "black-foul",
            Outcome::Foul { .. } => "white-foul",
            Outcome::OpeningFoul { .. } => "opening-foul",
            Outcome::Draw { .. } => "draw",
            Outcome::Unfinished => "none",
        }
    }

    /// The winner: the colour that made five, or the opponent of the one that fouled; `None`
    /// for a draw or a game not ended.
    pub fn winner(&self) -> Option<Color> {
        match *self {
            Outcome::Five { color, .. } => Some(color),
            Outcome::Foul { color, .. } => Some(color.opponent()),
            Outcome::OpeningFoul { .. } | Outcome::Draw { .. } | Outcome::Unfinished => None,
        }
    }
}

/// A move the game cannot take: nothing is placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayError {
    /// The point is past the board's edge.
    OffBoard {
        /// The point.
        point: Point,
        /// The board's side.
        size: usize,
    },
    /// A stone is already there.
    Occupied {
        /// The point.
        point: Point,
        /// The colour of the stone there.
        by: Color,
    },
    /// It is not this colour's move: it played the move before.
    OutOfTurn {
        /// The colour that tried to move.
        color: Color,
    },
    /// The game was set up with no side to play and no move has been played yet: the move
    /// must name its colour ([`Game::play_as`](crate::Game::play_as)).
    NoSideToPlay,
    /// A set-up stone after the first move.
    SetUpAfterMoves,
    /// A move placed as after the end ([`Game::play_after_end`](crate::Game::play_after_end)) in a game not ended.
    NotEnded,
    /// A swap, a declaration or offers in a game with no opening rule
    /// ([`Game::set_opening_rule`](crate::Game::set_opening_rule)).
    NoOpeningRule,
    /// An opening rule with squares on a board with no centre point (an even side).
    NoCentre {
        /// The board's side.
        size: usize,
    },
}

impl From<MoveError> for PlayError {
    fn from(e: MoveError) -> PlayError {
        match e {
            MoveError::Occupied { point, by } => PlayError::Occupied { point, by },
            MoveError::OffBoard { point, size } => PlayError::OffBoard { point, size },
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlayError::OffBoard { point, size } => MoveError::OffBoard { point, size }.fmt(f),
            PlayError::Occupied { point, by } => MoveError::Occupied { point, by }.fmt(f),
            PlayError::OutOfTurn { color } => write!(
                f,
                "it is {}'s move: {color} played the move before",
                color.opponent()
            ),
            PlayError::NoSideToPlay => f.write_str(
                "no side to play: the game was set up without one, so the first move must name its colour",
            ),
            PlayError::SetUpAfterMoves => {
                f.write_str("a stone cannot be set up once the game has begun")
            }
            PlayError::NotEnded => {
                f.write_str("the game has not ended: its moves are ruled (play, play_as)")
            }
            PlayError::NoOpeningRule => f.write_str(
                "the game has no opening rule: a swap, a declaration or offers mean nothing in it",
            ),
            PlayError::NoCentre { size } => crate::opening::NoCentre { size }.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}
