//! Sets of points as bit planes, with the operations of whole-board stone counting: the
//! forbidden-map filter ([`forbidden_candidates`](crate::candidates::forbidden_candidates)) counts own
//! stones along all four lines for every point at once.
//!
//! Two kinds of plane, one algorithm: [`PointSet`] (four 64-bit words, on any target) and, on
//! x86-64, [`Sse2Rows`] (two 128-bit registers, 8 rows of 16 bits each), where a step along
//! a row is one shift of every row at once. A test checks that both give the same sets.

use crate::board::Board;
use crate::layout::Layout;
use crate::point_set::PointSet;
use crate::size::BoardSize;
use renju_vocab::Color;

/// A set of points of a board of size `S` on which stones can be counted along lines.
pub(crate) trait Plane<S: BoardSize>: Copy {
    /// No point.
    fn empty() -> Self;
    /// The stones of each colour on `board`, `[black, white]`.
    fn stones(board: &Board<S>) -> [Self; 2];
    /// The plane of a set.
    #[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
    fn from_set(set: PointSet<S>) -> Self;
    /// The set of a plane (bits off the board dropped).
    fn to_set(self) -> PointSet<S>;
    /// Points in both.
    fn and(self, other: Self) -> Self;
    /// Points in either.
    fn or(self, other: Self) -> Self;
    /// Points in exactly one.
    fn xor(self, other: Self) -> Self;
    /// The points of the board not in the set.
    fn complement(self) -> Self;
    /// Every point moved one step of `rows` rows and `cols` columns (each -1, 0 or 1; always
    /// constants once inlined). A point leaving the board lands on the padding (the columns
    /// and rows past the board), which no caller counts as open, or is dropped; a step is
    /// exact for points on the board.
    fn step(self, rows: i32, cols: i32) -> Self;
    /// The set of the points `k` steps of `rows` rows and `cols` columns behind a point of the
    /// set (`k` from -4 to 4, `rows` and `cols` each -1, 0 or 1; constants once inlined):
    /// at each point of the board, the set's value `k` steps ahead of it, and nothing where
    /// that is off the board. Nothing is left on the padding, so the result can be moved
    /// again. Stepped one step at a time, kept to the board after each.
    #[inline(always)]
    fn ahead(self, k: i32, rows: i32, cols: i32) -> Self {
        ahead_by_steps(self, k, rows, cols)
    }
}

/// [`Plane::ahead`] a step at a time, the set kept to the board after each.
#[inline(always)]
fn ahead_by_steps<S: BoardSize, P: Plane<S>>(set: P, k: i32, rows: i32, cols: i32) -> P {
    let all = P::empty().complement();
    let (sign, steps) = (k.signum(), k.abs());
    let mut x = set;
    for _ in 0..steps {
        x = x.step(-sign * rows, -sign * cols).and(all);
    }
    x
}

impl<S: BoardSize> Plane<S> for PointSet<S> {
    #[inline(always)]
    fn empty() -> PointSet<S> {
        PointSet::EMPTY
    }

    #[inline(always)]
    fn stones(board: &Board<S>) -> [PointSet<S>; 2] {
        Color::ALL.map(|color| board.stone_set(color))
    }

