//! Serving connections: HTTP/1.1 on a tokio listener, with a deadline for each request's
//! headers, until a shutdown signal; then the listener is closed and the requests in flight
//! are finished (their rulings told to stop), for [`DRAIN`] at most.

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::time::Duration;
use tokio::net::TcpListener;

/// How long requests in flight at shutdown may take to finish (their rulings are stopped at
/// once, so this is for a client slow to take its answer).
pub const DRAIN: Duration = Duration::from_secs(4);

/// How long, after [`DRAIN`], the threads of rulings that have not stopped yet are waited
/// for: with it the server stops within [`super::STOP_WITHIN`].
pub const LAST_WAIT: Duration = Duration::from_millis(500);

const _: () = assert!(DRAIN.as_millis() + LAST_WAIT.as_millis() < super::STOP_WITHIN.as_millis());

/// Serves `app` on `listener` until `stop` completes, then drains. A request whose headers
/// take longer than `timeout` to arrive is dropped.
pub async fn run(
    listener: TcpListener,
    app: Router,
    timeout: Duration,
    stop: impl Future<Output = ()>,
) {
    let graceful = GracefulShutdown::new();
    let mut stop = std::pin::pin!(stop);
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let stream = match accepted {
                    Ok((stream, _)) => stream,
                    // Out of file descriptors, or a connection reset before it was taken: wait
                    // a little rather than spin.
                    Err(_) => {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        continue;
                    }
                };
                let service = TowerToHyperService::new(app.clone());
                let connection = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(timeout)
                    .serve_connection(TokioIo::new(stream), service);
                let connection = graceful.watch(connection);
                tokio::spawn(async move {
                    // A client that goes away mid-request is nothing to report.
                    let _ = connection.await;
                });
            }
            () = &mut stop => break,
        }
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(DRAIN) => {}
    }
}
