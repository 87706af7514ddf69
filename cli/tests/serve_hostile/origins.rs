//! Who may ask: bodies must be declared JSON, only the server's own host names are answered,
//! other sites' pages are refused, and a request names one `Host`.

use super::harness::*;
use crate::serve_common;
use serve_common::Server;

#[test]
fn bodies_must_be_declared_json() {
    let server = Server::start(&[]);
    let host = format!("Host: {}", server.addr);
    let post = |content_type: Option<&str>| {
        let mut head = vec![host.clone()];
        head.extend(content_type.map(|t| format!("Content-Type: {t}")));
        exchange(&server, "POST /api/forbidden HTTP/1.1", &head, DOUBLE_THREE)
    };
    for good in [
        "application/json",
        "application/json; charset=utf-8",
        "Application/JSON",
    ] {
        let reply = post(Some(good));
        assert_eq!(reply.status(), 200, "{good}: {}", reply.head);
        assert_eq!(
            String::from_utf8_lossy(&reply.body),
            "{\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
        );
    }
    for (bad, named) in [
        (Some("text/plain"), "not \"text/plain\""),
        (
            Some("application/x-www-form-urlencoded"),
            "not \"application/x-www-form-urlencoded\"",
        ),
        (
            Some("multipart/form-data; boundary=x"),
            "not \"multipart/form-data; boundary=x\"",
        ),
        (Some("application/jsonp"), "not \"application/jsonp\""),
        (None, "and the request declares none"),
    ] {
        let reply = post(bad);
        assert_eq!(reply.status(), 415, "{bad:?}: {}", reply.head);
        assert_eq!(reply.header("accept-post"), Some("application/json"));
        assert_eq!(
            reply.error(),
            format!(
                "POST /api/forbidden takes a JSON body: its Content-Type must be \
                 application/json, {named}"
            )
        );
    }
    // The other POST routes too; a wrong method is still a 405 and a wrong path a 404.
    for path in ["/api/explain", "/api/replay"] {
        let reply = exchange(
            &server,
            &format!("POST {path} HTTP/1.1"),
            &[host.clone(), "Content-Type: text/plain".into()],
            "{}",
        );
        assert_eq!(reply.status(), 415, "{path}");
    }
    let reply = exchange(
        &server,
        "POST /api/rules HTTP/1.1",
        &[host.clone(), "Content-Type: text/plain".into()],
        "{}",
    );
    assert_eq!(reply.status(), 405);
    let reply = exchange(
        &server,
        "POST /api/nothing HTTP/1.1",
        &[host.clone(), "Content-Type: text/plain".into()],
        "{}",
    );
    assert_eq!(reply.status(), 404);
}

#[test]
fn only_the_servers_own_host_names_are_answered() {
    let server = Server::start(&["--host", "Board.Lan"]);
    let port = server.addr.port();
    let get = |host: Option<String>| {
        let head: Vec<String> = host.into_iter().map(|h| format!("Host: {h}")).collect();
        exchange(&server, "GET /api/rules HTTP/1.1", &head, "")
    };
    for good in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LocalHost:{port}"),
        format!("[::1]:{port}"),
        "localhost".to_string(),
        format!("board.lan:{port}"),
    ] {
        let reply = get(Some(good.clone()));
        assert_eq!(reply.status(), 200, "{good}: {}", reply.head);
    }
    // DNS rebinding: another site's name made to point at 127.0.0.1.
    for bad in [
        format!("evil.example:{port}"),
        format!("localhost.evil.example:{port}"),
        format!("127.0.0.2:{port}"),
        "board.lan.evil.example".to_string(),
    ] {
        let reply = get(Some(bad.clone()));
        assert_eq!(reply.status(), 421, "{bad}: {}", reply.head);
        assert_eq!(
            reply.error(),
            format!(
                "the host {bad:?} is not this server: it answers to localhost, 127.0.0.1, \
                 [::1], board.lan (renju serve --host NAME adds a name)"
            )
        );
    }
    // The page and the POSTs too.
    let reply = exchange(
        &server,
        "GET / HTTP/1.1",
        &[format!("Host: evil.example:{port}")],
        "",
    );
    assert_eq!(reply.status(), 421);
    let reply = exchange(
        &server,
        "POST /api/forbidden HTTP/1.1",
        &[
            format!("Host: evil.example:{port}"),
            "Content-Type: application/json".into(),
        ],
        DOUBLE_THREE,
    );
    assert_eq!(reply.status(), 421);
    // An HTTP/1.0 request may name no host: only a browser could be fooled, and browsers
    // always send one.
    let reply = exchange(&server, "GET /api/rules HTTP/1.0", &[], "");
    assert_eq!(reply.status(), 200, "{}", reply.head);
    // A --host that is no host name is refused before anything listens.
    let output = serve_common::run(&["serve", "--port", "0", "--host", "evil:80"], b"");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr)
        .contains("\"evil:80\" is not a host name: give a name like board.lan"));
}

