//! A verdict the false-three rule decided, as the incremental board keeps it: with the points
//! it read, and the line classes of the straight-four points it judged, so that a stone on
//! one of those points is first checked against the classes it could have changed, and the
//! verdict judged again only if one of them did.
//!
//! Why the classes are enough: the judge's path through a false-three question (RIF 9.3: is
//! a straight-four point itself a legal move?) is decided by the classes of the points it
//! judges, each read with the stones of the trial above it placed, and by nothing else: which
//! lines hold a three, their straight-four points (empty points of the window, so a part of
//! its class), the verdict at each. If every class the judge read is as it was, it takes the
//! same path to the same verdict. A stone at `s` changes at most one class of a judged point
//! `q`: the one of the line through both.

use crate::board::{line_places_of, Board};
use crate::judge::Trace;
use crate::line_reading::ReadLines;
use crate::point::Point;
use crate::point_set::PointSet;
use crate::size::BoardSize;
use renju_vocab::{Color, PatternClass, REACH};

/// How many judged points a verdict keeps the classes of. A verdict whose judge tried more is
/// judged again whenever a stone falls on what it read, as if it kept none.
const KEPT: usize = 4;

/// [`Judged::under`] of a point judged with only the verdict's own stone placed.
const ROOT: u8 = u8::MAX;

/// A straight-four point the judge tried, with what it read there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Judged {
    /// The point.
    q: Point,
    /// Its four line classes, read with the trial stones above it placed.
    classes: [PatternClass; 4],
    /// The trial above it: the index of the judged point whose stone was placed to try it,
    /// or [`ROOT`]. The stones placed when `q` was read are that point's, its own `under`'s,
    /// and so on up to the verdict's point.
    under: u8,
}

impl Judged {
    /// An unused entry.
    const NONE: Judged = Judged {
        q: match Point::new(0, 0) {
            Some(a1) => a1,
            None => unreachable!(),
        },
        classes: [PatternClass::NOTHING; 4],
        under: ROOT,
    };
}

/// A false-three verdict of a colour at the empty point `p`, with what it was decided from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct DeepVerdict<S: BoardSize> {
    /// The point judged.
    pub(crate) p: Point,
    /// The points its judge read beyond `p`'s own lines: a stone anywhere else leaves it as
    /// it is.
    pub(crate) reads: PointSet<S>,
    /// The straight-four points tried, in the order the judge tried them (a trial's point
    /// before the points tried under it).
    judged: [Judged; KEPT],
    /// How many of `judged` hold; `KEPT + 1` when the judge tried more than it keeps.
    len: u8,
}

impl<S: BoardSize> DeepVerdict<S> {
    /// Whether the verdict still holds after a stone of either colour came to or left `s`,
    /// which it read (the board holds the position after the change): `true` if no class the
    /// judge read changed. `false` says only that it must be judged again.
    pub(crate) fn still_holds<R: ReadLines>(
        &self,
        reading: R,
        board: &mut Board<S>,
        s: Point,
        color: Color,
    ) -> bool {
        let Some(judged) = self.judged.get(..usize::from(self.len)) else {
            return false;
        };
        for (i, trial) in judged.iter().enumerate() {
            if trial.q == s {
                return false;
            }
            let Some(d) = line_between(trial.q, s, reading.whole_lines()) else {
                continue;
            };
            if self.class_under(reading, board, i, d, color) != trial.classes[d] {
                return false;
            }
        }
        true
    }

