//! The static C strings the ABI hands out: rule names and point names.

use renju::{Point, Rule, MAX_SIZE};
use std::ffi::{c_char, CString};
use std::sync::OnceLock;

/// The name of `rule` (one of `Rule::all()`), as a static C string.
pub(crate) fn rule_name(rule: &'static Rule) -> *const c_char {
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    let names = NAMES.get_or_init(|| Rule::all().iter().map(|r| c_string(r.name())).collect());
    Rule::all()
        .iter()
        .position(|r| std::ptr::eq(r, rule))
        .and_then(|i| names.get(i))
        .map_or(std::ptr::null(), |name| name.as_ptr())
}

/// The name of `p` ("h8"), as a static C string.
pub(crate) fn point_name(p: Point) -> *const c_char {
    // Every point of the largest board, by `p.index(MAX_SIZE)`: 676 short strings.
    static NAMES: OnceLock<Vec<CString>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        Point::all_of(MAX_SIZE)
            .map(|p| c_string(&p.to_string()))
            .collect()
    });
    names
        .get(p.index(MAX_SIZE))
        .map_or(std::ptr::null(), |name| name.as_ptr())
}

/// `text` as a C string (names hold no NUL byte; were one to, the name would be empty).
fn c_string(text: &str) -> CString {
    CString::new(text).unwrap_or_default()
}
