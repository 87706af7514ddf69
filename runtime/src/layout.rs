//! How boards keep their stones and point sets: the storage of each layout, and nothing
//! else. A layout serves several sizes ([`BoardSize::Layout`](crate::size::BoardSize)); which
//! algorithm runs on which layout is decided by the module that owns the algorithm (from
//! [`Layout::ROW_SHIFT`] and the size), not here.
//!
//! - [`Small`], boards of 5 to 15 points a side: a line in 32 bits (256 slots, 1 KB a board),
//!   a point set in four 64-bit words (rows of 16 bits);
//! - [`Medium`], 16 to 21 points: lines as [`Small`], point sets in eleven words (rows of 32
//!   bits);
//! - [`Large`], 22 to 26 points: a line in 64 bits (512 slots), point sets in sixteen words.

use crate::direction::Direction;
use core::fmt;
use core::hash::Hash;
use renju_vocab::Color;

mod sealed {
    pub trait Sealed {}
}

/// How boards of some sizes keep their stones and point sets: the lines' storage, the point
/// sets' words and rows. Implemented by [`Small`], [`Medium`] and [`Large`] only.
#[doc(hidden)]
pub trait Layout: sealed::Sealed + Copy + fmt::Debug + Eq + Hash + Send + Sync + 'static {
    /// The masks of every line, two colours each, by slot.
    type Lines: LineStore;
    /// A point set's words: bit `ROW_BITS * row + col`.
    type Words: Words;
    /// One value per point, by [`Layout::point_slot`].
    type PerPoint<T: Copy + Send + Sync>: PerPoint<T>;
    /// Bits per row of a point set (a power of two; the columns past the board are padding).
    const ROW_SHIFT: usize;
    /// The number of a point's slot in per-point arrays: `row << ROW_SHIFT | col`, masked to
    /// the arrays' length so that indexing needs no check.
    #[inline(always)]
    fn point_slot(col: usize, row: usize) -> usize {
        ((row << Self::ROW_SHIFT) | col) & (Self::PerPoint::<u8>::LEN - 1)
    }
    /// Whether the point at (`col`, `row`) has a slot in per-point arrays that no other point
    /// shares: both below `1 << ROW_SHIFT`, as the arrays hold that many rows of that many
    /// slots. Every point of the board has; a point off the board that passes has a slot
    /// nothing writes, so its entry keeps the array's fill value.
    #[inline(always)]
    fn has_own_slot(col: usize, row: usize) -> bool {
        (col | row) >> Self::ROW_SHIFT == 0
    }
    /// The slot of the point `steps` along the direction with index `d` (`0..4`) from the
    /// point of slot `from`, that point on the board: every column is below
    /// `1 << ROW_SHIFT`, so a step along a line adds a constant to [`Layout::point_slot`].
    #[inline(always)]
    fn slot_along(from: usize, d: usize, steps: isize) -> usize {
        let (dc, dr) = Direction::ALL[d & 3].step();
        let step = dc + (dr << Self::ROW_SHIFT);
        from.wrapping_add_signed(steps * step) & (Self::PerPoint::<u8>::LEN - 1)
    }
    /// The slot of the mask of `color` of the line whose black slot is `line`: every line's
    /// slots lie below [`LineStore::LEN`] (a power of two), so the mask only shows that.
    #[inline(always)]
    fn line_slot(line: u16, color: Color) -> usize {
        usize::from(line | color as u16) & (<Self::Lines as LineStore>::LEN - 1)
    }
}

/// Storage of a board's line masks: a fixed array of words, read and written as `u64`.
#[doc(hidden)]
pub trait LineStore: Copy + fmt::Debug + Eq + Hash + Send + Sync + 'static {
    /// Every mask empty.
    const EMPTY: Self;
    /// Slots (a power of two).
    const LEN: usize;
    /// The mask in `slot` (taken modulo [`LineStore::LEN`]).
    fn get(&self, slot: usize) -> u64;
    /// Sets the mask in `slot` (modulo [`LineStore::LEN`]).
    fn set(&mut self, slot: usize, mask: u64);
    /// Whether a line's two masks fit in one word: [`LineStore::pair`] is then theirs.
    const PAIRED: bool;
    /// The masks of the line whose black slot is `black` (even), black in the low 32 bits
    /// and white in the high 32, read as one word; 0 where the masks do not fit in 32 bits
    /// ([`LineStore::PAIRED`] is then false).
    fn pair(&self, black: usize) -> u64;
    /// The first 32 masks, where masks are 32 bits: the rows' of boards up to 16x16, both
    /// colours. `None` where masks are wider.
    fn first_32_bit_masks(&self) -> Option<&[u32; 32]>;
}

/// A point set's words.
#[doc(hidden)]
pub trait Words:
    Copy + fmt::Debug + Default + Eq + Hash + Send + Sync + AsRef<[u64]> + AsMut<[u64]> + 'static
{
    /// Every bit clear.
    const ZERO: Self;
}