    /// The stones on the board when a point was judged under the trial `under`: those of
    /// the trials from `under` up, then the verdict's own.
    #[inline(always)]
    fn trial_stones(&self, under: u8) -> impl Iterator<Item = Point> + '_ {
        let mut next = Some(under);
        // Each `under` names an earlier judged point than the one it is kept for, and
        // `ROOT` none: the walk ends within `KEPT + 1` steps.
        core::iter::from_fn(move || match self.judged.get(usize::from(next?)) {
            Some(above) => {
                next = Some(above.under);
                Some(above.q)
            }
            None => {
                next = None;
                Some(self.p)
            }
        })
        .take(KEPT + 1)
    }

    /// The class along direction `d` of the `i`-th judged point, read as the judge read it:
    /// with the stones of the trials above it on the board.
    fn class_under<R: ReadLines>(
        &self,
        reading: R,
        board: &mut Board<S>,
        i: usize,
        d: usize,
        color: Color,
    ) -> PatternClass {
        let Judged { q, under, .. } = self.judged[i];
        let place = line_places_of::<S>(q)[d];
        let class = if reading.whole_lines() {
            // A wide reading reads the board itself, past the window.
            for t in self.trial_stones(under) {
                board.put(t, color);
            }
            let line = board.line_view(place, color);
            let class = reading.line_class(board, place, line, place.pos, color);
            for t in self.trial_stones(under) {
                board.remove(t);
            }
            class
        } else {
            // A window reads the line it is given: the trial stones on `q`'s line are added
            // to it.
            let mut trials = 0;
            for t in self.trial_stones(under) {
                let at = line_places_of::<S>(t)[d];
                if at.line == place.line {
                    trials |= at.bit();
                }
            }
            let line = board.line_view(place, color).with_own(trials);
            reading.line_class(board, place, line, place.pos, color)
        };
        class.class()
    }
}

/// The direction (an index into [`Direction::ALL`](crate::direction::Direction::ALL)) of the
/// line through `q` and `s`, if they share one and `s` is within the reach of a window
/// around `q` (or anywhere along it, for `whole_lines`).
#[inline(always)]
fn line_between(q: Point, s: Point, whole_lines: bool) -> Option<usize> {
    let dc = s.col() as isize - q.col() as isize;
    let dr = s.row() as isize - q.row() as isize;
    let d = if dr == 0 {
        0
    } else if dc == 0 {
        1
    } else if dc == dr {
        2
    } else if dc == -dr {
        3
    } else {
        return None;
    };
    (whole_lines || dc.abs().max(dr.abs()) <= REACH as isize).then_some(d)
}

/// The trace that records a false-three verdict's [`DeepVerdict`] as the judge decides it.
pub(crate) struct Recorder<S: BoardSize> {
    verdict: DeepVerdict<S>,
    /// Whether a judged point's whole lines are read, not only [`REACH`] points each way.
    whole_lines: bool,
    /// The trial stones on the board, as [`Judged::under`] names them.
    placed: [u8; KEPT + 1],
    /// How many of `placed` are.
    depth: usize,
}

impl<S: BoardSize> Recorder<S> {
    /// Ready to record the verdict at `p`, whose lines are read as `reading` reads them.
    #[inline(always)]
    pub(crate) fn new<R: ReadLines>(reading: R, p: Point) -> Recorder<S> {
        Recorder {
            verdict: DeepVerdict {
                p,
                reads: PointSet::EMPTY,
                judged: [Judged::NONE; KEPT],
                len: 0,
            },
            whole_lines: reading.whole_lines(),
            placed: [ROOT; KEPT + 1],
            depth: 0,
        }
    }

    /// What was recorded.
    #[inline(always)]
    pub(crate) fn verdict(self) -> DeepVerdict<S> {
        self.verdict
    }

    /// Marks the record as too long to keep: the verdict is judged again on any stone it read.
    #[inline(always)]
    fn overflow(&mut self) {
        self.verdict.len = KEPT as u8 + 1;
    }
}

impl<S: BoardSize> Trace<S> for Recorder<S> {
    #[inline(always)]
    fn begin(&mut self, _board: &Board<S>, q: Point, classes: &[PatternClass; 4]) {
        let read = if self.whole_lines {
            PointSet::lines_through(q)
        } else {
            PointSet::star(q)
        };
        let verdict = &mut self.verdict;
        verdict.reads = verdict.reads.or(read);
        let under = match self
            .depth
            .checked_sub(1)
            .and_then(|top| self.placed.get(top))
        {
            Some(&top) => top,
            None => ROOT,
        };
        match verdict.judged.get_mut(usize::from(verdict.len)) {
            Some(slot) => {
                *slot = Judged {
                    q,
                    classes: *classes,
                    under,
                };
                verdict.len += 1;
            }
            None => self.overflow(),
        }
    }

