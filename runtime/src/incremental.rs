//! A board that keeps its forbidden maps up to date as stones come and go, for engines.

use crate::board::line_places_of;
use crate::board::line_view::LineView;
use crate::board::Board;
use crate::board::MoveError;
use crate::deep_verdict::{DeepVerdict, Recorder};
use crate::forbidden_map::ForbiddenMap;
use crate::geometry::LinePlace;
use crate::judge::FirstLook;
use crate::judge::Verdict;
use crate::layout::{Layout, PerPoint};
use crate::line_class::LineClass;
use crate::line_reading::{with_lines, ReadLines};
use crate::line_set::LineSet;
use crate::point::Point;
use crate::point_set::PointSet;
use crate::rule::Rule;
use crate::size::{specialized_copies, BoardSize, Standard};
use alloc::boxed::Box;
use alloc::vec::Vec;
use renju_vocab::Color;
use renju_vocab::ForbiddenKind;

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

/// The forbidden map of one colour, with what its verdicts were decided from.
struct Watch<S: BoardSize> {
    color: Color,
    forbidden: ForbiddenMap<S>,
    /// The same verdicts point by point, by [`Layout::point_slot`] (`None` off the map), so
    /// that a query is one load ([`IncrementalBoard::forbidden_kind`]).
    kinds: <S::Layout as Layout>::PerPoint<Option<ForbiddenKind>>,
    /// The empty points whose verdict is kept: at least every empty point of weight 2 or
    /// more ([`Rule::weight`]). Any other empty point is allowed.
    watched: LineSet<S>,
    /// The four line classes of each watched point, by [`Layout::point_slot`]. Only a watched
    /// point's entry is ever read (every point is given its classes when it starts being
    /// watched), so [`IncrementalBoard::clear`] leaves the others as they are.
    classes: <S::Layout as Layout>::PerPoint<[LineClass; 4]>,
    /// The verdicts of watched points that the false-three rule decided, with what they were
    /// decided from.
    deep: Vec<DeepVerdict<S>>,
    /// The points of `deep`.
    deep_points: PointSet<S>,
    /// At least the points read by the verdicts in `deep` (the union of their reads, and of
    /// forgotten ones' until a stone on one of those makes it again): a stone elsewhere needs
    /// no look through `deep`.
    deep_reads: PointSet<S>,
    /// What the placements of the undo history's last `frames.len()` moves changed here,
    /// oldest first, so that [`IncrementalBoard::undo`] puts it back rather than judging
    /// again ([`Watch::rewind`]).
    journal: Vec<Change>,
    /// The false-three verdicts those placements swapped out of `deep`, oldest first (one
    /// per [`Change::DeepRemoved`]).
    removed_deep: Vec<DeepVerdict<S>>,
    /// Where each of those placements' changes begin in `journal`.
    frames: Vec<u32>,
}

/// One change a placement made to a [`Watch`], as [`Watch::rewind`] takes it back.
#[derive(Clone, Copy, Debug)]
enum Change {
    /// `p` started being watched; its classes were `old` (unread while it was not watched).
    Watched { p: Point, old: [LineClass; 4] },
    /// `p` stopped being watched.
    Unwatched(Point),
    /// The class along direction `d` of the watched point in `slot` was `old`.
    Class { slot: u16, d: u8, old: LineClass },
    /// The verdict kept for `p` was `old`.
    Kind {
        p: Point,
        old: Option<ForbiddenKind>,
    },
    /// A false-three verdict was pushed onto `deep`.
    DeepPushed,
    /// The false-three verdict at index `i` of `deep` was swapped out (`swap_remove`): it is
    /// the last of `removed_deep`.
    DeepRemoved { i: u16 },
}

impl<S: BoardSize> Clone for Watch<S> {
    fn clone(&self) -> Self {
        Watch {
            color: self.color,
            forbidden: self.forbidden,
            kinds: self.kinds,
            watched: self.watched.clone(),
            classes: self.classes,
            deep: self.deep.clone(),
            deep_points: self.deep_points,
            deep_reads: self.deep_reads,
            journal: self.journal.clone(),
            removed_deep: self.removed_deep.clone(),
            frames: self.frames.clone(),
        }
    }
}

/// The slot of `p` in [`Watch::classes`].
#[inline(always)]
fn slot<S: BoardSize>(p: Point) -> usize {
    S::Layout::point_slot(p.col(), p.row())
}

