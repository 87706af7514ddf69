//! The placement's re-checking: what [`Watch::update`] does for one stone that came or left,
//! in the order it does it (see [the path](super#the-path-of-a-placement)).

use super::watch::{slot, Change, Watch};
use crate::board::line_places_of;
use crate::board::line_view::LineView;
use crate::board::Board;
use crate::deep_verdict::Recorder;
use crate::direction::Direction;
use crate::geometry::LinePlace;
use crate::judge::{FirstLook, KnownClasses, ThreeLines};
use crate::layout::Layout;
use crate::line_class::LineClass;
use crate::line_reading::{with_lines, ReadLines};
use crate::line_set::LineSet;
use crate::point::Point;
use crate::point_set::PointSet;
use crate::rule::Rule;
use crate::size::{specialized_copies, BoardSize};
use renju_vocab::{Color, ForbiddenKind, PatternDefinitions};

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

/// The kept classes of a watch's watched points, as the false-three resolver's
/// [`KnownClasses`]: a watched point's classes are kept up to date, the others' are not.
struct Kept<'w, S: BoardSize> {
    /// The watched points.
    watched: &'w LineSet<S>,
    /// Their classes (and stale ones elsewhere).
    classes: &'w <S::Layout as Layout>::PerPoint<[LineClass; 4]>,
}

impl<S: BoardSize> KnownClasses<S> for Kept<'_, S> {
    #[inline(always)]
    fn classes_before(&self, q: Point) -> Option<[LineClass; 4]> {
        self.watched
            .contains(q)
            .then(|| self.classes.as_ref()[slot::<S>(q)])
    }
}

impl<S: BoardSize> Watch<S> {
    /// Starts watching every point of `board`'s stones that weighs 2 or more, as if each
    /// stone had come in turn (a point of weight 2 or more is near an own stone), for a watch
    /// that kept nothing: these stones are not in the undo history, so nothing is journaled.
    #[inline]
    pub(super) fn watch_position(&mut self, rule: &Rule, board: &mut Board<S>) {
        let color = self.color;
        for s in board.stone_set(color).iter() {
            let lines = line_places_of::<S>(s).map(|place| board.line_view(place, color));
            with_lines!(S, rule, reading => with_color_copy!(S, color, C =>
                self.watch_heavy_near::<C, _>(rule, reading, board, s, &lines)
            ))
        }
        self.forget_journal();
    }

