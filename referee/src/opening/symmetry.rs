//! When two positions are "the same": the 8 symmetries of a square board about its centre,
//! and, for the `pattern` reading of symmetrical offers, the same maps with any shift of the
//! stones (the board's edges ignored).
//!
//! Stones keep their colours: a map must send each black stone onto a black stone and each
//! white one onto a white one.

use crate::opening::spec::SymmetryReading;
use crate::stone::Move;
use renju::{Color, Point};
use std::fmt;

/// One of the 8 symmetries of a square: the identity, three rotations, four reflections.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    /// Nothing moves.
    Identity,
    /// A quarter turn anticlockwise.
    QuarterTurn,
    /// A half turn.
    HalfTurn,
    /// A quarter turn clockwise.
    ThreeQuarterTurn,
    /// The reflection that swaps left and right (in a vertical line).
    MirrorColumns,
    /// The reflection that swaps top and bottom (in a horizontal line).
    MirrorRows,
    /// The reflection in the diagonal from the lower left corner to the upper right one.
    MainDiagonal,
    /// The reflection in the diagonal from the upper left corner to the lower right one.
    AntiDiagonal,
}

impl Transform {
    /// All 8, the identity first.
    pub const ALL: [Transform; 8] = [
        Transform::Identity,
        Transform::QuarterTurn,
        Transform::HalfTurn,
        Transform::ThreeQuarterTurn,
        Transform::MirrorColumns,
        Transform::MirrorRows,
        Transform::MainDiagonal,
        Transform::AntiDiagonal,
    ];

    /// `(x, y)` moved about the origin (x to the right, y up).
    pub fn apply(self, (x, y): (i32, i32)) -> (i32, i32) {
        match self {
            Transform::Identity => (x, y),
            Transform::QuarterTurn => (-y, x),
            Transform::HalfTurn => (-x, -y),
            Transform::ThreeQuarterTurn => (y, -x),
            Transform::MirrorColumns => (-x, y),
            Transform::MirrorRows => (x, -y),
            Transform::MainDiagonal => (y, x),
            Transform::AntiDiagonal => (-y, -x),
        }
    }

    /// `p` moved about the centre of a board of `size` points a side (a point of the board
    /// goes to a point of the board).
    ///
    /// ```
    /// use renju::point;
    /// use renju_referee::opening::Transform;
    /// assert_eq!(Transform::QuarterTurn.on_board(point!(i9), 15), point!(g9));
    /// assert_eq!(Transform::MirrorColumns.on_board(point!(a1), 15), point!(o1));
    /// ```
    pub fn on_board(self, p: Point, size: usize) -> Point {
        let last = size as i32 - 1;
        // Doubled coordinates about the centre, so that an even board's centre (between
        // points) is whole too.
        let (x, y) = (2 * p.col() as i32 - last, 2 * p.row() as i32 - last);
        let (x, y) = self.apply((x, y));
        let col = ((x + last) / 2) as usize;
        let row = ((y + last) / 2) as usize;
        Point::new(col, row).unwrap_or(p)
    }

    /// The symmetry in words, about the centre of a board of `size` points a side: `a
    /// quarter turn anticlockwise about h8`, `the reflection in the diagonal a1-o15`, ….
    pub fn words(self, size: usize) -> String {
        let name = |col: usize, row: usize| {
            Point::new(col, row).map_or_else(String::new, |p| p.to_string())
        };
        let last = size - 1;
        let centre = if size % 2 == 1 {
            name(size / 2, size / 2)
        } else {
            "the board's centre".to_string()
        };
        let middle_column = if size % 2 == 1 {
            format!("column {}", char::from(b'a' + (size / 2) as u8))
        } else {
            "the middle line".to_string()
        };
        let middle_row = if size % 2 == 1 {
            format!("row {}", size / 2 + 1)
        } else {
            "the middle line".to_string()
        };
        match self {
            Transform::Identity => "the identity".to_string(),
            Transform::QuarterTurn => format!("a quarter turn anticlockwise about {centre}"),
            Transform::HalfTurn => format!("a half turn about {centre}"),
            Transform::ThreeQuarterTurn => format!("a quarter turn clockwise about {centre}"),
            Transform::MirrorColumns => format!("the reflection in {middle_column}"),
            Transform::MirrorRows => format!("the reflection in {middle_row}"),
            Transform::MainDiagonal => format!(
                "the reflection in the diagonal {}-{}",
                name(0, 0),
                name(last, last)
            ),
            Transform::AntiDiagonal => format!(
                "the reflection in the diagonal {}-{}",
                name(0, last),
                name(last, 0)
            ),
        }
    }
}