/// Which colour a copy of [`Watch`]'s work is made for. On the standard board there is one
/// copy per colour ([`BlackCopy`], [`WhiteCopy`]), the colour a constant in every line and
/// table read; on the other sizes one copy serves both ([`EitherColor`], the watch's own colour
/// read at run time), which halves their code for a few percent of their speed (see
/// [`specialized_copies`]).
trait ColorCopy {
    /// The colour of the copy, for a watch of colour `own`.
    fn color(own: Color) -> Color;
}

/// The copy of [`Watch`]'s work for black.
struct BlackCopy;
/// The copy of [`Watch`]'s work for white.
struct WhiteCopy;
/// The one copy of [`Watch`]'s work for both colours.
struct EitherColor;

impl ColorCopy for BlackCopy {
    #[inline(always)]
    fn color(_: Color) -> Color {
        Color::Black
    }
}

impl ColorCopy for WhiteCopy {
    #[inline(always)]
    fn color(_: Color) -> Color {
        Color::White
    }
}

impl ColorCopy for EitherColor {
    #[inline(always)]
    fn color(own: Color) -> Color {
        own
    }
}

/// `$body` with the type `$C` naming the [`ColorCopy`] for a watch of colour `$color` on a
/// board of size `$S`: the one place the copy is chosen.
macro_rules! with_color_copy {
    ($S:ty, $color:expr, $C:ident => $body:expr) => {
        if specialized_copies::<$S>() {
            match $color {
                Color::Black => {
                    type $C = BlackCopy;
                    $body
                }
                Color::White => {
                    type $C = WhiteCopy;
                    $body
                }
            }
        } else {
            type $C = EitherColor;
            $body
        }
    };
}

/// The window bits of a point's line other than its own (bit 5 of 11).
const AROUND: u64 = 0x7FF & !(1 << 5);

/// The points of `set` (a mask of the line through `place`) within 5 of `place`'s point, as an
/// 11-bit window: bit `k` is the point `k - 5` along the line.
#[inline(always)]
fn near(place: LinePlace, set: u64) -> u64 {
    (set >> place.pos) & AROUND
}

/// The set bits of a mask over the four lines through a point `s`, lowest first, each as the
/// direction `d`, the window bit `k` and the point `k - 5` along `d` from `s` (bit
/// `16 * d + k`; see [`near`]).
struct NearPoints {
    s: Point,
    mask: u64,
}

impl Iterator for NearPoints {
    /// `(bit, d, k, point)`.
    type Item = (usize, usize, u8, Point);

    #[inline(always)]
    fn next(&mut self) -> Option<Self::Item> {
        if self.mask == 0 {
            return None;
        }
        let bit = self.mask.trailing_zeros() as usize;
        self.mask &= self.mask - 1;
        let (d, k) = (bit >> 4 & 3, (bit & 15) as u8);
        Some((bit, d, k, self.s.along(d, k as i8 - 5)))
    }
}

/// The points of `mask` over the four lines through `s` ([`NearPoints`]).
#[inline(always)]
fn near_points(s: Point, mask: u64) -> NearPoints {
    NearPoints { s, mask }
}

impl<S: BoardSize> Watch<S> {
    fn new(color: Color) -> Watch<S> {
        Watch {
            color,
            forbidden: ForbiddenMap::EMPTY,
            kinds: PerPoint::filled(None),
            watched: LineSet::EMPTY,
            classes: PerPoint::filled([LineClass::NOTHING; 4]),
            deep: Vec::new(),
            deep_points: PointSet::EMPTY,
            deep_reads: PointSet::EMPTY,
            journal: Vec::new(),
            removed_deep: Vec::new(),
            frames: Vec::new(),
        }
    }

    /// Keeps `kind` as the verdict on `p`, in the map and point by point, and journals the
    /// verdict it replaces.
    #[inline(always)]
    fn keep(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        let old = self.kinds.as_ref()[slot::<S>(p)];
        if old != kind {
            self.journal.push(Change::Kind { p, old });
            self.put_kind(p, kind);
        }
    }

    /// [`keep`](Watch::keep) without the journal.
    #[inline(always)]
    fn put_kind(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        self.forbidden.put(p, kind);
        self.kinds.as_mut()[slot::<S>(p)] = kind;
    }

    /// Opens the journal of one placement's changes.
    #[inline(always)]
    fn open_frame(&mut self) {
        self.frames.push(self.journal.len() as u32);
    }

