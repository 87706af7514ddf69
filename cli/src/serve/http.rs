//! Serving connections: HTTP/1.1 on a tokio listener until a shutdown signal; then the
//! listener is closed and the requests in flight are finished (their rulings told to stop),
//! for [`DRAIN`] at most.
//!
//! Each connection is bounded:
//!
//! - at most `max_connections` are open at once: the next is accepted only when one closes
//!   (it waits in the system's queue of the listening socket meanwhile);
//! - hyper's buffer is at most [`MAX_BUFFER_BYTES`](super::limits::MAX_BUFFER_BYTES): a request
//!   whose head (request line and headers) is larger is answered 431 and the connection
//!   closed, and an answer is taken from its body only as that buffer is written out;
//! - a request's head must come within `timeout` (else the connection is closed), and each
//!   exchange, from the request's first byte to its answer's last byte written, within
//!   `timeout` and [`LAST_WORD`](super::exchange::LAST_WORD) (`exchange.rs`), else the
//!   connection is closed, and what the server held for it freed.

use super::exchange::{Exchange, Sent, Watched};
use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// How long requests in flight at shutdown may take to finish (their rulings are stopped at
/// once, so this is for a client slow to take its answer).
pub const DRAIN: Duration = Duration::from_secs(4);

/// How long, after [`DRAIN`], the threads of rulings that have not stopped yet are waited
/// for: with it the server stops within [`super::limits::STOP_WITHIN`].
pub const LAST_WAIT: Duration = Duration::from_millis(500);

const _: () =
    assert!(DRAIN.as_millis() + LAST_WAIT.as_millis() < super::limits::STOP_WITHIN.as_millis());

/// Serves `app` on `listener`, at most `max_connections` connections at once, each exchange
/// within `timeout` (see the module's documentation), until `stop` completes; then drains.
pub async fn run(
    listener: TcpListener,
    app: Router,
    timeout: Duration,
    max_connections: usize,
    stop: impl Future<Output = ()>,
) {
    let graceful = GracefulShutdown::new();
    let slots = Arc::new(Semaphore::new(max_connections));
    let mut stop = std::pin::pin!(stop);
    loop {
        // A free slot first, then a connection: past the limit, connections wait in the
        // listening socket's queue, and hold nothing of the server's.
        let slot = tokio::select! {
            // The semaphore is never closed.
            slot = Arc::clone(&slots).acquire_owned() => slot.ok(),
            () = &mut stop => break,
        };
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                // Out of file descriptors, or a connection reset before it was taken: wait
                // a little rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let exchange = Exchange::new(timeout);
        let service = Tracked {
            app: TowerToHyperService::new(app.clone()),
            exchange: Arc::clone(&exchange),
        };
        let connection = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(timeout)
            .max_buf_size(super::limits::MAX_BUFFER_BYTES)
            .serve_connection(
                TokioIo::new(Watched::new(stream, Arc::clone(&exchange))),
                service,
            );
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            // A client that goes away mid-request is nothing to report; one past its
            // deadline has its connection dropped, and with it its request and answer.
            tokio::select! {
                _ = connection => {}
                () = exchange.closes() => {}
            }
            drop(slot);
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN) => {}
    }
}

/// The routes of one connection, telling its [`Exchange`] when each request is handed to
/// them and when its answer has been handed over whole.
#[derive(Clone)]
struct Tracked {
    app: TowerToHyperService<Router>,
    exchange: Arc<Exchange>,
}

impl hyper::service::Service<Request<Incoming>> for Tracked {
    type Response = Response<Sent>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response<Sent>, Infallible>> + Send>>;

    fn call(&self, request: Request<Incoming>) -> Self::Future {
        // A request read with the one before it begins only now.
        self.exchange.begin();
        let exchange = Arc::clone(&self.exchange);
        let answer = self.app.call(request);
        Box::pin(async move {
            let response: Response<Body> = answer.await?;
            Ok(response.map(|body| Sent::new(body, exchange)))
        })
    }
}
