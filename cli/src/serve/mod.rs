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
//! A bad request is a 4xx answered `{"error": "…"}` naming what is wrong; a body over
//! 64 KiB is a 413. Rulings run on blocking threads, so one slow request does not hold up
//! the others; each request has a deadline (`--request-timeout`, headers and body included).
//!
//! The answers are those of the commands, byte for byte: `/api/forbidden` answers through
//! the batch answer (`write_answer`), `/api/explain` through `explain_json`, `/api/replay`
//! through the replay readers and answer. The board size is one parameter (`size.rs`).
//!
//! The server is the cargo feature `serve` of `renju-cli` (on by default): it brings tokio,
//! axum and hyper. Built without it, this module holds only [`DEFAULT_PORT`] and
//! [`ServerNotBuilt`], the error `renju serve` then exits with.

#[cfg(feature = "serve")]
mod assets;
#[cfg(feature = "serve")]
mod catalogue;
#[cfg(feature = "serve")]
mod error;
#[cfg(feature = "serve")]
mod explain;
#[cfg(feature = "serve")]
mod forbidden;
#[cfg(feature = "serve")]
mod http;
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
pub use catalogue::{Catalogue, SameRuleName};

#[cfg(feature = "serve")]
use anyhow::Context as _;
#[cfg(feature = "serve")]
use std::io::Write as _;
#[cfg(feature = "serve")]
use std::net::{IpAddr, SocketAddr};
#[cfg(feature = "serve")]
use std::time::Duration;

/// The largest request body read (64 KiB); a larger one is answered 413.
#[cfg(feature = "serve")]
pub const MAX_BODY_BYTES: usize = 64 * 1024;

/// The port `renju serve` listens on when not told.
pub const DEFAULT_PORT: u16 = 8015;

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
    /// The most time one request may take, its headers and body included.
    pub request_timeout: Duration,
    /// The rules offered.
    pub rules: Catalogue,
}

/// The server's routes, answering under the rules of `rules`, for serving or for testing
/// without a socket.
#[cfg(feature = "serve")]
pub fn router(request_timeout: Duration, rules: Catalogue) -> axum::Router {
    routes::router(request_timeout, rules)
}

/// Runs the server until SIGINT or SIGTERM. The first line on stdout is
/// `listening on http://HOST:PORT/`; an address other than loopback is warned about on
/// stderr first. Returns once the requests in flight are answered.
#[cfg(feature = "serve")]
pub fn serve(options: ServeOptions) -> anyhow::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the server's threads")?;
    runtime.block_on(async {
        let address = SocketAddr::new(options.bind, options.port);
        if !options.bind.is_loopback() {
            eprintln!(
                "WARNING: renju serve: binding {}: this is not a loopback address, so other \
                 machines that can reach this one can use the server; it has no authentication. \
                 Without --bind it listens on 127.0.0.1 only.",
                options.bind
            );
        }
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .with_context(|| format!("cannot listen on {address}"))?;
        let local = listener
            .local_addr()
            .context("cannot read the address listened on")?;
        let mut out = std::io::stdout().lock();
        writeln!(out, "listening on http://{local}/")
            .and_then(|()| out.flush())
            .context("cannot write to stdout")?;
        drop(out);
        let (stopped, stop) = tokio::sync::oneshot::channel();
        let signal = async move {
            let name = stop_signal().await;
            let _ = stopped.send(name);
        };
        http::run(
            listener,
            router(options.request_timeout, options.rules),
            options.request_timeout,
            signal,
        )
        .await;
        let name = stop.await.unwrap_or("a signal");
        eprintln!("renju serve: stopped on {name}");
        Ok(())
    })
}

/// Waits for SIGINT or SIGTERM (on other systems, Ctrl-C) and says which came.
#[cfg(feature = "serve")]
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        ) {
            (Ok(mut interrupt), Ok(mut terminate)) => tokio::select! {
                _ = interrupt.recv() => "SIGINT",
                _ = terminate.recv() => "SIGTERM",
            },
            // No signal handling to be had: serve until killed.
            _ => std::future::pending().await,
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}
