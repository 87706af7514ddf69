//! A board that keeps its forbidden maps up to date as stones come and go, for engines.
//!
//! Three files, by concern: this one is the public board ([`IncrementalBoard`]); `watch.rs`
//! what it keeps for each colour ([`Watch`]: the verdicts, the watched points and their line
//! classes, the false-three verdicts) and the journal that [`undo`](IncrementalBoard::undo)
//! plays backwards; `update.rs` the placement's re-checking, the hot path of an engine.
//!
//! # The path of a placement
//!
//! [`IncrementalBoard::place`] (here) reads the move's own verdict in one load
//! ([`Watch::verdict`]), puts the stone ([`Board::put`]), and for each colour the rule
//! restricts opens a journal frame and calls `Watch::update` (`update.rs`, which holds the
//! rest of the path, in this order):
//!
//! 1. `update` picks the compiled copy once, by the rule's way of reading its tables
//!    (`with_lines!`, in `line_reading.rs`) and, on the standard board, by colour
//!    (`with_color_copy!`), and calls `update_as`.
//! 2. `update_as` stops watching the stone's point; asks each false-three verdict that read
//!    the point whether it still holds (`DeepVerdict::still_holds`, `deep_verdict.rs`);
//!    under a rule of wide windows brings the farther points up to date (`update_far`); then
//!    takes the watched points within 5 along the stone's four lines as one 64-bit mask
//!    (`line_places_of` and `LineView`, `board/`), reads each one's class along that line
//!    (`ReadLines::line_class`: the table read, `line_reading.rs`), keeps it
//!    ([`Watch::keep_class`]), and judges again the points whose class moved.
//! 3. `judge` (inlined where a point is judged on the standard board, a call on the other
//!    sizes) decides from the four kept classes (`Rule::look_at`, `judge.rs`), and only
//!    when two lines hold a three calls `judge_threes`, which runs the false-three rule
//!    (`Rule::double_three_knowing`, told the kept classes of the watched points, so that a
//!    trial right under the point reads only the line through it), keeping what it read
//!    (`Recorder`, `deep_verdict.rs`); [`Watch::keep`] stores the verdict.
//! 4. For an own stone, `watch_heavy_near` starts watching the points whose weight reached 2
//!    (a table of weights by window mask, `Rule::own_mask_weights`, `rule.rs`), each through
//!    `watch`, which reads its four classes (`ReadLines::classes`) and judges it.
//!
//! Undo takes none of these steps: [`Watch::rewind`] puts back what the frame journaled.

mod update;
mod watch;

use crate::board::Board;
use crate::board::MoveError;
use crate::forbidden_map::ForbiddenMap;
use crate::judge::Verdict;
use crate::layout::Layout;
use crate::point::Point;
use crate::rule::Rule;
use crate::size::{BoardSize, Standard};
use alloc::boxed::Box;
use alloc::vec::Vec;
use renju_vocab::Color;
use renju_vocab::ForbiddenKind;
use watch::{slot, Watch};

/// A board that keeps the forbidden map of each colour the rule restricts up to date as
/// stones are placed and taken back, recomputing only the verdicts a change can affect.
///
/// A verdict at `p` depends on the points of `p`'s four lines up to 5 away and, when the
/// false-three rule had to look deeper, on the lines of every straight-four point it judged.
/// The board watches every empty point that has enough own stones on its lines to be anything
/// but allowed (the weight filter of [`Rule::verdict`]), keeping its four line classes: a stone
/// placed or removed at `s` changes one class of each watched point within 5 of `s` along a
/// line, and the verdict is judged again only if that class changed, or if the false-three
/// rule read `s`.
///
/// ```
/// use renju::{point, Color, ForbiddenKind, IncrementalBoard, Rule, Verdict};
/// let mut game: IncrementalBoard = IncrementalBoard::new(Rule::default_rule());
/// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
///     game.place(p, Color::Black).unwrap();
/// }
/// // RIF 9.3: h8 would make two open threes (row f8-g8-h8, column h8-h9-h10).
/// assert_eq!(game.forbidden_kind(point!(h8), Color::Black), Some(ForbiddenKind::DoubleThree));
/// assert_eq!(game.forbidden_map(Color::Black).len(), 1);
/// game.undo();                      // takes h10 back: no double-three any more
/// assert!(game.forbidden_map(Color::Black).is_empty());
/// // `place` says what the move did: h10 again, then the forbidden h8 (placed all the same).
/// assert_eq!(game.place(point!(h10), Color::Black), Ok(Verdict::Allowed));
/// assert_eq!(game.place(point!(h8), Color::Black),
///            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
/// ```
///
/// Boards of other sizes work the same way: `IncrementalBoard::<Size<20>>::new(rule)`.
#[derive(Clone)]
pub struct IncrementalBoard<S: BoardSize = Standard> {
    rule: &'static Rule,
    board: Board<S>,
    /// What is kept for each colour, by `Color as usize`. A colour the rule forbids nothing
    /// has one too, never updated (its map stays empty), so that a query needs no test of
    /// the colour.
    watches: [Box<Watch<S>>; 2],
    /// Whether the rule forbids each colour anything: whether its watch is kept up to date.
    restricts: [bool; 2],
    history: Vec<Point>,
}

