//! The bounds of `renju serve`: how much a request, an answer and a connection may hold, how
//! many replays and rulings run at once, and how soon the server stops. Every other module of
//! the server reads them from here.

use std::time::Duration;

/// The largest request body read (64 KiB); a larger one is answered 413.
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The most a replay's answer may hold (8 MiB); a record whose answer would be larger is
/// answered 422 (see `replay.rs`).
pub const MAX_ANSWER_BYTES: usize = 8 * 1024 * 1024;

/// The most replays judged, or whose answers are being written, at once; others wait their
/// turn (under their deadline). A replay holds its turn until its answer has left the server
/// or its connection is closed, so with [`MAX_ANSWER_BYTES`] this bounds the memory replays
/// take, whether or not their clients read their answers (an answer's buffer is at most
/// twice the limit while it grows).
pub const MAX_REPLAYS_AT_ONCE: usize = 4;

/// The most a connection's buffer holds (16 KiB): the largest request head (request line and
/// headers) taken, a larger one being answered 431 and its connection closed; and how much
/// of an answer waits to be written to the socket at once. hyper's default is about 400 KB.
/// The API's own headers take a few hundred bytes; a browser adds its usual ones, the page's
/// URL twice at most (the request line and `Referer`: a full 26x26 board is about 2.7 KB),
/// and the cookies of `localhost` (which are shared with every other local server): 16 KiB
/// is what Node.js's HTTP server allows by default (its `--max-http-header-size`).
pub const MAX_BUFFER_BYTES: usize = 16 * 1024;

/// The most threads rulings run on at once (others wait for one): bounds the threads' memory.
pub(super) const MAX_RULING_THREADS: usize = 32;

/// How soon the server has stopped after SIGINT or SIGTERM, whatever is in flight.
pub const STOP_WITHIN: Duration = Duration::from_secs(5);
