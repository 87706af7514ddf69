//! Workspace-level tests live in `tests/tests/`.

#![forbid(unsafe_code)]
