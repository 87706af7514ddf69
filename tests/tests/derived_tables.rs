//! The tables the generator derives from a dense table for the hot path: the seen table
//! (classes by what a window can see, `renju_vocab::seen_index`) and the own-mask weights.
//! (That both agree with the real tables on every window is checked in the runtime's unit
//! tests; here, that the derivations refuse or weigh what they must, on made-up tables.)
//!
//! Window pictures: 11 characters, offsets -5..=+5 from the point under test `*`; `X` own
//! stone, `O` opponent stone or the board edge, `.` empty.

use renju_codegen::{own_mask_weights, seen_table};
use renju_vocab::{PatternClass, StraightFourPoints, Window, SEEN_COUNT, WINDOW_COUNT};

fn window(text: &str) -> Window {
    text.parse().expect("window picture")
}

/// A dense table giving `class` to the windows listed and "nothing" to every other.
fn dense_with(entries: &[(&str, PatternClass)]) -> Vec<u16> {
    let mut dense = vec![0u16; WINDOW_COUNT];
    for (text, class) in entries {
        dense[usize::from(window(text).index())] = class.bits();
    }
    dense
}

const FIVE: PatternClass = PatternClass::new(true, false, 0, false, StraightFourPoints::NONE);
const ONE_FOUR: PatternClass = PatternClass::new(false, false, 1, false, StraightFourPoints::NONE);

#[test]
fn a_class_that_depends_on_a_hidden_cell_is_refused_naming_both_windows() {
    // `XXXXO*.....` and `....O*.....` see the same cells (the O at -1 hides the rest), so a
    // table giving only the first a class cannot be read by seen index.
    let dense = dense_with(&[("XXXXO*.....", FIVE)]);
    let err = seen_table(&dense).unwrap_err();
    assert!(err.contains("XXXXO*....."), "{err}");
    assert!(err.contains("see the same cells"), "{err}");
}

#[test]
fn the_seen_table_holds_each_class_at_its_seen_index() {
    // `.XXXX*.....` (a five: 4 + the stone, -5 empty) holds no opponent cell, so nothing in
    // it is hidden and no other window shares its seen index.
    let dense = dense_with(&[(".XXXX*.....", FIVE)]);
    let seen = seen_table(&dense).expect("consistent");
    assert_eq!(seen.len(), SEEN_COUNT);
    let i = usize::from(window(".XXXX*.....").seen_index());
    assert_eq!(seen[i], FIVE.bits());
    assert_eq!(seen.iter().filter(|&&c| c != 0).count(), 1);
}

#[test]
fn weights_are_two_for_a_deciding_class_one_for_another_zero_for_nothing() {
    // Own masks (bit k = offset k - 5): `.XXXX*.....` has own bits 1-4, `...XX*.....` bits
    // 3-4, and `....X*.....` bit 4. The first is given a five (decides alone), the second a
    // single four (not alone), the third nothing.
    let dense = dense_with(&[(".XXXX*.....", FIVE), ("O..XX*.....", ONE_FOUR)]);
    let weights = own_mask_weights(&dense);
    assert_eq!(weights.len(), 2048);
    assert_eq!(weights[0b000_0001_1110], 2);
    // Another window with the same own stones (`...XX*....O`) has class nothing: the weight
    // is the most over all of them.
    assert_eq!(weights[0b000_0001_1000], 1);
    assert_eq!(weights[0b000_0001_0000], 0);
    // Among the masks with the centre clear, only those two weigh anything; every mask with
    // the centre set (the point holds a stone) weighs 2, so the judge looks at it.
    let centre = 1 << 5;
    let clear = weights.iter().enumerate().filter(|&(m, _)| m & centre == 0);
    assert_eq!(clear.filter(|&(_, &w)| w != 0).count(), 2);
    assert!((0..2048)
        .filter(|m| m & centre != 0)
        .all(|m| weights[m] == 2));
}