    /// Brings the kept verdicts up to date after a stone of `stone` came to (`coming`) or
    /// left `s` on `board`.
    #[inline]
    pub(super) fn update(
        &mut self,
        rule: &Rule,
        board: &mut Board<S>,
        s: Point,
        stone: Color,
        coming: bool,
    ) {
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
        // Whether anything may have been put in `redo`: if not, it is empty without looking
        // at its words.
        let mut any_redo = reading.whole_lines();
        if self.deep_reads.has(s) {
            // The union of their reads is made again on the way: a forgotten verdict's
            // reads are left in it until now (see `forget_deep`).
            let mut all = PointSet::EMPTY;
            for verdict in &self.deep {
                if verdict.reads.has(s) && !verdict.still_holds(reading, board, s, color) {
                    redo.put(verdict.p);
                    any_redo = true;
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
        if !own && coming && watched == 0 && !any_redo {
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
        // One loop per line, unrolled: its place and view stay in registers.
        let mut moved = 0u64;
        let from = slot::<S>(s);
        for (d, (&place, &line)) in places.iter().zip(&lines).enumerate() {
            let mut on_line = watched >> (16 * d) & 0xFFFF;
            while on_line != 0 {
                let k = on_line.trailing_zeros() as u8;
                on_line &= on_line - 1;
                let class = reading.line_class(board, place, line, place.pos + k - 5, color);
                let at = S::Layout::slot_along(from, d, isize::from(k) - 5);
                if self.keep_class(at, d, class) {
                    moved |= 1 << (16 * d + usize::from(k));
                }
            }
        }
        for (_, _, _, q) in near_points(s, moved) {
            if any_redo {
                redo.take(q);
            }
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
        if any_redo && !redo.is_empty() {
            for p in redo.iter() {
                self.judge_out::<C, R>(rule, reading, board, p);
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
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
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
                    if self.keep_class(at, d, class) {
                        moved.put(q);
                    }
                }
            }
        }
        for q in moved.iter() {
            redo.take(q);
            self.judge_out::<C, R>(rule, reading, board, q);
        }
    }

    /// Starts watching the points near the own stone at `s` (or where one was) whose weight
    /// reached 2: the unwatched empty points within 5 of it along its `lines`, and, under
    /// RIF's patterns ([`PatternDefinitions::Rif`]), within 3 of another own stone there (a
    /// line weighs something only with two own stones within 3 of the point: every RIF
    /// pattern holds them, a test checks it on every mask; a rule's own patterns, such as a
    /// five of 4 stones, may hold fewer).
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
        let rif = rule.settings().patterns == PatternDefinitions::Rif;
        let mut unwatched = 0u64;
        for (d, (&place, line)) in places.iter().zip(lines).enumerate() {
            let near_own = if rif { line.near_other_own(place) } else { !0 };
            let open = !self.watched.line(place) & line.empty() & near_own;
            unwatched |= near(place, open) << (16 * d);
        }
        // The other three lines did not change: below 2 before, a point reaches 2 only if
        // this line weighs something. The points are picked into masks first and acted on
        // after, without a branch per point.
        // A line of weight 2 makes its point heavy alone; one of weight 1 needs another line.
        let weights = rule.own_mask_weights(color);
        // One loop per line, unrolled: its place and view stay in registers.
        let (mut heavy, mut weighing) = (0u64, 0u64);
        for (d, (&place, line)) in places.iter().zip(lines).enumerate() {
            let mut on_line = unwatched >> (16 * d) & 0xFFFF;
            while on_line != 0 {
                let k = on_line.trailing_zeros() as u8;
                on_line &= on_line - 1;
                let weight = weights[usize::from(line.own_window(place.pos + k - 5))];
                let bit = 16 * d + usize::from(k);
                heavy |= u64::from(weight >> 1) << bit;
                weighing |= u64::from(weight & 1) << bit;
            }
        }
        for (bit, _, _, q) in near_points(s, weighing) {
            heavy |= u64::from(rule.weight(board, q, color) >= 2) << bit;
        }
        for (_, _, _, q) in near_points(s, heavy) {
            self.watch::<C, R>(rule, reading, board, q);
        }
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

    /// Judges the watched point `p` from its kept line classes, and keeps the verdict
    /// (in the copy `C`): inlined on the sizes with a copy per colour (the standard board,
    /// see [`specialized_copies`]), a call ([`judge_out`](Watch::judge_out)) on the others,
    /// whose code is kept small.
    #[inline(always)]
    fn judge<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        p: Point,
    ) {
        if specialized_copies::<S>() {
            self.judge_here::<C, R>(rule, reading, board, p);
        } else {
            self.judge_out::<C, R>(rule, reading, board, p);
        }
    }

    /// [`judge`](Watch::judge) as a call of its own, for the sizes without a copy per colour
    /// and where a point is seldom judged.
    #[inline(never)]
    fn judge_out<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        p: Point,
    ) {
        self.judge_here::<C, R>(rule, reading, board, p);
    }

    /// What [`judge`](Watch::judge) does. Most points are decided by their classes alone:
    /// that part is inlined where it is called, and only the false-three rule is a call
    /// ([`judge_threes`](Watch::judge_threes)), whose frame holds the [`Recorder`].
    #[inline(always)]
    fn judge_here<C: ColorCopy, R: ReadLines>(
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
            FirstLook::Threes(lines) => self.judge_threes::<C, R>(rule, reading, board, p, &lines),
        };
        self.keep(p, kind);
    }

    /// The false-three rule for the watched point `p`, two of whose `lines` hold a three:
    /// its verdict, with what it was decided from kept in `deep` (in the copy `C`).
    #[inline(never)]
    fn judge_threes<C: ColorCopy, R: ReadLines>(
        &mut self,
        rule: &Rule,
        reading: R,
        board: &mut Board<S>,
        p: Point,
        lines: &ThreeLines,
    ) -> Option<ForbiddenKind> {
        let color = C::color(self.color);
        let mut recorder = Recorder::new(reading, p);
        // The kept classes of the watched points are those of the board as it is
        // (every class a stone changed is brought up to date before any point is
        // judged again), except under a rule that reads whole lines, whose far points
        // are judged again before the near ones are brought up to date.
        let kind = if reading.whole_lines() {
            rule.double_three(reading, board, p, color, lines, &mut recorder)
        } else {
            let kept = Kept {
                watched: &self.watched,
                classes: &self.classes,
            };
            rule.double_three_knowing(reading, board, p, color, lines, &mut recorder, &kept)
        };
        let verdict = recorder.verdict();
        self.deep.push(verdict);
        self.journal.push(Change::DeepPushed);
        self.deep_points.put(p);
        self.deep_reads = self.deep_reads.or(verdict.reads);
        kind
    }
}
