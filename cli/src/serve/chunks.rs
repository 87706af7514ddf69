//! An answer handed to hyper a chunk at a time ([`Chunked`]), holding a replay's turn until
//! the answer has left the server.
//!
//! hyper takes a body's next chunk only when its own buffer has room (under
//! [`MAX_BUFFER_BYTES`](super::limits::MAX_BUFFER_BYTES)), that is as the client reads: a client that
//! reads slowly, or never, leaves the rest of the answer here, and the turn with it. Each
//! chunk is a copy, so hyper's buffer never keeps the whole answer alive; once the last chunk
//! is taken the answer is freed and the turn given back, and what hyper still holds is at
//! most its buffer and one chunk. The turn is given back too when the body is dropped
//! unfinished: the connection closed at its deadline (`exchange.rs`), or by the client.

use axum::body::Bytes;
use hyper::body::{Body as HttpBody, Frame, SizeHint};
use std::convert::Infallible;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::sync::OwnedSemaphorePermit;

/// The most bytes handed to hyper at once.
pub const CHUNK_BYTES: usize = 16 * 1024;

/// An answer's bytes, handed over [`CHUNK_BYTES`] at a time, and the turn it holds until the
/// last one is taken (or it is dropped).
#[derive(Debug)]
pub struct Chunked {
    /// The answer.
    bytes: Vec<u8>,
    /// How much of it has been handed over.
    sent: usize,
    /// The replay's turn (`None` for an answer that takes none).
    turn: Option<OwnedSemaphorePermit>,
}

impl Chunked {
    /// `bytes`, holding `turn` until they are all handed over.
    pub fn new(bytes: Vec<u8>, turn: Option<OwnedSemaphorePermit>) -> Chunked {
        let mut chunked = Chunked {
            bytes,
            sent: 0,
            turn,
        };
        if chunked.bytes.is_empty() {
            chunked.finish();
        }
        chunked
    }

    /// Frees the answer and gives back the turn.
    fn finish(&mut self) {
        self.bytes = Vec::new();
        self.sent = 0;
        self.turn = None;
    }
}

impl HttpBody for Chunked {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        _: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let this = self.get_mut();
        if this.sent >= this.bytes.len() {
            return Poll::Ready(None);
        }
        let end = this.bytes.len().min(this.sent + CHUNK_BYTES);
        let chunk = Bytes::copy_from_slice(&this.bytes[this.sent..end]);
        this.sent = end;
        if this.sent == this.bytes.len() {
            this.finish();
        }
        Poll::Ready(Some(Ok(Frame::data(chunk))))
    }

    fn is_end_stream(&self) -> bool {
        self.sent >= self.bytes.len()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact((self.bytes.len() - self.sent) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::task::Waker;
    use tokio::sync::Semaphore;

    fn next(body: &mut Chunked) -> Option<Bytes> {
        let mut cx = Context::from_waker(Waker::noop());
        match Pin::new(body).poll_frame(&mut cx) {
            Poll::Ready(Some(Ok(frame))) => Some(frame.into_data().expect("data")),
            Poll::Ready(None) => None,
            Poll::Pending => panic!("a chunked body is always ready"),
        }
    }

    #[test]
    fn the_turn_is_held_until_the_last_chunk_is_taken_or_the_body_dropped() {
        let turns = Arc::new(Semaphore::new(1));
        let answer: Vec<u8> = (0..CHUNK_BYTES * 2 + 5).map(|i| i as u8).collect();
        let turn = Arc::clone(&turns).try_acquire_owned().unwrap();
        let mut body = Chunked::new(answer.clone(), Some(turn));
        assert_eq!(body.size_hint().exact(), Some(answer.len() as u64));
        let mut read = Vec::new();
        for expected in [CHUNK_BYTES, CHUNK_BYTES] {
            let chunk = next(&mut body).expect("a chunk");
            assert_eq!(chunk.len(), expected);
            read.extend_from_slice(&chunk);
            assert_eq!(turns.available_permits(), 0, "held while chunks remain");
            assert!(!body.is_end_stream());
        }
        read.extend_from_slice(&next(&mut body).expect("the last chunk"));
        assert_eq!(read, answer);
        // The last chunk taken: the answer freed, the turn back.
        assert_eq!(turns.available_permits(), 1);
        assert!(body.is_end_stream());
        assert_eq!(body.size_hint().exact(), Some(0));
        assert_eq!(next(&mut body), None);

        // Dropped unfinished (a connection closed at its deadline): the turn is back too.
        let turn = Arc::clone(&turns).try_acquire_owned().unwrap();
        let mut body = Chunked::new(answer, Some(turn));
        next(&mut body);
        drop(body);
        assert_eq!(turns.available_permits(), 1);

        // An empty answer holds nothing.
        let turn = Arc::clone(&turns).try_acquire_owned().unwrap();
        let body = Chunked::new(Vec::new(), Some(turn));
        assert!(body.is_end_stream());
        assert_eq!(turns.available_permits(), 1);
    }
}
