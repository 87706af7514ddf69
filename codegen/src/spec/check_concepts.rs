//! Checking the `[concepts]` table: every concept present once, each defined in one of the
//! allowed ways from concepts before it, and `three` one move from another concept.

use super::parse::{RawConcept, RawConcepts};
use super::report::Source;
use super::SpecError;
use crate::concepts::{Concept, ConceptName, Concepts};
use std::collections::BTreeMap;
use toml::Spanned;

/// Checks the `[concepts]` table `raw` of the file `src`.
pub(crate) fn concepts(src: &Source<'_>, raw: &RawConcepts) -> Result<Concepts, SpecError> {
    let mut defined: BTreeMap<ConceptName, Concept> = BTreeMap::new();
    // Unknown names first, so a typo is reported as such rather than as a missing concept.
    for key in raw.get_ref().keys() {
        if ConceptName::from_name(key.get_ref()).is_none() {
            return Err(src.error(
                key.span(),
                format!("[concepts] {}", key.get_ref()),
                format!("unknown concept; the concepts are {}", quoted_names()),
            ));
        }
    }
    for name in ConceptName::ALL {
        let entry = format!("[concepts] {}", name.name());
        let Some((_, def)) = raw
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref() == name.name())
        else {
            return Err(src.error(
                raw.span(),
                &entry,
                format!("missing; every rule file defines {}", quoted_names()),
            ));
        };
        let concept = Definition {
            src,
            entry: &entry,
            name,
            defined: &defined,
        }
        .check(def)?;
        let d = def.get_ref();
        if d.completion_points.is_some() && d.is.is_none() {
            let span = d
                .completion_points
                .as_ref()
                .map_or(def.span(), |s| s.span());
            return Err(src.error(span, &entry, "`completion-points` goes with `is`"));
        }
        defined.insert(name, concept);
    }
    if !matches!(defined[&ConceptName::Three], Concept::OneMoveTo(_)) {
        let span = raw
            .get_ref()
            .iter()
            .find(|(k, _)| k.get_ref() == "three")
            .map_or(raw.span(), |(_, v)| v.span());
        return Err(src.error(span, "[concepts] three", "`three` must be defined by `one-move-to`: its completion points are the points tried for the false-three rule"));
    }
    Ok(Concepts::new(defined))
}

/// Every concept's name in backquotes, joined with `, `.
fn quoted_names() -> String {
    ConceptName::ALL
        .map(|c| format!("`{}`", c.name()))
        .join(", ")
}

/// What checking one concept's definition needs: where it stands and the concepts before it.
struct Definition<'a> {
    src: &'a Source<'a>,
    /// `[concepts] <name>`, for messages.
    entry: &'a str,
    name: ConceptName,
    /// The concepts checked so far (those it may build on).
    defined: &'a BTreeMap<ConceptName, Concept>,
}

impl Definition<'_> {
    /// The concept `def` defines: exactly one of `run`, `longer-than`, `one-move-to`, or `is`
    /// with `completion-points`, each naming a suitable earlier concept.
    fn check(&self, def: &Spanned<RawConcept>) -> Result<Concept, SpecError> {
        let (src, entry) = (self.src, self.entry);
        let d = def.get_ref();
        Ok(match (&d.run, &d.longer_than, &d.one_move_to, &d.is) {
            (Some(run), None, None, None) => {
                let n = *run.get_ref();
                if !(2..=5).contains(&n) {
                    return Err(src.error(
                        run.span(),
                        entry,
                        format!("`run = {n}`: the tables' 11-point windows decide runs of 2 to 5 stones"),
                    ));
                }
                Concept::Run(n as u8)
            }
            (None, Some(base), None, None) => {
                let base_name = self.earlier(base, "longer-than")?;
                if !matches!(self.defined[&base_name], Concept::Run(_)) {
                    return Err(src.error(base.span(), entry, "`longer-than` must name a concept defined by `run`"));
                }
                Concept::LongerThan(base_name)
            }
            (None, None, Some(target), None) => Concept::OneMoveTo(self.earlier(target, "one-move-to")?),
            (None, None, None, Some(base)) => {
                let base_name = self.earlier(base, "is")?;
                let Some(points) = &d.completion_points else {
                    return Err(src.error(def.span(), entry, "`is` needs `completion-points`"));
                };
                let n = *points.get_ref();
                if !(1..=2).contains(&n) {
                    return Err(src.error(points.span(), entry, format!("`completion-points = {n}` can never hold: the new stone fills the one gap of the stones or extends them at one of their two ends, so at most 2 points complete them; allowed 1 or 2")));
                }
                if !matches!(self.defined[&base_name], Concept::OneMoveTo(_)) {
                    return Err(src.error(base.span(), entry, "`is` must name a concept defined by `one-move-to`, whose completion points are counted"));
                }
                Concept::WithCompletionPoints {
                    base: base_name,
                    at_least: n as u8,
                }
            }
            _ => {
                return Err(src.error(
                    def.span(),
                    entry,
                    "define a concept by exactly one of `run`, `longer-than`, `one-move-to`, or `is` with `completion-points`",
                ))
            }
        })
    }

    /// The concept `target` names (written as `what = "..."`), if it is defined before this one.
    fn earlier(&self, target: &Spanned<String>, what: &str) -> Result<ConceptName, SpecError> {
        match ConceptName::from_name(target.get_ref()) {
            Some(t) if self.defined.contains_key(&t) => Ok(t),
            Some(_) => Err(self.src.error(
                target.span(),
                self.entry,
                format!(
                    "`{what} = \"{}\"` refers to a concept defined after `{}`; concepts build on earlier ones ({})",
                    target.get_ref(),
                    self.name.name(),
                    ConceptName::ALL.map(|c| c.name()).join(" < ")
                ),
            )),
            None => Err(self.src.error(
                target.span(),
                self.entry,
                format!("`{what}` names unknown concept `{}`", target.get_ref()),
            )),
        }
    }
}