/// A column at doubled coordinate `x2` (`2 * col`): `column h`, or `the line between columns
/// h and i` for an odd `x2`.
fn column_line(x2: i32) -> String {
    let letter = |c: i32| {
        u8::try_from(c)
            .ok()
            .filter(|&c| c < 26)
            .map_or('?', |c| char::from(b'a' + c))
    };
    if x2 % 2 == 0 {
        format!("column {}", letter(x2 / 2))
    } else {
        format!(
            "the line between columns {} and {}",
            letter((x2 - 1) / 2),
            letter((x2 + 1) / 2)
        )
    }
}

/// A row at doubled coordinate `y2` (`2 * row`, row 0 the bottom one): `row 8`, or `the line
/// between rows 7 and 8`.
fn row_line(y2: i32) -> String {
    if y2 % 2 == 0 {
        format!("row {}", y2 / 2 + 1)
    } else {
        format!(
            "the line between rows {} and {}",
            (y2 - 1) / 2 + 1,
            (y2 + 1) / 2 + 1
        )
    }
}

/// A point at doubled coordinates: `h8`, or the middle of the points around it.
fn centre_words(x2: i32, y2: i32) -> String {
    let letter = |c: i32| {
        u8::try_from(c)
            .ok()
            .filter(|&c| c < 26)
            .map_or('?', |c| char::from(b'a' + c))
    };
    let name = |x: i32, y: i32| format!("{}{}", letter(x), y + 1);
    match (x2 % 2 == 0, y2 % 2 == 0) {
        (true, true) => name(x2 / 2, y2 / 2),
        (false, true) => format!(
            "the middle of {} and {}",
            name((x2 - 1) / 2, y2 / 2),
            name((x2 + 1) / 2, y2 / 2)
        ),
        (true, false) => format!(
            "the middle of {} and {}",
            name(x2 / 2, (y2 - 1) / 2),
            name(x2 / 2, (y2 + 1) / 2)
        ),
        (false, false) => format!(
            "the middle of the square {}-{}",
            name((x2 - 1) / 2, (y2 - 1) / 2),
            name((x2 + 1) / 2, (y2 + 1) / 2)
        ),
    }
}