    #[inline(always)]
    fn placed(&mut self, _p: Point) {
        // The verdict's own stone first; then each stone placed is the point judged last.
        let index = match self.depth {
            0 => ROOT,
            _ => self.verdict.len.wrapping_sub(1),
        };
        match self.placed.get_mut(self.depth) {
            Some(slot) => *slot = index,
            None => self.overflow(),
        }
        self.depth += 1;
    }

    #[inline(always)]
    fn taken_back(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::FirstLook;
    use crate::line_reading::with_lines;
    use crate::rule::Rule;
    use crate::size::Standard;
    use crate::test_rng::xorshift;
    use alloc::vec::Vec;

    /// Black's false-three verdicts on `board`, each with its point's four classes.
    fn deep_verdicts<R: ReadLines>(
        rule: &Rule,
        reading: R,
        board: &mut Board<Standard>,
    ) -> Vec<(DeepVerdict<Standard>, [crate::line_class::LineClass; 4])> {
        let mut found = Vec::new();
        for p in Point::all::<Standard>() {
            if board.stone_at(p).is_some() {
                continue;
            }
            let classes = reading.classes(board, p, Color::Black);
            if let FirstLook::Threes(lines) = rule.look_at(classes, Color::Black) {
                let mut recorder = Recorder::new(reading, p);
                rule.double_three(reading, board, p, Color::Black, &lines, &mut recorder);
                found.push((recorder.verdict(), classes));
            }
        }
        found
    }

    /// After a stone comes to or leaves `s`, [`DeepVerdict::still_holds`] says `true` exactly
    /// when judging again would try the same points and read the same classes at each (when
    /// the verdict's own classes did not change, which the incremental board watches apart):
    /// never `true` for a verdict that could change, and `true` for every one that could not.
    /// Dense random games, black three stones in four, under the default rule; the stones
    /// come one by one, then leave in a random order.
    #[test]
    fn still_holds_exactly_when_the_judge_would_read_the_same_classes() {
        let rule = Rule::default_rule();
        let mut next = xorshift(11);
        let (mut held, mut broken, mut deeper) = (0, 0, 0);
        with_lines!(Standard, rule, reading => for _ in 0..12 {
            let mut board = Board::<Standard>::new();
            let mut stones = Vec::new();
            let mut check = |board: &mut Board<Standard>,
                             before: Vec<(DeepVerdict<Standard>, [crate::line_class::LineClass; 4])>,
                             s: Point| {
                for (verdict, classes) in before {
                    let p = verdict.p;
                    if p == s
                        || !verdict.reads.has(s)
                        || usize::from(verdict.len) > KEPT
                        || reading.classes(board, p, Color::Black) != classes
                    {
                        continue;
                    }
                    let FirstLook::Threes(lines) = rule.look_at(classes, Color::Black) else {
                        unreachable!("the same classes, the same first look");
                    };
                    let mut recorder = Recorder::<Standard>::new(reading, p);
                    rule.double_three(reading, board, p, Color::Black, &lines, &mut recorder);
                    let again = recorder.verdict();
                    if usize::from(again.len) > KEPT {
                        continue;
                    }
                    let same = again.judged[..usize::from(again.len)]
                        == verdict.judged[..usize::from(verdict.len)];
                    let holds = verdict.still_holds(reading, board, s, Color::Black);
                    assert_eq!(holds, same, "{p} after a change at {s}: {verdict:?} {again:?}");
                    if holds {
                        held += 1;
                        deeper += usize::from(verdict.judged.iter().any(|j| j.under != ROOT));
                    } else {
                        broken += 1;
                    }
                }
            };
            for _ in 0..120 {
                let s = Point::new((next() % 15) as usize, (next() % 15) as usize)
                    .expect("on the board");
                if board.stone_at(s).is_some() {
                    continue;
                }
                let color = if next().is_multiple_of(4) { Color::White } else { Color::Black };
                let before = deep_verdicts(rule, reading, &mut board);
                board.put(s, color);
                stones.push(s);
                check(&mut board, before, s);
            }
            while !stones.is_empty() {
                let s = stones.swap_remove((next() % stones.len() as u64) as usize);
                let before = deep_verdicts(rule, reading, &mut board);
                board.remove(s);
                check(&mut board, before, s);
            }
        });
        assert!(
            held > 100 && broken > 100 && deeper > 10,
            "{held} {broken} {deeper}"
        );
    }
}
