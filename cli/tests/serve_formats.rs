//! `GET /api/formats`: the record formats the server's replay reads, the list the page's
//! format menu is filled from. Held to the names worked out by hand (`renju replay
//! --format`'s order, `auto` first), to the records crate's `Format::ALL`, and to what
//! `POST /api/replay` accepts.

use crate::serve_common;
use serve_common::{stdout_of, Server};

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The names of `GET /api/formats`'s answer, in order, each entry checked for its keys.
fn listed_names(server: &Server) -> Vec<String> {
    let reply = server.get("/api/formats");
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    let answer = json(&reply.text());
    let object = answer.as_object().expect("an object");
    assert_eq!(object.keys().collect::<Vec<_>>(), ["formats"]);
    answer["formats"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|entry| {
            let mut keys: Vec<&String> = entry.as_object().expect("an object").keys().collect();
            keys.sort();
            assert_eq!(keys, ["description", "name"], "{entry}");
            let description = entry["description"].as_str().expect("a line");
            assert!(description.len() > 10, "{entry}");
            assert!(!description.contains('\n'), "{entry}");
            entry["name"].as_str().expect("a name").to_string()
        })
        .collect()
}

#[test]
fn formats_lists_every_record_format_auto_first() {
    let server = Server::start(&[]);
    let names = listed_names(&server);
    assert_eq!(names, ["auto", "moves", "rif", "sgf", "psq", "renlib"]);
    let all: Vec<&str> = renju_records::Format::names().collect();
    assert_eq!(names, all);
    // As `renju replay --format` lists them.
    let help = stdout_of(&["replay", "--help"], b"");
    let values = help
        .lines()
        .find(|line| line.trim_start().starts_with("--format <FORMAT>"))
        .and_then(|line| line.split("[possible values: ").nth(1))
        .and_then(|rest| rest.split(']').next())
        .expect("renju replay --help lists the formats");
    assert_eq!(names.join(", "), values);
    let psq = json(&server.get("/api/formats").text())["formats"][4].clone();
    assert_eq!(
        psq["description"],
        "Piskvork / Gomocup .psq: one game per file"
    );
}

#[test]
fn every_format_listed_is_one_replay_reads_and_the_path_takes_get_only() {
    let server = Server::start(&[]);
    for name in listed_names(&server) {
        let body = serde_json::json!({ "record": "h8 i9 j10\n", "format": name }).to_string();
        let reply = server.post("/api/replay", &body);
        assert!(
            !reply.text().contains("unknown record format"),
            "{name}: {}",
            reply.text()
        );
    }
    let unknown = serde_json::json!({ "record": "h8\n", "format": "pgn" }).to_string();
    let reply = server.post("/api/replay", &unknown);
    assert_eq!(reply.status, 400);
    assert!(reply.error().contains("pgn"), "{}", reply.error());
    let reply = server.send("POST", "/api/formats", b"{}");
    assert_eq!(reply.status, 405);
    assert_eq!(reply.header("allow"), Some("GET"));
    let reply = server.get("/api/nothing");
    assert_eq!(reply.status, 404);
    assert!(
        reply.error().contains("GET /api/formats"),
        "{}",
        reply.error()
    );
}
