//! Counting the stones of a board's rows all at once, with SSE2 (part of every x86-64
//! processor): how [`Board::set_stones`](crate::board::Board::set_stones) checks, on boards up to
//! 15x15, that every stone went to a point of its own, without a test per stone.

use renju_vocab::REACH;
use safe_arch::{
    add_i64_m128i, add_i8_m128i, bitand_m128i, bitor_m128i, byte_shr_imm_u128_m128i, m128i,
    shr_imm_u16_m128i, shr_imm_u64_m128i, sub_i8_m128i, sum_of_u8_abs_diff_m128i, zeroed_m128i,
};

/// Whether the `rows` rows of a board (`row_lines`: row `r`'s black mask at `2 * r`, its
/// white next; at most 16 rows) hold `stones` stones in all on the board (bits `REACH` to
/// `REACH + rows - 1`; bits past them are not counted) and no point holds both colours:
/// after [`Board::set_stones`](crate::board::Board::set_stones) has put `stones` stones without a
/// test each, that every one went to a point of its own on the board (a stone off the board
/// goes to a line that is no row, or to a row's bits past the board; one on a point already
/// taken adds nothing to the count).
/// Counted on SSE2 registers, four row masks (two rows, both colours) at a time.
#[inline(always)]
pub(crate) fn rows_hold(row_lines: &[u32; 32], rows: usize, stones: usize) -> bool {
    let bytes = |v: u8| m128i::from([v; 16]);
    let (mut overlap, mut counts) = (zeroed_m128i(), zeroed_m128i());
    let on_board = ((1u32 << rows) - 1) << REACH;
    for k in 0..8 {
        // Slots `4k..4k + 4`: row `2k`'s black and white, row `2k + 1`'s. Those past
        // the rows (the columns' lines, below 16 points a side) are left out.
        let masks: [u32; 4] = core::array::from_fn(|i| {
            let slot = 4 * k + i;
            if slot < 2 * rows {
                row_lines[slot] & on_board
            } else {
                0
            }
        });
        let q = m128i::from(masks);
        overlap = bitor_m128i(overlap, bitand_m128i(q, shr_imm_u64_m128i::<32>(q)));
        // Each byte's bit count (at most 8 a byte, 64 after the eight registers).
        let pairs = sub_i8_m128i(q, bitand_m128i(shr_imm_u16_m128i::<1>(q), bytes(0x55)));
        let quads = add_i8_m128i(
            bitand_m128i(pairs, bytes(0x33)),
            bitand_m128i(shr_imm_u16_m128i::<2>(pairs), bytes(0x33)),
        );
        let octets = bitand_m128i(
            add_i8_m128i(quads, shr_imm_u16_m128i::<4>(quads)),
            bytes(0x0F),
        );
        counts = add_i8_m128i(counts, octets);
    }
    let sums = sum_of_u8_abs_diff_m128i(counts, zeroed_m128i());
    let [total, _]: [u64; 2] = add_i64_m128i(sums, byte_shr_imm_u128_m128i::<8>(sums)).into();
    let [a, b]: [u64; 2] = overlap.into();
    a | b == 0 && total == stones as u64
}