/// A shift in words: `2 columns right and 1 row down`.
fn shift_words(dx: i32, dy: i32) -> String {
    let part = |n: i32, ahead: &str, back: &str| match n {
        0 => None,
        1 => Some(format!("1 {ahead}")),
        -1 => Some(format!("1 {back}")),
        n if n > 0 => Some(format!("{n} {ahead}s")),
        n => Some(format!("{} {back}s", -n)),
    };
    [
        part(dx, "column right", "column left"),
        part(dy, "row up", "row down"),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>()
    .join(" and ")
}

/// A map of the stones (a symmetry about the origin, then the shift `(dx, dy)`) in words, as
/// the one motion of the plane it is: a shift, a turn about a point, a reflection in a line,
/// or a reflection followed by a shift along its line.
fn motion_words(transform: Transform, (dx, dy): (i32, i32)) -> String {
    let glide = |along: String| {
        if along.is_empty() {
            String::new()
        } else {
            format!(", then a shift by {along}")
        }
    };
    match transform {
        Transform::Identity => format!("a shift by {}", shift_words(dx, dy)),
        // The fixed point c of p -> R p + t, doubled: (I - R) c = t.
        Transform::HalfTurn => format!("a half turn about {}", centre_words(dx, dy)),
        Transform::QuarterTurn => format!(
            "a quarter turn anticlockwise about {}",
            centre_words(dx - dy, dx + dy)
        ),
        Transform::ThreeQuarterTurn => format!(
            "a quarter turn clockwise about {}",
            centre_words(dx + dy, dy - dx)
        ),
        // x -> dx - x: the line x = dx / 2, and a shift along it.
        Transform::MirrorColumns => format!(
            "the reflection in {}{}",
            column_line(dx),
            glide(shift_words(0, dy))
        ),
        Transform::MirrorRows => format!(
            "the reflection in {}{}",
            row_line(dy),
            glide(shift_words(dx, 0))
        ),
        // (x, y) -> (y + dx, x + dy): the line y = x + (dy - dx) / 2, and a shift along it.
        Transform::MainDiagonal | Transform::AntiDiagonal => {
            // The shift along the line, doubled (an odd one is half a step of the diagonal).
            let (along2, parallel) = if transform == Transform::MainDiagonal {
                (dx + dy, "a1-o15")
            } else {
                (dx - dy, "a15-o1")
            };
            let along = match along2 {
                0 => String::new(),
                n if n % 2 != 0 => "half a point along it".to_string(),
                n if transform == Transform::MainDiagonal => shift_words(n / 2, n / 2),
                n => shift_words(n / 2, -n / 2),
            };
            format!(
                "the reflection in a line parallel to the diagonal {parallel}{}",
                glide(along)
            )
        }
    }
}

/// What maps one position onto another: a symmetry, and for the `pattern` reading a shift
/// after it (columns right, rows up).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Symmetry {
    /// The symmetry.
    pub transform: Transform,
    /// The shift after it (`(0, 0)` for the board's own symmetries).
    pub shift: (i32, i32),
    /// Whether it is one of the board's symmetries about its centre (else a map of the
    /// stones alone, edges ignored).
    pub on_board: bool,
    /// The board's side, for the words.
    pub size: usize,
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.on_board {
            f.write_str(&self.transform.words(self.size))
        } else {
            f.write_str(&motion_words(self.transform, self.shift))
        }
    }
}

/// A position as coloured coordinates, sorted: what two positions are compared as.
fn sorted(stones: impl Iterator<Item = (i32, i32, Color)>) -> Vec<(i32, i32, u8)> {
    let mut v: Vec<(i32, i32, u8)> = stones
        .map(|(x, y, c)| (x, y, u8::from(c == Color::White)))
        .collect();
    v.sort_unstable();
    v
}

