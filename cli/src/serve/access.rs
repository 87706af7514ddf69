//! Who may ask, checked before anything is read of a request's body: the server answers its
//! own page and the programs of the machine it runs on, not the pages of other sites that a
//! browser on that machine happens to show.
//!
//! - **Host**: a request must name the server as its host (`Host`, and the authority of an
//!   absolute request target): `localhost`, `127.0.0.1`, `[::1]`, the `--bind` address, or a
//!   name given with `--host` (any port). Anything else is refused **421 Misdirected
//!   Request**: that is a page of another site whose name was made to point at this machine
//!   (DNS rebinding), which could otherwise read the answers. A request with two `Host`
//!   headers, or an HTTP/1.1 request with none, is refused **400** (RFC 9112, section 3.2);
//!   an HTTP/1.0 request without `Host` is taken: browsers always send one.
//! - **Origin**: a request a browser sends on behalf of a page carries that page's origin;
//!   it must be the server's own (`http://` and the request's `Host`), else the request is
//!   refused **403 Forbidden**, whatever its method: a page of another site cannot make the
//!   server work. `Origin: null` (a sandboxed page, a file) is refused too. Programs that send
//!   no `Origin` (curl, scripts) are taken.
//! - **Content-Length** over [`MAX_BODY_BYTES`]: refused **413** at once, before the body
//!   is read (and so before `100 Continue` is sent to a client that asked for it); the
//!   connection is closed after the answer. A body sent without a length is cut off at the
//!   same limit as it is read (`routes.rs`).
//! - **Content-Type** of a POST to the API ([`require_json`]): `application/json` (with any
//!   parameters, such as `charset=utf-8`), else **415 Unsupported Media Type**, before the
//!   body is read. With the Origin check this shuts out the "simple" requests a page of
//!   another site can send without asking first (`text/plain`, forms); one with
//!   `application/json` needs a CORS preflight (`OPTIONS`), which the server never grants.

use super::error::ApiError;
use super::limits::MAX_BODY_BYTES;
use axum::extract::{Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Version};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::net::IpAddr;
use std::sync::Arc;

/// The host names a request may name (lower case; IPv6 addresses in brackets).
#[derive(Clone, Debug)]
pub struct Hosts(Vec<String>);

impl Hosts {
    /// `localhost`, `127.0.0.1`, `[::1]`, the address listened on (`bind`, unless it is the
    /// unspecified address), and `extra` (the `--host` names).
    pub fn new(bind: IpAddr, extra: &[String]) -> Hosts {
        let mut names: Vec<String> = ["localhost", "127.0.0.1", "[::1]"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        // The unspecified address (0.0.0.0, ::) is no name a client uses.
        if !bind.is_unspecified() {
            names.push(match bind {
                IpAddr::V4(v4) => v4.to_string(),
                IpAddr::V6(v6) => format!("[{v6}]"),
            });
        }
        names.extend(extra.iter().map(|name| name.to_ascii_lowercase()));
        let mut seen = Vec::new();
        names.retain(|name| {
            let new = !seen.contains(name);
            seen.push(name.clone());
            new
        });
        Hosts(names)
    }

    /// Whether `authority` (`host` or `host:port`, as `Host` writes it) names one of them.
    pub fn allows(&self, authority: &str) -> bool {
        let name = host_name(authority).to_ascii_lowercase();
        self.0.contains(&name)
    }

    /// The names, as the 421 lists them.
    fn list(&self) -> String {
        self.0.join(", ")
    }
}

/// The host of an authority, without its port: `127.0.0.1:8015` → `127.0.0.1`,
/// `[::1]:8015` → `[::1]`, `localhost` → `localhost`.
fn host_name(authority: &str) -> &str {
    if authority.starts_with('[') {
        return match authority.find(']') {
            Some(end) => &authority[..=end],
            None => authority,
        };
    }
    match authority.rfind(':') {
        Some(colon) => &authority[..colon],
        None => authority,
    }
}

/// The middleware of every request: its `Host`, its `Origin` and its declared length (see
/// the module's documentation).
pub async fn guard(State(hosts): State<Arc<Hosts>>, request: Request, next: Next) -> Response {
    if let Err(refused) = check(&hosts, &request) {
        let mut response = refused.into_response();
        // The body, if any, is not read: the connection cannot be used again.
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        return response;
    }
    next.run(request).await
}

fn check(hosts: &Hosts, request: &Request) -> Result<(), ApiError> {
    let headers = request.headers();
    one_host(headers, request.version())?;
    let host = text_of(headers, header::HOST)?;
    let target = request.uri().authority().map(|a| a.as_str());
    for named in [host, target].into_iter().flatten() {
        if !hosts.allows(named) {
            return Err(ApiError::new(
                StatusCode::MISDIRECTED_REQUEST,
                format!(
                    "the host {named:?} is not this server: it answers to {} (renju serve \
                     --host NAME adds a name)",
                    hosts.list()
                ),
            ));
        }
    }
    if let Some(origin) = text_of(headers, header::ORIGIN)? {
        let own = host.or(target).map(|named| format!("http://{named}"));
        if own
            .as_deref()
            .is_none_or(|own| !origin.eq_ignore_ascii_case(own))
        {
            let own = own.unwrap_or_else(|| "a page of this server".to_string());
            return Err(ApiError::new(
                StatusCode::FORBIDDEN,
                format!(
                    "a request from {origin:?} is refused: the server answers its own page \
                     ({own}) and programs that send no Origin, not the pages of other sites"
                ),
            ));
        }
    }
    if let Some(length) = text_of(headers, header::CONTENT_LENGTH)? {
        // hyper refuses a length that is not a number before the request gets here.
        if length
            .trim()
            .parse::<u64>()
            .is_ok_and(|n| n > MAX_BODY_BYTES as u64)
        {
            return Err(too_large());
        }
    }
    Ok(())
}

/// The 400 of a request that names its host twice, or an HTTP/1.1 request that names none
/// (RFC 9112, section 3.2: the server must refuse both).
fn one_host(headers: &HeaderMap, version: Version) -> Result<(), ApiError> {
    match headers.get_all(header::HOST).iter().count() {
        0 if version >= Version::HTTP_11 => Err(ApiError::bad_request(
            "the request names no host: an HTTP/1.1 request must have a Host header \
             (RFC 9112, section 3.2)",
        )),
        0 | 1 => Ok(()),
        n => Err(ApiError::bad_request(format!(
            "the request has {n} Host headers: it must name its host once (RFC 9112, \
             section 3.2)"
        ))),
    }
}

/// The 413 of a body over [`MAX_BODY_BYTES`].
pub fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        format!(
            "the body is larger than {MAX_BODY_BYTES} bytes (64 KiB), the most a request may send"
        ),
    )
}

