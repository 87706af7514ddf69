//! The classes the tables hold: the dense table of a colour (the classifier over every
//! window), and what is derived from it (the table by seen index, the own-mask weights).
//! Identical tables are found once and shared. A class the tables cannot hold is an error in
//! the rule file, pointed at like every other: at the concept whose definition gives it.

use super::GenerateError;
use crate::{ClassifyError, Spec, SpecError};
use renju_vocab::{Color, FiveNeedsOpenEnds, PatternClass, Win, Window, SEEN_COUNT};

/// One distinct dense table and who uses it. Its identifier is its position (`TABLE_0`, ...),
/// never anything taken from a file name.
pub(super) struct Table {
    /// The class bits of every window, by index.
    pub(super) classes: Vec<u16>,
    /// The same by seen index ([`seen_table`]).
    pub(super) seen: Vec<u16>,
    /// `<variant> <colour>` of each user, in the order of the specs.
    pub(super) users: Vec<String>,
}

/// The distinct dense tables of `specs`, and for each spec the positions of its black and
/// white tables among them.
pub(super) fn distinct_tables(specs: &[Spec]) -> Result<(Vec<Table>, Vec<[usize; 2]>), SpecError> {
    let mut tables: Vec<Table> = Vec::new();
    let mut variant_tables: Vec<[usize; 2]> = Vec::new();
    // The classifier reads (concepts, win, five-needs-open-ends): classify each once.
    let mut computed: Vec<(&crate::Concepts, (Win, FiveNeedsOpenEnds), usize)> = Vec::new();
    for spec in specs {
        let mut pair = [0; 2];
        for (slot, color) in Color::ALL.into_iter().enumerate() {
            let rules = spec.settings.color(color);
            let win = (rules.win, rules.five_needs_open_ends);
            let user = format!("{} {}", spec.name, color);
            let known = computed
                .iter()
                .find(|(c, w, _)| **c == spec.concepts && *w == win)
                .map(|(_, _, i)| *i);
            let index = match known {
                Some(i) => i,
                None => {
                    let (classes, seen) = color_tables(spec, color)?;
                    let index = match tables.iter().position(|t| t.classes == classes) {
                        Some(i) => i,
                        None => {
                            tables.push(Table {
                                classes,
                                seen,
                                users: Vec::new(),
                            });
                            tables.len() - 1
                        }
                    };
                    computed.push((&spec.concepts, win, index));
                    index
                }
            };
            tables[index].users.push(user);
            pair[slot] = index;
        }
        variant_tables.push(pair);
    }
    Ok((tables, variant_tables))
}

/// Checks that the tables of `spec` can be built, as the build builds them: for each colour,
/// every window has a class the tables hold, and the table by seen index can be derived.
/// An error points at the concept at fault in the spec's file.
pub fn check_tables(spec: &Spec) -> Result<(), SpecError> {
    let [black, white] = Color::ALL.map(|c| {
        let rules = spec.settings.color(c);
        (rules.win, rules.five_needs_open_ends)
    });
    color_tables(spec, Color::Black)?;
    if white != black {
        color_tables(spec, Color::White)?;
    }
    Ok(())
}

/// The dense table and the table by seen index of one colour of `spec`.
fn color_tables(spec: &Spec, color: Color) -> Result<(Vec<u16>, Vec<u16>), SpecError> {
    let classes = classes(spec, color)?;
    let seen = seen_table(&classes).map_err(|message| {
        spec.concept_error(
            None,
            format!("{message}, for {color}: a class depends on a cell past an opponent stone, which the tables by seen index cannot hold"),
        )
    })?;
    Ok((classes, seen))
}

/// Builds the dense table of one colour of one spec: the class of every window, in index order.
pub fn dense_table(spec: &Spec, color: Color) -> Result<Vec<u16>, GenerateError> {
    classes(spec, color).map_err(GenerateError::Classify)
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

/// What a classification error means for the rule file, and what to write instead.
fn in_spec_terms(e: &ClassifyError, color: Color) -> String {
    let hint = match e {
        ClassifyError::ThreeOutOfReach { .. } => {
            "a class holds a three's straight-four points within 3 points of the stone: define `three` one move from a concept whose stones span at most 4 points, such as `straight-four`"
        }
        ClassifyError::TooManyFours { .. } => {
            "define `four` one move from `five`, as RIF does"
        }
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
    let mut weights = vec![0u8; 1 << renju_vocab::WINDOW_LEN];
    for w in Window::all() {
        let class =
            PatternClass::from_bits(dense.get(usize::from(w.index())).copied().unwrap_or(0));
        let weight = if class.five() || class.overline() || class.fours() >= 2 {
            2
        } else {
            u8::from(!class.is_nothing())
        };
        let own = usize::from(w.masks().0 & !(1 << renju_vocab::REACH));
        weights[own] = weights[own].max(weight);
    }
    // A stone on the point itself: the judge must look (and find the point occupied).
    for (own, weight) in weights.iter_mut().enumerate() {
        if own & 1 << renju_vocab::REACH != 0 {
            *weight = 2;
        }
    }
    weights
}
