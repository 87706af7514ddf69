//! Fuzz target `replay_records`: the check is `renju_fuzz::check_replay_records` (src/lib.rs,
//! shared with the workspace test `tests/tests/fuzz_replay.rs`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| renju_fuzz::check_replay_records(data));
