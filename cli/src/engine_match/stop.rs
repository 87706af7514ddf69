//! Stopping a match from outside: SIGINT (Ctrl-C) or SIGTERM raise a flag that every game
//! looks at while it waits for a brain; the game then ends its brains (their process groups killed, then reaped),
//! and `renju match` exits with status 130 (SIGINT) or 143 (SIGTERM).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// The flags a match is stopped by.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    interrupted: Arc<AtomicBool>,
    terminated: Arc<AtomicBool>,
}

impl Stop {
    /// Flags nothing raises but [`Stop::raise`].
    pub fn new() -> Stop {
        Stop::default()
    }

    /// Flags raised by SIGINT and SIGTERM (the `signal-hook` crate).
    pub fn on_signals() -> std::io::Result<Stop> {
        use signal_hook::consts::{SIGINT, SIGTERM};
        let stop = Stop::new();
        signal_hook::flag::register(SIGINT, Arc::clone(&stop.interrupted))?;
        signal_hook::flag::register(SIGTERM, Arc::clone(&stop.terminated))?;
        Ok(stop)
    }

    /// Raises the flag, as SIGTERM does.
    pub fn raise(&self) {
        self.terminated.store(true, Ordering::SeqCst);
    }

    /// Whether the match was stopped.
    pub fn raised(&self) -> bool {
        self.interrupted.load(Ordering::SeqCst) || self.terminated.load(Ordering::SeqCst)
    }

    /// The exit status for a stopped match: 130 after SIGINT, 143 after SIGTERM (128 + the
    /// signal's number, as a shell reports it); `None` if it was not stopped.
    pub fn exit_status(&self) -> Option<u8> {
        if self.interrupted.load(Ordering::SeqCst) {
            Some(130)
        } else if self.terminated.load(Ordering::SeqCst) {
            Some(143)
        } else {
            None
        }
    }
}
