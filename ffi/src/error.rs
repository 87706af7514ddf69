//! Errors at the boundary: a code for C, a sentence saying what and where for people (kept per
//! thread, read with `renju_last_error`), and the guard that keeps panics on this side.

use crate::codes::*;
use std::cell::RefCell;
use std::ffi::{c_char, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};

/// A refused call: its code and what exactly was wrong.
#[derive(Debug)]
pub(crate) struct Error {
    pub(crate) code: i32,
    pub(crate) detail: String,
}

impl Error {
    pub(crate) fn new(code: i32, detail: impl Into<String>) -> Error {
        Error {
            code,
            detail: detail.into(),
        }
    }

    /// A NULL `what`.
    #[cold]
    #[inline(never)]
    pub(crate) fn null(function: &str, what: &str) -> Error {
        Error::new(
            RENJU_ERR_NULL_POINTER,
            format!("{function}: {what} is NULL"),
        )
    }
}

thread_local! {
    /// The detail of the last error returned on this thread.
    static LAST: RefCell<CString> = RefCell::new(CString::from(c"no error"));
}

/// Records `detail` as this thread's last error.
fn remember(detail: &str) {
    // A detail never holds NUL bytes (it is made of names and numbers); if it did, the
    // message up to the first NUL is kept.
    let text = CString::new(detail.split('\0').next().unwrap_or_default()).unwrap_or_default();
    LAST.with(|last| *last.borrow_mut() = text);
}

/// This thread's last error detail, valid until the next refused call on this thread.
pub(crate) fn last_ptr() -> *const c_char {
    LAST.with(|last| last.borrow().as_ptr())
}

/// Runs an entry point's body: its value, or the error's code (with the detail remembered),
/// or `RENJU_ERR_INTERNAL` if it panicked. Nothing unwinds into C.
#[inline(always)]
pub(crate) fn guard(function: &str, body: impl FnOnce() -> Result<i32, Error>) -> i32 {
    guard_with(function, |code| code, body)
}

/// [`guard`] for the entry points that return a pointer: NULL on error or panic.
pub(crate) fn guard_ptr<T>(function: &str, body: impl FnOnce() -> Result<*mut T, Error>) -> *mut T {
    guard_with(function, |_| std::ptr::null_mut(), body)
}

/// [`guard`] for the entry points that return a static string: NULL on error or panic.
pub(crate) fn guard_str(
    function: &str,
    body: impl FnOnce() -> Result<*const c_char, Error>,
) -> *const c_char {
    guard_with(function, |_| std::ptr::null(), body)
}

/// Runs `body`: its value, or `failed(code)` for an error (remembered) or a panic
/// (`RENJU_ERR_INTERNAL`).
#[inline(always)]
fn guard_with<T>(
    function: &str,
    failed: impl FnOnce(i32) -> T,
    body: impl FnOnce() -> Result<T, Error>,
) -> T {
    match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(value)) => value,
        Ok(Err(error)) => failed(refused(error)),
        Err(payload) => failed(panicked(function, payload)),
    }
}

// The two ways a call fails, outside `guard_with`: inside, they would be compiled once per
// entry point (as `guard_with` is, for each body); here, once.

/// Remembers why a call was refused; returns its code.
#[inline(never)]
fn refused(error: Error) -> i32 {
    remember(&error.detail);
    error.code
}

/// Remembers that `function` panicked (the payload is dropped); returns `RENJU_ERR_INTERNAL`.
#[inline(never)]
fn panicked(function: &str, payload: Box<dyn std::any::Any + Send>) -> i32 {
    drop(payload);
    remember(&format!("{function}: internal error (panic)"));
    RENJU_ERR_INTERNAL
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::CStr;

    fn last() -> String {
        // SAFETY: last_ptr points at this thread's live CString.
        unsafe { CStr::from_ptr(last_ptr()) }
            .to_string_lossy()
            .into_owned()
    }

    #[test]
    fn a_panic_becomes_the_internal_error_code() {
        let code = guard("renju_test", || -> Result<i32, Error> { panic!("boom") });
        assert_eq!(code, RENJU_ERR_INTERNAL);
        assert_eq!(last(), "renju_test: internal error (panic)");
        let ptr: *mut u8 = guard_ptr("renju_test_ptr", || panic!("boom"));
        assert!(ptr.is_null());
        assert_eq!(last(), "renju_test_ptr: internal error (panic)");
        assert!(guard_str("renju_test_str", || panic!("boom")).is_null());
        assert_eq!(last(), "renju_test_str: internal error (panic)");
    }

    #[test]
    fn errors_keep_their_detail_and_successes_leave_it() {
        let code = guard("f", || Err(Error::new(RENJU_ERR_BAD_POINT, "f: point 300")));
        assert_eq!(code, RENJU_ERR_BAD_POINT);
        assert_eq!(guard("f", || Ok(7)), 7);
        assert_eq!(last(), "f: point 300");
        // A NUL inside a detail cuts it there rather than losing it.
        guard("f", || Err(Error::new(RENJU_ERR_BAD_RULE, "before\0after")));
        assert_eq!(last(), "before");
    }
}
