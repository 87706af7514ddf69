//! The routes: the page and its files, the six API endpoints, and JSON errors for every
//! other path, method, or a body over the limit; every request through the checks of
//! `access.rs` (Host, Origin, declared length, and for the API's POSTs the content type).

use super::access::{self, Hosts};
use super::assets::{Asset, ASSETS, CONTENT_SECURITY_POLICY};
use super::cancel::{Cancel, Stopping};
use super::catalogue::Catalogue;
use super::chunks::Chunked;
use super::error::ApiError;
use super::limits::{MAX_BODY_BYTES, MAX_REPLAYS_AT_ONCE};
use super::{explain, forbidden, replay, rules};
use axum::body::{Body, Bytes};
use axum::extract::rejection::BytesRejection;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, MethodRouter};
use axum::Router;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Semaphore;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The API's paths and their methods, as the 404 lists them.
const API: &str = "GET /api/rules, POST /api/forbidden, POST /api/explain, POST /api/replay, GET /api/openings, GET /api/formats; the page is GET /";

/// A handler's work on a request body, under the rules the server offers; it checks `Cancel`
/// between its steps and stops with its error.
type Work = fn(&Catalogue, &[u8], &Cancel) -> Result<Vec<u8>, ApiError>;

/// How the routes answer.
pub struct Config {
    /// The most time one request may take (its body included): a 408 after it.
    pub timeout: Duration,
    /// The rules offered.
    pub rules: Catalogue,
    /// The host names requests may name.
    pub hosts: Hosts,
    /// Set when the server stops: the rulings in flight stop.
    pub stopping: Stopping,
}

/// What the POST routes share.
struct Shared {
    offered: Catalogue,
    timeout: Duration,
    stopping: Stopping,
    /// Replays running, or whose answers are being written, at once (the others wait their
    /// turn, under their deadline).
    replays: Arc<Semaphore>,
}

/// Whether a ruling may hold a large answer for long (a replay), and so waits its turn.
#[derive(Clone, Copy)]
enum Weight {
    /// One position's answer: bounded by the body, answered at once.
    Light,
    /// A replay: at most [`MAX_REPLAYS_AT_ONCE`] run at once, each holding its turn until its
    /// answer has left the server.
    Heavy,
}

/// The server's routes under `config`.
pub fn router(config: Config) -> Router {
    let rules_json = rules::rules(&config.rules);
    let openings_json = rules::openings();
    let formats_json = rules::formats();
    let shared = Arc::new(Shared {
        offered: config.rules,
        timeout: config.timeout,
        stopping: config.stopping,
        replays: Arc::new(Semaphore::new(MAX_REPLAYS_AT_ONCE)),
    });
    let mut router = Router::new()
        .route(
            "/api/rules",
            only_get(get(move || async move { json(rules_json) })),
        )
        .route(
            "/api/openings",
            only_get(get(move || async move { json(openings_json) })),
        )
        .route(
            "/api/formats",
            only_get(get(move || async move { json(formats_json) })),
        )
        .route(
            "/api/forbidden",
            posted(&shared, forbidden::forbidden, Weight::Light),
        )
        .route(
            "/api/explain",
            posted(&shared, explain::explain, Weight::Light),
        )
        .route(
            "/api/replay",
            posted(&shared, replay::replay, Weight::Heavy),
        );
    for asset in ASSETS {
        router = router.route(
            asset.path,
            only_get(get(move || async move { page_file(asset) })),
        );
    }
    router
        .fallback(not_found)
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(config.hosts),
            access::guard,
        ))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            config.timeout,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
}

fn only_get(route: MethodRouter) -> MethodRouter {
    route.fallback(|method: Method, uri: Uri| async move { wrong_method(&method, &uri, "GET") })
}

fn only_post(route: MethodRouter) -> MethodRouter {
    route.fallback(|method: Method, uri: Uri| async move { wrong_method(&method, &uri, "POST") })
}

fn wrong_method(method: &Method, uri: &Uri, allowed: &'static str) -> Response {
    let error = ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        format!("{method} {}: this path takes {allowed}", uri.path()),
    );
    let mut response = error.into_response();
    response
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allowed));
    response
}

async fn not_found(method: Method, uri: Uri) -> Response {
    ApiError::new(
        StatusCode::NOT_FOUND,
        format!("{method} {}: no such path (the API: {API})", uri.path()),
    )
    .into_response()
}

fn page_file(asset: &'static Asset) -> impl IntoResponse {
    (
        [
            (header::CONTENT_TYPE, asset.content_type),
            (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
        ],
        asset.body,
    )
}

/// A POST route: `work` on the body, under the rules offered; the body must be declared
/// JSON (checked before it is read).
fn posted(shared: &Arc<Shared>, work: Work, weight: Weight) -> MethodRouter {
    let shared = Arc::clone(shared);
    only_post(
        post(move |body: Result<Bytes, BytesRejection>| {
            let shared = Arc::clone(&shared);
            async move { off_the_runtime(body, shared, work, weight).await }
        })
        .route_layer(axum::middleware::from_fn(access::require_json)),
    )
}

/// Answers `body` with `work` on a blocking thread, so that a long ruling never holds up the
/// threads that serve other requests. The work stops at its next check once this handler is
/// dropped (the deadline's 408 is answered, or the client has gone) or the server stops; a
/// replay first waits for its turn, and holds it until its answer has left the server (the
/// last chunk handed to hyper, `chunks.rs`) or its connection is closed: an answer its client
/// does not read holds a turn, not more memory.
async fn off_the_runtime(
    body: Result<Bytes, BytesRejection>,
    shared: Arc<Shared>,
    work: Work,
    weight: Weight,
) -> Response {
    let body = match body {
        Ok(body) => body,
        Err(rejection) => return body_error(&rejection).into_response(),
    };
    let (cancel, _watch) = Cancel::new(shared.timeout, shared.stopping.clone());
    let turn = match weight {
        Weight::Light => None,
        // The semaphore is never closed.
        Weight::Heavy => Arc::clone(&shared.replays).acquire_owned().await.ok(),
    };
    if let Err(stopped) = cancel.check() {
        return stopped.into_response();
    }
    // The turn goes to the thread and comes back with the answer; if this handler is
    // dropped first, it is given back with the answer the thread leaves behind.
    let ruling = tokio::task::spawn_blocking(move || (work(&shared.offered, &body, &cancel), turn));
    match ruling.await {
        Ok((Ok(answer), turn)) => (
            [(header::CONTENT_TYPE, "application/json")],
            Body::new(Chunked::new(answer, turn)),
        )
            .into_response(),
        // An error is small: the turn is given back at once.
        Ok((Err(error), _)) => error.into_response(),
        Err(_) => ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "the ruling failed (a bug: please report it with the request)",
        )
        .into_response(),
    }
}

fn body_error(rejection: &BytesRejection) -> ApiError {
    let status = rejection.status();
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        access::too_large()
    } else {
        ApiError::new(
            status,
            format!("the body cannot be read: {}", rejection.body_text()),
        )
    }
}

fn json(body: Vec<u8>) -> Response {
    ([(header::CONTENT_TYPE, "application/json")], body).into_response()
}
