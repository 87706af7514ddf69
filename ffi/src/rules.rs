//! Rules by id: the built-in rules first (ids `0 .. B - 1`, sorted by name, as
//! `Rule::all()`), then the rules loaded from rule files with `renju_rule_load`, in load order
//! (ids `B`, `B + 1`, ...). A loaded rule keeps its id, and its rule, until the process ends.

use crate::names;
use renju::Rule;
use std::ffi::{c_char, CStr, CString};
use std::path::Path;
use std::sync::RwLock;

/// A rule loaded from a file, with its name as a C string.
struct Loaded {
    rule: &'static Rule,
    name: &'static CStr,
}

/// The rules loaded so far, in load order: the rule of id `B + i` is `LOADED[i]`. Entries are
/// never removed, so ids and name pointers stay valid.
static LOADED: RwLock<Vec<Loaded>> = RwLock::new(Vec::new());

/// The loaded rules, for reading (a panic elsewhere cannot leave the list half-changed: it
/// is only ever pushed to).
fn loaded() -> std::sync::RwLockReadGuard<'static, Vec<Loaded>> {
    LOADED
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The built-in rules, in id order (sorted by name).
#[inline]
pub(crate) fn built_in() -> &'static [Rule] {
    Rule::all()
}

/// The number of rules with an id: the built-in ones and those loaded so far.
pub(crate) fn count() -> usize {
    built_in().len() + loaded().len()
}

/// The rule with id `id`, if there is one (a built-in id takes no lock).
#[inline]
pub(crate) fn by_id(id: usize) -> Option<&'static Rule> {
    match built_in().get(id) {
        Some(rule) => Some(rule),
        None => loaded()
            .get(id - built_in().len())
            .map(|loaded| loaded.rule),
    }
}

/// The name of the rule with id `id`, as a static C string (NULL if there is none).
pub(crate) fn name(id: usize) -> *const c_char {
    match built_in().get(id) {
        Some(rule) => names::rule_name(rule),
        None => loaded()
            .get(id - built_in().len())
            .map_or(std::ptr::null(), |loaded| loaded.name.as_ptr()),
    }
}

/// Loads the rule file at `path` (`renju_rule_file::load`: read, checked and classified as
/// the build does) and gives its rule an id: the id it already has if this content was loaded
/// before, from this path or another (one rule is made per content); else the next one.
pub(crate) fn load(path: &Path) -> Result<usize, renju_rule_file::Error> {
    let rule = renju_rule_file::load(path)?;
    let mut list = LOADED
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let i = match list.iter().position(|l| std::ptr::eq(l.rule, rule)) {
        Some(i) => i,
        None => {
            // Rule names are checked to be lowercase words joined by '-': no NUL byte.
            let name = CString::new(rule.name()).unwrap_or_default();
            list.push(Loaded {
                rule,
                // Lives as long as the rule (the program): never freed, as the rule is not.
                name: Box::leak(name.into_boxed_c_str()),
            });
            list.len() - 1
        }
    };
    Ok(built_in().len() + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_ids_are_the_runtimes_order() {
        for (id, rule) in Rule::all().iter().enumerate() {
            assert!(std::ptr::eq(by_id(id).expect("a rule"), rule));
            // SAFETY: a static C string.
            let name = unsafe { CStr::from_ptr(name(id)) };
            assert_eq!(name.to_str(), Ok(rule.name()));
        }
        // No test of this binary loads a rule (tests/rule_file.rs does, in its own process).
        assert_eq!(count(), Rule::all().len());
        assert!(by_id(count()).is_none());
        assert!(name(count()).is_null());
    }
}
