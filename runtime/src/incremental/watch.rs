//! What the [`IncrementalBoard`](super::IncrementalBoard) keeps for one colour ([`Watch`]),
//! and the journal of what each placement changed in it, which
//! [`undo`](super::IncrementalBoard::undo) plays backwards ([`Watch::rewind`]). The
//! placement's re-checking, which fills it, is in [`update`](super::update).

use crate::deep_verdict::DeepVerdict;
use crate::forbidden_map::ForbiddenMap;
use crate::judge::Verdict;
use crate::layout::{Layout, PerPoint};
use crate::line_class::LineClass;
use crate::line_set::LineSet;
use crate::point::Point;
use crate::point_set::PointSet;
use crate::size::BoardSize;
use alloc::vec::Vec;
use renju_vocab::Color;
use renju_vocab::ForbiddenKind;

/// The forbidden map of one colour, with what its verdicts were decided from.
pub(super) struct Watch<S: BoardSize> {
    pub(super) color: Color,
    pub(super) forbidden: ForbiddenMap<S>,
    /// The same verdicts point by point, by [`Layout::point_slot`] (`None` off the map), so
    /// that a query is one load ([`IncrementalBoard::forbidden_kind`]).
    pub(super) kinds: <S::Layout as Layout>::PerPoint<Option<ForbiddenKind>>,
    /// The empty points whose verdict is kept: at least every empty point of weight 2 or
    /// more ([`Rule::weight`]). Any other empty point is allowed.
    pub(super) watched: LineSet<S>,
    /// The four line classes of each watched point, by [`Layout::point_slot`]. Only a watched
    /// point's entry is ever read (every point is given its classes when it starts being
    /// watched), so [`IncrementalBoard::clear`] leaves the others as they are.
    pub(super) classes: <S::Layout as Layout>::PerPoint<[LineClass; 4]>,
    /// The verdicts of watched points that the false-three rule decided, with what they were
    /// decided from.
    pub(super) deep: Vec<DeepVerdict<S>>,
    /// The points of `deep`.
    pub(super) deep_points: PointSet<S>,
    /// At least the points read by the verdicts in `deep` (the union of their reads, and of
    /// forgotten ones' until a stone on one of those makes it again): a stone elsewhere needs
    /// no look through `deep`.
    pub(super) deep_reads: PointSet<S>,
    /// What the placements of the undo history's last `frames.len()` moves changed here,
    /// oldest first, so that [`IncrementalBoard::undo`] puts it back rather than judging
    /// again ([`Watch::rewind`]).
    pub(super) journal: Vec<Change>,
    /// The false-three verdicts those placements swapped out of `deep`, oldest first (one
    /// per [`Change::DeepRemoved`]).
    pub(super) removed_deep: Vec<DeepVerdict<S>>,
    /// Where each of those placements' changes begin in `journal`.
    pub(super) frames: Vec<u32>,
}

/// One change a placement made to a [`Watch`], as [`Watch::rewind`] takes it back.
#[derive(Clone, Copy, Debug)]
pub(super) enum Change {
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
pub(super) fn slot<S: BoardSize>(p: Point) -> usize {
    S::Layout::point_slot(p.col(), p.row())
}

impl<S: BoardSize> Watch<S> {
    #[inline]
    pub(super) fn new(color: Color) -> Watch<S> {
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
    pub(super) fn keep(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        let old = self.kinds.as_ref()[slot::<S>(p)];
        if old != kind {
            self.journal.push(Change::Kind { p, old });
            self.put_kind(p, kind);
        }
    }

    /// Keeps `class` as the class along direction `d` of the watched point in `slot`, and
    /// journals the class it replaces; whether it moved.
    #[inline(always)]
    pub(super) fn keep_class(&mut self, slot: usize, d: usize, class: LineClass) -> bool {
        let kept = &mut self.classes.as_mut()[slot][d];
        if class == *kept {
            return false;
        }
        let old = core::mem::replace(kept, class);
        self.journal.push(Change::Class {
            slot: slot as u16,
            d: d as u8,
            old,
        });
        true
    }

    /// [`keep`](Watch::keep) without the journal.
    #[inline(always)]
    fn put_kind(&mut self, p: Point, kind: Option<ForbiddenKind>) {
        self.forbidden.put(p, kind);
        self.kinds.as_mut()[slot::<S>(p)] = kind;
    }

    /// Opens the journal of one placement's changes.
    #[inline(always)]
    pub(super) fn open_frame(&mut self) {
        self.frames.push(self.journal.len() as u32);
    }

    /// Forgets the journal: what is kept now is not what the journaled placements left
    /// (a stone was taken off out of turn, or the board was cleared).
    #[inline]
    pub(super) fn forget_journal(&mut self) {
        self.journal.clear();
        self.removed_deep.clear();
        self.frames.clear();
    }

    /// Takes back the changes of the last journaled placement, whose stone has just left
    /// the board; `false`, and nothing changed, if no placement is journaled.
    #[inline]
    pub(super) fn rewind(&mut self) -> bool {
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
    #[inline]
    pub(super) fn clear(&mut self) {
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

    /// Stops watching `p`, now occupied or of weight below 2 (so allowed).
    #[inline]
    pub(super) fn unwatch(&mut self, p: Point) {
        self.watched.remove(p);
        self.journal.push(Change::Unwatched(p));
        self.keep(p, None);
        self.forget_deep(p);
    }

    /// Drops what the false-three rule read for `p`'s verdict, if it did. `deep_reads` keeps
    /// the points `p`'s verdict read until the next stone on one of them makes
    /// [`update_as`](Watch::update_as) go through `deep` and make the union again.
    #[inline(always)]
    pub(super) fn forget_deep(&mut self, p: Point) {
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

    /// What a stone of this colour on the empty point `p` would do, from what is kept.
    #[inline]
    pub(super) fn verdict(&self, p: Point) -> Verdict {
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
}
