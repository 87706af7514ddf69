//! The points where a colour might be forbidden, for the whole board at once, from stone
//! counts alone: the filter in front of the full map's table lookups.
//!
//! The count is bit-sliced over a [`Plane`]: SSE2 registers on x86-64, words of a
//! [`PointSet`] elsewhere (and in the test that the two agree).

use crate::board::Board;
use crate::plane::Plane;
use crate::point_set::PointSet;
use crate::size::BoardSize;
use renju_vocab::Color;

/// The empty points where `color` might be forbidden, from stone counts alone (no table
/// lookup), for the whole board at once.
///
/// Every forbidden move needs own stones near the new one along a line:
/// - a double-three, in each of two lines 2 stones that lie with the new one in a stretch of
///   4 points (the three's straight four);
/// - a double-four in two lines, the same in each: a four's other 3 stones lie in a 5-point
///   stretch holding the new stone, and whichever end the new stone is at or whichever end
///   point of the stretch is empty, 2 of them lie with it in a 4-point stretch;
/// - a double-four in one line (`X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX`), 4 stones within 4 points
///   in that line: its two fours are different sets of 4 stones, so they hold 4 other stones
///   or more, each in a 5-point stretch holding the new one;
/// - an overline, 4 within 4 points in that line: 5 in a row next to the new stone, at most
///   one of them 5 points away.
///
/// So a point can only be forbidden if two lines hold 2 own stones in a 4-point stretch with
/// it, or one line holds 4 within 4 points. Only stones with no opponent stone between them
/// and the point count: a five, four or three is an unbroken stretch of own stones and empty
/// points through the new stone, so a stone behind an opponent one is no part of it. (A test
/// checks this against the verdict of every point of the corpora.)
#[inline]
pub fn forbidden_candidates<S: BoardSize>(board: &Board<S>, color: Color) -> PointSet<S> {
    // Boards up to 15x15 (rows of 16 bits): two SSE2 registers hold the whole board.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    if crate::plane::fits_sse2_rows::<S>() {
        return candidates_on::<S, crate::plane::Sse2Rows<S>>(board, color);
    }
    candidates_on::<S, PointSet<S>>(board, color)
}

/// [`forbidden_candidates`], counted on planes of type `P`.
#[inline(always)]
fn candidates_on<S: BoardSize, P: Plane<S>>(board: &Board<S>, color: Color) -> PointSet<S> {
    let stones = P::stones(board);
    let (own, opponent) = (stones[color as usize], stones[color.opponent() as usize]);
    let open = opponent.complement();
    let empty = open.and(own.complement());
    // One step along each direction: (rows, columns).
    let lines = [
        near_stones(own, open, 0, 1),
        near_stones(own, open, 1, 0),
        near_stones(own, open, 1, 1),
        near_stones(own, open, -1, 1),
    ];
    let mut one_line = P::empty();
    let mut two_lines = P::empty();
    let mut four_in_a_line = P::empty();
    for (pair, four) in lines {
        four_in_a_line = four_in_a_line.or(four);
        two_lines = two_lines.or(one_line.and(pair));
        one_line = one_line.or(pair);
    }
    two_lines.or(four_in_a_line).and(empty).to_set()
}

