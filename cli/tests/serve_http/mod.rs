//! `renju serve` over HTTP on 127.0.0.1: every endpoint, every error path, the limits, the
//! deadlines, the page's files, and the stop on SIGINT and SIGTERM. The API's answers are
//! checked against the commands' output byte for byte (one ruling procedure), and against
//! rulings worked out by hand from the rules.
//!
//! - `harness`: a JSON reader, a raw request, the double-three of the rules text.
//! - `server`: the first line, the warning, the stop; the page's files; slow clients and
//!   long rulings beside quick ones.
//! - `positions`: `/api/rules`, `/api/forbidden`, `/api/explain` and their errors.
//! - `replay`: `/api/replay` against `renju replay`, on every bundled and generated record.

mod harness;
mod positions;
mod replay;
mod server;