/// A header's value as text, `None` when absent; a value that is not visible ASCII is a 400.
fn text_of(headers: &HeaderMap, name: header::HeaderName) -> Result<Option<&str>, ApiError> {
    headers
        .get(&name)
        .map(|value| {
            value.to_str().map_err(|_| {
                ApiError::bad_request(format!("the {name} header is not visible ASCII text"))
            })
        })
        .transpose()
}

/// The middleware of the API's POST routes: the body must be declared `application/json`
/// (415 otherwise), checked before it is read.
pub async fn require_json(method: Method, request: Request, next: Next) -> Response {
    let declared = request.headers().get(header::CONTENT_TYPE);
    let json = declared
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|mime| mime.trim().eq_ignore_ascii_case("application/json"));
    if json {
        return next.run(request).await;
    }
    let what = match declared {
        Some(value) => format!("not {:?}", String::from_utf8_lossy(value.as_bytes())),
        None => "and the request declares none".to_string(),
    };
    let mut response = ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        format!(
            "{method} {} takes a JSON body: its Content-Type must be application/json, {what}",
            request.uri().path()
        ),
    )
    .into_response();
    let headers = response.headers_mut();
    headers.insert("accept-post", HeaderValue::from_static("application/json"));
    headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn host_names_are_read_without_their_port() {
        assert_eq!(host_name("127.0.0.1:8015"), "127.0.0.1");
        assert_eq!(host_name("[::1]:8015"), "[::1]");
        assert_eq!(host_name("[::1]"), "[::1]");
        assert_eq!(host_name("localhost"), "localhost");
        let hosts = Hosts::new("127.0.0.1".parse().unwrap(), &["Board.Lan".to_string()]);
        for good in [
            "127.0.0.1:8015",
            "LOCALHOST:1",
            "[::1]:8015",
            "board.lan:80",
            "localhost",
        ] {
            assert!(hosts.allows(good), "{good}");
        }
        for bad in [
            "evil.example:8015",
            "127.0.0.2:8015",
            "localhost.evil.example",
            "[::2]",
            "",
        ] {
            assert!(!hosts.allows(bad), "{bad}");
        }
        assert_eq!(hosts.list(), "localhost, 127.0.0.1, [::1], board.lan");
        let v6 = Hosts::new("::1".parse().unwrap(), &[]);
        assert_eq!(v6.list(), "localhost, 127.0.0.1, [::1]");
        let any = Hosts::new("0.0.0.0".parse().unwrap(), &[]);
        assert_eq!(any.list(), "localhost, 127.0.0.1, [::1]");
        let lan = Hosts::new("192.168.1.5".parse().unwrap(), &[]);
        assert!(lan.allows("192.168.1.5:8015"));
    }

    #[test]
    fn a_request_names_one_host_and_an_http_1_1_one_names_it() {
        let mut headers = HeaderMap::new();
        for version in [Version::HTTP_10, Version::HTTP_11] {
            let refused = one_host(&headers, version).map_err(|e| e.message);
            if version == Version::HTTP_10 {
                assert_eq!(refused, Ok(()));
            } else {
                assert_eq!(
                    refused,
                    Err(
                        "the request names no host: an HTTP/1.1 request must have a Host \
                         header (RFC 9112, section 3.2)"
                            .to_string()
                    )
                );
            }
        }
        headers.append(header::HOST, HeaderValue::from_static("127.0.0.1"));
        assert_eq!(one_host(&headers, Version::HTTP_11), Ok(()));
        headers.append(header::HOST, HeaderValue::from_static("127.0.0.1"));
        for version in [Version::HTTP_10, Version::HTTP_11] {
            let error = one_host(&headers, version).unwrap_err();
            assert_eq!(error.status, StatusCode::BAD_REQUEST);
            assert_eq!(
                error.message,
                "the request has 2 Host headers: it must name its host once (RFC 9112, \
                 section 3.2)"
            );
        }
    }
}