impl<S: BoardSize> IncrementalBoard<S> {
    /// An empty board under `rule`.
    pub fn new(rule: &'static Rule) -> IncrementalBoard<S> {
        IncrementalBoard::from_board(rule, Board::new())
    }

    /// Starts from `board` (its stones are not in the undo history).
    pub fn from_board(rule: &'static Rule, mut board: Board<S>) -> IncrementalBoard<S> {
        let restricts = Color::ALL.map(|color| !rule.settings().color(color).forbidden.is_empty());
        let watches = Color::ALL.map(|color| {
            let mut watch = Box::new(Watch::new(color));
            if !restricts[color as usize] {
                return watch;
            }
            watch.watch_position(rule, &mut board);
            watch
        });
        IncrementalBoard {
            rule,
            board,
            watches,
            restricts,
            // A game has at most one placement per point.
            history: Vec::with_capacity(S::N * S::N),
        }
    }

    /// The rule the maps follow.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// The position.
    pub fn board(&self) -> &Board<S> {
        &self.board
    }

    /// Puts a stone of `color` on the empty point `p`, updates the maps, and returns what
    /// the move did: [`Verdict::Five`] if it made a winning five,
    /// [`Verdict::Forbidden`] if it was forbidden for `color` (a foul; the stone is placed
    /// all the same, so a referee can show the position), [`Verdict::Allowed`] otherwise.
    /// An error, and nothing changed, if `p` holds a stone or is off the board.
    pub fn place(&mut self, p: Point, color: Color) -> Result<Verdict, MoveError> {
        self.board.check_empty(p)?;
        let verdict = if self.restricts[color as usize] {
            self.watches[color as usize].verdict(p)
        } else if self.rule.makes_five(&self.board, p, color) {
            Verdict::Five
        } else {
            Verdict::Allowed
        };
        self.board.put(p, color);
        self.history.push(p);
        for (watch, &restricted) in self.watches.iter_mut().zip(&self.restricts) {
            if restricted {
                watch.open_frame();
                watch.update(self.rule, &mut self.board, p, color, true);
            }
        }
        Ok(verdict)
    }

    /// Takes back the last stone placed with [`place`](IncrementalBoard::place), returning
    /// where it was and its colour (`None` when nothing is left to undo).
    ///
    /// What the placement changed in the kept maps was journaled, and is put back as it was:
    /// nothing is judged again. (After a [`remove`](IncrementalBoard::remove), the earlier
    /// placements' journals no longer hold, and their undo judges again what the stone's
    /// leaving can change, as `remove` does.)
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        let p = self.history.pop()?;
        let color = self.board.remove(p)?;
        for (watch, &restricted) in self.watches.iter_mut().zip(&self.restricts) {
            if restricted && !watch.rewind() {
                watch.update(self.rule, &mut self.board, p, color, false);
                watch.forget_journal();
            }
        }
        Some((p, color))
    }

    /// Takes the stone off `p`, wherever it came from, returning its colour.
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.board.remove(p)?;
        if let Some(i) = self.history.iter().rposition(|&h| h == p) {
            self.history.remove(i);
        }
        for (watch, &restricted) in self.watches.iter_mut().zip(&self.restricts) {
            if restricted {
                watch.update(self.rule, &mut self.board, p, color, false);
                // The journaled placements were made with this stone on the board.
                watch.forget_journal();
            }
        }
        Some(color)
    }

    /// Takes every stone off and empties the undo history, in place: the rule stays, and
    /// nothing is allocated or written per point, so an engine or a referee that plays many
    /// games keeps one board and clears it between them rather than making a new one.
    ///
    /// ```
    /// use renju::{point, Color, IncrementalBoard, Rule};
    /// let mut game: IncrementalBoard = IncrementalBoard::new(Rule::default_rule());
    /// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
    ///     game.place(p, Color::Black).unwrap();
    /// }
    /// assert_eq!(game.forbidden_map(Color::Black).len(), 1); // h8, a double-three
    /// game.clear();
    /// assert_eq!(game.board().stone_count(), 0);
    /// assert!(game.forbidden_map(Color::Black).is_empty());
    /// assert_eq!(game.undo(), None);
    /// ```
    pub fn clear(&mut self) {
        self.board.clear();
        self.history.clear();
        for watch in &mut self.watches {
            watch.clear();
        }
    }

    /// The empty points forbidden for `color`, with their kinds (empty when the rule forbids
    /// it nothing): a copy of the map kept up to date (96 bytes up to 15x15).
    #[inline]
    pub fn forbidden_map(&self, color: Color) -> ForbiddenMap<S> {
        self.watches[color as usize].forbidden
    }

    /// Why `color` may not play at `p`, or `None` if it may (or `p` is occupied or off the
    /// board): one load from the verdicts kept point by point.
    #[inline]
    pub fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind> {
        // A point off the board passing this test reads `None`: nothing is kept for it.
        if !S::Layout::has_own_slot(p.col(), p.row()) {
            return None;
        }
        self.watches[color as usize].kinds.as_ref()[slot::<S>(p)]
    }
}

