//! `renju serve` against hostile requests, on 127.0.0.1 (issue 35): a replay whose answer
//! would be huge is refused with its named limit while other clients are answered; a body
//! declared too large is refused at once; requests from other sites' pages, other hosts'
//! names and bodies not declared JSON are refused; SIGTERM stops the rulings in flight and
//! the server within 5 s; and under a process memory limit (`prlimit --as`) none of it
//! takes the server down or its memory over the budget. Issue 54: answers nobody reads hold
//! a replay turn, not more memory, until their connections are closed at the deadline;
//! connections past `--max-connections` wait; heads over 16 KiB are refused; a request names
//! one `Host`. Its load test (300 clients that never read) is `#[ignore]`d, run by hand.
//!
//! - `harness`: hostile records (the RenLib fan), bodies, a poller of `/api/rules`, raw
//!   exchanges, the server's memory.
//! - `limits`: the answer limit, a body declared too large, heads over 16 KiB.
//! - `origins`: bodies not declared JSON, other hosts' names, other sites' pages, one `Host`.
//! - `stopping`: SIGTERM with rulings in flight.
//! - `memory`: under a memory limit, answers nobody reads, connections past the limit, the
//!   load test.

mod harness;
mod limits;
mod memory;
mod origins;
mod stopping;
