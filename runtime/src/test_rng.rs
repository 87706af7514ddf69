//! A small deterministic generator for the unit tests (xorshift64): the same numbers on every
//! run, so that a failure can be replayed. Its users are the tests that check the SSE2 code of
//! x86-64 against the portable code, and the board's test of `set_stones`.

/// The numbers of xorshift64 from `seed` (which must not be 0).
pub(crate) fn xorshift(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    }
}