#[test]
fn pages_of_other_origins_are_refused() {
    let server = Server::start(&[]);
    let own = format!("http://{}", server.addr);
    let host = format!("Host: {}", server.addr);
    let post = |origin: &str, content_type: &str| {
        exchange(
            &server,
            "POST /api/forbidden HTTP/1.1",
            &[
                host.clone(),
                format!("Origin: {origin}"),
                format!("Content-Type: {content_type}"),
            ],
            DOUBLE_THREE,
        )
    };
    // The attack of issue 35: another site's page posts text/plain, which needs no
    // preflight.
    let port = server.addr.port();
    for origin in [
        "http://evil.example".to_string(),
        "https://evil.example".to_string(),
        "null".to_string(),
        // Another local page (another port, or another name of this machine) is another
        // origin too.
        "http://127.0.0.1:3000".to_string(),
        format!("http://localhost:{port}"),
        format!("https://127.0.0.1:{port}"),
    ] {
        for content_type in ["text/plain", "application/json"] {
            let reply = post(&origin, content_type);
            assert_eq!(
                reply.status(),
                403,
                "{origin} {content_type}: {}",
                reply.head
            );
            assert_eq!(
                reply.error(),
                format!(
                    "a request from {origin:?} is refused: the server answers its own page \
                     ({own}) and programs that send no Origin, not the pages of other sites"
                )
            );
        }
    }
    // The page's own requests carry its origin.
    let reply = post(&own, "application/json");
    assert_eq!(reply.status(), 200, "{}", reply.head);
    // A GET from another origin is refused as well, and the preflight another origin's
    // JSON POST needs is never granted.
    let reply = exchange(
        &server,
        "GET /api/rules HTTP/1.1",
        &[host.clone(), "Origin: http://evil.example".into()],
        "",
    );
    assert_eq!(reply.status(), 403);
    let reply = exchange(
        &server,
        "OPTIONS /api/forbidden HTTP/1.1",
        &[
            host.clone(),
            format!("Origin: {own}"),
            "Access-Control-Request-Method: POST".into(),
            "Access-Control-Request-Headers: content-type".into(),
        ],
        "",
    );
    assert_eq!(reply.status(), 405, "{}", reply.head);
    assert_eq!(reply.header("access-control-allow-origin"), None);
}

#[test]
fn a_request_names_one_host_and_an_http_1_1_request_names_it() {
    let server = Server::start(&[]);
    let host = format!("Host: {}", server.addr);
    let get = |version: &str, head: &[String]| {
        exchange(&server, &format!("GET /api/rules {version}"), head, "")
    };
    // RFC 9112, section 3.2: a server must answer 400 to an HTTP/1.1 request without Host,
    // and to any request with more than one.
    let reply = get("HTTP/1.1", &[]);
    assert_eq!(reply.status(), 400, "{}", reply.head);
    assert_eq!(
        reply.error(),
        "the request names no host: an HTTP/1.1 request must have a Host header (RFC 9112, \
         section 3.2)"
    );
    for version in ["HTTP/1.1", "HTTP/1.0"] {
        for second in [host.clone(), "Host: evil.example".to_string()] {
            let reply = get(version, &[host.clone(), second]);
            assert_eq!(reply.status(), 400, "{version}: {}", reply.head);
            assert_eq!(
                reply.error(),
                "the request has 2 Host headers: it must name its host once (RFC 9112, \
                 section 3.2)"
            );
        }
    }
    // The POSTs too, before their bodies are read.
    let reply = exchange(
        &server,
        "POST /api/forbidden HTTP/1.1",
        &["Content-Type: application/json".to_string()],
        DOUBLE_THREE,
    );
    assert_eq!(reply.status(), 400, "{}", reply.head);
    // One host is taken, and an HTTP/1.0 request may name none.
    assert_eq!(get("HTTP/1.1", std::slice::from_ref(&host)).status(), 200);
    assert_eq!(get("HTTP/1.0", &[]).status(), 200);
}