/// Along the line of a step of `rows` rows and `cols` columns: the points with 2 of the
/// stones `own` in a 4-point stretch with them, and the points with 4 of them within 4
/// points, counting only stones with no opponent stone between them and the point (`open`:
/// the points of the board without one): a pattern through the point cannot reach past an
/// opponent stone, so those behind one are no part of it.
#[inline(always)]
fn near_stones<S: BoardSize, P: Plane<S>>(own: P, open: P, rows: i32, cols: i32) -> (P, P) {
    // Own stones 1 to 4 points ahead and behind that the point can reach: the stone `k`
    // points ahead is `own` moved back `k` steps, kept only where the `k - 1` points between
    // are open. A stone stepping off the board lands on the padding, which is not open.
    let a1 = own.step(-rows, -cols);
    let a2 = a1.and(open).step(-rows, -cols);
    let a3 = a2.and(open).step(-rows, -cols);
    let a4 = a3.and(open).step(-rows, -cols);
    let b1 = own.step(rows, cols);
    let b2 = b1.and(open).step(rows, cols);
    let b3 = b2.and(open).step(rows, cols);
    let b4 = b3.and(open).step(rows, cols);
    // Counted bit-sliced: a full adder per side gives the count of the 3 nearest as
    // `sum + 2 * carry`.
    let (sum_a, carry_a) = full_add(a1, a2, a3);
    let (sum_b, carry_b) = full_add(b1, b2, b3);
    // 2 in a 4-point stretch with the point: 2 of the 3 nearest on one side, or the nearest
    // on one side with one of the 2 nearest on the other.
    let pair = carry_a.or(carry_b).or(a1.and(b1.or(b2))).or(a2.and(b1));
    // 4 within 4 points: each side's count of its 4 nearest is `sum + 2 * twos + 4 * fours`.
    let (sum_a4, fours_a, twos_a) = add_fourth(sum_a, carry_a, a4);
    let (sum_b4, fours_b, twos_b) = add_fourth(sum_b, carry_b, b4);
    let four = fours_a
        .or(fours_b)
        .or(twos_a.and(twos_b))
        .or(twos_a.or(twos_b).and(sum_a4).and(sum_b4));
    (pair, four)
}

/// The bit-sliced count `sum + 2 * carry` (0-3) plus the set `d`, as `(sum, fours, twos)`:
/// `sum + 2 * twos + 4 * fours` (0-4).
#[inline(always)]
fn add_fourth<S: BoardSize, P: Plane<S>>(sum: P, carry: P, d: P) -> (P, P, P) {
    let up = sum.and(d);
    (sum.xor(d), carry.and(up), carry.xor(up))
}

/// The bit-sliced sum of three sets: per point, the count of sets holding it (0-3) as
/// `(low bit, high bit)`.
#[inline(always)]
fn full_add<S: BoardSize, P: Plane<S>>(a: P, b: P, c: P) -> (P, P) {
    let ab = a.xor(b);
    (ab.xor(c), a.and(b).or(ab.and(c)))
}

#[cfg(all(test, target_arch = "x86_64", target_feature = "sse2"))]
mod tests {
    use super::*;
    use crate::point::Point;
    use crate::size::Size;

    fn same_candidates_on<S: BoardSize>(boards: usize) -> usize {
        assert!(crate::plane::fits_sse2_rows::<S>());
        // Boards of every density from a fixed seed (xorshift), each point black, white or
        // empty; both colours counted.
        let mut next = crate::test_rng::xorshift(0x2545_F491_4F6C_DD1D_u64);
        let mut found = 0;
        for i in 0..boards as u64 {
            let density = 1 + i % 6;
            let mut board = Board::<S>::new();
            for p in Point::all::<S>() {
                let roll = next() % 16;
                if roll < density {
                    let color = Color::ALL[(roll & 1) as usize];
                    board.place(p, color).expect("each point once");
                }
            }
            for color in Color::ALL {
                let sse2 = candidates_on::<S, crate::plane::Sse2Rows<S>>(&board, color);
                assert_eq!(
                    sse2,
                    candidates_on::<S, PointSet<S>>(&board, color),
                    "{board:?} {color}"
                );
                found += sse2.len();
            }
        }
        found
    }

    #[test]
    fn sse2_rows_and_point_sets_give_the_same_candidates() {
        let found = same_candidates_on::<Size<15>>(3_000);
        assert!(found > 10_000, "only {found} candidates");
        assert!(same_candidates_on::<Size<5>>(1_000) > 100);
        assert!(same_candidates_on::<Size<9>>(1_000) > 1_000);
    }
}