/// The first symmetry (of the reading) that maps the stones `a` onto the stones `b`, colours
/// kept, on a board of `size` points a side; `None` if none does. The identity counts only
/// when the two are the same position.
///
/// The example of the PyPI package `renju`'s README: after h8 h9 h7 h6, the offers i8 and i7
/// are symmetrical for the `pattern` reading (a reflection between rows 7 and 8), not for the
/// `board` one (no symmetry of the board about h8 maps the one onto the other).
///
/// ```
/// use renju::{point, Color};
/// use renju_referee::Move;
/// use renju_referee::opening::{find_symmetry, SymmetryReading};
/// let stone = |point, color| Move { point, color };
/// let base = [stone(point!(h8), Color::Black), stone(point!(h9), Color::White), stone(point!(h7), Color::Black), stone(point!(h6), Color::White)];
/// let with = |p| { let mut v = base.to_vec(); v.push(stone(p, Color::Black)); v };
/// let (i8, i7) = (with(point!(i8)), with(point!(i7)));
/// assert!(find_symmetry(SymmetryReading::Board, &i8, &i7, 15).is_none());
/// let found = find_symmetry(SymmetryReading::Pattern, &i8, &i7, 15).unwrap();
/// assert_eq!(found.to_string(), "the reflection in the line between rows 7 and 8");
/// ```
pub fn find_symmetry(
    reading: SymmetryReading,
    a: &[Move],
    b: &[Move],
    size: usize,
) -> Option<Symmetry> {
    if a.len() != b.len() {
        return None;
    }
    let target_board = sorted(
        b.iter()
            .map(|m| (m.point.col() as i32, m.point.row() as i32, m.color)),
    );
    let min = |v: &[(i32, i32, u8)]| {
        (
            v.iter().map(|s| s.0).min().unwrap_or(0),
            v.iter().map(|s| s.1).min().unwrap_or(0),
        )
    };
    for transform in Transform::ALL {
        match reading {
            SymmetryReading::Board => {
                let image = sorted(a.iter().map(|m| {
                    let p = transform.on_board(m.point, size);
                    (p.col() as i32, p.row() as i32, m.color)
                }));
                if image == target_board {
                    return Some(Symmetry {
                        transform,
                        shift: (0, 0),
                        on_board: true,
                        size,
                    });
                }
            }
            SymmetryReading::Pattern => {
                let image = sorted(a.iter().map(|m| {
                    let (x, y) = transform.apply((m.point.col() as i32, m.point.row() as i32));
                    (x, y, m.color)
                }));
                let (ix, iy) = min(&image);
                let (tx, ty) = min(&target_board);
                let (dx, dy) = (tx - ix, ty - iy);
                let shifted: Vec<(i32, i32, u8)> =
                    image.iter().map(|&(x, y, c)| (x + dx, y + dy, c)).collect();
                if shifted == target_board {
                    return Some(Symmetry {
                        transform,
                        shift: (dx, dy),
                        on_board: false,
                        size,
                    });
                }
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_transform_keeps_the_board_and_the_centre() {
        for size in [5, 15, 20] {
            for t in Transform::ALL {
                let mut seen = std::collections::HashSet::new();
                for p in Point::all_of(size) {
                    let q = t.on_board(p, size);
                    assert!(q.is_on_board_of(size), "{t:?} {p}");
                    seen.insert(q);
                }
                assert_eq!(
                    seen.len(),
                    size * size,
                    "{t:?} is one to one on {size}x{size}"
                );
            }
        }
        let h8 = Point::new(7, 7).expect("h8");
        assert!(Transform::ALL.iter().all(|t| t.on_board(h8, 15) == h8));
    }

    /// The three-stone openings of swap2 on 15x15 (two black stones, one white, anywhere)
    /// up to the 8 symmetries of the board: 703,934 classes, by Burnside's count worked by
    /// hand. The identity keeps all C(225, 2) x 223 = 5,619,600 positions. A quarter turn
    /// keeps none: white would have to be the centre, and the black pair a pair the turn
    /// swaps, but a point the turn sends to q and q back to it is the centre. A half turn
    /// keeps white at the centre with a black pair it swaps: 224 / 2 = 112. A reflection
    /// keeps white on its line (15 points) with the black pair both on the line (C(14, 2) =
    /// 91) or swapped across it (210 / 2 = 105): 15 x 196 = 2,940 each. So
    /// (5,619,600 + 112 + 4 x 2,940) / 8 = 703,934 (the often-quoted 702,450 = 5,619,600 / 8
    /// forgets the positions a symmetry keeps). The test counts the classes directly, as the
    /// positions that are the least of their 8 images, and the reflections' fixed positions.
    #[test]
    fn three_stone_swap2_openings_fall_into_703934_classes() {
        let size = 15;
        let points: Vec<Point> = Point::all_of(size).collect();
        let index = |p: Point| (p.row() * size + p.col()) as u32;
        // A position as one number: the two black stones in order, then the white one.
        let key = |b1: u32, b2: u32, w: u32| {
            let (lo, hi) = if b1 < b2 { (b1, b2) } else { (b2, b1) };
            (u64::from(lo) << 20) | (u64::from(hi) << 10) | u64::from(w)
        };
        let maps: Vec<Vec<u32>> = Transform::ALL
            .iter()
            .map(|t| points.iter().map(|&p| index(t.on_board(p, size))).collect())
            .collect();
        let (mut classes, mut positions, mut fixed_by_reflections) = (0u64, 0u64, 0u64);
        for b1 in 0..points.len() {
            for b2 in b1 + 1..points.len() {
                for w in 0..points.len() {
                    if w == b1 || w == b2 {
                        continue;
                    }
                    positions += 1;
                    let own = key(b1 as u32, b2 as u32, w as u32);
                    let images = maps.iter().map(|m| key(m[b1], m[b2], m[w]));
                    if images.clone().all(|image| own <= image) {
                        classes += 1;
                    }
                    fixed_by_reflections += maps[4..]
                        .iter()
                        .filter(|m| key(m[b1], m[b2], m[w]) == own)
                        .count() as u64;
                }
            }
        }
        assert_eq!(positions, 5_619_600);
        assert_eq!(fixed_by_reflections, 4 * 2_940);
        assert_eq!(classes, 703_934);
    }
}
