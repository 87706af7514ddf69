//! The tables of a rule file, as the runtime reads them, made by the slow classifier: per
//! colour either the dense table of every [`Window`] and the table by seen index derived from
//! it, or, for the rules that judge wins by their ends past what a window shows
//! ([`RuleSettings::reads_wide_windows`](renju_vocab::RuleSettings::reads_wide_windows)), the
//! table by wide seen index ([`WideWindow`]); and the own-mask weights of either.
//!
//! This is what the build emits as Rust ([`generate`](crate::generate)) and what a rule file
//! loaded at run time is given in memory: one path for both. A class the tables cannot hold
//! is an error in the rule file, pointed at like every other: at the concept whose definition
//! gives it.

use crate::{ClassifyError, Spec, SpecError};
use renju_vocab::{
    Color, PatternClass, WideWindow, Window, REACH, SEEN_COUNT, WIDE_REACH, WIDE_SEEN_COUNT,
    WIDE_SIDE_CODES, WINDOW_LEN,
};
pub use renju_vocab::{ColorTables, LineTables};

/// The tables of one colour of `spec`: by window or by wide window as the spec's settings
/// need ([`RuleSettings::reads_wide_windows`](renju_vocab::RuleSettings::reads_wide_windows):
/// both colours of a rule read the same way). An error points at the concept at fault in the
/// spec's file.
pub fn color_tables(spec: &Spec, color: Color) -> Result<ColorTables, SpecError> {
    if spec.settings.reads_wide_windows() {
        let seen = wide_table(spec, color)?;
        let weights = wide_own_mask_weights(&seen);
        return Ok(ColorTables {
            lines: LineTables::Wide { seen },
            weights,
        });
    }
    let dense = classes(spec, color)?;
    let seen = seen_table(&dense).map_err(|message| {
        spec.concept_error(
            None,
            format!("{message}, for {color}: a class depends on a cell past an opponent stone, which the tables by seen index cannot hold"),
        )
    })?;
    let weights = own_mask_weights(&dense);
    Ok(ColorTables {
        lines: LineTables::Windows { dense, seen },
        weights,
    })
}

/// Checks that the tables of `spec` can be built, as the build builds them: for each colour,
/// every window (or wide window) has a class the tables hold. An error points at the concept
/// at fault in the spec's file.
pub fn check_tables(spec: &Spec) -> Result<(), SpecError> {
    color_tables(spec, Color::Black)?;
    if spec.settings.white != spec.settings.black {
        color_tables(spec, Color::White)?;
    }
    Ok(())
}

/// Builds the dense table of one colour of one spec: the class of every window, in index
/// order, each window read with its `O`s blocking ([`Concepts::classify_for`](crate::Concepts::classify_for)).
pub fn dense_table(spec: &Spec, color: Color) -> Result<Vec<u16>, crate::GenerateError> {
    classes(spec, color).map_err(crate::GenerateError::Classify)
}

/// The class bits of every window for one colour of `spec`, in index order.
fn classes(spec: &Spec, color: Color) -> Result<Vec<u16>, SpecError> {
    let rules = spec.settings.color(color);
    Window::all()
        .map(|w| {
            spec.concepts
                .classify_for(w, rules)
                .map(PatternClass::bits)
                .map_err(|e| spec.concept_error(Some(e.concept()), in_spec_terms(&e, color)))
        })
        .collect()
}

/// The table by wide seen index of one colour of `spec`: for each index, the class and tally
/// ([`PatternClass::table_word`]) of a wide window with that index (0 for indexes no window
/// has). One window per index is classified: what the centre cannot see (past an opponent
/// stone or the edge) cannot change a class, since every pattern is an unbroken stretch of
/// own stones and empty points through the centre (the test suite checks this on every wide
/// window of every rule that reads them).
pub fn wide_table(spec: &Spec, color: Color) -> Result<Vec<u16>, SpecError> {
    let rules = spec.settings.color(color);
    (0..WIDE_SEEN_COUNT as u16)
        .map(|index| match WideWindow::from_seen_index(index) {
            None => Ok(0),
            Some(w) => spec
                .concepts
                .classify_wide(w, rules)
                .map(PatternClass::table_word)
                .map_err(|e| spec.concept_error(Some(e.concept()), in_spec_terms(&e, color))),
        })
        .collect()
}

/// What a classification error means for the rule file, and what to write instead.
fn in_spec_terms(e: &ClassifyError, color: Color) -> String {
    let hint = match e {
        ClassifyError::ThreeOutOfReach { .. } => {
            "a class holds a three's straight-four points within 3 points of the stone: define `three` one move from a concept whose stones span at most 4 points, such as `straight-four`"
        }
        ClassifyError::TooManyFours { .. } => "define `four` one move from `five`, as RIF does",
    };
    format!("{e} (for {color}); {hint}")
}

