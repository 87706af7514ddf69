//! The seen window: what of a window can matter to the stone at its centre.
//!
//! A pattern through the centre cannot reach past an opponent stone (or the board edge, which
//! reads as one), so on each side only the cells up to the nearest `O` matter: which of them
//! are own stones, and how far that `O` is. Windows that agree on that see the same line:
//!
//! ```text
//! .O.XX*.XO..    XO.XX*.XOXO    both: O.XX*.XO (the rest is hidden behind an O)
//! ```
//!
//! Each side's view is a 6-bit code (1..=63), so a seen window has one of 64 x 64 = 4,096
//! indexes: a table by seen index is 8 KB of `u16` classes against the dense table's 118 KB,
//! small enough to stay in L1. The generator derives it from the dense table and checks that
//! every window seeing the same cells has the same class.

use crate::{Window, REACH, WINDOW_LEN};

/// Number of seen indexes (`0..4096`; the codes of each side run `1..=63`, so some are unused).
pub const SEEN_COUNT: usize = 1 << (2 * SIDE_BITS);

/// Bits of one side's view code.
const SIDE_BITS: usize = REACH + 1;

/// One side's view, from its own and opponent masks with bit 0 the cell next to the centre and
/// bit 4 the farthest (bits above 4 ignored): a 1 bit just above the free cells before the
/// nearest opponent cell (or above all 5), below it the own stones among those free cells.
///
/// ```
/// use renju_vocab::side_view;
/// assert_eq!(side_view(0b00000, 0b00001), 0b1);      // `O`: blocked at once
/// assert_eq!(side_view(0b00011, 0b00100), 0b111);    // `XXO`
/// assert_eq!(side_view(0b11010, 0b00100), 0b110);    // `.XO` (the X X beyond are hidden)
/// assert_eq!(side_view(0b00000, 0b00000), 0b100000); // `.....`: nothing in reach
/// ```
pub const fn side_view(own: u8, opponent: u8) -> u8 {
    // The lowest opponent bit, or bit 5 when the side is open.
    let blocker = (opponent | 1 << REACH) & (opponent | 1 << REACH).wrapping_neg();
    blocker | (own & blocker.wrapping_sub(1))
}

/// The 5 low bits of `mask` in reverse order.
const fn reverse5(mask: u16) -> u8 {
    let mut out = 0;
    let mut k = 0;
    while k < REACH {
        if mask & (1 << k) != 0 {
            out |= 1 << (REACH - 1 - k);
        }
        k += 1;
    }
    out
}

/// The seen index of the window with these 11-bit own and opponent masks (bit `k` = offset
/// `k - 5`, as [`Window::masks`]; the centre bit is ignored): the left side's view times 64
/// plus the right side's.
///
/// ```
/// use renju_vocab::{seen_index, Window};
/// let a: Window = ".O.XX*.XO..".parse().unwrap();
/// let b: Window = "XO.XX*.XOXO".parse().unwrap();
/// assert_eq!(a.seen_index(), b.seen_index());
/// let (own, opponent) = a.masks();
/// assert_eq!(seen_index(own, opponent), a.seen_index());
/// ```
pub const fn seen_index(own: u16, opponent: u16) -> u16 {
    (seen_left(own, opponent) as u16) << SIDE_BITS | seen_right(own, opponent) as u16
}

/// The left side's view (offsets -1 to -5) of 11-bit window masks.
pub const fn seen_left(own: u16, opponent: u16) -> u8 {
    side_view(reverse5(own), reverse5(opponent))
}

/// The right side's view (offsets +1 to +5) of 11-bit window masks.
pub const fn seen_right(own: u16, opponent: u16) -> u8 {
    const LOW: u16 = (1 << REACH) - 1;
    side_view(
        ((own >> (REACH + 1)) & LOW) as u8,
        ((opponent >> (REACH + 1)) & LOW) as u8,
    )
}

impl Window {
    /// The window's seen index (`0..4096`): equal for windows whose cells up to the nearest
    /// opponent cell on each side agree. See [`seen_index`].
    pub const fn seen_index(self) -> u16 {
        let (own, opponent) = self.masks();
        seen_index(own, opponent)
    }
}

const _: () = assert!(WINDOW_LEN == 2 * REACH + 1 && SIDE_BITS == 6);

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    #[test]
    fn side_codes_are_one_to_one_on_what_is_seen() {
        // 5 cells, each own/empty up to the first opponent: 1 + 2 + 4 + 8 + 16 blocked views
        // and 32 open ones, 63 in all, coded 1..=63.
        let mut codes = std::collections::BTreeSet::new();
        for own in 0..32u8 {
            for opponent in 0..32u8 {
                if own & opponent == 0 {
                    codes.insert(side_view(own, opponent));
                }
            }
        }
        assert_eq!(codes.len(), 63);
        assert_eq!((codes.first(), codes.last()), (Some(&1), Some(&63)));
    }

    #[test]
    fn hidden_cells_do_not_change_the_index() {
        let i = |s: &str| s.parse::<Window>().expect("window").seen_index();
        assert_eq!(i("XXXXO*OXXXX"), i("....O*O...."));
        // Left of the O at -1 nothing is seen; without it, where the X stands counts.
        assert_eq!(i("...XO*....."), i("..X.O*....."));
        assert_ne!(i("...X.*....."), i("..X..*....."));
        // An edge five cells away is seen: it closes the side.
        assert_ne!(i("O....*....."), i(".....*....."));
    }
}
