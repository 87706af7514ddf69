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
///   4 points (the three's straight four) whose two neighbours on the line are on the board
///   and hold no opponent stone (the straight four's two completion points);
/// - a double-four in two lines, in each 3 stones within 4 points of the new one: a four's
///   other 3 stones lie in a 5-point stretch holding the new stone;
/// - a double-four in one line (`X.XXX.X`, `XX.XX.XX`, `XXX.X.XXX`), 4 stones within 4 points
///   in that line: its two fours are different sets of 4 stones, so they hold 4 other stones
///   or more, each in a 5-point stretch holding the new one;
/// - an overline, 4 within 4 points in that line: 5 in a row next to the new stone, at most
///   one of them 5 points away.
///
/// So a point can only be forbidden if two lines hold a three's or a four's stones so
/// placed, or one line holds 4 within 4 points. Only stones with no opponent stone between
/// them and the point count: a five, four or three is an unbroken stretch of own stones and
/// empty points through the new stone, so a stone behind an opponent one is no part of it.
/// (A test checks this against the verdict of every point of the corpora, under every
/// shipped rule.) This reads the patterns as RIF defines them, as every shipped rule file
/// does: a five is a run of 5, a four one move from a five, a straight four a four with two
/// completion points, a three one move from a straight four. A rule of its own patterns
/// ([`PatternDefinitions::Other`](renju_vocab::PatternDefinitions::Other), such as a five of
/// 4 stones) may forbid points this leaves out: [`Rule::forbidden_map`](crate::Rule::forbidden_map)
/// looks up every empty point for such a rule.
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
    for (line, four) in lines {
        four_in_a_line = four_in_a_line.or(four);
        two_lines = two_lines.or(one_line.and(line));
        one_line = one_line.or(line);
    }
    two_lines.or(four_in_a_line).and(empty).to_set()
}

/// Along the line of a step of `rows` rows and `cols` columns: the points where the line
/// might hold a three or a four through them (`line`), and the points with 4 of the stones
/// `own` within 4 points (`four`) where it might hold a four. `open` is the points of the
/// board without an opponent stone.
///
/// Counted per stretch of the line, each stretch at the point where it starts (`t` below):
/// - a three through the point: 2 own stones in a 4-point stretch holding it whose two
///   neighbours on the line are open too (the three's straight four is those 4 points with
///   an empty point at each end), so 6 open points `t - 1..=t + 4` with 2 own stones in
///   `t..=t + 3`, for `t` up to 3 points behind the point;
/// - a four: 3 own stones in an open 5-point stretch `t..=t + 4` holding the point;
/// - two fours in the line or an overline: 4 own stones within 4 points, some four through
///   the point among them.
///
/// The point itself is empty wherever this is read, so a stretch's own stones are the other
/// stones.
#[inline(always)]
fn near_stones<S: BoardSize, P: Plane<S>>(own: P, open: P, rows: i32, cols: i32) -> (P, P) {
    // `set.ahead(k, ..)`: at each point, the set's value `k` points ahead (nothing off the
    // board). Own stones in the 4-point stretches `t..=t + 3`, bit-sliced: `lo + 2 * mid + 4 * hi`.
    let (lo, mid, hi) = count_four(own, own.ahead(1, rows, cols), (2, rows, cols));
    // Open stretches: `t..=t + 1`, `t..=t + 3`, `t..=t + 4`, and `t - 1..=t + 4`.
    let open2 = open.and(open.ahead(1, rows, cols));
    let open4 = open2.and(open2.ahead(2, rows, cols));
    let open5 = open4.and(open.ahead(4, rows, cols));
    let open6 = open4.ahead(-1, rows, cols).and(open2.ahead(3, rows, cols));
    let three = open6.and(mid.or(hi));
    // 3 or more in `t..=t + 4`: the 4-point count and the stone at `t + 4`.
    let four = open5.and(hi.or(mid.and(lo.or(own.ahead(4, rows, cols)))));
    // Each point, from the stretches that start up to 3 (a three) or 4 (a four) points behind.
    let either = three.or(four);
    let either = either.or(either.ahead(-1, rows, cols));
    let line = either
        .or(either.ahead(-2, rows, cols))
        .or(four.ahead(-4, rows, cols));
    // 4 within 4 points: the 4-point stretches on either side of the point, added (each
    // read where it has a point of the board, if it has one).
    // The 4 points behind: the 2 nearest and the 2 beyond, counted at the point itself (a
    // stretch starting off the board has no point to be counted at).
    let (b_lo, b_mid, b_hi) = count_four(
        own.ahead(-1, rows, cols),
        own.ahead(-2, rows, cols),
        (-2, rows, cols),
    );
    let (a_lo, a_mid, a_hi) = (
        lo.ahead(1, rows, cols),
        mid.ahead(1, rows, cols),
        hi.ahead(1, rows, cols),
    );
    let four_or_more = b_hi
        .or(a_hi)
        .or(b_mid.and(a_mid))
        .or(b_mid.or(a_mid).and(b_lo).and(a_lo));
    (line, four_or_more.and(line))
}

/// The bit-sliced count of own stones in the 4-point stretches of a line, as `(lo, mid, hi)`
/// (`lo + 2 * mid + 4 * hi`): from `own`, `next` (the stones one point on, `own` moved one
/// step) and `(two, rows, cols)`, the arguments of [`Plane::ahead`] that move a set two
/// steps the same way.
#[inline(always)]
fn count_four<S: BoardSize, P: Plane<S>>(
    own: P,
    next: P,
    (two, rows, cols): (i32, i32, i32),
) -> (P, P, P) {
    // The 2-point stretches, `sum2 + 2 * both2`; two of them added (a stretch with one
    // stone has no `both2`, so at most two of the three bits added into `mid` are set, and
    // then `hi` is not).
    let (sum2, both2) = (own.xor(next), own.and(next));
    let (sum2_on, both2_on) = (sum2.ahead(two, rows, cols), both2.ahead(two, rows, cols));
    (
        sum2.xor(sum2_on),
        both2.xor(both2_on).or(sum2.and(sum2_on)),
        both2.and(both2_on),
    )
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
        // On 5x5 no stretch of 6 points holds a three: fours and overlines only.
        let found = same_candidates_on::<Size<5>>(1_000);
        assert!(found > 20, "only {found} candidates on 5x5");
        assert!(same_candidates_on::<Size<9>>(1_000) > 1_000);
    }
}
