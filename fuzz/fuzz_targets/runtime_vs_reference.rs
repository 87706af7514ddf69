//! Fuzz target `runtime_vs_reference`: the check is `renju_fuzz::check_runtime_vs_reference` (src/lib.rs, shared with the
//! workspace test `tests/tests/fuzz_replay.rs`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| renju_fuzz::check_runtime_vs_reference(data));