impl<S: BoardSize> core::fmt::Debug for IncrementalBoard<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("IncrementalBoard")
            .field("rule", &self.rule.name())
            .field("board", &self.board)
            .field("history", &self.history)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deep_verdict::DeepVerdict;
    use crate::line_class::LineClass;
    use crate::size::Size;
    use crate::test_rng::xorshift;

    /// What a watch keeps for one point: its verdict, whether a false-three verdict is kept
    /// for it, and its classes if it is watched.
    type KeptAt = (Option<ForbiddenKind>, bool, Option<[LineClass; 4]>);

    /// Everything a watch keeps that a later ruling reads: each point's [`KeptAt`] and the
    /// kept false-three verdicts in order.
    fn kept<S: BoardSize>(watch: &Watch<S>) -> (Vec<KeptAt>, Vec<DeepVerdict<S>>) {
        let points = Point::all::<S>()
            .map(|p| {
                let kind = watch.kinds.as_ref()[slot::<S>(p)];
                assert_eq!(kind, watch.forbidden.kind(p), "{p}: map and kinds differ");
                let classes = watch.classes.as_ref()[slot::<S>(p)];
                let watched = watch.watched.contains(p).then_some(classes);
                (kind, watch.deep_points.contains(p), watched)
            })
            .collect();
        (points, watch.deep.clone())
    }

    /// Random games, each placement also made and undone at once on a copy: the undo leaves
    /// every watch exactly as it was before the placement (not merely the same map: the same
    /// classes, watched points and false-three verdicts, in the same order). Returns how
    /// many placements were checked.
    fn undo_restores_every_kept_thing<S: BoardSize>(seed: u64) -> usize {
        let mut next = xorshift(seed);
        let mut random_point = || {
            let n = S::N as u64;
            Point::new((next() % n) as usize, (next() % n) as usize).expect("on the board")
        };
        let mut checked = 0;
        for _ in 0..4 {
            let mut game = IncrementalBoard::<S>::new(Rule::default_rule());
            let mut color = Color::Black;
            for _ in 0..S::N * S::N / 2 {
                let p = random_point();
                if game.board.get(p).is_some() {
                    continue;
                }
                let before: Vec<_> = game.watches.iter().map(|w| kept(w)).collect();
                let mut trial = game.clone();
                trial.place(p, color).expect("an empty point");
                assert_eq!(trial.undo(), Some((p, color)));
                let after: Vec<_> = trial.watches.iter().map(|w| kept(w)).collect();
                assert!(before == after, "{p} {color:?}: the undo left a change");
                game.place(p, color).expect("an empty point");
                color = color.opponent();
                checked += 1;
            }
        }
        checked
    }

    #[test]
    fn undo_restores_every_kept_thing_on_several_sizes() {
        assert!(undo_restores_every_kept_thing::<Size<7>>(3) > 40);
        assert!(undo_restores_every_kept_thing::<Standard>(5) > 200);
        assert!(undo_restores_every_kept_thing::<Size<26>>(7) > 600);
    }
}