    /// Forgets the journal: what is kept now is not what the journaled placements left
    /// (a stone was taken off out of turn, or the board was cleared).
    fn forget_journal(&mut self) {
        self.journal.clear();
        self.removed_deep.clear();
        self.frames.clear();
    }

    /// Takes back the changes of the last journaled placement, whose stone has just left
    /// the board; `false`, and nothing changed, if no placement is journaled.
    fn rewind(&mut self) -> bool {
        let Some(start) = self.frames.pop() else {
            return false;
        };
        while self.journal.len() > start as usize {
            let Some(change) = self.journal.pop() else {
                break;
            };
            match change {
                Change::Watched { p, old } => {
                    self.watched.remove(p);
                    self.classes.as_mut()[slot::<S>(p)] = old;
                }
                Change::Unwatched(p) => self.watched.insert(p),
                Change::Class { slot, d, old } => {
                    self.classes.as_mut()[usize::from(slot)][usize::from(d)] = old;
                }
                Change::Kind { p, old } => self.put_kind(p, old),
                Change::DeepPushed => {
                    if let Some(verdict) = self.deep.pop() {
                        self.deep_points.take(verdict.p);
                    }
                }
                Change::DeepRemoved { i } => {
                    if let Some(verdict) = self.removed_deep.pop() {
                        // The inverse of `swap_remove(i)`: back at `i`, the one moved there
                        // back at the end.
                        self.deep.push(verdict);
                        let last = self.deep.len() - 1;
                        self.deep.swap(usize::from(i), last);
                        self.deep_points.put(verdict.p);
                        // `deep_reads` holds at least every kept verdict's reads.
                        self.deep_reads = self.deep_reads.or(verdict.reads);
                    }
                }
            }
        }
        true
    }

    /// Forgets every verdict, for an empty board, keeping the allocations and leaving the
    /// classes of points no longer watched as they are (see [`Watch::classes`]).
    fn clear(&mut self) {
        for p in self.forbidden.points().iter() {
            self.kinds.as_mut()[slot::<S>(p)] = None;
        }
        self.forbidden = ForbiddenMap::EMPTY;
        self.watched = LineSet::EMPTY;
        self.deep.clear();
        self.deep_points = PointSet::EMPTY;
        self.deep_reads = PointSet::EMPTY;
        self.forget_journal();
    }

