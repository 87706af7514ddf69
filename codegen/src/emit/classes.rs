//! The distinct tables of a set of specs ([`crate::tables`] for each colour of each spec):
//! identical tables are found once and shared, each emitted under its position.

use crate::tables::{color_tables, ColorTables};
use crate::{Spec, SpecError};
use renju_vocab::{Color, ColorRules};

/// One distinct table and who uses it. Its identifier is its position (`TABLE_0`, ...), never
/// anything taken from a file name.
pub(super) struct Table {
    /// The tables.
    pub(super) tables: ColorTables,
    /// `<variant> <colour>` of each user, in the order of the specs.
    pub(super) users: Vec<String>,
}

/// What the classifier reads of a colour: its concepts, its wins (the forbidden moves are the
/// runtime's), and whether the rule reads wide windows.
type ClassifierInput<'a> = (&'a crate::Concepts, ColorRules, bool);

/// The distinct tables of `specs`, and for each spec the positions of its black and white
/// tables among them.
pub(super) fn distinct_tables(specs: &[Spec]) -> Result<(Vec<Table>, Vec<[usize; 2]>), SpecError> {
    let mut tables: Vec<Table> = Vec::new();
    let mut variant_tables: Vec<[usize; 2]> = Vec::new();
    // Classify each distinct input once.
    let mut computed: Vec<(ClassifierInput<'_>, usize)> = Vec::new();
    for spec in specs {
        let mut pair = [0; 2];
        for (slot, color) in Color::ALL.into_iter().enumerate() {
            let rules = ColorRules {
                forbidden: renju_vocab::ForbiddenSet::NONE,
                ..*spec.settings.color(color)
            };
            let input = (&spec.concepts, rules, spec.settings.reads_wide_windows());
            let user = format!("{} {}", spec.name, color);
            let known = computed
                .iter()
                .find(|(i, _)| *i == input)
                .map(|(_, index)| *index);
            let index = match known {
                Some(i) => i,
                None => {
                    let made = color_tables(spec, color)?;
                    let index = match tables.iter().position(|t| t.tables == made) {
                        Some(i) => i,
                        None => {
                            tables.push(Table {
                                tables: made,
                                users: Vec::new(),
                            });
                            tables.len() - 1
                        }
                    };
                    computed.push((input, index));
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
