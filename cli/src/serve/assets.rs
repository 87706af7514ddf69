//! The page and its files, compiled into the binary (`cli/assets/`): the server works offline
//! and the page loads nothing from another host (its Content-Security-Policy says so too).

/// A file of the page.
#[derive(Clone, Copy, Debug)]
pub struct Asset {
    /// Where it is served.
    pub path: &'static str,
    /// Its `Content-Type`.
    pub content_type: &'static str,
    /// Its bytes.
    pub body: &'static str,
}

macro_rules! asset {
    ($path:literal, $file:literal, $type:expr) => {
        Asset {
            path: $path,
            content_type: $type,
            body: include_str!(concat!("../../assets/", $file)),
        }
    };
}

const JS: &str = "text/javascript; charset=utf-8";

/// Every file of the page: `/` is the page, `/assets/…` its style, modules and icon.
pub const ASSETS: &[Asset] = &[
    asset!("/", "index.html", "text/html; charset=utf-8"),
    asset!("/assets/style.css", "style.css", "text/css; charset=utf-8"),
    asset!("/assets/app.js", "app.js", JS),
    asset!("/assets/api.js", "api.js", JS),
    asset!("/assets/board.js", "board.js", JS),
    asset!("/assets/explain.js", "explain.js", JS),
    asset!("/assets/replay.js", "replay.js", JS),
    asset!("/assets/rule.js", "rule.js", JS),
    asset!("/assets/state.js", "state.js", JS),
    asset!("/assets/icon.svg", "icon.svg", "image/svg+xml"),
];

/// The page's Content-Security-Policy: everything from this server, nothing inline, nothing
/// from elsewhere.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
     style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
