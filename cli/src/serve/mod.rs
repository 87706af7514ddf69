//! `renju serve`: a local web server with a board page that shows and explains rulings, and
//! the JSON API the page uses.
//!
//! - `GET /`: the page (`cli/assets/`, compiled in: it works offline and loads nothing from
//!   another host).
//! - `POST /api/forbidden`: a `renju batch` input line (its `id` optional), with optional
//!   `rule`, `color` (`black`, `white`, `both`) and `size` → the object `renju batch` prints.
//! - `POST /api/explain`: the same with `point` (and `color`: who plays) → the document
//!   `renju explain --json` prints.
//! - `POST /api/replay`: `{record, format?, rule?, size?}` → each game's `renju replay`
//!   answer and the forbidden points of every position (see `replay.rs`).
//! - `GET /api/rules`: the variants, their board sizes, whose moves they restrict and their
//!   settings in words.
//!
//! The rules offered are the built-in ones and those read from rule files
//! (`--rule-file PATH`, [`Catalogue`]): a file's rule takes the place of a built-in rule of
//! its name, and the first file's rule is the default.
//!
//! A bad request is a 4xx answered `{"error": "…"}` naming what is wrong. Every request is
//! bounded: its body by [`MAX_BODY_BYTES`] (a 413, from `Content-Length` at once), its time
//! by `--request-timeout` (a 408, and the ruling is stopped: `cancel.rs`), a replay's answer
//! by [`MAX_ANSWER_BYTES`] (a 422), and at most [`MAX_REPLAYS_AT_ONCE`] replays run, or have
//! their answers written, at once. Each exchange, from a request's first byte to its answer's
//! last byte written, ends within `--request-timeout` (and a second for the 408), else its
//! connection is closed (`exchange.rs`); at most `--max-connections` connections are open at
//! once, each with a buffer of at most [`MAX_BUFFER_BYTES`] (`http.rs`). Rulings run on
//! blocking threads, so one slow request does not hold up the others. An HTTP/1.1 request
//! must name one `Host` (else a 400), and only the server's own names (else a 421), a page of
//! another origin is refused (a 403), and the API's POST bodies must be declared JSON (a
//! 415): `access.rs`. SIGINT or SIGTERM stops the rulings in flight and the server within
//! [`STOP_WITHIN`].
//!
//! The answers are those of the commands, byte for byte: `/api/forbidden` answers through
//! the batch answer (`write_answer`), `/api/explain` through `explain_json`, `/api/replay`
//! through the replay readers and answer. The board size is one parameter (`size.rs`).
//!
//! The server is the cargo feature `serve` of `renju-cli` (on by default): it brings tokio,
//! axum and hyper. Built without it, this module holds only [`DEFAULT_PORT`] and
//! [`ServerNotBuilt`], the error `renju serve` then exits with.

#[cfg(feature = "serve")]
mod access;
#[cfg(feature = "serve")]
mod assets;
#[cfg(feature = "serve")]
mod cancel;
#[cfg(feature = "serve")]
mod catalogue;
#[cfg(feature = "serve")]
mod chunks;
#[cfg(feature = "serve")]
mod error;
#[cfg(feature = "serve")]
mod exchange;
#[cfg(feature = "serve")]
mod explain;
#[cfg(feature = "serve")]
mod forbidden;
#[cfg(feature = "serve")]
mod http;
#[cfg(feature = "serve")]
mod limits;
#[cfg(feature = "serve")]
mod replay;
#[cfg(feature = "serve")]
mod request;
#[cfg(feature = "serve")]
mod routes;
#[cfg(feature = "serve")]
mod rules;
#[cfg(feature = "serve")]
mod ruling;
#[cfg(feature = "serve")]
mod size;

#[cfg(feature = "serve")]
pub use catalogue::{Catalogue, CatalogueError, SameRuleName, TakenName};
#[cfg(feature = "serve")]
use limits::MAX_RULING_THREADS;
#[cfg(feature = "serve")]
pub use limits::{
    MAX_ANSWER_BYTES, MAX_BODY_BYTES, MAX_BUFFER_BYTES, MAX_REPLAYS_AT_ONCE, STOP_WITHIN,
};

#[cfg(feature = "serve")]
use anyhow::Context as _;
#[cfg(feature = "serve")]
use std::io::Write as _;
#[cfg(feature = "serve")]
use std::net::{IpAddr, SocketAddr};
#[cfg(feature = "serve")]
use std::time::Duration;

/// The port `renju serve` listens on when not told.
pub const DEFAULT_PORT: u16 = 8015;

/// The most connections `renju serve` keeps open at once when not told (`--max-connections`):
/// well under the 1,024 file descriptors a process may usually open, and each connection
/// holds at most about 50 KB of the server's memory when idle or slow (its buffers, and
/// hyper's state), so this many hold about 25 MB at most.
pub const DEFAULT_MAX_CONNECTIONS: usize = 512;

/// `renju serve` asked of a binary built without the server (without the cargo feature
/// `serve`): the error it exits with (status 2), saying how to get a binary with the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "renju serve: this renju was built without the web server (the cargo feature `serve`); \
     to get it, install renju with its default features: cargo install --locked --path cli"
)]
pub struct ServerNotBuilt;

