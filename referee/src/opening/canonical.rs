//! The 26 canonical openings: every first three moves under the RIF squares (black in the
//! centre, white in the central 3x3 square, black in the central 5x5 square) is, up to the 8
//! symmetries of the board about its centre, one of 26 positions, 13 "direct" (white's stone
//! beside the centre on its row or column) and 13 "indirect" (white's stone diagonal to it),
//! each with a code and a traditional name.
//!
//! The table: the codes and names as the RIF's list of the 26 openings and Wikipedia's
//! "Renju opening pattern" give them (diagrams numbered 1 to 13 for each kind), with white's
//! second stone at h9 (direct) or i9 (indirect) and black's third where the table says; the
//! order and the positions cross-checked against AbstractPlay's list of canonical openings
//! (`canonicalOpenings` in its renju game), which lists the same 26 third moves in the same
//! order.

use crate::opening::symmetry::Transform;
use renju::Point;

/// One of the 26 openings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CanonicalOpening {
    /// Its code: `D1` .. `D13` (direct), `I1` .. `I13` (indirect).
    pub code: &'static str,
    /// Its traditional name: `Kansei`, `Kagetsu`, ….
    pub name: &'static str,
    /// Its stones on 15x15, black h8, white h9 (direct) or i9 (indirect), black the third.
    pub moves: [&'static str; 3],
}

const fn opening(
    code: &'static str,
    name: &'static str,
    second: &'static str,
    third: &'static str,
) -> CanonicalOpening {
    CanonicalOpening {
        code,
        name,
        moves: ["h8", second, third],
    }
}

/// The 26 openings, D1 .. D13 then I1 .. I13.
pub const CANONICAL_OPENINGS: [CanonicalOpening; 26] = [
    opening("D1", "Kansei", "h9", "h10"),
    opening("D2", "Keigetsu", "h9", "i10"),
    opening("D3", "Sosei", "h9", "j10"),
    opening("D4", "Kagetsu", "h9", "i9"),
    opening("D5", "Zangetsu", "h9", "j9"),
    opening("D6", "Ugetsu", "h9", "i8"),
    opening("D7", "Kinsei", "h9", "j8"),
    opening("D8", "Shogetsu", "h9", "h7"),
    opening("D9", "Kyugetsu", "h9", "i7"),
    opening("D10", "Shingetsu", "h9", "j7"),
    opening("D11", "Zuisei", "h9", "h6"),
    opening("D12", "Sangetsu", "h9", "i6"),
    opening("D13", "Yusei", "h9", "j6"),
    opening("I1", "Chosei", "i9", "j10"),
    opening("I2", "Kyogetsu", "i9", "j9"),
    opening("I3", "Kosei", "i9", "j8"),
    opening("I4", "Suigetsu", "i9", "j7"),
    opening("I5", "Ryusei", "i9", "j6"),
    opening("I6", "Ungetsu", "i9", "i8"),
    opening("I7", "Hogetsu", "i9", "i7"),
    opening("I8", "Rangetsu", "i9", "i6"),
    opening("I9", "Gingetsu", "i9", "h7"),
    opening("I10", "Myojo", "i9", "h6"),
    opening("I11", "Shagetsu", "i9", "g7"),
    opening("I12", "Meigetsu", "i9", "g6"),
    opening("I13", "Suisei", "i9", "f6"),
];

/// The offset of `p` from the centre of a board of `size`, as on 15x15 from h8.
fn offset(p: Point, size: usize) -> (i32, i32) {
    let c = (size / 2) as i32;
    (p.col() as i32 - c, p.row() as i32 - c)
}

/// The offset from h8 of a 15x15 point's name (the table's names are points: a test holds
/// every one to its opening).
fn table_offset(name: &str) -> (i32, i32) {
    name.parse::<Point>().map_or((99, 99), |p| offset(p, 15))
}

/// Every first three moves under the RIF squares as its opening's index in the table, worked
/// out once from the table and the 8 symmetries: by the second move's offset from the centre
/// (3x3) and the third's (5x5), `u8::MAX` where there is no opening (the third on the second,
/// or on the centre).
fn classes() -> &'static [[u8; 25]; 9] {
    static CLASSES: std::sync::OnceLock<[[u8; 25]; 9]> = std::sync::OnceLock::new();
    CLASSES.get_or_init(|| {
        let mut classes = [[u8::MAX; 25]; 9];
        for (i, opening) in CANONICAL_OPENINGS.iter().enumerate() {
            let (second, third) = (
                table_offset(opening.moves[1]),
                table_offset(opening.moves[2]),
            );
            for t in Transform::ALL {
                let ((sx, sy), (tx, ty)) = (t.apply(second), t.apply(third));
                classes[((sy + 1) * 3 + sx + 1) as usize][((ty + 2) * 5 + tx + 2) as usize] =
                    i as u8;
            }
        }
        classes
    })
}

