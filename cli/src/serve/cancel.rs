//! Stopping a ruling that is no longer wanted: at its deadline (`--request-timeout`), when its
//! client goes away, and when the server stops.
//!
//! A ruling runs on a blocking thread, which nothing can interrupt from outside: the work
//! checks a [`Cancel`] between its steps (each game, each position of a replay) and stops
//! with the error it gives. The request's handler holds a [`Watch`]: when the deadline's 408
//! is answered, or the client closes the connection, the handler is dropped and with it the
//! watch, which marks the ruling abandoned; the server's [`Stopping`] marks every ruling
//! when a signal stops the server.

use super::error::ApiError;
use axum::http::StatusCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Set once the server is stopping: every ruling in flight stops at its next check, and one
/// not yet begun does not begin.
#[derive(Clone, Debug, Default)]
pub struct Stopping(Arc<AtomicBool>);

impl Stopping {
    /// Marks the server as stopping.
    pub fn stop(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the server is stopping.
    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// What a ruling checks between its steps: whether it should go on.
#[derive(Clone, Debug)]
pub struct Cancel {
    /// When the request's time is up.
    deadline: Instant,
    /// The request's time, as `--request-timeout` gave it (for the message).
    timeout: Duration,
    /// Set when the request's handler is dropped: its answer is no longer wanted.
    abandoned: Arc<AtomicBool>,
    /// Set when the server stops.
    stopping: Stopping,
}

impl Cancel {
    /// A ruling that may run for `timeout` from now, unless abandoned or the server stops;
    /// with the [`Watch`] whose drop abandons it.
    pub fn new(timeout: Duration, stopping: Stopping) -> (Cancel, Watch) {
        let abandoned = Arc::new(AtomicBool::new(false));
        let cancel = Cancel {
            deadline: Instant::now() + timeout,
            timeout,
            abandoned: Arc::clone(&abandoned),
            stopping,
        };
        (cancel, Watch(abandoned))
    }

    /// `Ok` while the ruling should go on; else the error it stops with: a 503 when the
    /// server is stopping, a 408 when its time is up or its answer no longer wanted (the
    /// client has already been answered 408, or has gone).
    pub fn check(&self) -> Result<(), ApiError> {
        if self.stopping.is_set() {
            return Err(ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "the server is stopping: this ruling was stopped before its end",
            ));
        }
        if self.abandoned.load(Ordering::Relaxed) || Instant::now() >= self.deadline {
            return Err(ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the ruling took longer than {} s (--request-timeout), the most one request \
                     may take; it was stopped",
                    self.timeout.as_secs()
                ),
            ));
        }
        Ok(())
    }
}

/// Held by a request's handler: dropping it (the handler is dropped when the deadline's 408
/// is answered, or the client goes away) abandons the ruling.
#[derive(Debug)]
pub struct Watch(Arc<AtomicBool>);

impl Drop for Watch {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruling_stops_when_its_watch_is_dropped_its_time_is_up_or_the_server_stops() {
        let stopping = Stopping::default();
        let (cancel, watch) = Cancel::new(Duration::from_secs(60), stopping.clone());
        assert_eq!(cancel.check(), Ok(()));
        drop(watch);
        let error = cancel.check().unwrap_err();
        assert_eq!(error.status, StatusCode::REQUEST_TIMEOUT);
        assert_eq!(
            error.message,
            "the ruling took longer than 60 s (--request-timeout), the most one request may \
             take; it was stopped"
        );

        let (late, _watch) = Cancel::new(Duration::ZERO, stopping.clone());
        assert_eq!(
            late.check().unwrap_err().status,
            StatusCode::REQUEST_TIMEOUT
        );

        let (running, _watch) = Cancel::new(Duration::from_secs(60), stopping.clone());
        stopping.stop();
        let error = running.check().unwrap_err();
        assert_eq!(error.status, StatusCode::SERVICE_UNAVAILABLE);
        assert!(error.message.starts_with("the server is stopping"));
    }
}