/// Derives the table by seen index ([`renju_vocab::seen_index`]) from a dense table: the class
/// of each seen window as a [`PatternClass::table_word`] (class and tally; 0 for indexes no
/// window has). Fails, naming two windows, if windows
/// that see the same cells have different classes (a pattern reaching past an opponent stone),
/// since the seen table could then not stand in for the dense one.
pub fn seen_table(dense: &[u16]) -> Result<Vec<u16>, String> {
    let mut seen: Vec<Option<(Window, u16)>> = vec![None; SEEN_COUNT];
    for w in Window::all() {
        let class = dense.get(usize::from(w.index())).copied().unwrap_or(0);
        match &mut seen[usize::from(w.seen_index())] {
            slot @ None => *slot = Some((w, class)),
            Some((first, c)) if *c != class => {
                return Err(format!(
                    "windows {first} and {w} see the same cells but have classes {c} and {class}"
                ))
            }
            Some(_) => {}
        }
    }
    Ok(seen
        .into_iter()
        .map(|s| s.map_or(0, |(_, c)| PatternClass::from_bits(c).table_word()))
        .collect())
}

/// The weight of a class: 2 if it decides a verdict alone (a five, an overline, or two fours
/// in the line), else 1 if it is not "nothing", else 0.
fn weight(class: PatternClass) -> u8 {
    if class.five() || class.overline() || class.fours() >= 2 {
        2
    } else {
        u8::from(!class.is_nothing())
    }
}

/// The weights with the centre bit set: a stone on the point itself, which the judge sets to
/// fold the occupied test into the weight test, weighs 2.
fn with_occupied_centre(mut weights: Vec<u8>) -> Vec<u8> {
    for (own, weight) in weights.iter_mut().enumerate() {
        if own & 1 << REACH != 0 {
            *weight = 2;
        }
    }
    weights
}

/// The weight of each own-stone mask, from a dense table: entry `m` of the 2,048 is, over
/// the windows whose own cells are the 11-bit mask `m` (bit `k` = offset `k - 5`, the centre
/// bit clear), 2 if some class decides a verdict alone (a five, an overline, or two fours in
/// the line), else 1 if some class is not "nothing", else 0. The 1,024 masks with the centre
/// bit set (a stone on the point itself, which the judge sets to fold the occupied test
/// into this one) weigh 2.
///
/// A move's verdict can only be other than "allowed" if one line decides it alone or two
/// lines hold something, that is, if the weights of its four lines' own masks sum to 2 or
/// more: below that, the judge answers without looking up a class.
pub fn own_mask_weights(dense: &[u16]) -> Vec<u8> {
    let mut weights = vec![0u8; 1 << WINDOW_LEN];
    for w in Window::all() {
        let class =
            PatternClass::from_bits(dense.get(usize::from(w.index())).copied().unwrap_or(0));
        let own = usize::from(w.masks().0 & !(1 << REACH));
        weights[own] = weights[own].max(weight(class));
    }
    with_occupied_centre(weights)
}

/// [`own_mask_weights`] from a table by wide seen index: over every wide window (722,500),
/// the weight of its class at the mask of its own stones within 5 points.
pub fn wide_own_mask_weights(wide: &[u16]) -> Vec<u8> {
    // Each side once: its own stones within 5 (bit 0 nearest) and its code in the wide seen
    // index; the windows are then every pair of sides.
    let sides: Vec<(u16, usize)> = WideWindow::sides()
        .into_iter()
        .filter_map(|side| WideWindow::from_sides(side, [renju_vocab::Cell::Empty; WIDE_REACH]))
        .map(|w| {
            let (own, _, _) = w.masks();
            let own_left = (own >> 1) & 0b11111; // offsets -5..=-1, bit 0 = -5
            (own_left, usize::from(w.seen_index()) / WIDE_SIDE_CODES)
        })
        .collect();
    let mut weights = vec![0u8; 1 << WINDOW_LEN];
    for &(left_own, left_code) in &sides {
        for &(right_own_reversed, right_code) in &sides {
            // A left side read from the other direction is a right side: bit 0 (offset -5)
            // becomes offset +5.
            let right_own = reverse5(right_own_reversed);
            let class = PatternClass::from_bits(
                wide.get(left_code * WIDE_SIDE_CODES + right_code)
                    .copied()
                    .unwrap_or(0),
            );
            let own = usize::from(left_own | right_own << (REACH + 1));
            weights[own] = weights[own].max(weight(class));
        }
    }
    with_occupied_centre(weights)
}

/// The 5 low bits of `mask` in reverse order.
fn reverse5(mask: u16) -> u16 {
    (0..REACH as u16)
        .filter(|k| mask & (1 << k) != 0)
        .fold(0, |out, k| out | 1 << (REACH as u16 - 1 - k))
}