    #[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn from_set(set: PointSet<S>) -> PointSet<S> {
        set
    }

    #[inline(always)]
    fn to_set(self) -> PointSet<S> {
        self.and(PointSet::ALL)
    }

    #[inline(always)]
    fn and(self, other: PointSet<S>) -> PointSet<S> {
        PointSet::and(self, other)
    }

    #[inline(always)]
    fn or(self, other: PointSet<S>) -> PointSet<S> {
        PointSet::or(self, other)
    }

    #[inline(always)]
    fn xor(self, other: PointSet<S>) -> PointSet<S> {
        PointSet::xor(self, other)
    }

    #[inline(always)]
    fn complement(self) -> PointSet<S> {
        PointSet::complement(self)
    }

    #[inline(always)]
    fn step(self, rows: i32, cols: i32) -> PointSet<S> {
        self.shift((rows << S::Layout::ROW_SHIFT) + cols)
    }

    #[inline(always)]
    fn ahead(self, k: i32, rows: i32, cols: i32) -> PointSet<S> {
        // With 4 columns of padding or more past each row (the boards of 16 to 26, in rows
        // of 32 bits), a move of up to 4 columns takes no point of one row onto the board
        // columns of another: the k steps are one move, kept to the board once.
        if (1 << S::Layout::ROW_SHIFT) >= S::N + 4 {
            self.shift_far(-k * ((rows << S::Layout::ROW_SHIFT) + cols))
                .and(PointSet::ALL)
        } else {
            ahead_by_steps(self, k, rows, cols)
        }
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
pub(crate) use sse2::Sse2Rows;

/// Whether boards of size `S` fit [`Sse2Rows`]: rows of 16 bits (boards up to 15x15), eight
/// to a register. Whoever counts on planes checks this before choosing them.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
pub(crate) const fn fits_sse2_rows<S: BoardSize>() -> bool {
    S::Layout::ROW_SHIFT == 4
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
mod sse2 {
    use super::Plane;
    use crate::board::Board;
    use crate::layout::Words;
    use crate::point_set::PointSet;
    use crate::size::BoardSize;
    use core::marker::PhantomData;
    use renju_vocab::REACH;
    use safe_arch::{
        bitand_m128i, bitandnot_m128i, bitor_m128i, bitxor_m128i, byte_shl_imm_u128_m128i,
        byte_shr_imm_u128_m128i, m128i, pack_i32_to_i16_m128i, shl_imm_u16_m128i,
        shr_imm_u16_m128i, shr_imm_u32_m128i, shr_imm_u64_m128i, zeroed_m128i,
    };

    /// A set of points of a board of up to 15x15 as two SSE2 registers: `low` holds rows
    /// 0-7, `high` rows 8-15, a row per 16-bit lane, column `c` at bit `c` (the layout of
    /// [`PointSet`]'s words, two to a register). SSE2 is part of every x86-64 processor.
    /// Only for the sizes that [`fits_sse2_rows`](super::fits_sse2_rows) (a set's first four
    /// words are then all its words); it compiles for every size so that the choice can be
    /// made where the planes are used.
    pub(crate) struct Sse2Rows<S> {
        low: m128i,
        high: m128i,
        size: PhantomData<S>,
    }

    impl<S> Clone for Sse2Rows<S> {
        #[inline(always)]
        fn clone(&self) -> Self {
            *self
        }
    }

    impl<S> Copy for Sse2Rows<S> {}

    impl<S> Sse2Rows<S> {
        #[inline(always)]
        fn new(low: m128i, high: m128i) -> Sse2Rows<S> {
            Sse2Rows {
                low,
                high,
                size: PhantomData,
            }
        }

        /// The set of the words of a point set of a size that fits (its first four words).
        #[inline(always)]
        fn of_words<W: Words>(words: W) -> Sse2Rows<S> {
            let w = words.as_ref();
            Sse2Rows::new(m128i::from([w[0], w[1]]), m128i::from([w[2], w[3]]))
        }

        #[inline(always)]
        fn both(self, other: Sse2Rows<S>, f: impl Fn(m128i, m128i) -> m128i) -> Sse2Rows<S> {
            Sse2Rows::new(f(self.low, other.low), f(self.high, other.high))
        }
    }

    impl<S: BoardSize> Plane<S> for Sse2Rows<S> {
        #[inline(always)]
        fn empty() -> Sse2Rows<S> {
            Sse2Rows::new(zeroed_m128i(), zeroed_m128i())
        }

        #[inline(always)]
        fn stones(board: &Board<S>) -> [Sse2Rows<S>; 2] {
            let row_lines = board.row_lines();
            // Each register of masks holds two rows: black, white, black, white (32 bits
            // each). The rows' bits are taken down to the bottom, the colours parted into
            // 64-bit halves (black low, white moved down), and then packed twice, 32 to 16
            // bits (no value is large enough to saturate): a register of 8 rows per colour.
            let row_bits = m128i::from([(1u32 << S::N) - 1; 4]);
            let low_half = m128i::from([u64::from(u32::MAX); 2]);
            let quads: [m128i; 8] = core::array::from_fn(|k| {
                let masks: [u32; 4] = core::array::from_fn(|i| row_lines[4 * k + i]);
                bitand_m128i(
                    shr_imm_u32_m128i::<{ REACH as i32 }>(m128i::from(masks)),
                    row_bits,
                )
            });
            // Both colours' rows `first..first + 8`, from the registers holding them.
            let eight = |first: usize| {
                let [a, b, c, d] = [0, 1, 2, 3].map(|k| quads[first + k]);
                let black = |q: m128i| bitand_m128i(q, low_half);
                let white = |q: m128i| shr_imm_u64_m128i::<32>(q);
                (
                    pack_i32_to_i16_m128i(
                        pack_i32_to_i16_m128i(black(a), black(b)),
                        pack_i32_to_i16_m128i(black(c), black(d)),
                    ),
                    pack_i32_to_i16_m128i(
                        pack_i32_to_i16_m128i(white(a), white(b)),
                        pack_i32_to_i16_m128i(white(c), white(d)),
                    ),
                )
            };
            let ((black_low, white_low), (black_high, white_high)) = (eight(0), eight(4));
            let stones = [
                Sse2Rows::new(black_low, black_high),
                Sse2Rows::new(white_low, white_high),
            ];
            // The first 32 slots hold the columns' lines too, past the rows (below 16 points
            // a side): kept to the board.
            let all = Sse2Rows::of_words(S::ALL_WORDS);
            stones.map(|set| set.and(all))
        }

        #[cfg(test)]
        #[inline(always)]
        fn from_set(set: PointSet<S>) -> Sse2Rows<S> {
            Sse2Rows::of_words(set.words())
        }

        #[inline(always)]
        fn to_set(self) -> PointSet<S> {
            let ([a, b], [c, d]): ([u64; 2], [u64; 2]) = (self.low.into(), self.high.into());
            let mut words = <S::Layout as crate::layout::Layout>::Words::ZERO;
            words.as_mut()[..4].copy_from_slice(&[a, b, c, d]);
            PointSet::from_words(words)
        }

        #[inline(always)]
        fn and(self, other: Sse2Rows<S>) -> Sse2Rows<S> {
            self.both(other, bitand_m128i)
        }

        #[inline(always)]
        fn or(self, other: Sse2Rows<S>) -> Sse2Rows<S> {
            self.both(other, bitor_m128i)
        }

        #[inline(always)]
        fn xor(self, other: Sse2Rows<S>) -> Sse2Rows<S> {
            self.both(other, bitxor_m128i)
        }

        #[inline(always)]
        fn complement(self) -> Sse2Rows<S> {
            // Rows 0..N, N bits each: the words of the set of every point.
            self.both(Sse2Rows::of_words(S::ALL_WORDS), |set, all| {
                bitandnot_m128i(set, all)
            })
        }

        #[inline(always)]
        fn step(self, rows: i32, cols: i32) -> Sse2Rows<S> {
            // Rows: a row is 2 bytes; row 7 crosses from `low` to `high` or back.
            let Sse2Rows { low, high, .. } = self;
            let (low, high) = match rows {
                1 => (
                    byte_shl_imm_u128_m128i::<2>(low),
                    bitor_m128i(
                        byte_shl_imm_u128_m128i::<2>(high),
                        byte_shr_imm_u128_m128i::<14>(low),
                    ),
                ),
                -1 => (
                    bitor_m128i(
                        byte_shr_imm_u128_m128i::<2>(low),
                        byte_shl_imm_u128_m128i::<14>(high),
                    ),
                    byte_shr_imm_u128_m128i::<2>(high),
                ),
                _ => (low, high),
            };
            // Columns: within each row's 16 bits.
            match cols {
                1 => Sse2Rows::new(shl_imm_u16_m128i::<1>(low), shl_imm_u16_m128i::<1>(high)),
                -1 => Sse2Rows::new(shr_imm_u16_m128i::<1>(low), shr_imm_u16_m128i::<1>(high)),
                _ => Sse2Rows::new(low, high),
            }
        }

        #[inline(always)]
        fn ahead(self, k: i32, rows: i32, cols: i32) -> Sse2Rows<S> {
            // The set moved `k` steps back at once (`-k * rows` rows, `-k * cols` columns):
            // bits moved past a row's 16 or past row 15 are dropped, and the bits that enter
            // are zero. Only a move to higher rows or columns can leave a point on the
            // padding (column 15, row 15): then the result is kept to the board.
            let (dr, dc) = (-k * rows, -k * cols);
            let Sse2Rows { low, high, .. } = self;
            let (low, high) = match dr {
                1 => rows_up::<2, 14>(low, high),
                2 => rows_up::<4, 12>(low, high),
                3 => rows_up::<6, 10>(low, high),
                4 => rows_up::<8, 8>(low, high),
                -1 => rows_down::<2, 14>(low, high),
                -2 => rows_down::<4, 12>(low, high),
                -3 => rows_down::<6, 10>(low, high),
                -4 => rows_down::<8, 8>(low, high),
                _ => (low, high),
            };
            let (low, high) = match dc {
                1 => (shl_imm_u16_m128i::<1>(low), shl_imm_u16_m128i::<1>(high)),
                2 => (shl_imm_u16_m128i::<2>(low), shl_imm_u16_m128i::<2>(high)),
                3 => (shl_imm_u16_m128i::<3>(low), shl_imm_u16_m128i::<3>(high)),
                4 => (shl_imm_u16_m128i::<4>(low), shl_imm_u16_m128i::<4>(high)),
                -1 => (shr_imm_u16_m128i::<1>(low), shr_imm_u16_m128i::<1>(high)),
                -2 => (shr_imm_u16_m128i::<2>(low), shr_imm_u16_m128i::<2>(high)),
                -3 => (shr_imm_u16_m128i::<3>(low), shr_imm_u16_m128i::<3>(high)),
                -4 => (shr_imm_u16_m128i::<4>(low), shr_imm_u16_m128i::<4>(high)),
                _ => (low, high),
            };
            let moved = Sse2Rows::new(low, high);
            if dr > 0 || dc > 0 {
                moved.and(Sse2Rows::of_words(S::ALL_WORDS))
            } else {
                moved
            }
        }
    }

    /// Rows moved up `B / 2` rows (`B` bytes; `R` = 16 - `B`): row 7 crosses from `low`
    /// to `high`.
    #[inline(always)]
    fn rows_up<const B: i32, const R: i32>(low: m128i, high: m128i) -> (m128i, m128i) {
        (
            byte_shl_imm_u128_m128i::<B>(low),
            bitor_m128i(
                byte_shl_imm_u128_m128i::<B>(high),
                byte_shr_imm_u128_m128i::<R>(low),
            ),
        )
    }

    /// Rows moved down `B / 2` rows (`B` bytes; `R` = 16 - `B`): row 8 crosses from `high`
    /// to `low`.
    #[inline(always)]
    fn rows_down<const B: i32, const R: i32>(low: m128i, high: m128i) -> (m128i, m128i) {
        (
            bitor_m128i(
                byte_shr_imm_u128_m128i::<B>(low),
                byte_shl_imm_u128_m128i::<R>(high),
            ),
            byte_shr_imm_u128_m128i::<B>(high),
        )
    }
}

#[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
mod tests {
    use super::*;
    use crate::size::Size;

    /// Sets of points on the board, of every density, from a fixed seed (xorshift).
    fn random_sets<S: BoardSize<Layout = crate::layout::Small>>(
    ) -> impl Iterator<Item = PointSet<S>> {
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15_u64);
        (0..4_000).map(move |i| {
            // Words anded together: density 1/2, 1/4, 1/8 or 1/16.
            let words = core::array::from_fn(|_| (0..=i % 4).fold(!0, |w, _| w & next()));
            PointSet::from_words(words)
        })
    }

    fn sse2_rows_do_what_point_sets_do_on<S: BoardSize<Layout = crate::layout::Small>>() {
        let sets: std::vec::Vec<PointSet<S>> = random_sets().collect();
        for pair in sets.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let (x, y) = (Sse2Rows::<S>::from_set(a), Sse2Rows::from_set(b));
            assert_eq!(x.to_set(), a);
            assert_eq!(x.and(y).to_set(), a.and(b));
            assert_eq!(x.or(y).to_set(), a.or(b));
            assert_eq!(x.xor(y).to_set(), a.xor(b));
            assert_eq!(x.complement().to_set(), a.complement());
            for (rows, cols) in [(0, 1), (1, 0), (1, 1), (-1, 1)] {
                for k in -4..=4 {
                    // At each point of the board, the set's value `k` steps ahead.
                    let want: PointSet<S> = crate::point::Point::all::<S>()
                        .filter(|p| {
                            let (c, r) = (p.col() as i32 + k * cols, p.row() as i32 + k * rows);
                            let n = S::N as i32;
                            (0..n).contains(&c)
                                && (0..n).contains(&r)
                                && a.contains(
                                    crate::point::Point::new(c as usize, r as usize)
                                        .expect("on the board"),
                                )
                        })
                        .collect();
                    assert_eq!(a.ahead(k, rows, cols), want, "{a:?} {k} ({rows}, {cols})");
                    assert_eq!(x.ahead(k, rows, cols).to_set(), want, "{a:?} {k}");
                    // Nothing on the padding: the result moved again is still exact.
                    assert_eq!(
                        x.ahead(k, rows, cols).ahead(-k, rows, cols).to_set(),
                        want.ahead(-k, rows, cols),
                        "{a:?} {k} and back"
                    );
                }
                for sign in [1, -1] {
                    let (rows, cols) = (rows * sign, cols * sign);
                    assert_eq!(
                        x.step(rows, cols).to_set(),
                        Plane::step(a, rows, cols).to_set(),
                        "{a:?} stepped ({rows}, {cols})"
                    );
                }
            }
        }
    }

    #[test]
    fn sse2_rows_do_what_point_sets_do() {
        sse2_rows_do_what_point_sets_do_on::<Size<15>>();
        sse2_rows_do_what_point_sets_do_on::<Size<5>>();
        sse2_rows_do_what_point_sets_do_on::<Size<11>>();
    }

    fn stones_agree_on<S: BoardSize<Layout = crate::layout::Small>>() {
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1D_u64);
        for i in 0..500 {
            let mut board = Board::<S>::new();
            for p in crate::point::Point::all::<S>() {
                let roll = next() % 8;
                if roll < 1 + i % 4 {
                    board
                        .place(p, Color::ALL[(roll & 1) as usize])
                        .expect("empty");
                }
            }
            let [x, y] = <Sse2Rows<S> as Plane<S>>::stones(&board);
            let [a, b] = <PointSet<S> as Plane<S>>::stones(&board);
            assert_eq!((x.to_set(), y.to_set()), (a, b), "{board:?}");
        }
    }

    #[test]
    fn sse2_rows_read_the_stones_of_every_small_size() {
        stones_agree_on::<Size<5>>();
        stones_agree_on::<Size<7>>();
        stones_agree_on::<Size<8>>();
        stones_agree_on::<Size<15>>();
    }
}

