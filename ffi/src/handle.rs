//! The objects C holds by pointer (`renju_board`, `renju_game`): made with `Box::into_raw`,
//! reached through a checked pointer (NULL is an error), refused once a call that panicked
//! part-way may have left them inconsistent, and freed once.

use crate::codes::RENJU_ERR_INTERNAL;
use crate::error::{guard, Error};

/// An object handed to C as an opaque pointer: the Rust value inside, and whether a panic in
/// a call on it left it broken (refused from then on, with `RENJU_ERR_INTERNAL`).
pub(crate) trait Handle {
    /// What the C argument is called (`board`, `game`), for messages.
    const ARG: &'static str;
    /// The value the entry points work on.
    type Inner;
    /// The value, and whether the object is broken.
    fn parts(&self) -> (&Self::Inner, bool);
    /// The value, and the broken flag to set.
    fn parts_mut(&mut self) -> (&mut Self::Inner, &mut bool);
}

/// `value` on the heap, as the pointer C keeps; [`free`] takes it back.
pub(crate) fn into_raw<H>(value: H) -> *mut H {
    Box::into_raw(Box::new(value))
}

/// The value behind `handle`, or an error for NULL or an object broken by an earlier panic.
///
/// # Safety
///
/// `handle` is NULL or a pointer from [`into_raw`] not yet freed, on which no call that takes
/// it mutably runs while the reference returned lives.
pub(crate) unsafe fn get<'a, H: Handle + 'a>(
    function: &str,
    handle: *const H,
) -> Result<&'a H::Inner, Error> {
    // SAFETY: by the contract (# Safety) `handle` is NULL (as_ref gives None) or points at a
    // live, aligned H (made by Box::into_raw in into_raw, not yet freed) that nothing mutates
    // while the shared reference lives.
    match unsafe { handle.as_ref() }.map(H::parts) {
        None => Err(Error::null(function, H::ARG)),
        Some((_, true)) => Err(broken(function, H::ARG)),
        Some((inner, false)) => Ok(inner),
    }
}

/// Runs `body` on the value behind `handle` inside the panic guard; a panic marks the object
/// broken. NULL and a broken object are refused without running `body`.
///
/// # Safety
///
/// `handle` is NULL or a pointer from [`into_raw`] not yet freed, on which no other call runs
/// meanwhile (on any thread).
pub(crate) unsafe fn with_mut<H: Handle>(
    function: &str,
    handle: *mut H,
    body: impl FnOnce(&mut H::Inner) -> Result<i32, Error>,
) -> i32 {
    // SAFETY: by the contract (# Safety) `handle` is NULL (as_mut gives None) or points at a
    // live, aligned H (made by Box::into_raw in into_raw, not yet freed) that no other call
    // uses meanwhile, so this mutable reference is the only one.
    let Some(held) = (unsafe { handle.as_mut() }) else {
        return refuse_null(function, H::ARG);
    };
    let (inner, broken_flag) = held.parts_mut();
    if *broken_flag {
        return refuse_broken(function, H::ARG);
    }
    let code = guard(function, || body(inner));
    if code == RENJU_ERR_INTERNAL {
        *broken_flag = true;
    }
    code
}

/// Frees the object behind `handle`; NULL is ignored, and a panic in a destructor is kept on
/// this side.
///
/// # Safety
///
/// `handle` is NULL or a pointer from [`into_raw`] not yet freed, on which no other call runs
/// at the same time; it must not be used after this call.
pub(crate) unsafe fn free<H>(handle: *mut H) {
    if handle.is_null() {
        return;
    }
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: `handle` is not NULL (checked above), so by the contract (# Safety) it is
        // the pointer Box::into_raw gave in into_raw, not freed before and used by no other
        // call: it is taken back into its Box and freed exactly once.
        drop(unsafe { Box::from_raw(handle) });
    }));
}

/// The error for an object (`arg`: `board`, `game`) a panic left inconsistent.
fn broken(function: &str, arg: &str) -> Error {
    Error::new(
        RENJU_ERR_INTERNAL,
        format!("{function}: this {arg} was left inconsistent by an internal error; free it"),
    )
}

// The refusals of `with_mut`, outside it: inside, each would be compiled (with its panic
// guard) once per entry point, as `with_mut` is; here they are compiled once.

/// Refuses a call whose object `arg` is NULL; returns `RENJU_ERR_NULL_POINTER`.
#[inline(never)]
fn refuse_null(function: &str, arg: &str) -> i32 {
    guard(function, || Err(Error::null(function, arg)))
}

/// Refuses a call on an object `arg` a panic left inconsistent; returns `RENJU_ERR_INTERNAL`.
#[inline(never)]
fn refuse_broken(function: &str, arg: &str) -> i32 {
    guard(function, || Err(broken(function, arg)))
}
