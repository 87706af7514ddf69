//! `/api/replay`: the same answers as `renju replay` with every position, every format, bad
//! records in place, the size asked, hostile records refused quickly, and every bundled and
//! generated record answered as the command answers it.

use super::harness::*;
use crate::serve_common;
use serve_common::{repo_file, stdout_of, Server};
use std::time::{Duration, Instant};

/// A game of a replay answer, its parts as written.
#[derive(serde::Deserialize)]
struct RawGame {
    answer: Box<serde_json::value::RawValue>,
    positions: Option<Vec<Box<serde_json::value::RawValue>>>,
}

/// The games of a replay answer, their parts as written.
fn raw_games(text: &str) -> Vec<RawGame> {
    #[derive(serde::Deserialize)]
    struct Answer {
        games: Vec<RawGame>,
    }
    serde_json::from_str::<Answer>(text)
        .expect("a replay answer")
        .games
}

#[test]
fn replay_answers_what_replay_prints_with_every_position() {
    let server = Server::start(&[]);
    let games = repo_file("examples/games.txt");
    let body = serde_json::json!({"record": games, "name": "games.txt"}).to_string();
    let reply = server.post("/api/replay", &body);
    assert_eq!(reply.status, 200, "{}", reply.text());
    let answer = json(&reply.text());
    assert_eq!(answer["rule"], "renju");
    assert_eq!(answer["size"], 15);
    let games_out = answer["games"].as_array().unwrap();
    // The answers are `renju replay`'s lines, byte for byte.
    let raw = raw_games(&reply.text());
    let replayed = stdout_of(&["replay", "-"], games.as_bytes());
    let answers: String = raw
        .iter()
        .map(|g| format!("{}\n", g.answer.get()))
        .collect();
    assert_eq!(answers, replayed);
    // Each position before a move is answered as `renju batch --color both` answers the
    // line `renju replay --positions` writes for it.
    let lines = stdout_of(&["replay", "--positions", "-"], games.as_bytes());
    let batch = stdout_of(&["batch", "--color", "both"], lines.as_bytes());
    let mut before_moves = String::new();
    for (game, raw) in games_out.iter().zip(&raw) {
        let positions = raw.positions.as_ref().unwrap();
        let moves = game["moves"].as_array().unwrap();
        assert_eq!(positions.len(), moves.len() + 1);
        for p in &positions[..moves.len()] {
            before_moves.push_str(&format!("{}\n", p.get()));
        }
        let last = &game["positions"][moves.len()];
        assert_eq!(
            last["id"],
            format!("{}-end", game["answer"]["game"].as_str().unwrap())
        );
    }
    assert_eq!(before_moves, batch);
    // By hand: the double-three game (h8 i8 i9 h9 j8 k9 j9 i10 j10) has black's ninth move
    // j10 a double-three (column j8 j9 j10 and diagonal h8 i9 j10); the position before it
    // marks j10, and the game's stones come in order.
    let first = &games_out[0];
    assert_eq!(first["answer"]["game"], "double-three");
    assert_eq!(first["answer"]["foul"]["point"], "j10");
    assert_eq!(
        first["moves"][0],
        json(r#"{"point": "h8", "color": "black"}"#)
    );
    assert_eq!(
        first["moves"][1],
        json(r#"{"point": "i8", "color": "white"}"#)
    );
    assert_eq!(first["setup"], json("[]"));
    let before_foul = &first["positions"][8];
    assert_eq!(before_foul["id"], "double-three-m9");
    assert!(before_foul["forbidden"]
        .as_array()
        .unwrap()
        .contains(&json(r#"{"point": "j10", "kind": "double-three"}"#)));
    assert_eq!(before_foul["forbidden_white"], json("[]"));
}

#[test]
fn replay_reads_every_format_and_answers_bad_records_in_place() {
    let server = Server::start(&[]);
    let replay = |body: serde_json::Value| {
        let reply = server.post("/api/replay", &body.to_string());
        assert_eq!(reply.status, 200, "{body}: {}", reply.text());
        json(&reply.text())["games"].as_array().unwrap().clone()
    };
    // SGF rows count from the top: hh = h8, ih = i8, ii = i7 (setup stones first).
    let sgf = replay(serde_json::json!({
        "record": "(;FF[4]GM[4]GN[s1]AB[aa];B[hh];W[ih];B[ii])", "format": "sgf"}));
    assert_eq!(sgf[0]["answer"]["game"], "s1");
    assert_eq!(
        sgf[0]["setup"],
        json(r#"[{"point": "a15", "color": "black"}]"#)
    );
    assert_eq!(
        sgf[0]["moves"][2],
        json(r#"{"point": "i7", "color": "black"}"#)
    );
    assert_eq!(sgf[0]["positions"].as_array().unwrap().len(), 4);
    // psq: y from the top, 8,8 = h8; the game's id is the file name; auto by the header.
    let psq = replay(serde_json::json!({
        "record": "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,8,0\n", "name": "g.psq"}));
    assert_eq!(psq[0]["answer"]["game"], "g.psq");
    assert_eq!(
        psq[0]["moves"][1],
        json(r#"{"point": "i8", "color": "white"}"#)
    );
    // RenLib, binary, in base64: the header, then h8 (0x78) as the only move (flags 0x40:
    // no sibling, leaf).
    let mut lib = b"\xFFRenLib\xFF\x03\x04".to_vec();
    lib.resize(20, 0);
    lib.extend([0x78, 0x40]);
    use base64::Engine as _;
    let encoded = base64::engine::general_purpose::STANDARD.encode(&lib);
    let renlib = replay(serde_json::json!({"record_base64": encoded, "format": "renlib"}));
    let cli = stdout_of(&["replay", "--format", "renlib", "-"], &lib);
    assert_eq!(renlib[0]["answer"], json(&cli));
    assert_eq!(
        renlib[0]["moves"],
        json(r#"[{"point": "h8", "color": "black"}]"#)
    );
    // A record that cannot be a game is answered in its place; the others still are.
    let mixed = replay(serde_json::json!({"record": "a: h8 i9 h8\nb: h8\n"}));
    assert_eq!(
        mixed[0]["answer"],
        json(r#"{"game": "a", "line": 1, "error": "move 3 (h8) is on an occupied point"}"#)
    );
    assert!(mixed[0].get("positions").is_none());
    assert_eq!(mixed[1]["answer"]["result"], "none");
    // A record of another board is judged on it: 10,10 of a 20x20 psq file is j11.
    let big = replay(serde_json::json!({"record": "Piskvorky 20x20, 11:11, 0\n10,10,0\n"}));
    assert_eq!(big[0]["answer"]["result"], "none", "{big:?}");
    assert_eq!(
        big[0]["moves"],
        json(r#"[{"point": "j11", "color": "black"}]"#)
    );
}

#[test]
fn replay_requests_say_what_is_wrong() {
    let server = Server::start(&[]);
    let refused = |body: &str| {
        let reply = server.post("/api/replay", body);
        assert_eq!(reply.status, 400, "{body}: {}", reply.text());
        reply.error()
    };
    assert!(refused("{").starts_with("not JSON: EOF while parsing an object"));
    assert!(refused(r#"{"recrod": "h8"}"#).starts_with("unknown field `recrod`, expected one of"));
    assert_eq!(
        refused("{}"),
        "missing field `record`: the game record, as text (or `record_base64`)"
    );
    assert_eq!(
        refused(r#"{"record": "h8", "record_base64": "aDg="}"#),
        "both `record` and `record_base64`: give the record once"
    );
    assert!(refused(r#"{"record_base64": "%%%"}"#).starts_with("`record_base64` is not base64"));
    assert_eq!(
        refused(r#"{"record": "h8", "format": "pgn"}"#),
        "unknown format \"pgn\": the formats are auto, moves, rif, sgf, psq, renlib"
    );
    assert!(refused(r#"{"record": "h8", "rule": "chess"}"#).starts_with("unknown rule \"chess\""));
    assert_eq!(
        refused(r#"{"record": "h8", "size": 30}"#),
        "board size 30 is outside 5..26"
    );
    assert!(refused(r#"{"record": 5}"#).starts_with("invalid type: integer `5`, expected a string"));
}

#[test]
fn replay_judges_a_record_on_the_size_asked_unless_it_states_its_own() {
    let server = Server::start(&[]);
    let replay = |body: serde_json::Value| {
        let reply = server.post("/api/replay", &body.to_string());
        assert_eq!(reply.status, 200, "{}", reply.text());
        json(&reply.text())
    };
    // A record that states no size is read and judged on the board asked for, as
    // `renju replay --size 19` judges it.
    let answer = replay(serde_json::json!({"record": "h8 s19", "size": 19}));
    assert_eq!(answer["size"], 19);
    let game = &answer["games"][0];
    assert_eq!(game["answer"].get("error"), None, "{game}");
    assert_eq!(game["answer"]["moves"], 2, "{game}");
    assert_eq!(
        game["positions"].as_array().map(Vec::len),
        Some(3),
        "{game}"
    );
    assert_eq!(
        game["answer"],
        json(&stdout_of(&["replay", "--size", "19", "-"], b"h8 s19\n"))
    );
    // Without a size asked, the rule's board: s19 is off the 15x15 board.
    let answer = replay(serde_json::json!({"record": "h8 s19"}));
    assert_eq!(
        answer["games"][0]["answer"]["error"],
        "move 2 (s19) is off the 15x15 board"
    );
    // A record's own size is judged on, unless another was asked for.
    let sgf = "(;FF[4]GM[4]SZ[20];B[aa];W[tt])";
    let answer = replay(serde_json::json!({"record": sgf}));
    assert_eq!(answer["games"][0]["answer"]["moves"], 2);
    let answer = replay(serde_json::json!({"record": sgf, "size": 19}));
    assert_eq!(
        answer["games"][0]["answer"]["error"],
        "the record's board is 20x20, but --size asks for 19x19"
    );
}

#[test]
fn hostile_records_are_refused_quickly() {
    let server = Server::start(&[]);
    let timed = |body: serde_json::Value| {
        let start = Instant::now();
        let reply = server.post("/api/replay", &body.to_string());
        let took = start.elapsed();
        assert_eq!(reply.status, 200, "{}", reply.text());
        let games = json(&reply.text())["games"].as_array().unwrap().clone();
        (games, took)
    };
    // XML "billion laughs": ten entities, each ten of the one before.
    let mut dtd = String::from("<!ENTITY lol0 \"lol\">");
    for i in 1..10 {
        let refs: String = (0..10).map(|_| format!("&lol{};", i - 1)).collect();
        dtd.push_str(&format!("<!ENTITY lol{i} \"{refs}\">"));
    }
    let laughs = format!(
        "<?xml version=\"1.0\"?><!DOCTYPE games [{dtd}]><games><game id=\"lol\"><move>&lol9;</move></game></games>"
    );
    let (games, took) = timed(serde_json::json!({"record": laughs}));
    assert_eq!(games.len(), 1);
    let error = games[0]["answer"]["error"].as_str().unwrap();
    assert!(error.contains("entity reference"), "{error}");
    assert!(took < Duration::from_secs(2), "took {took:?}");
    // A deep SGF tree: 8,000 nested variations (about 64 KB).
    let deep = format!(
        "(;GM[4]FF[4]{}{})",
        "(;B[hh]".repeat(8000),
        ")".repeat(8000)
    );
    let (games, took) = timed(serde_json::json!({"record": deep, "format": "sgf"}));
    let error = games[0]["answer"]["error"].as_str().unwrap();
    assert!(error.contains("deeper than 2000"), "{error}");
    assert!(took < Duration::from_secs(2), "took {took:?}");
}

/// A game record in one format, and what a request and the command are told of it.
struct Record {
    /// What the case is, for the failure message.
    label: String,
    /// The record's bytes.
    bytes: Vec<u8>,
    /// Its format, as `--format` and `"format"` name it.
    format: &'static str,
}

/// Checks that `POST /api/replay` of `record` (with `rule` and `size` when given) answers
/// what `renju replay --format F [--rule R] [--size N]` prints, line for line and byte for
/// byte, and that every position before a move is answered as `renju batch --color both`
/// answers the line `renju replay --positions` writes for it. Returns the API's games.
fn assert_replay_is_the_commands(
    server: &Server,
    record: &Record,
    rule: Option<&str>,
    size: Option<usize>,
) -> Vec<serde_json::Value> {
    use base64::Engine as _;
    let label = format!("{} rule {rule:?} size {size:?}", record.label);
    let mut body = match std::str::from_utf8(&record.bytes) {
        Ok(text) => serde_json::json!({ "record": text }),
        Err(_) => serde_json::json!({
            "record_base64": base64::engine::general_purpose::STANDARD.encode(&record.bytes)
        }),
    };
    body["format"] = record.format.into();
    // The command reads standard input, `-`: a psq game's id is that name.
    body["name"] = "-".into();
    let mut args = vec!["--format".to_string(), record.format.to_string()];
    if let Some(rule) = rule {
        body["rule"] = rule.into();
        args.extend(["--rule".to_string(), rule.to_string()]);
    }
    if let Some(size) = size {
        body["size"] = size.into();
        args.extend(["--size".to_string(), size.to_string()]);
    }
    let reply = server.post("/api/replay", &body.to_string());
    assert_eq!(reply.status, 200, "{label}: {}", reply.text());
    let text = reply.text();
    let raw = raw_games(&text);
    let games = json(&text)["games"].as_array().unwrap().clone();
    let command = |first: &[&str]| {
        let mut all: Vec<&str> = first.to_vec();
        all.extend(args.iter().map(String::as_str));
        all.push("-");
        stdout_of(&all, &record.bytes)
    };
    let answers: String = raw
        .iter()
        .map(|g| format!("{}\n", g.answer.get()))
        .collect();
    assert_eq!(answers, command(&["replay"]), "{label}");
    // The positions of the games judged (an error line has none), before each move.
    let lines: String = command(&["replay", "--positions"])
        .lines()
        .filter(|line| line.starts_with("{\"id\":"))
        .map(|line| format!("{line}\n"))
        .collect();
    let mut batch_args = vec!["batch", "--color", "both"];
    if let Some(rule) = rule {
        batch_args.extend(["--rule", rule]);
    }
    let batch = stdout_of(&batch_args, lines.as_bytes());
    let mut before_moves = String::new();
    for (game, raw) in games.iter().zip(&raw) {
        let Some(positions) = &raw.positions else {
            assert!(game["answer"].get("error").is_some(), "{label}: {game}");
            continue;
        };
        let moves = game["moves"].as_array().unwrap().len();
        assert_eq!(positions.len(), moves + 1, "{label}");
        for p in &positions[..moves] {
            before_moves.push_str(&format!("{}\n", p.get()));
        }
        assert_eq!(
            game["positions"][moves]["id"],
            format!("{}-end", game["answer"]["game"].as_str().unwrap()),
            "{label}"
        );
    }
    assert_eq!(before_moves, batch, "{label}");
    games
}

/// `count` games of random distinct points on an `n`x`n` board (as (column, row), 0-based),
/// 5 to 60 moves each; some end in a five or a foul, some run on after it.
fn random_games(
    rng: &mut rand_chacha::ChaCha8Rng,
    n: usize,
    count: usize,
) -> Vec<Vec<(usize, usize)>> {
    use rand::RngExt as _;
    (0..count)
        .map(|_| {
            let mut points: Vec<(usize, usize)> =
                (0..n).flat_map(|c| (0..n).map(move |r| (c, r))).collect();
            let moves = rng.random_range(5..=60.min(n * n));
            for i in 0..moves {
                let j = rng.random_range(i..points.len());
                points.swap(i, j);
            }
            points.truncate(moves);
            points
        })
        .collect()
}

fn point_name((col, row): (usize, usize)) -> String {
    format!("{}{}", char::from(b'a' + col as u8), row + 1)
}

/// The records of `games` on an `n`x`n` board in every format that can hold them: a moves
/// file and a RenjuNet XML file (no size of their own), an SGF collection (`SZ[n]`), a psq
/// file of the first game (its header's size), and for 15x15 a RenLib file of the first.
fn records_of(n: usize, games: &[Vec<(usize, usize)>]) -> Vec<Record> {
    let names =
        |game: &[(usize, usize)]| -> Vec<String> { game.iter().map(|&p| point_name(p)).collect() };
    let mut records = Vec::new();
    let moves: String = games
        .iter()
        .enumerate()
        .map(|(i, g)| format!("m{i}: {}\n", names(g).join(" ")))
        .collect();
    records.push(Record {
        label: format!("moves {n}x{n}"),
        bytes: moves.into_bytes(),
        format: "moves",
    });
    let mut rif = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<database>\n<games>\n");
    for (i, g) in games.iter().enumerate() {
        rif.push_str(&format!(
            "<game id=\"r{i}\" bid=\"1\" rule=\"1\" black=\"1\" white=\"2\" bresult=\"0.5\">\n<move>{}</move>\n</game>\n",
            names(g).join(" ")
        ));
    }
    rif.push_str("</games>\n</database>\n");
    records.push(Record {
        label: format!("rif {n}x{n}"),
        bytes: rif.into_bytes(),
        format: "rif",
    });
    // SGF: column letter from the left, row letter from the top.
    let sgf_point = |(col, row): (usize, usize)| {
        format!(
            "{}{}",
            char::from(b'a' + col as u8),
            char::from(b'a' + (n - 1 - row) as u8)
        )
    };
    let mut sgf = String::new();
    for (i, g) in games.iter().enumerate() {
        sgf.push_str(&format!("(;FF[4]GM[4]SZ[{n}]GN[s{i}]"));
        for (k, &p) in g.iter().enumerate() {
            let color = if k % 2 == 0 { 'B' } else { 'W' };
            sgf.push_str(&format!(";{color}[{}]", sgf_point(p)));
        }
        sgf.push_str(")\n");
    }
    records.push(Record {
        label: format!("sgf {n}x{n}"),
        bytes: sgf.into_bytes(),
        format: "sgf",
    });
    // psq: 1-based x from the left, y from the top.
    let mut psq = format!("Piskvorky {n}x{n}, 11:11, 0\n");
    for (k, &(col, row)) in games[0].iter().enumerate() {
        psq.push_str(&format!("{},{},{}\n", col + 1, n - row, 100 * k));
    }
    psq.push_str("-1\n");
    records.push(Record {
        label: format!("psq {n}x{n}"),
        bytes: psq.into_bytes(),
        format: "psq",
    });
    if n == 15 {
        // RenLib: a null root, then one node per move (high nibble the row from the top,
        // low nibble the column from 1), the last a leaf.
        let mut lib = b"\xFFRenLib\xFF\x03\x04".to_vec();
        lib.resize(20, 0xFF);
        lib.extend([0x00, 0x00]);
        for (k, &(col, row)) in games[0].iter().enumerate() {
            let flags = if k + 1 == games[0].len() { 0x40 } else { 0x00 };
            lib.extend([(((14 - row) << 4) | (col + 1)) as u8, flags]);
        }
        records.push(Record {
            label: "renlib 15x15".to_string(),
            bytes: lib,
            format: "renlib",
        });
    }
    records
}

#[test]
fn replay_answers_as_the_command_does_for_every_bundled_and_generated_record() {
    use rand::SeedableRng as _;
    let server = Server::start(&[]);
    // The bundled records.
    let bundled = Record {
        label: "examples/games.txt".to_string(),
        bytes: repo_file("examples/games.txt").into_bytes(),
        format: "auto",
    };
    for (rule, size) in [
        (None, None),
        (Some("omok"), None),
        (None, Some(19)),
        (Some("gomoku-freestyle"), None),
    ] {
        assert_replay_is_the_commands(&server, &bundled, rule, size);
    }
    // Issue 35's record: on 9x9 the edge blocks the row g5 h5 i5 (i is the last column), so
    // g5 makes one three (the column g5 g6 g7) and is allowed; on 15x15 it is a
    // double-three.
    let edge = Record {
        label: "issue 35".to_string(),
        bytes: b"g: h5 a9 i5 b9 g6 c9 g7 d9 g5\n".to_vec(),
        format: "moves",
    };
    let on_9 = assert_replay_is_the_commands(&server, &edge, None, Some(9));
    assert_eq!(on_9[0]["answer"]["result"], "none");
    let on_15 = assert_replay_is_the_commands(&server, &edge, None, None);
    assert_eq!(on_15[0]["answer"]["foul"]["point"], "g5");
    assert_eq!(on_15[0]["answer"]["foul"]["kind"], "double-three");
    // Generated records of every format and size; each asked without a size, with its own
    // and with another (which a record of its own size refuses in its place).
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(35);
    for (n, other, rule) in [
        (5, 9, None),
        (9, 15, Some("omok")),
        (15, 19, None),
        (19, 15, Some("caro")),
        (20, 26, Some("gomoku-freestyle")),
        (26, 20, None),
    ] {
        let games = random_games(&mut rng, n, 4);
        for record in records_of(n, &games) {
            let without = assert_replay_is_the_commands(&server, &record, rule, None);
            let own = assert_replay_is_the_commands(&server, &record, rule, Some(n));
            let elsewhere = assert_replay_is_the_commands(&server, &record, rule, Some(other));
            // What the record says of its board: RenjuNet XML and RenLib are 15x15 by their
            // format, SGF says `SZ`, psq its header; a move list says nothing.
            let stated = match record.format {
                "rif" | "renlib" => Some(15),
                "sgf" | "psq" => Some(n),
                _ => None,
            };
            let no_error = |games: &[serde_json::Value]| {
                games.iter().all(|g| g["answer"].get("error").is_none())
            };
            match stated {
                Some(s) => {
                    for (asked, games) in [(n, &own), (other, &elsewhere)] {
                        if asked == s {
                            // Asked for its own board: as without a size.
                            assert_eq!(games, &without, "{} asked {asked}", record.label);
                            continue;
                        }
                        // Another board is refused in place, game by game (a RenjuNet game
                        // with a move off its 15x15 board is refused for that first).
                        let conflict = format!(
                            "the record's board is {s}x{s}, but --size asks for {asked}x{asked}"
                        );
                        for game in games {
                            let error = game["answer"]["error"].as_str().unwrap_or_default();
                            assert!(
                                error == conflict
                                    || (record.format == "rif"
                                        && error.ends_with("is off the 15x15 board")),
                                "{} asked {asked}: {game}",
                                record.label
                            );
                        }
                        if record.format != "rif" {
                            assert_eq!(games[0]["answer"]["error"], conflict, "{}", record.label);
                        }
                    }
                }
                None => {
                    // Read on the board asked: every game of its own board is judged, and on
                    // a larger one too.
                    assert!(no_error(&own), "{}: {own:?}", record.label);
                    if other > n {
                        assert!(no_error(&elsewhere), "{}: {elsewhere:?}", record.label);
                    }
                }
            }
        }
    }
}