#[cfg(test)]
mod point_set_tests {
    use super::*;
    use crate::point::Point;
    use crate::size::Size;

    /// `PointSet::ahead` (one move on the boards with room past each row, steps elsewhere)
    /// against its definition point by point, and `shift_far` against moves of at most 63
    /// bits, on sets of every density.
    fn ahead_is_the_value_k_steps_ahead_on<S: BoardSize>() {
        let mut next = crate::test_rng::xorshift(0x51_7CC1_B727_220A_u64);
        for i in 0..200 {
            let density = 1 + i % 4;
            let a: PointSet<S> = Point::all::<S>()
                .filter(|_| (0..density).fold(!0u64, |w, _| w & next()) & 1 == 1)
                .collect();
            for delta in [-300, -129, -128, -64, -63, -33, -1, 1, 31, 64, 65, 127, 200] {
                assert_eq!(a.shift_far(delta), a.shift_far_by_steps(delta), "{delta}");
            }
            for (rows, cols) in [(0, 1), (1, 0), (1, 1), (-1, 1)] {
                for k in -4..=4 {
                    let n = S::N as i32;
                    let want: PointSet<S> = Point::all::<S>()
                        .filter(|p| {
                            let (c, r) = (p.col() as i32 + k * cols, p.row() as i32 + k * rows);
                            (0..n).contains(&c)
                                && (0..n).contains(&r)
                                && Point::new(c as usize, r as usize).is_some_and(|q| a.contains(q))
                        })
                        .collect();
                    assert_eq!(
                        <PointSet<S> as Plane<S>>::ahead(a, k, rows, cols),
                        want,
                        "{}x{} {k} ({rows}, {cols})",
                        S::N,
                        S::N
                    );
                }
            }
        }
    }

    #[test]
    fn point_sets_move_k_steps_at_once_on_every_layout() {
        ahead_is_the_value_k_steps_ahead_on::<Size<5>>();
        ahead_is_the_value_k_steps_ahead_on::<Size<12>>();
        ahead_is_the_value_k_steps_ahead_on::<Size<15>>();
        ahead_is_the_value_k_steps_ahead_on::<Size<16>>();
        ahead_is_the_value_k_steps_ahead_on::<Size<20>>();
        ahead_is_the_value_k_steps_ahead_on::<Size<26>>();
    }
}
