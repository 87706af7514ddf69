//! The position endpoints: `/api/rules` lists the variants, `/api/forbidden` and
//! `/api/explain` answer as `renju batch` and `renju explain --json` do (and as rulings worked
//! by hand), and bad requests are told what is wrong.

use super::harness::*;
use crate::serve_common;
use serve_common::{repo_file, stdout_of, Server};

#[test]
fn rules_lists_the_variants_their_sizes_and_whom_they_restrict() {
    let server = Server::start(&[]);
    let reply = server.get("/api/rules");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    let rules = json(&reply.text());
    assert_eq!(rules["default"], "renju");
    assert_eq!(
        rules["sizes"],
        json(&format!(
            r#"{{"min": 5, "max": 26, "supported": {:?}}}"#,
            (5..=26).collect::<Vec<_>>()
        ))
    );
    let by_name = |name: &str| {
        rules["rules"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["name"] == name)
            .unwrap_or_else(|| panic!("rule {name}"))
            .clone()
    };
    let names: Vec<_> = rules["rules"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap().to_string())
        .collect();
    // One per rule file of rules-spec/, sorted by name.
    assert_eq!(names, serve_common::rule_names());
    // RIF 9.2-9.3: black may not play overline, double-four, double-three; white is free.
    let renju = by_name("renju");
    assert_eq!(
        renju["restricts"],
        json(r#"{"black": ["overline", "double-four", "double-three"], "white": []}"#)
    );
    assert_eq!(renju["board_size"], 15);
    assert_eq!(renju["gomocup_rule"], 4);
    // Omok: double-three for both colours, nothing else.
    assert_eq!(
        by_name("omok")["restricts"],
        json(r#"{"black": ["double-three"], "white": ["double-three"]}"#)
    );
    assert_eq!(
        by_name("gomoku-freestyle")["restricts"],
        json(r#"{"black": [], "white": []}"#)
    );
    assert_eq!(
        by_name("renju-completing-five-counts")["aliases"],
        json(r#"["renju-five-keeps-three"]"#)
    );
}

#[test]
fn forbidden_answers_what_batch_prints_byte_for_byte() {
    let server = Server::start(&[]);
    let examples = repo_file("examples/rules-examples.jsonl");
    for (args, extra) in [
        (vec!["batch"], ""),
        (
            vec!["batch", "--rule", "omok", "--color", "both"],
            r#", "rule": "omok", "color": "both""#,
        ),
        (
            vec!["batch", "--rule", "gomoku-standard", "--color", "white"],
            r#", "color": "white", "rule": "gomoku-standard""#,
        ),
    ] {
        let batch = stdout_of(&args, examples.as_bytes());
        let mut api = String::new();
        for line in examples.lines() {
            let body = format!("{}{extra}}}", line.trim_end().trim_end_matches('}'));
            let reply = server.post("/api/forbidden", &body);
            assert_eq!(reply.status, 200, "{body}: {}", reply.text());
            assert_eq!(reply.header("content-type"), Some("application/json"));
            api.push_str(&reply.text());
        }
        assert_eq!(api, batch, "renju {}", args.join(" "));
        assert_eq!(api.lines().count(), 6);
    }
}

#[test]
fn forbidden_answers_rulings_worked_by_hand() {
    let server = Server::start(&[]);
    let answer = |body: String| {
        let reply = server.post("/api/forbidden", &body);
        assert_eq!(reply.status, 200, "{body}: {}", reply.text());
        reply.text()
    };
    // The id is echoed exactly as written; without one, the answer has none.
    assert_eq!(
        answer(format!(r#"{{"id": 1.50e3, {DOUBLE_THREE}}}"#)),
        "{\"id\":1.50e3,\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
    assert_eq!(
        answer(format!(r#"{{{DOUBLE_THREE}, "color": "both"}}"#)),
        "{\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}],\"forbidden_white\":[]}\n"
    );
    // Under gomoku rules nothing is forbidden.
    assert_eq!(
        answer(format!(r#"{{"rule": "gomoku-freestyle", {DOUBLE_THREE}}}"#)),
        "{\"forbidden\":[]}\n"
    );
    // Omok forbids white's double-three too: the same shape in white makes h8 one.
    assert_eq!(
        answer(
            r#"{"white": ["f8", "g8", "h9", "h10"], "black": ["a1", "o15"], "rule": "omok", "color": "white"}"#
                .to_string()
        ),
        "{\"forbidden_white\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
    // The size may be given, and 15 is today's one size.
    assert_eq!(
        answer(format!(r#"{{"size": 15, {DOUBLE_THREE}}}"#)),
        "{\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}\n"
    );
}

#[test]
fn explain_answers_what_explain_json_prints_byte_for_byte() {
    let server = Server::start(&[]);
    let false_three = r#""black": ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]"#;
    for (position, point, flags, extra) in [
        (DOUBLE_THREE, "h8", vec![], ""),
        (false_three, "h8", vec![], ""),
        (
            false_three,
            "g8",
            vec!["--rule", "gomoku-standard"],
            r#", "rule": "gomoku-standard""#,
        ),
        (
            r#""white": ["f8", "g8", "h9", "h10"]"#,
            "h8",
            vec!["--rule", "omok", "--color", "white"],
            r#", "rule": "omok", "color": "white""#,
        ),
    ] {
        let mut args = vec!["explain", "--json"];
        args.extend(&flags);
        args.push(point);
        let cli = stdout_of(&args, format!("{{{position}}}").as_bytes());
        let body = format!(r#"{{{position}, "point": "{point}"{extra}}}"#);
        let reply = server.post("/api/explain", &body);
        assert_eq!(reply.status, 200, "{body}: {}", reply.text());
        assert_eq!(reply.text(), cli, "{body}");
        assert!(cli.ends_with("}\n"));
    }
    // And what it says, by hand: RIF 9.3's false three. h8 makes the row e8 f8 . h8 (whose
    // only straight-four point g8 is an overline: g6-g11) and the column h8 h9 h10: one
    // real three, so h8 is allowed.
    let reply = server.post(
        "/api/explain",
        &format!(r#"{{{false_three}, "point": "h8"}}"#),
    );
    let tree = json(&reply.text());
    assert_eq!(tree["verdict"], "allowed");
    let threes = tree["threes"]["lines"].as_array().unwrap();
    assert_eq!(threes[0]["direction"], "row");
    assert_eq!(threes[0]["trials"][0]["point"], "g8");
    assert_eq!(threes[0]["trials"][0]["makes_real"], false);
    assert_eq!(
        threes[0]["trials"][0]["detail"]["explained"]["verdict"],
        "overline"
    );
}

#[test]
fn position_requests_say_what_is_wrong() {
    let server = Server::start(&[]);
    let refused = |path: &str, body: &str| {
        let reply = server.post(path, body);
        assert_eq!(reply.status, 400, "{body}: {}", reply.text());
        reply.error()
    };
    for path in ["/api/forbidden", "/api/explain"] {
        let point = if path == "/api/explain" {
            r#", "point": "a1""#
        } else {
            ""
        };
        let with = |fields: &str| format!("{{{fields}{point}}}");
        // Bad JSON, and JSON that is not an object.
        assert!(refused(path, "{\"black\": [").starts_with("not JSON: EOF while parsing a list"));
        assert!(refused(path, "[]").starts_with("not a position: got an array"));
        assert_eq!(
            refused(path, "\u{0}\u{ff}"),
            "not JSON: expected value at line 1 column 1"
        );
        // Unknown field: named, with its place in the body (the server's fields blanked in
        // place keep every column): column 25 is the closing quote of "balck".
        assert_eq!(
            refused(path, &with(r#""rule": "renju", "balck": ["h8"]"#)),
            "unknown field `balck`, expected one of `id`, `black`, `white`, `board`, `size` at line 1 column 25"
        );
        // Bad point names, and a point given twice.
        assert_eq!(
            refused(path, &with(r#""black": ["p16"]"#)),
            "black[0]: p16 is off the 15x15 board (columns a-o, rows 1-15)"
        );
        assert!(refused(path, &with(r#""black": ["p27"]"#))
            .starts_with("black[0]: \"p27\" is off every board: columns run a-z and rows 1-26"));
        assert!(refused(path, &with(r#""black": ["H8"]"#))
            .starts_with("black[0]: \"H8\" is not a point name: columns are lower case"));
        assert!(refused(path, &with(r#""black": ["h8", "h8"]"#))
            .starts_with("h8 is given twice: black[0] and black[1]"));
        assert_eq!(
            refused(path, &with(r#""black": ["h8"], "white": ["h8"]"#)),
            "h8 is given twice: black[0] and white[0]"
        );
        // The server's own fields.
        assert!(
            refused(path, &with(r#""rule": "chess""#)).starts_with(&format!(
                "unknown rule \"chess\"; the rules are {}",
                serve_common::rule_names().join(", ")
            ))
        );
        assert_eq!(
            refused(path, &with(r#""rule": 4"#)),
            "`rule` must be a rule name, not 4"
        );
        assert_eq!(
            refused(path, &with(r#""rule": "renju", "rule": "omok""#)),
            "duplicate field `rule`"
        );
        assert!(refused(path, &with(r#""color": "red""#)).starts_with("unknown color \"red\""));
        assert_eq!(
            refused(path, &with(r#""size": 27"#)),
            "board size 27 is outside 5..26"
        );
        assert_eq!(
            refused(path, &with(r#""size": 4"#)),
            "board size 4 is outside 5..26"
        );
        assert_eq!(
            refused(path, &with(r#""size": "15""#)),
            "`size` must be a board size like 15, not \"15\""
        );
    }
    // Explain's own: who plays is one colour, the point is needed, named well, and empty.
    assert_eq!(
        refused("/api/explain", r#"{"point": "h8", "color": "both"}"#),
        "unknown color \"both\": `color` is who plays, black or white"
    );
    assert_eq!(
        refused("/api/explain", r#"{"black": ["h8"]}"#),
        "missing field `point`: the empty point to explain, like \"h8\""
    );
    assert_eq!(
        refused("/api/explain", r#"{"point": "z99"}"#),
        "`point`: \"z99\" is off every board: columns run a-z and rows 1-26"
    );
    assert_eq!(
        refused("/api/explain", r#"{"black": ["h8"], "point": "h8"}"#),
        "`point`: h8 already holds a black stone: explain needs an empty point"
    );
    // `point` is no field of a forbidden request.
    assert!(refused("/api/forbidden", r#"{"point": "h8"}"#).starts_with("unknown field `point`"));
}

#[test]
fn unknown_paths_wrong_methods_and_large_bodies_are_json_errors() {
    let server = Server::start(&[]);
    let reply = server.get("/api/nothing");
    assert_eq!(reply.status, 404);
    assert!(reply.error().starts_with(
        "GET /api/nothing: no such path (the API: GET /api/rules, POST /api/forbidden"
    ));
    for (method, path, allowed) in [
        ("GET", "/api/forbidden", "POST"),
        ("PUT", "/api/explain", "POST"),
        ("GET", "/api/replay", "POST"),
        ("POST", "/api/rules", "GET"),
        ("DELETE", "/", "GET"),
    ] {
        let reply = server.send(method, path, b"{}");
        assert_eq!(reply.status, 405, "{method} {path}");
        assert_eq!(reply.header("allow"), Some(allowed));
        assert_eq!(
            reply.error(),
            format!("{method} {path}: this path takes {allowed}")
        );
    }
    // 64 KiB is the most a body may be: one byte more is a 413, before anything is read.
    let limit = 64 * 1024;
    let padded = |len: usize| {
        let mut body = format!("{{{DOUBLE_THREE}");
        body.push_str(&" ".repeat(len - body.len() - 1));
        body.push('}');
        body
    };
    let at_limit = server.post("/api/forbidden", &padded(limit));
    assert_eq!(at_limit.status, 200, "{}", at_limit.text());
    for path in ["/api/forbidden", "/api/explain", "/api/replay"] {
        let over = server.post(path, &padded(limit + 1));
        assert_eq!(over.status, 413, "{path}");
        assert_eq!(
            over.error(),
            "the body is larger than 65536 bytes (64 KiB), the most a request may send"
        );
    }
}