    /// Starts watching the empty point `p`, of this watch's colour (in the copy `C`).
    #[inline(never)]
    fn watch<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        p: Point,
    ) {
        let color = C::color(self.color);
        self.watched.insert(p);
        let classes = &mut self.classes.as_mut()[slot::<S>(p)];
        self.journal.push(Change::Watched { p, old: *classes });
        *classes = reading.classes(board, p, color);
        self.judge::<C, R>(rule, reading, board, p);
    }

    /// Stops watching `p`, now occupied or of weight below 2 (so allowed).
    fn unwatch(&mut self, p: Point) {
        self.watched.remove(p);
        self.journal.push(Change::Unwatched(p));
        self.keep(p, None);
        self.forget_deep(p);
    }

    /// Drops what the false-three rule read for `p`'s verdict, if it did. `deep_reads` keeps
    /// the points `p`'s verdict read until the next stone on one of them makes
    /// [`update_as`](Watch::update_as) go through `deep` and make the union again.
    #[inline(always)]
    fn forget_deep(&mut self, p: Point) {
        if self.deep_points.has(p) {
            self.forget_deep_verdict(p);
        }
    }

    /// [`forget_deep`](Watch::forget_deep) for a point of `deep`.
    #[inline(never)]
    fn forget_deep_verdict(&mut self, p: Point) {
        if let Some(i) = self.deep.iter().position(|verdict| verdict.p == p) {
            self.removed_deep.push(self.deep.swap_remove(i));
            self.journal.push(Change::DeepRemoved { i: i as u16 });
        }
        self.deep_points.take(p);
    }

    /// Judges the watched point `p` from its kept line classes, and keeps the verdict
    /// (in the copy `C`).
    #[inline(never)]
    fn judge<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        p: Point,
    ) {
        let color = C::color(self.color);
        self.forget_deep(p);
        let classes = self.classes.as_ref()[slot::<S>(p)];
        let kind = match rule.look_at(classes, color) {
            FirstLook::Decided(verdict) => verdict.forbidden(),
            FirstLook::Threes(lines) => {
                let mut recorder = Recorder::new(reading, p);
                let kind = rule.double_three(reading, board, p, color, &lines, &mut recorder);
                let verdict = recorder.verdict();
                self.deep.push(verdict);
                self.journal.push(Change::DeepPushed);
                self.deep_points.put(p);
                self.deep_reads = self.deep_reads.or(verdict.reads);
                kind
            }
        };
        self.keep(p, kind);
    }

    /// What a stone of this colour on the empty point `p` would do, from what is kept.
    fn verdict(&self, p: Point) -> Verdict {
        if !self.watched.contains(p) {
            // Weight below 2: allowed, and no five (a five decides alone, so weighs 2).
            return Verdict::Allowed;
        }
        match self.kinds.as_ref()[slot::<S>(p)] {
            Some(kind) => Verdict::Forbidden(kind),
            None if self.classes.as_ref()[slot::<S>(p)]
                .iter()
                .any(|c| c.class().five()) =>
            {
                Verdict::Five
            }
            None => Verdict::Allowed,
        }
    }

    /// Brings the kept verdicts up to date after a stone of `stone` came to (`coming`) or
    /// left `s` on `board`.
    fn update(&mut self, rule: &Rule, board: &mut Board<S>, s: Point, stone: Color, coming: bool) {
        // One copy per colour on the standard board, so that the colour is a constant in every
        // line and table read, and per way of reading the lines.
        with_lines!(S, rule, reading => with_color_copy!(S, self.color, C =>
            self.update_as::<C, _>(rule, reading, board, s, stone, coming)
        ))
    }

    /// [`update`](Watch::update) in the copy `C` (a call of its own, so that
    /// what it computes is not hoisted out of the loop over the colours and kept on the stack).
    #[inline(never)]
    fn update_as<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        s: Point,
        stone: Color,
        coming: bool,
    ) {
        let color = C::color(self.color);
        debug_assert_eq!(color, self.color);
        let own = stone == color;
        if coming && self.watched.contains(s) {
            self.unwatch(s);
        }
        // Verdicts of the false-three rule that read `s` beyond their own lines, and a class
        // there that `s` changed.
        let mut redo = PointSet::<S>::EMPTY;
        if self.deep_reads.has(s) {
            // The union of their reads is made again on the way: a forgotten verdict's
            // reads are left in it until now (see `forget_deep`).
            let mut all = PointSet::EMPTY;
            for verdict in &self.deep {
                if verdict.reads.has(s) && !verdict.still_holds(reading, board, s, color) {
                    redo.put(verdict.p);
                }
                all = all.or(verdict.reads);
            }
            self.deep_reads = all;
        }
        // Under a rule that reads wide windows, a class can also depend on what ends a run of
        // own stones past 5 points: the watched points farther along the lines through `s`.
        if reading.whole_lines() {
            self.update_far::<C, R>(rule, reading, board, s, &mut redo);
        }
        // The four lines through `s`, and on them the watched points within 5: bit `16 * d + k`
        // is the point `k - 5` along direction `d`, so that one loop goes through all four.
        // (Watched points are empty: `s` itself is not watched now.)
        let places = line_places_of::<S>(s);
        let mut watched = 0u64;
        for (d, &place) in places.iter().enumerate() {
            watched |= near(place, self.watched.line(place)) << (16 * d);
        }
        // An opponent's stone near no watched point, read by no deep verdict, changes nothing.
        if !own && coming && watched == 0 && redo.is_empty() {
            return;
        }
        let lines = places.map(|place| board.line_view(place, color));
        // Taking an own stone away can leave a watched point below weight 2: allowed.
        if own && !coming {
            for (bit, _, _, q) in near_points(s, watched) {
                if rule.weight(board, q, color) < 2 {
                    self.unwatch(q);
                    redo.take(q);
                    watched &= !(1 << bit);
                }
            }
        }
        // Of a watched point's classes, only the one along the line through `s` can have
        // changed: each is read and kept, without a branch per point, and the points whose
        // class moved are judged again.
        // A point's slot is stepped along its line from the stone's: no point is computed.
        let mut moved = 0u64;
        let from = slot::<S>(s);
        for (bit, d, k, _) in near_points(s, watched) {
            let class =
                reading.line_class(board, places[d], lines[d], places[d].pos + k - 5, color);
            let at = S::Layout::slot_along(from, d, isize::from(k) - 5);
            let kept = &mut self.classes.as_mut()[at][d];
            if class != *kept {
                let old = core::mem::replace(kept, class);
                self.journal.push(Change::Class {
                    slot: at as u16,
                    d: d as u8,
                    old,
                });
                moved |= 1 << bit;
            }
        }
        for (_, _, _, q) in near_points(s, moved) {
            redo.take(q);
            self.judge::<C, R>(rule, reading, board, q);
        }

        // An own stone changes the weight of the points within 5 along its lines, either way
        // (taking one away can undo an overline and leave a four).
        if own {
            self.watch_heavy_near::<C, R>(rule, reading, board, s, &lines);
        }
        if !coming && rule.weight(board, s, color) >= 2 {
            self.watch::<C, R>(rule, reading, board, s);
        }
        // What the false-three rule read changed, if not its point's classes.
        if !redo.is_empty() {
            for p in redo.iter() {
                self.judge::<C, R>(rule, reading, board, p);
            }
        }
    }

    /// Brings up to date the kept classes of the watched points more than 5 points from `s`
    /// along its four lines, and judges again those whose class moved (taking them out of
    /// `redo`): under a rule that reads wide windows, a stone can end, or stop ending, a run of
    /// own stones that reaches past a point's window.
    #[inline(never)]
    fn update_far<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        s: Point,
        redo: &mut PointSet<S>,
    ) {
        let color = C::color(self.color);
        let mut moved = PointSet::<S>::EMPTY;
        for (d, direction) in crate::direction::Direction::ALL.into_iter().enumerate() {
            for sign in [-1isize, 1] {
                let mut k = 6 * sign;
                while let Some(q) = s.offset(direction.step(), k).filter(|q| q.is_on::<S>()) {
                    k += sign;
                    if !self.watched.contains(q) {
                        continue;
                    }
                    let place = line_places_of::<S>(q)[d];
                    let line = board.line_view(place, color);
                    let class = reading.line_class(board, place, line, place.pos, color);
                    let at = slot::<S>(q);
                    let kept = &mut self.classes.as_mut()[at][d];
                    if class != *kept {
                        let old = core::mem::replace(kept, class);
                        self.journal.push(Change::Class {
                            slot: at as u16,
                            d: d as u8,
                            old,
                        });
                        moved.put(q);
                    }
                }
            }
        }
        for q in moved.iter() {
            redo.take(q);
            self.judge::<C, R>(rule, reading, board, q);
        }
    }

    /// Starts watching the points near the own stone at `s` (or where one was) whose weight
    /// reached 2: the unwatched empty points within 5 of it along its `lines`, and within 3 of
    /// another own stone there (a line weighs something only with two own stones within 3 of
    /// the point: every pattern holds them, a test checks it on every mask).
    #[inline(always)]
    fn watch_heavy_near<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        s: Point,
        lines: &[LineView; 4],
    ) {
        let color = C::color(self.color);
        let places = line_places_of::<S>(s);
        let mut unwatched = 0u64;
        for (d, (&place, line)) in places.iter().zip(lines).enumerate() {
            let open = !self.watched.line(place) & line.empty() & line.near_other_own(place);
            unwatched |= near(place, open) << (16 * d);
        }
        // The other three lines did not change: below 2 before, a point reaches 2 only if
        // this line weighs something. The points are picked into masks first and acted on
        // after, without a branch per point.
        // A line of weight 2 makes its point heavy alone; one of weight 1 needs another line.
        let weights = rule.own_mask_weights(color);
        let (mut heavy, mut weighing) = (0u64, 0u64);
        for (bit, d, k, _) in near_points(s, unwatched) {
            let weight = weights[usize::from(lines[d].own_window(places[d].pos + k - 5))];
            heavy |= u64::from(weight >> 1) << bit;
            weighing |= u64::from(weight & 1) << bit;
        }
        for (bit, _, _, q) in near_points(s, weighing) {
            heavy |= u64::from(rule.weight(board, q, color) >= 2) << bit;
        }
        for (_, _, _, q) in near_points(s, heavy) {
            self.watch::<C, R>(rule, reading, board, q);
        }
    }
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
            // A point of weight 2 or more is near an own stone: as if each came in turn.
            for s in board.stone_set(color).iter() {
                let lines = line_places_of::<S>(s).map(|place| board.line_view(place, color));
                with_lines!(S, rule, reading => with_color_copy!(S, color, C =>
                    watch.watch_heavy_near::<C, _>(rule, reading, &mut board, s, &lines)
                ))
            }
            // These stones are not in the undo history.
            watch.forget_journal();
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
