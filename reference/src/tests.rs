//! The reference's own tests: point names, boards of every size, and rule examples worked by
//! hand.

use super::*;
use crate::lines::{point_along, run_length};

#[test]
fn point_names_round_trip_over_the_whole_board() {
    for row in 0..Board::STANDARD_SIZE {
        for col in 0..Board::STANDARD_SIZE {
            let name = Board::point_name(col, row);
            assert_eq!(Board::parse_point(&name), Some((col, row)), "{name}");
        }
    }
}

#[test]
fn point_names_round_trip_on_every_size() {
    for size in Board::MIN_SIZE..=Board::MAX_SIZE {
        let mut names = 0;
        for row in 0..size {
            for col in 0..size {
                let name = Board::point_name_on(col, row, size);
                assert_eq!(
                    Board::parse_point_on(&name, size),
                    Some((col, row)),
                    "{name}"
                );
                names += 1;
            }
        }
        assert_eq!(names, size * size);
        // The first column and the first row past the edge are not points of the board.
        let past = char::from(b'a' + size as u8);
        if size < Board::MAX_SIZE {
            assert_eq!(Board::parse_point_on(&format!("{past}1"), size), None);
        }
        assert_eq!(Board::parse_point_on(&format!("a{}", size + 1), size), None);
        assert_eq!(Board::point_name_on(size, 0, size), format!("({size},0)"));
    }
}

#[test]
fn unsupported_sizes_are_refused() {
    for size in [0, 1, 4, 27, 30, usize::MAX] {
        assert_eq!(
            Board::with_size(size),
            Err(format!(
                "board size {size} is not supported: a side has 5 to 26 points"
            ))
        );
        assert!(Board::sized_from_names(size, &[], &[]).is_err());
    }
    // Point names of no board at all.
    assert_eq!(Board::parse_point_on("a27", 26), None);
    assert_eq!(Board::parse_point_on("{1", 26), None);
}

#[test]
fn parse_point_rejects_malformed_names_without_panicking() {
    for bad in [
        "",
        "h",
        "8",
        "h0",
        "h16",
        "p8",
        "h08",
        "h+8",
        "h-8",
        "h 8",
        " h8",
        "h8 ",
        "hh8",
        "é8",
        "h٨",
        "h１",
        "h999999999999999999999",
    ] {
        assert_eq!(Board::parse_point(bad), None, "{bad:?}");
    }
    assert_eq!(Board::parse_point("H8"), Some((7, 7)));
}

#[test]
fn point_along_stops_at_the_edge() {
    let b = Board::new();
    assert_eq!(point_along(&b, (0, 0), Direction::Horizontal, -1), None);
    assert_eq!(point_along(&b, (0, 0), Direction::AntiDiagonal, 1), None);
    assert_eq!(
        point_along(&b, (0, 14), Direction::AntiDiagonal, 1),
        Some((1, 13))
    );
    assert_eq!(point_along(&b, (14, 14), Direction::Diagonal, 1), None);
}

#[test]
fn point_along_stops_at_the_edge_of_each_size() {
    for size in [5, 19, 26] {
        let b = Board::with_size(size).unwrap();
        let last = size - 1;
        assert_eq!(point_along(&b, (last, 0), Direction::Horizontal, 1), None);
        assert_eq!(point_along(&b, (last, last), Direction::Vertical, 1), None);
        assert_eq!(
            point_along(&b, (last - 1, last - 1), Direction::Diagonal, 1),
            Some((last, last))
        );
        assert_eq!(
            point_along(&b, (last, last), Direction::Diagonal, -(last as isize)),
            Some((0, 0))
        );
        assert_eq!(
            point_along(&b, (0, last), Direction::AntiDiagonal, size as isize),
            None
        );
    }
    // 15x15's last column is inside a 19x19 board.
    let b = Board::with_size(19).unwrap();
    assert_eq!(
        point_along(&b, (14, 14), Direction::Diagonal, 1),
        Some((15, 15))
    );
}

#[test]
fn run_counting_is_per_colour_and_stops_at_other_stones() {
    // Row 8: black d8 e8 f8, white g8, black h8.
    let board = Board::from_names(&["d8", "e8", "f8", "h8"], &["g8"]).unwrap();
    assert_eq!(run_length(&board, (4, 7), Direction::Horizontal), 3);
    assert_eq!(run_length(&board, (6, 7), Direction::Horizontal), 1); // the white stone
    assert_eq!(run_length(&board, (7, 7), Direction::Horizontal), 1);
    assert_eq!(run_length(&board, (0, 0), Direction::Horizontal), 0); // empty
}

#[test]
fn setting_and_clearing_points() {
    let mut board = Board::default();
    assert_eq!(board, Board::new());
    assert!(board.set(14, 14, Some(Stone::White)));
    assert_eq!(board.get(14, 14), Some(Stone::White));
    assert!(board.set(14, 14, None));
    assert_eq!(board, Board::new());
    assert!(!board.set(0, 15, Some(Stone::Black)));
    let mut big = Board::with_size(26).unwrap();
    assert!(big.set(25, 25, Some(Stone::Black)));
    assert!(big.set(25, 25, None));
    assert_eq!(big, Board::with_size(26).unwrap());
    assert_ne!(Board::with_size(19).unwrap(), Board::with_size(20).unwrap());
    assert!(!board.set(usize::MAX, usize::MAX, Some(Stone::Black)));
    assert_eq!(board.get(usize::MAX, 0), None);
    assert_eq!(
        Board::point_name(usize::MAX, 0),
        format!("({},0)", usize::MAX)
    );
}
