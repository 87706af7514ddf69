//! The look-ups by name through the C ABI: every rule name and alias the runtime knows, and
//! point names on boards of several sizes, as a C caller makes them.

// As in the library (src/lib.rs): every unsafe block says why it is sound.
#![deny(clippy::undocumented_unsafe_blocks)]

use renju::{Point, Rule};
use renju_ffi::*;
use std::ffi::{CStr, CString};

fn by_name(name: &str) -> i32 {
    let name = CString::new(name).expect("no NUL");
    // SAFETY: a NUL-terminated string.
    unsafe { renju_rule_by_name(name.as_ptr()) }
}

fn text(ptr: *const std::ffi::c_char) -> Option<String> {
    (!ptr.is_null()).then(|| {
        // SAFETY: not NULL (checked), so a static C string from the library.
        unsafe { CStr::from_ptr(ptr) }
            .to_string_lossy()
            .into_owned()
    })
}

#[test]
fn every_rule_name_and_alias_finds_its_rule() {
    // The variants are the runtime's (one per rule file), so a new rule file needs no edit.
    assert_eq!(renju_rule_count() as usize, Rule::all().len());
    let mut aliases = 0;
    for (id, rule) in Rule::all().iter().enumerate() {
        assert_eq!(by_name(rule.name()), id as i32, "{}", rule.name());
        assert_eq!(
            text(renju_rule_name(id as i32)).as_deref(),
            Some(rule.name())
        );
        assert_eq!(renju_rule_board_size(id as i32), rule.board_size() as i32);
        for alias in rule.aliases() {
            assert_eq!(
                by_name(alias),
                id as i32,
                "alias {alias} of {}",
                rule.name()
            );
            aliases += 1;
        }
    }
    // The former name of renju-completing-five-counts is one of them (issue: C skipped it).
    assert!(aliases >= 1);
    assert_eq!(
        by_name("renju-five-keeps-three"),
        by_name("renju-completing-five-counts")
    );
    assert_eq!(by_name("chess"), RENJU_ERR_UNKNOWN_RULE_NAME);
    assert_eq!(by_name("Renju"), RENJU_ERR_UNKNOWN_RULE_NAME);
    assert!(renju_rule_name(-1).is_null());
    assert!(renju_rule_name(renju_rule_count()).is_null());
    assert_eq!(renju_rule_board_size(-1), RENJU_ERR_BAD_RULE);
}

fn point_by_name(size: i32, name: &str) -> i32 {
    let name = CString::new(name).expect("no NUL");
    // SAFETY: a NUL-terminated string.
    unsafe { renju_point_by_name(size, name.as_ptr()) }
}

#[test]
fn point_names_and_indexes_on_every_size() {
    // By hand: h8 is row 7, col 7; t20 is row 19, col 19; a2 is row 1, col 0.
    assert_eq!(point_by_name(15, "h8"), 7 * 15 + 7);
    assert_eq!(point_by_name(20, "h8"), 7 * 20 + 7);
    assert_eq!(point_by_name(20, "t20"), 19 * 20 + 19);
    assert_eq!(point_by_name(19, "a2"), 19);
    assert_eq!(point_by_name(26, "z26"), 675);
    assert_eq!(text(renju_point_name(20, 399)).as_deref(), Some("t20"));
    assert_eq!(text(renju_point_name(15, 224)).as_deref(), Some("o15"));
    // Off the board, not a point, a bad size.
    assert_eq!(point_by_name(15, "t20"), RENJU_ERR_BAD_POINT);
    // SAFETY: this thread's last error, a static C string.
    let last = || text(renju_last_error()).unwrap_or_default();
    assert_eq!(
        last(),
        "renju_point_by_name: t20 is off the 15x15 board (columns a-o, rows 1-15)"
    );
    assert_eq!(point_by_name(20, "u1"), RENJU_ERR_BAD_POINT);
    assert_eq!(point_by_name(20, "h"), RENJU_ERR_BAD_POINT);
    assert!(last().contains("\"h\" is not a point"), "{}", last());
    assert_eq!(point_by_name(4, "a1"), RENJU_ERR_BAD_SIZE);
    assert_eq!(point_by_name(27, "a1"), RENJU_ERR_BAD_SIZE);
    assert_eq!(
        // SAFETY: NULL is refused.
        unsafe { renju_point_by_name(15, std::ptr::null()) },
        RENJU_ERR_NULL_POINTER
    );
    assert!(renju_point_name(20, 400).is_null());
    assert_eq!(
        last(),
        "renju_point_name: point 400 is off the 20x20 board (0 .. 399, row * 20 + col)"
    );
    assert!(renju_point_name(4, 0).is_null());
    // Every point of every size goes to its name and back.
    for size in RENJU_MIN_SIZE..=RENJU_MAX_SIZE {
        for (i, p) in Point::all_of(size as usize).enumerate() {
            let name = text(renju_point_name(size, i as i32)).expect("a name");
            assert_eq!(name, p.to_string());
            assert_eq!(point_by_name(size, &name), i as i32);
        }
    }
}
