//! [`Game`]: one game under one rule, move by move: whose move it is, what each move did,
//! how the game stands, and undo. Every face that referees a game (`renju replay` and
//! `renju match`, the server, the C, Python and WebAssembly bindings) plays it through this
//! type, so a move is ruled in one place.
//!
//! A move is ruled on the board before it (RIF article 9: a forbidden move loses, a five
//! wins, and a five beats every prohibition), then its stone is placed, a foul's too, as a
//! record shows it. The game ends at its first five or foul, or when the board is full (or
//! holds as many stones as a move limit allows): a draw. Moves after the end are still
//! placed and ruled, as a record that runs on after its end holds them; they change nothing
//! of the outcome, and [`Game::moves_after_end`] counts them.

use crate::opening::judge::JudgeOpening;
use crate::opening::spec::MAX_OPENING_MOVES;
use crate::opening::{OpeningJudgement, OpeningReferee, OpeningRule, SymmetryReading};
use crate::outcome::{DrawReason, Outcome, PlayError};
use crate::position::Position;
use crate::stone::Move;
use renju::{AnyBoard, AnyError, Color, Point, Rule, SizeError, Verdict};

/// One game under one rule on a board of a size chosen at run time, refereed move by move.
///
/// `P` is the board it keeps: [`AnyBoard`] (the default: each move's verdict read from the
/// board, the cheapest) or [`renju::AnyIncrementalBoard`] (the forbidden maps kept up to
/// date after each move, for a player that reads them; see [`Position`]).
///
/// The double-three of RIF article 9.3 as a game: black's fifth move, h8, makes two open
/// threes and loses.
///
/// ```
/// use renju::{point, Color, ForbiddenKind, Rule, Verdict};
/// use renju_referee::{Game, Outcome};
/// let mut game: Game = Game::new(Rule::default_rule(), 15)?;
/// for p in [point!(f8), point!(a1), point!(g8), point!(a3), point!(h9), point!(a5), point!(h10), point!(a7)] {
///     assert_eq!(game.play(p)?, Verdict::Allowed);
/// }
/// assert_eq!(game.to_play(), Some(Color::Black));
/// assert_eq!(game.play(point!(h8))?, Verdict::Forbidden(ForbiddenKind::DoubleThree));
/// let foul = Outcome::Foul { at: 9, point: point!(h8), color: Color::Black, kind: ForbiddenKind::DoubleThree };
/// assert_eq!(game.outcome(), foul);
/// assert_eq!(game.outcome().winner(), Some(Color::White));
/// // Taken back, the game goes on.
/// assert_eq!(game.undo().map(|m| m.point), Some(point!(h8)));
/// assert_eq!(game.outcome(), Outcome::Unfinished);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game<P: Position = AnyBoard> {
    rule: &'static Rule,
    position: P,
    /// The moves, in order (not the set-up stones).
    moves: Vec<Move>,
    /// Stones set up before the first move.
    set_up: usize,
    /// Who moves first: `None` lets either colour open (a record's first move says which).
    first: Option<Color>,
    outcome: Outcome,
    /// A draw once this many stones are on the board.
    move_limit: Option<usize>,
    /// The board's points: a full board holds this many stones.
    area: usize,
    /// The fewest stones that make a draw: the area, or the move limit if lower (one
    /// comparison a move).
    draw_at: usize,
    /// The opening judged as it is played, under the game's opening rule.
    opening: Option<Box<dyn JudgeOpening>>,
    /// The opening's events in order, each after the number of moves before it (to judge
    /// the opening again after an undo).
    opening_events: Vec<(usize, OpeningStep)>,
}

/// Something that happens in an opening besides its stones.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpeningStep {
    /// The player entitled to swap colours does.
    Swap,
    /// This many fifth-move offers are declared.
    Declare(u32),
    /// The fifth-move offers; the next move is the one kept.
    Offers(Vec<Point>),
}

