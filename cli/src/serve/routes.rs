//! The routes: the page and its files, the four API endpoints, and JSON errors for every
//! other path, method, or a body over the limit.

use super::assets::{Asset, ASSETS, CONTENT_SECURITY_POLICY};
use super::catalogue::Catalogue;
use super::error::ApiError;
use super::{explain, forbidden, replay, rules, MAX_BODY_BYTES};
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::DefaultBodyLimit;
use axum::http::{header, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, MethodRouter};
use axum::Router;
use std::sync::Arc;
use std::time::Duration;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The API's paths and their methods, as the 404 lists them.
const API: &str =
    "GET /api/rules, POST /api/forbidden, POST /api/explain, POST /api/replay; the page is GET /";

/// A handler's work on a request body, under the rules the server offers.
type Work = fn(&Catalogue, &[u8]) -> Result<Vec<u8>, ApiError>;

/// The server's routes, answering under the rules of `offered`; a request that takes longer
/// than `timeout` (its body included) is answered 408.
pub fn router(timeout: Duration, offered: Catalogue) -> Router {
    let offered = Arc::new(offered);
    let rules_json = rules::rules(&offered);
    let mut router = Router::new()
        .route(
            "/api/rules",
            only_get(get(move || async move { json(rules_json) })),
        )
        .route("/api/forbidden", posted(&offered, forbidden::forbidden))
        .route("/api/explain", posted(&offered, explain::explain))
        .route("/api/replay", posted(&offered, replay::replay));
    for asset in ASSETS {
        router = router.route(
            asset.path,
            only_get(get(move || async move { page_file(asset) })),
        );
    }
    router
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            timeout,
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

/// A POST route: `work` on the body, under the rules of `offered`.
fn posted(offered: &Arc<Catalogue>, work: Work) -> MethodRouter {
    let offered = Arc::clone(offered);
    only_post(post(move |body: Result<Bytes, BytesRejection>| {
        let offered = Arc::clone(&offered);
        async move { off_the_runtime(body, offered, work).await }
    }))
}

/// Answers `body` with `work` on a blocking thread, so that a long ruling never holds up the
/// threads that serve other requests.
async fn off_the_runtime(
    body: Result<Bytes, BytesRejection>,
    offered: Arc<Catalogue>,
    work: Work,
) -> Response {
    let body = match body {
        Ok(body) => body,
        Err(rejection) => return body_error(&rejection).into_response(),
    };
    match tokio::task::spawn_blocking(move || work(&offered, &body)).await {
        Ok(Ok(answer)) => json(answer),
        Ok(Err(error)) => error.into_response(),
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
        ApiError::new(
            status,
            format!("the body is larger than {MAX_BODY_BYTES} bytes (64 KiB), the most a request may send"),
        )
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