/// How `renju serve` runs.
#[cfg(feature = "serve")]
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The address to listen on (default 127.0.0.1).
    pub bind: IpAddr,
    /// The port (0: any free port).
    pub port: u16,
    /// The most time one exchange may take: the request's head and body read, its ruling,
    /// and its answer written.
    pub request_timeout: Duration,
    /// The most connections open at once (`--max-connections`); the next waits until one
    /// closes.
    pub max_connections: usize,
    /// The rules offered.
    pub rules: Catalogue,
    /// Host names the server answers to besides `localhost`, `127.0.0.1`, `[::1]` and
    /// `bind` (`--host`).
    pub hosts: Vec<String>,
}

/// The server's routes as `options` say (for serving, or for testing without a socket).
#[cfg(feature = "serve")]
pub fn router(options: &ServeOptions) -> axum::Router {
    router_stopped_by(options, cancel::Stopping::default())
}

/// The routes, whose rulings stop when `stopping` is set.
#[cfg(feature = "serve")]
fn router_stopped_by(options: &ServeOptions, stopping: cancel::Stopping) -> axum::Router {
    routes::router(routes::Config {
        timeout: options.request_timeout,
        rules: options.rules.clone(),
        hosts: access::Hosts::new(options.bind, &options.hosts),
        stopping,
    })
}

/// Runs the server until SIGINT or SIGTERM. The first line on stdout is
/// `listening on http://HOST:PORT/`; an address other than loopback is warned about on
/// stderr first. On a signal the rulings in flight are stopped (answered 503), the requests
/// in flight finished, and it returns within [`STOP_WITHIN`].
#[cfg(feature = "serve")]
pub fn serve(options: ServeOptions) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(MAX_RULING_THREADS)
        .build()
        .context("cannot start the server's threads")?;
    let served = runtime.block_on(async {
        let address = SocketAddr::new(options.bind, options.port);
        if !options.bind.is_loopback() {
            eprintln!(
                "WARNING: renju serve: binding {}: this is not a loopback address, so other \
                 machines that can reach this one can use the server; it has no authentication. \
                 Without --bind it listens on 127.0.0.1 only.",
                options.bind
            );
        }
        warn_if_too_few_descriptors(options.max_connections);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .with_context(|| format!("cannot listen on {address}"))?;
        let local = listener
            .local_addr()
            .context("cannot read the address listened on")?;
        let stop_signal = stop_signal();
        let mut out = std::io::stdout().lock();
        writeln!(out, "listening on http://{local}/")
            .and_then(|()| out.flush())
            .context("cannot write to stdout")?;
        drop(out);
        let (stopped, stop) = tokio::sync::oneshot::channel();
        let stopping = cancel::Stopping::default();
        let app = router_stopped_by(&options, stopping.clone());
        let signal = async move {
            let name = stop_signal.await;
            // Every ruling in flight stops at its next check.
            stopping.stop();
            let _ = stopped.send(name);
        };
        http::run(
            listener,
            app,
            options.request_timeout,
            options.max_connections,
            signal,
        )
        .await;
        let name = stop.await.unwrap_or("a signal");
        eprintln!("renju serve: stopped on {name}");
        Ok::<(), anyhow::Error>(())
    });
    // The rulings have been told to stop; a thread that has not yet is not waited for.
    runtime.shutdown_timeout(http::LAST_WAIT);
    served
}

/// Warns on stderr when the process may open fewer file descriptors than `max_connections`
/// and a few for itself: past that limit connections are refused by the system rather than
/// waiting their turn.
#[cfg(feature = "serve")]
fn warn_if_too_few_descriptors(max_connections: usize) {
    #[cfg(unix)]
    {
        // The listener, stdio, the runtime's own descriptors.
        const OWN: usize = 32;
        let mut limit = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes the limit into `limit`, a valid rlimit.
        let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) } == 0;
        let wanted = max_connections.saturating_add(OWN) as libc::rlim_t;
        if read && limit.rlim_cur != libc::RLIM_INFINITY && limit.rlim_cur < wanted {
            eprintln!(
                "WARNING: renju serve: --max-connections {max_connections}, but this process may                  open only {} files (ulimit -n): connections past that are refused; raise the                  limit to {wanted} or give fewer connections",
                limit.rlim_cur
            );
        }
    }
    #[cfg(not(unix))]
    let _ = max_connections;
}

/// Listens for SIGINT and SIGTERM (on other systems, Ctrl-C) from now on, and returns a
/// future that says which came. The handlers are in place when this returns, before the
/// server says it listens: a signal sent as soon as the first line is read stops it
/// cleanly rather than killing it.
#[cfg(feature = "serve")]
fn stop_signal() -> impl std::future::Future<Output = &'static str> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let handlers = (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        );
        async move {
            match handlers {
                (Ok(mut interrupt), Ok(mut terminate)) => tokio::select! {
                    _ = interrupt.recv() => "SIGINT",
                    _ = terminate.recv() => "SIGTERM",
                },
                // No signal handling to be had: serve until killed.
                _ => std::future::pending().await,
            }
        }
    }
    #[cfg(not(unix))]
    {
        async {
            let _ = tokio::signal::ctrl_c().await;
            "Ctrl-C"
        }
    }
}