/// Which of the 26 openings the first three moves `moves` (black, white, black) make on a
/// board of `size` points a side (odd), if they lie in the RIF squares: the first at the
/// centre, the second in the 3x3 square, the third in the 5x5 square, all distinct.
///
/// ```
/// use renju::point;
/// use renju_referee::opening::classify;
/// assert_eq!(classify([point!(h8), point!(h9), point!(i9)], 15).map(|o| o.code), Some("D4"));
/// // The same opening turned a quarter: still Kagetsu.
/// assert_eq!(classify([point!(h8), point!(g8), point!(g9)], 15).map(|o| o.name), Some("Kagetsu"));
/// assert_eq!(classify([point!(h8), point!(i9), point!(i7)], 15).map(|o| o.code), Some("I7"));
/// assert_eq!(classify([point!(h8), point!(h10), point!(i9)], 15), None);
/// ```
pub fn classify(moves: [Point; 3], size: usize) -> Option<&'static CanonicalOpening> {
    if size.is_multiple_of(2) {
        return None;
    }
    let [first, second, third] = moves.map(|p| offset(p, size));
    let within = |(x, y): (i32, i32), reach: i32| x.abs() <= reach && y.abs() <= reach;
    if first != (0, 0)
        || !within(second, 1)
        || second == (0, 0)
        || !within(third, 2)
        || third == (0, 0)
        || third == second
    {
        return None;
    }
    let ((sx, sy), (tx, ty)) = (second, third);
    let i = classes()[((sy + 1) * 3 + sx + 1) as usize][((ty + 2) * 5 + tx + 2) as usize];
    CANONICAL_OPENINGS.get(usize::from(i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{HashMap, HashSet};

    /// Every first three moves under the RIF squares on 15x15: 8 second moves, 23 third.
    fn all_rif_openings() -> Vec<[Point; 3]> {
        let centre = Point::new(7, 7).expect("h8");
        let around = |reach: i32| {
            (-reach..=reach).flat_map(move |dx| {
                (-reach..=reach)
                    .filter_map(move |dy| Point::new((7 + dx) as usize, (7 + dy) as usize))
            })
        };
        let mut all = Vec::new();
        for second in around(1).filter(|&p| p != centre) {
            for third in around(2).filter(|&p| p != centre && p != second) {
                all.push([centre, second, third]);
            }
        }
        all
    }

    #[test]
    fn the_184_rif_openings_fall_into_exactly_26_classes_each_named_once() {
        let all = all_rif_openings();
        assert_eq!(all.len(), 8 * 23);
        let mut classes: HashMap<&str, usize> = HashMap::new();
        for moves in &all {
            let opening = classify(*moves, 15).unwrap_or_else(|| panic!("{moves:?} has no class"));
            *classes.entry(opening.code).or_default() += 1;
        }
        assert_eq!(classes.len(), 26);
        // Each class is an orbit of the 8 symmetries: 8 positions, or 4 when one of them
        // (a reflection) keeps the position: the openings whose third stone lies on white's
        // own line of symmetry (D1, D8, D11 on column h; I1, I11, I13 on the diagonal through i9).
        let self_symmetric = ["D1", "D8", "D11", "I1", "I11", "I13"];
        for (code, n) in &classes {
            let expected = if self_symmetric.contains(code) { 4 } else { 8 };
            assert_eq!(*n, expected, "{code}");
        }
        let names: HashSet<&str> = CANONICAL_OPENINGS.iter().map(|o| o.name).collect();
        let codes: HashSet<&str> = CANONICAL_OPENINGS.iter().map(|o| o.code).collect();
        assert_eq!((names.len(), codes.len()), (26, 26));
    }

    #[test]
    fn the_class_is_the_same_under_every_symmetry_of_the_board() {
        for moves in all_rif_openings() {
            let class = classify(moves, 15);
            for t in Transform::ALL {
                assert_eq!(
                    classify(moves.map(|p| t.on_board(p, 15)), 15),
                    class,
                    "{moves:?} under {t:?}"
                );
            }
        }
    }

    #[test]
    fn the_table_states_each_opening_in_its_standard_form() {
        for o in CANONICAL_OPENINGS {
            let moves = o.moves.map(|name| name.parse::<Point>().expect("a point"));
            assert_eq!(classify(moves, 15), Some(&o), "{}", o.code);
            let direct = o.code.starts_with('D');
            assert_eq!(o.moves[1], if direct { "h9" } else { "i9" });
        }
        // On 19x19 the same shapes about its centre, j10.
        let on19 = ["j10", "j11", "k11"].map(|n| n.parse::<Point>().expect("a point"));
        assert_eq!(classify(on19, 19).map(|o| o.code), Some("D4"));
        assert_eq!(
            classify(on19, 20),
            None,
            "an even board has no centre point"
        );
    }
}
