//! One connection's exchanges, each bounded in time from its request's first byte to its
//! answer's last byte written to the socket: a client that sends slowly, or reads its answer
//! slowly or never, has its connection closed at the deadline, and with it whatever the
//! server held for it (the answer, and a replay's turn: `answer.rs`).
//!
//! An exchange begins at the first byte read of a request (or, for a request already read
//! with the one before it, when it is handed to the routes) and ends when its answer has
//! been handed over whole ([`Sent`]: the body has ended, or was dropped) *and* written to the
//! socket (hyper flushes the connection only once its own buffer is empty: [`Watched`]). The
//! connection's task waits on the deadline of the exchange in progress ([`Exchange::closes`])
//! and drops the connection when it passes.
//!
//! The deadline is `--request-timeout` after the first byte, plus [`LAST_WORD`]: the routes
//! answer 408 to a request still without its answer at `--request-timeout`, and that answer
//! has this long to be written.

use axum::body::Body;
use hyper::body::{Body as HttpBody, Frame, SizeHint};
use std::io;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::sync::watch;
use tokio::time::Instant;

/// How long after a request's deadline its answer (the 408 the deadline answers, or the end
/// of an answer being written) may still be written before the connection is closed.
pub const LAST_WORD: Duration = Duration::from_secs(1);

/// The exchange in progress on one connection, if any, and its deadline.
#[derive(Debug)]
pub struct Exchange {
    /// The most time a request may take (`--request-timeout`).
    timeout: Duration,
    /// When the exchange in progress must be over; `None` between exchanges.
    deadline: watch::Sender<Option<Instant>>,
    /// Set when the answer of the exchange in progress has been handed over whole.
    answered: AtomicBool,
}

impl Exchange {
    /// No exchange yet, each to take at most `timeout` (and [`LAST_WORD`]).
    pub fn new(timeout: Duration) -> Arc<Exchange> {
        Arc::new(Exchange {
            timeout,
            deadline: watch::Sender::new(None),
            answered: AtomicBool::new(false),
        })
    }

    /// A request has begun: its deadline is set unless an exchange is in progress.
    pub fn begin(&self) {
        self.deadline.send_if_modified(|deadline| {
            if deadline.is_some() {
                return false;
            }
            self.answered.store(false, Ordering::Relaxed);
            *deadline = Some(Instant::now() + self.timeout + LAST_WORD);
            true
        });
    }

    /// The answer has been handed over whole (hyper may still hold its last bytes).
    fn answered(&self) {
        self.answered.store(true, Ordering::Relaxed);
    }

    /// The connection's buffers are written: the exchange is over if its answer was whole.
    fn flushed(&self) {
        if self.answered.swap(false, Ordering::Relaxed) {
            self.deadline
                .send_if_modified(|deadline| deadline.take().is_some());
        }
    }

    /// Completes when an exchange outlives its deadline: the connection is then to be closed.
    pub async fn closes(&self) {
        let mut deadline = self.deadline.subscribe();
        loop {
            let current = *deadline.borrow_and_update();
            let passed = async {
                match current {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                () = passed => return,
                // The sender lives as long as `self`.
                _ = deadline.changed() => {}
            }
        }
    }
}

/// A connection's socket, which tells its [`Exchange`] when a request's first byte is read
/// and when everything written has gone to the socket.
#[derive(Debug)]
pub struct Watched<S> {
    stream: S,
    exchange: Arc<Exchange>,
}

impl<S> Watched<S> {
    /// `stream`, reporting to `exchange`.
    pub fn new(stream: S, exchange: Arc<Exchange>) -> Watched<S> {
        Watched { stream, exchange }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Watched<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        ready!(Pin::new(&mut this.stream).poll_read(cx, buf))?;
        if buf.filled().len() > before {
            this.exchange.begin();
        }
        Poll::Ready(Ok(()))
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Watched<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.get_mut().stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    /// hyper flushes the socket only once it has written all it holds.
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(Pin::new(&mut this.stream).poll_flush(cx))?;
        this.exchange.flushed();
        Poll::Ready(Ok(()))
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().stream).poll_shutdown(cx)
    }
}

/// An answer's body, which tells its [`Exchange`] when it has been handed over whole: at its
/// end, or when it is dropped (hyper drops a body it will not send, such as an empty one).
pub struct Sent {
    body: Body,
    exchange: Arc<Exchange>,
}

impl Sent {
    /// `body`, reporting to `exchange`.
    pub fn new(body: Body, exchange: Arc<Exchange>) -> Sent {
        Sent { body, exchange }
    }
}

impl HttpBody for Sent {
    type Data = <Body as HttpBody>::Data;
    type Error = <Body as HttpBody>::Error;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        let this = self.get_mut();
        let frame = ready!(Pin::new(&mut this.body).poll_frame(cx));
        if frame.is_none() {
            this.exchange.answered();
        }
        Poll::Ready(frame)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

impl Drop for Sent {
    fn drop(&mut self) {
        self.exchange.answered();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_exchange_ends_when_its_answer_is_whole_and_written() {
        let exchange = Exchange::new(Duration::from_secs(10));
        // No exchange: no deadline.
        assert!(exchange.deadline.borrow().is_none());
        let before = Instant::now();
        exchange.begin();
        let deadline = exchange.deadline.borrow().expect("a deadline");
        assert!(deadline >= before + Duration::from_secs(10) + LAST_WORD);
        assert!(deadline <= Instant::now() + Duration::from_secs(10) + LAST_WORD);
        // A later byte of the same request moves nothing.
        tokio::time::sleep(Duration::from_millis(20)).await;
        exchange.begin();
        assert_eq!(*exchange.deadline.borrow(), Some(deadline));
        // Written but not yet whole (the head, the first chunks): still in progress.
        exchange.flushed();
        assert_eq!(*exchange.deadline.borrow(), Some(deadline));
        exchange.answered();
        exchange.flushed();
        assert!(exchange.deadline.borrow().is_none());
    }

    #[tokio::test]
    async fn an_exchange_past_its_deadline_closes_the_connection() {
        let timeout = Duration::from_millis(100);
        let exchange = Exchange::new(timeout);
        let closes = {
            let exchange = Arc::clone(&exchange);
            tokio::spawn(async move {
                exchange.closes().await;
                Instant::now()
            })
        };
        // Idle: nothing closes.
        tokio::time::sleep(timeout * 3 + LAST_WORD).await;
        assert!(!closes.is_finished());
        // One exchange answered in time, then one that is not.
        exchange.begin();
        exchange.answered();
        exchange.flushed();
        tokio::time::sleep(timeout * 3 + LAST_WORD).await;
        assert!(!closes.is_finished());
        let start = Instant::now();
        exchange.begin();
        let closed = closes.await.expect("the task");
        assert!(
            closed - start >= timeout + LAST_WORD,
            "{:?}",
            closed - start
        );
    }
}