impl<P: Position> Game<P> {
    /// An empty board of `size` points a side under `rule`, black to play.
    pub fn new(rule: &'static Rule, size: usize) -> Result<Game<P>, SizeError> {
        Ok(Game::on(rule, P::empty(rule, size)?))
    }

    /// A game set up with `board`'s stones (which [`Game::undo`] does not take back), `first`
    /// to play (`None`: either colour may open, and the first move names its own).
    ///
    /// ```
    /// use renju::{point, AnyBoard, Color, Rule};
    /// use renju_referee::{Game, PlayError};
    /// let board = AnyBoard::from_stones(15, &[point!(h8)], &[])?;
    /// let mut game: Game = Game::set_up_from(Rule::default_rule(), board, Some(Color::White));
    /// assert_eq!(game.to_play(), Some(Color::White));
    /// assert_eq!(game.play_as(point!(i9), Color::Black), Err(PlayError::OutOfTurn { color: Color::Black }));
    /// assert!(game.play(point!(i9)).is_ok());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_up_from(rule: &'static Rule, board: AnyBoard, first: Option<Color>) -> Game<P> {
        let set_up = board.stone_count();
        let mut game = Game::on(rule, P::holding(rule, board));
        game.set_up = set_up;
        game.first = first;
        game.check_draw();
        game
    }

    /// A game set up with `board`'s stones, the side to play as stated, never guessed:
    /// `to_play` if given; else black on an empty board (black opens); else
    /// no side (`None`, as [`Game::set_up_from`] takes it), for stones set up do not say
    /// whose move it is (as many of each colour may be a position with either to play): the
    /// first move must then name its colour ([`Game::play_as`]; [`Game::play`] answers
    /// [`PlayError::NoSideToPlay`]), and the colours alternate from it. The faces that take
    /// set-up stones with an optional side to play (Python's `Board`, the npm package's
    /// `Game`) decide it here.
    ///
    /// ```
    /// use renju::{point, AnyBoard, Color, Rule};
    /// use renju_referee::{Game, PlayError};
    /// let rule = Rule::default_rule();
    /// let empty: Game = Game::set_up_as_stated(rule, AnyBoard::new(15)?, None);
    /// assert_eq!(empty.to_play(), Some(Color::Black));
    /// let board = AnyBoard::from_stones(15, &[point!(h8)], &[])?;
    /// let mut unknown: Game = Game::set_up_as_stated(rule, board.clone(), None);
    /// assert_eq!(unknown.to_play(), None);
    /// assert_eq!(unknown.play(point!(i9)), Err(PlayError::NoSideToPlay));
    /// let stated: Game = Game::set_up_as_stated(rule, board, Some(Color::Black));
    /// assert_eq!(stated.to_play(), Some(Color::Black));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_up_as_stated(
        rule: &'static Rule,
        board: AnyBoard,
        to_play: Option<Color>,
    ) -> Game<P> {
        let first = match to_play {
            Some(color) => Some(color),
            None if board.stone_count() == 0 => Some(Color::Black),
            None => None,
        };
        Game::set_up_from(rule, board, first)
    }

    /// A game set up with the stones `black` and `white` on a `size` x `size` board (see
    /// [`Game::set_up_from`]); an unsupported size, or a point given twice or off the board,
    /// is the runtime's error.
    pub fn with_stones(
        rule: &'static Rule,
        size: usize,
        black: &[Point],
        white: &[Point],
        first: Option<Color>,
    ) -> Result<Game<P>, AnyError> {
        let board = AnyBoard::from_stones(size, black, white)?;
        Ok(Game::set_up_from(rule, board, first))
    }

    fn on(rule: &'static Rule, position: P) -> Game<P> {
        let size = position.size();
        Game {
            area: size * size,
            draw_at: size * size,
            opening: None,
            opening_events: Vec::new(),
            rule,
            position,
            moves: Vec::new(),
            set_up: 0,
            first: Some(Color::Black),
            outcome: Outcome::Unfinished,
            move_limit: None,
        }
    }

    /// Puts a set-up stone, unjudged, before the first move (as a record's set-up stones);
    /// [`Game::undo`] does not take it back.
    pub fn set_up(&mut self, p: Point, color: Color) -> Result<(), PlayError> {
        if !self.moves.is_empty() {
            return Err(PlayError::SetUpAfterMoves);
        }
        self.position.put(p, color)?;
        self.set_up += 1;
        self.check_draw();
        Ok(())
    }

    /// Who moves first, before the first move: `None` lets either colour open (the first
    /// move, by [`Game::play_as`], names its own), as in a record set up by stones.
    pub fn set_first(&mut self, first: Option<Color>) -> Result<(), PlayError> {
        if !self.moves.is_empty() {
            return Err(PlayError::SetUpAfterMoves);
        }
        self.first = first;
        Ok(())
    }

    /// A draw once `limit` stones (set-up stones too) are on the board; `None`: only a full
    /// board is a draw. Judged from the next stone on (and at once, if the board already
    /// holds that many and the game has not ended).
    pub fn set_move_limit(&mut self, limit: Option<usize>) {
        self.move_limit = limit;
        self.draw_at = limit.map_or(self.area, |limit| limit.min(self.area));
        self.check_draw();
    }

    /// Plays the side to play's stone at `p` (see [`Game::play_as`]).
    pub fn play(&mut self, p: Point) -> Result<Verdict, PlayError> {
        let color = self.to_play().ok_or(PlayError::NoSideToPlay)?;
        self.play_as(p, color)
    }

    /// Plays `color`'s stone at `p`: the move's verdict under the rule on the board before
    /// it (a five, a foul or allowed), then its stone, a foul's too. The first five or foul
    /// ends the game ([`Game::outcome`]); a move after the end is placed and ruled all the
    /// same and changes nothing of the outcome. A move by the colour that moved last, or on a
    /// point that is occupied or off the board, is an error, and nothing is placed.
    #[inline]
    pub fn play_as(&mut self, p: Point, color: Color) -> Result<Verdict, PlayError> {
        if self.to_play() == Some(color.opponent()) {
            return Err(PlayError::OutOfTurn { color });
        }
        let verdict = self.position.play(self.rule, p, color)?;
        self.moves.push(Move { point: p, color });
        // The opening's moves (the first five) are shown to its referee; later ones change
        // nothing of it but their count, which it is told before a step.
        if self.moves.len() <= MAX_OPENING_MOVES && matches!(self.outcome, Outcome::Unfinished) {
            if let Some(opening) = self.opening.as_mut() {
                if let Err(foul) = opening.on_move(p, color) {
                    self.outcome = Outcome::OpeningFoul {
                        at: foul.at,
                        kind: foul.kind,
                    };
                    return Ok(verdict);
                }
            }
        }
        if matches!(self.outcome, Outcome::Unfinished) {
            let at = self.moves.len();
            match verdict {
                Verdict::Five => self.outcome = Outcome::Five { at, color },
                Verdict::Forbidden(kind) => {
                    self.outcome = Outcome::Foul {
                        at,
                        point: p,
                        color,
                        kind,
                    }
                }
                Verdict::Allowed => self.check_draw(),
            }
        }
        Ok(verdict)
    }

    /// Places `color`'s stone at `p` after the game's end without ruling it: what a record
    /// that runs on past its end holds (a referee rules no move once the game is over, and
    /// reading the verdict of each would cost a record's replay a fifth of its time). The
    /// move is counted ([`Game::moves_after_end`]) and may be taken back; out of turn, on an
    /// occupied point or off the board it is an error, as in [`Game::play_as`], and so it is
    /// before the game has ended.
    pub fn play_after_end(&mut self, p: Point, color: Color) -> Result<(), PlayError> {
        if matches!(self.outcome, Outcome::Unfinished) {
            return Err(PlayError::NotEnded);
        }
        if self.to_play() == Some(color.opponent()) {
            return Err(PlayError::OutOfTurn { color });
        }
        self.position.put(p, color)?;
        self.moves.push(Move { point: p, color });
        Ok(())
    }

    /// Judges the opening under `rule` (its offers' symmetry read as `reading`, else as the
    /// rule says), from the first move on: before it only. An opening foul ends the game
    /// ([`Outcome::OpeningFoul`]).
    ///
    /// ```
    /// use renju::{point, Rule};
    /// use renju_referee::{opening::OpeningRule, Game, Outcome};
    /// let mut game: Game = Game::new(Rule::default_rule(), 15)?;
    /// game.set_opening_rule(OpeningRule::by_name("rif")?, None)?;
    /// game.play(point!(h8))?;
    /// game.play(point!(j10))?; // outside the central 3x3 square
    /// assert!(matches!(game.outcome(), Outcome::OpeningFoul { at: 2, .. }));
    /// let foul = game.opening_judgement().unwrap().foul.unwrap();
    /// assert_eq!(foul.kind.code(), "outside-square");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn set_opening_rule(
        &mut self,
        rule: &'static OpeningRule,
        reading: Option<SymmetryReading>,
    ) -> Result<(), PlayError> {
        if !self.moves.is_empty() {
            return Err(PlayError::SetUpAfterMoves);
        }
        let referee = OpeningReferee::new(rule, reading, self.size())
            .map_err(|e| PlayError::NoCentre { size: e.size })?;
        self.opening = Some(Box::new(referee));
        self.opening_events.clear();
        Ok(())
    }

    /// The opening judged so far, under the game's opening rule (`None` without one).
    pub fn opening_judgement(&self) -> Option<OpeningJudgement> {
        let mut judged = self.opening.as_ref()?.judgement();
        // The canonical opening of the game's first three moves, played before or after a
        // foul of the opening.
        judged.opening = match self.moves.as_slice() {
            [a, b, c, ..] => crate::opening::classify([a.point, b.point, c.point], self.size()),
            _ => None,
        };
        Some(judged)
    }

    /// The player entitled to swap colours does, after the moves so far (judged against the
    /// places the opening rule allows a swap). The stones stay as they are.
    pub fn swap(&mut self) -> Result<(), PlayError> {
        self.opening_step(OpeningStep::Swap)
    }

    /// `count` fifth-move offers are declared, after the moves so far.
    pub fn declare(&mut self, count: u32) -> Result<(), PlayError> {
        self.opening_step(OpeningStep::Declare(count))
    }

    /// The fifth-move offers `offers`, before the next move (which must be one of them).
    pub fn offer(&mut self, offers: &[Point]) -> Result<(), PlayError> {
        self.opening_step(OpeningStep::Offers(offers.to_vec()))
    }

    /// [`Game::offer`] with offers the caller hands over.
    pub(crate) fn offer_owned(&mut self, offers: Vec<Point>) -> Result<(), PlayError> {
        self.opening_step(OpeningStep::Offers(offers))
    }

    /// An opening step, judged while the game goes on (after its end it is kept, unjudged).
    fn opening_step(&mut self, step: OpeningStep) -> Result<(), PlayError> {
        let Some(opening) = self.opening.as_mut() else {
            return Err(PlayError::NoOpeningRule);
        };
        let after = self.moves.len();
        // The fifth stone's colour: the next mover's.
        let next = match self.moves.last() {
            Some(last) => last.color.opponent(),
            None => self.first.unwrap_or(Color::Black),
        };
        if matches!(self.outcome, Outcome::Unfinished) {
            opening.set_played(after);
            let position = &self.position;
            let judged = match &step {
                OpeningStep::Swap => opening.on_swap(),
                OpeningStep::Declare(count) => opening.on_declare(*count),
                OpeningStep::Offers(offers) => {
                    opening.on_offers(offers, next, &|p| position.get(p))
                }
            };
            if let Err(foul) = judged {
                self.outcome = Outcome::OpeningFoul {
                    at: foul.at,
                    kind: foul.kind,
                };
            }
        }
        self.opening_events.push((after, step));
        Ok(())
    }

    /// The opening judged again from the first move, after an undo or a clear: the moves
    /// left and the steps among them.
    fn judge_opening_again(&mut self) {
        let Some(old) = self.opening.take() else {
            return;
        };
        let Some(mut opening) = old.restarted(self.size()) else {
            return;
        };
        let kept = self.moves.len();
        self.opening_events.retain(|(after, _)| *after <= kept);
        let mut steps = self.opening_events.iter().peekable();
        for i in 0..=kept {
            while let Some((_, step)) = steps.next_if(|(after, _)| *after == i) {
                opening.set_played(i);
                // The board the step was taken on: the stones now there but the later moves.
                let later = &self.moves[i..];
                let position = &self.position;
                let board = |p: Point| {
                    position
                        .get(p)
                        .filter(|_| !later.iter().any(|m| m.point == p))
                };
                let next = self
                    .moves
                    .get(i)
                    .map_or_else(|| self.to_play().unwrap_or(Color::Black), |m| m.color);
                let _ = match step {
                    OpeningStep::Swap => opening.on_swap(),
                    OpeningStep::Declare(count) => opening.on_declare(*count),
                    OpeningStep::Offers(offers) => opening.on_offers(offers, next, &board),
                };
            }
            if let Some(m) = self.moves.get(i).filter(|_| i < MAX_OPENING_MOVES) {
                let _ = opening.on_move(m.point, m.color);
            }
        }
        self.opening = Some(opening);
    }

    /// Room for `more` moves beyond those played, so that playing them allocates nothing.
    pub fn reserve(&mut self, more: usize) {
        self.moves.reserve(more);
    }

    /// Takes back the last move (never a set-up stone) and returns it; the outcome it
    /// decided, if any, is undone with it. `None` when no move is left.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.moves.pop()?;
        self.position.take_back(last.point);
        if self.outcome.end().is_some_and(|end| end > self.moves.len()) {
            self.outcome = Outcome::Unfinished;
        }
        if self.opening.is_some() {
            self.judge_opening_again();
            if let Some(foul) = self.opening.as_ref().and_then(|o| o.foul().cloned()) {
                self.outcome = Outcome::OpeningFoul {
                    at: foul.at,
                    kind: foul.kind,
                };
            }
        }
        Some(last)
    }

    /// Takes every stone off, the set-up ones too: an empty board of the same rule, size and
    /// move limit, black to play.
    pub fn clear(&mut self) {
        self.position.clear();
        self.moves.clear();
        self.set_up = 0;
        self.first = Some(Color::Black);
        self.outcome = Outcome::Unfinished;
        self.opening_events.clear();
        self.judge_opening_again();
    }

    /// A draw if the board is full or at the move limit and nothing else ended the game.
    #[inline]
    fn check_draw(&mut self) {
        if self.stone_count() < self.draw_at || !matches!(self.outcome, Outcome::Unfinished) {
            return;
        }
        let stones = self.stone_count();
        let reason = if stones == self.area {
            DrawReason::FullBoard
        } else if self.move_limit.is_some_and(|limit| stones >= limit) {
            DrawReason::MoveLimit
        } else {
            return;
        };
        self.outcome = Outcome::Draw {
            at: self.moves.len(),
            reason,
        };
    }

    /// The rule the moves are judged under.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// Points on a side of the board.
    pub fn size(&self) -> usize {
        self.position.size()
    }

    /// The board as it stands.
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The moves played, in order (the set-up stones are not moves).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The stones set up before the first move.
    pub fn set_up_count(&self) -> usize {
        self.set_up
    }

    /// The stones on the board: set up and played.
    pub fn stone_count(&self) -> usize {
        self.set_up + self.moves.len()
    }

    /// Whether every point holds a stone.
    pub fn is_full(&self) -> bool {
        self.stone_count() == self.area
    }

    /// Whose move it is: the opponent of the colour that moved last; before the first move,
    /// the colour the game was set up with (black for a new game), or `None` when either may
    /// open.
    pub fn to_play(&self) -> Option<Color> {
        match self.moves.last() {
            Some(last) => Some(last.color.opponent()),
            None => self.first,
        }
    }

    /// How the game stands.
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The moves played after the one that ended the game (0 if none, or if it has not
    /// ended).
    pub fn moves_after_end(&self) -> usize {
        self.outcome
            .end()
            .map_or(0, |end| self.moves.len().saturating_sub(end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use renju::{point, AnyIncrementalBoard, ForbiddenKind};

    /// RIF 9.3's double-three (black f8 g8 h9 h10, then h8), white answering on the a file.
    const DOUBLE_THREE: [Point; 9] = [
        point!(f8),
        point!(a1),
        point!(g8),
        point!(a3),
        point!(h9),
        point!(a5),
        point!(h10),
        point!(a7),
        point!(h8),
    ];

    fn both_boards(moves: &[Point]) -> (Game, Game<AnyIncrementalBoard>) {
        let rule = Rule::default_rule();
        let mut plain: Game = Game::new(rule, 15).expect("a size");
        let mut kept: Game<AnyIncrementalBoard> = Game::new(rule, 15).expect("a size");
        for &p in moves {
            assert_eq!(plain.play(p), kept.play(p), "{p}");
        }
        (plain, kept)
    }

    #[test]
    fn both_boards_rule_a_foul_alike_and_undo_it() {
        let (mut plain, mut kept) = both_boards(&DOUBLE_THREE);
        let foul = Outcome::Foul {
            at: 9,
            point: point!(h8),
            color: Color::Black,
            kind: ForbiddenKind::DoubleThree,
        };
        assert_eq!((plain.outcome(), kept.outcome()), (foul, foul));
        // White plays on after the end: placed, ruled, counted, and the outcome stays.
        assert_eq!(plain.play(point!(a9)), Ok(Verdict::Allowed));
        assert_eq!(plain.moves_after_end(), 1);
        assert_eq!(plain.outcome(), foul);
        assert_eq!(plain.undo().map(|m| m.point), Some(point!(a9)));
        assert_eq!(plain.outcome(), foul, "the foul is still move 9");
        plain.undo();
        assert_eq!(plain.outcome(), Outcome::Unfinished);
        assert_eq!(plain.position().get(point!(h8)), None);
        kept.undo();
        assert_eq!(kept.outcome(), Outcome::Unfinished);
        assert_eq!(
            kept.position().forbidden_kind(point!(h8), Color::Black),
            Some(ForbiddenKind::DoubleThree)
        );
    }

    #[test]
    fn turns_alternate_and_bad_moves_place_nothing() {
        let mut game: Game = Game::new(Rule::default_rule(), 9).expect("a size");
        assert_eq!(
            game.play_as(point!(e5), Color::White),
            Err(PlayError::OutOfTurn {
                color: Color::White
            })
        );
        assert_eq!(game.play(point!(e5)), Ok(Verdict::Allowed));
        assert_eq!(
            game.play(point!(e5)),
            Err(PlayError::Occupied {
                point: point!(e5),
                by: Color::Black
            })
        );
        assert_eq!(
            game.play(point!(j10)),
            Err(PlayError::OffBoard {
                point: point!(j10),
                size: 9
            })
        );
        assert_eq!(game.moves().len(), 1);
        assert_eq!(game.to_play(), Some(Color::White));
        assert_eq!(
            game.set_up(point!(a1), Color::Black),
            Err(PlayError::SetUpAfterMoves)
        );
        assert_eq!(
            PlayError::OutOfTurn {
                color: Color::Black
            }
            .to_string(),
            "it is white's move: black played the move before"
        );
    }

    #[test]
    fn a_game_set_up_with_no_side_to_play_takes_either_first() {
        let mut game: Game = Game::new(Rule::default_rule(), 15).expect("a size");
        game.set_up(point!(h8), Color::Black).expect("empty");
        game.set_first(None).expect("before the first move");
        assert_eq!(game.play(point!(i9)), Err(PlayError::NoSideToPlay));
        assert_eq!(game.play_as(point!(i9), Color::White), Ok(Verdict::Allowed));
        assert_eq!(game.to_play(), Some(Color::Black));
        assert_eq!((game.set_up_count(), game.stone_count()), (1, 2));
        // Undo leaves the set-up stone.
        game.undo();
        assert_eq!(game.undo(), None);
        assert_eq!(game.position().get(point!(h8)), Some(Color::Black));
    }

    #[test]
    fn a_set_up_states_its_side_to_play_or_has_none() {
        let rule = Rule::default_rule();
        // Black f8 g8 h9 h10 (RIF 9.3's shape): h8 makes two open threes, forbidden to black.
        let black = [point!(f8), point!(g8), point!(h9), point!(h10)];
        let set_up = || AnyBoard::from_stones(15, &black, &[]).expect("a board");
        // Nothing stated: no side, and a move without its colour is refused, placing nothing.
        let mut unknown: Game = Game::set_up_as_stated(rule, set_up(), None);
        assert_eq!(unknown.to_play(), None);
        assert_eq!(unknown.play(point!(h8)), Err(PlayError::NoSideToPlay));
        assert_eq!(unknown.position().get(point!(h8)), None);
        // The first move names its colour; the turns alternate from it.
        assert_eq!(
            unknown.play_as(point!(h8), Color::Black),
            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree))
        );
        assert_eq!(unknown.to_play(), Some(Color::White));
        // Stated: that colour plays, and h8 is ruled for it.
        let mut black_to_play: Game = Game::set_up_as_stated(rule, set_up(), Some(Color::Black));
        assert_eq!(
            black_to_play.play(point!(h8)),
            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree))
        );
        let mut white_to_play: Game = Game::set_up_as_stated(rule, set_up(), Some(Color::White));
        assert_eq!(white_to_play.play(point!(h8)), Ok(Verdict::Allowed));
        assert_eq!(white_to_play.position().get(point!(h8)), Some(Color::White));
        // An empty board: black opens.
        let empty: Game = Game::set_up_as_stated(rule, AnyBoard::new(15).expect("a size"), None);
        assert_eq!(empty.to_play(), Some(Color::Black));
    }

    #[test]
    fn a_move_limit_is_a_draw() {
        let rule = Rule::by_name("gomoku-freestyle").expect("a rule");
        // A move limit of 3 stones is a draw after the third.
        let mut limited: Game = Game::new(rule, 15).expect("a size");
        limited.set_move_limit(Some(3));
        for p in [point!(a1), point!(c1), point!(e1)] {
            assert_eq!(limited.outcome(), Outcome::Unfinished);
            limited.play(p).expect("empty");
        }
        assert_eq!(
            limited.outcome(),
            Outcome::Draw {
                at: 3,
                reason: DrawReason::MoveLimit
            }
        );
        limited.undo();
        assert_eq!(limited.outcome(), Outcome::Unfinished);
    }

    #[test]
    fn a_board_filled_without_five_is_a_full_board_draw() {
        let rule = Rule::by_name("gomoku-freestyle").expect("a rule");
        // Rows (top first) of a 5x5 board with no five of one colour in any line; the last
        // point, e1, is played as a move.
        let rows = ["XXOOX", "OOXXO", "XXOOX", "OOXXO", "XXOO."];
        let board = AnyBoard::from_board_string(5, rows.concat().as_bytes()).expect("a board");
        let mut game: Game = Game::set_up_from(rule, board, Some(Color::White));
        assert_eq!(game.outcome(), Outcome::Unfinished);
        assert_eq!(game.play(point!(e1)), Ok(Verdict::Allowed));
        assert!(game.is_full());
        assert_eq!(
            game.outcome(),
            Outcome::Draw {
                at: 1,
                reason: DrawReason::FullBoard
            }
        );
    }
}
