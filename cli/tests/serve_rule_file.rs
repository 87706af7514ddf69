//! `renju serve --rule-file PATH`: rules read from files are offered beside the built-in ones
//! (`GET /api/rules` lists them, with the file and the settings in words), answer under their
//! names as `renju batch --rule-file` does, take the place of a built-in rule of the same
//! name, and the first is the default. Two files of one name are refused, exit status 2.

use crate::serve_common;

use renju::Rule;
use serve_common::{run, stdout_of, Server};
use std::path::{Path, PathBuf};

/// The text of a shipped rule file.
fn shipped(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../rules-spec")
        .join(format!("{name}.toml"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Writes `text` as `dir/name.toml` and returns its path.
fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).expect("write a rule file");
    path
}

/// omok's rules under the name `my-omok`; caro with its summary edited.
fn files(dir: &Path) -> (PathBuf, PathBuf) {
    let my_omok = shipped("omok").replace("name = \"omok\"", "name = \"my-omok\"");
    let caro = shipped("caro").replace("summary = \"", "summary = \"Edited: ");
    (write(dir, "my-omok", &my_omok), write(dir, "caro", &caro))
}

fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The settings in words of `rule` as `/api/rules` lists them.
fn settings(rule: &Rule) -> serde_json::Value {
    rule.settings_in_words()
        .iter()
        .map(|(setting, value)| serde_json::json!({"setting": setting, "value": value}))
        .collect()
}

#[test]
fn rules_from_files_are_listed_with_their_file_and_settings() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (my_omok, caro) = files(dir.path());
    let (my_omok, caro) = (my_omok.display().to_string(), caro.display().to_string());
    let server = Server::start(&["--rule-file", &my_omok, "--rule-file", &caro]);
    let reply = server.get("/api/rules");
    assert_eq!(reply.status, 200);
    let rules = json(&reply.text());
    // The first file's rule is the default.
    assert_eq!(rules["default"], "my-omok");
    let entries = rules["rules"].as_array().expect("a list");
    let names: Vec<&str> = entries
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    let mut expected = serve_common::rule_names();
    expected.push("my-omok".to_string());
    expected.sort();
    assert_eq!(names, expected);
    let by_name = |name: &str| entries.iter().find(|r| r["name"] == name).expect(name);
    // A file named like a built-in rule takes its place: one caro, the edited one.
    let listed_caro = by_name("caro");
    assert!(listed_caro["summary"]
        .as_str()
        .unwrap()
        .starts_with("Edited: Caro as Gomocup plays it"));
    assert_eq!(listed_caro["rule_file"], caro.as_str());
    assert_eq!(listed_caro["gomocup_rule"], 8);
    assert_eq!(by_name("my-omok")["rule_file"], my_omok.as_str());
    assert_eq!(
        by_name("my-omok")["restricts"],
        json(r#"{"black": ["double-three"], "white": ["double-three"]}"#)
    );
    assert_eq!(by_name("my-omok")["board_size"], 19);
    // Built-in rules: no file, and their settings in words.
    for rule in Rule::all().iter().filter(|r| r.name() != "caro") {
        let entry = by_name(rule.name());
        assert_eq!(
            entry["rule_file"],
            serde_json::Value::Null,
            "{}",
            rule.name()
        );
        assert_eq!(entry["settings"], settings(rule), "{}", rule.name());
    }
    // The edited file changed no setting.
    let built_in_caro = Rule::by_name("caro").expect("caro");
    assert_eq!(listed_caro["settings"], settings(built_in_caro));
}

#[test]
fn rules_from_files_answer_as_batch_with_the_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (my_omok, caro) = files(dir.path());
    let (my_omok, caro) = (my_omok.display().to_string(), caro.display().to_string());
    let server = Server::start(&["--rule-file", &my_omok, "--rule-file", &caro]);
    // White's double-three, which my-omok (omok's rules) forbids and renju does not.
    let line = r#"{"white": ["f8", "g8", "h9", "h10"], "black": ["a1", "o15"]"#;
    // The API answers a body without an id as batch answers the line, its id left out.
    let batch = |rule_args: &[&str]| {
        let mut args = vec!["batch", "--color", "both"];
        args.extend(rule_args);
        let answer = stdout_of(&args, format!("{line}, \"id\": 0}}\n").as_bytes());
        answer.replacen("{\"id\":0,", "{", 1)
    };
    let by_file = batch(&["--rule-file", &my_omok]);
    assert!(by_file.contains(r#""forbidden_white":[{"point":"h8","kind":"double-three"}]"#));
    for body in [
        format!(r#"{line}, "rule": "my-omok", "color": "both"}}"#),
        // No rule: the first file's.
        format!(r#"{line}, "color": "both"}}"#),
    ] {
        let reply = server.post("/api/forbidden", &body);
        assert_eq!(reply.status, 200, "{body}: {}", reply.text());
        assert_eq!(reply.text(), by_file, "{body}");
    }
    // The built-in rules are still offered by name.
    let reply = server.post(
        "/api/forbidden",
        &format!(r#"{line}, "rule": "renju", "color": "both"}}"#),
    );
    assert_eq!(reply.text(), batch(&["--rule", "renju"]));
    // Explain and replay take the file's rule by name too.
    let reply = server.post(
        "/api/explain",
        &format!(r#"{line}, "rule": "my-omok", "color": "white", "point": "h8"}}"#),
    );
    assert_eq!(reply.status, 200, "{}", reply.text());
    let explained = stdout_of(
        &[
            "explain",
            "--json",
            "--color",
            "white",
            "--rule-file",
            &my_omok,
            "h8",
        ],
        format!("{line}}}\n").as_bytes(),
    );
    assert_eq!(reply.text().trim_end(), explained.trim_end());
    let reply = server.post(
        "/api/replay",
        r#"{"record": "h8 i9 i8", "format": "moves", "rule": "caro"}"#,
    );
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(json(&reply.text())["rule"], "caro");
    // An unknown rule lists the rules offered, the file's among them.
    let reply = server.post("/api/forbidden", r#"{"rule": "chess"}"#);
    assert_eq!(reply.status, 400);
    let mut names = serve_common::rule_names();
    names.push("my-omok".to_string());
    names.sort();
    assert_eq!(
        reply.error(),
        format!(
            "unknown rule \"chess\"; the rules are {} (see `renju rules`)",
            names.join(", ")
        )
    );
}

#[test]
fn two_rule_files_of_one_name_are_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let (_, caro) = files(dir.path());
    let other = dir.path().join("other");
    std::fs::create_dir(&other).expect("a folder");
    let other = write(&other, "caro", &shipped("caro"));
    let (caro, other) = (caro.display().to_string(), other.display().to_string());
    let output = run(
        &[
            "serve",
            "--port",
            "0",
            "--rule-file",
            &caro,
            "--rule-file",
            &other,
        ],
        b"",
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        format!(
            "error: the rule files {caro} and {other} both name the rule \"caro\": a server offers \
             one rule by each name (give one of them, or rename one: a rule's name is its file's)\n"
        )
    );
}