/// One value per point slot.
#[doc(hidden)]
pub trait PerPoint<T: Copy + Send + Sync>: Copy + AsRef<[T]> + AsMut<[T]> + Send + Sync {
    /// Slots (a power of two).
    const LEN: usize;
    /// Every slot holding `value`.
    fn filled(value: T) -> Self;
}

/// The layout of boards of 5 to 15 points a side: a line in 32 bits, 256 line slots (a `u8`
/// names them), point sets of four words with 16-bit rows.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Small;

/// The layout of boards of 16 to 21 points a side: a line in 32 bits, 256 line slots (as
/// [`Small`]: a board is 1 KB), point sets of eleven words with 32-bit rows.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Medium;

/// The layout of boards of 22 to 26 points a side: a line in 64 bits, 512 line slots, point
/// sets of sixteen words with 32-bit rows.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Large;

impl sealed::Sealed for Small {}
impl sealed::Sealed for Medium {}
impl sealed::Sealed for Large {}

impl Layout for Small {
    type Lines = [u32; 256];
    type Words = [u64; 4];
    type PerPoint<T: Copy + Send + Sync> = [T; 256];
    const ROW_SHIFT: usize = 4;
}

impl Layout for Medium {
    type Lines = [u32; 256];
    type Words = [u64; 11];
    type PerPoint<T: Copy + Send + Sync> = [T; 1024];
    const ROW_SHIFT: usize = 5;
}

impl Layout for Large {
    type Lines = [u64; 512];
    type Words = [u64; 16];
    type PerPoint<T: Copy + Send + Sync> = [T; 1024];
    const ROW_SHIFT: usize = 5;
}

impl LineStore for [u32; 256] {
    const EMPTY: Self = [0; 256];
    const LEN: usize = 256;
    #[inline(always)]
    fn get(&self, slot: usize) -> u64 {
        u64::from(self[slot & 255])
    }
    #[inline(always)]
    fn set(&mut self, slot: usize, mask: u64) {
        self[slot & 255] = mask as u32;
    }
    const PAIRED: bool = true;
    #[inline(always)]
    fn pair(&self, black: usize) -> u64 {
        // Two neighbouring slots, the first even: one 8-byte load.
        let slot = black & 254;
        u64::from(self[slot]) | u64::from(self[slot + 1]) << 32
    }
    #[inline(always)]
    fn first_32_bit_masks(&self) -> Option<&[u32; 32]> {
        self.first_chunk()
    }
}

impl LineStore for [u64; 512] {
    const EMPTY: Self = [0; 512];
    const LEN: usize = 512;
    #[inline(always)]
    fn get(&self, slot: usize) -> u64 {
        self[slot & 511]
    }
    #[inline(always)]
    fn set(&mut self, slot: usize, mask: u64) {
        self[slot & 511] = mask;
    }
    const PAIRED: bool = false;
    #[inline(always)]
    fn pair(&self, _black: usize) -> u64 {
        0
    }
    #[inline(always)]
    fn first_32_bit_masks(&self) -> Option<&[u32; 32]> {
        None
    }
}

impl Words for [u64; 4] {
    const ZERO: Self = [0; 4];
}

impl Words for [u64; 11] {
    const ZERO: Self = [0; 11];
}

impl Words for [u64; 16] {
    const ZERO: Self = [0; 16];
}

impl<T: Copy + Send + Sync> PerPoint<T> for [T; 256] {
    const LEN: usize = 256;
    #[inline(always)]
    fn filled(value: T) -> Self {
        [value; 256]
    }
}

impl<T: Copy + Send + Sync> PerPoint<T> for [T; 1024] {
    const LEN: usize = 1024;
    #[inline(always)]
    fn filled(value: T) -> Self {
        [value; 1024]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The per-point arrays hold `1 << ROW_SHIFT` rows of `1 << ROW_SHIFT` slots, so the
    /// points that [`Layout::has_own_slot`] passes have slots no two of them share.
    fn own_slots_are_distinct<L: Layout>() {
        assert_eq!(L::PerPoint::<u8>::LEN, 1 << (2 * L::ROW_SHIFT));
        let side = 1 << L::ROW_SHIFT;
        let mut seen = alloc::vec![false; L::PerPoint::<u8>::LEN];
        for row in 0..40 {
            for col in 0..40 {
                let own = L::has_own_slot(col, row);
                assert_eq!(own, col < side && row < side, "{col} {row}");
                if own {
                    let slot = L::point_slot(col, row);
                    assert!(!seen[slot], "{col} {row}: slot {slot} twice");
                    seen[slot] = true;
                }
            }
        }
    }

    #[test]
    fn every_layout_gives_each_point_it_passes_a_slot_of_its_own() {
        own_slots_are_distinct::<Small>();
        own_slots_are_distinct::<Medium>();
        own_slots_are_distinct::<Large>();
    }
}
