//! A corpus of replayed games, generated here from a fixed seed, written in every format and
//! replayed: every game must get the line its construction says.
//!
//! Each game is one of six hand-checked games (the comment of `replay_formats.rs` works them
//! out on a board), moved by one of the board's 8 symmetries and a shift that keeps every
//! stone at least 3 points from the edge (so every three stays open, every four and five
//! keeps its ends; the symmetries keep the edge where it was). A symmetry and a shift change
//! no verdict, so each game keeps its known end: a double-three, a double-four or an
//! overline foul by black, a black or white five, or nothing, at a known move and point.
//! Some games also get a planted fault: a stone on an occupied point (an error), or a move
//! after the end (`"moves_after_end": 1`, or an error with `--strict`).

use crate::common;
use crate::replay_common;

use replay_common::{
    moves_line, name, psq_file, renlib_file, replay, rif_file, run, sgf_tree, xys, Xy,
};
use serde_json::{json, Value};

/// A hand-checked game and how it ends: the result, the decisive move (1-based), the foul's
/// kind.
struct Template {
    moves: &'static str,
    result: &'static str,
    at: usize,
    kind: Option<&'static str>,
}

const TEMPLATES: [Template; 6] = [
    Template {
        moves: "h8 i8 i9 h9 j8 k9 j9 i10 j10",
        result: "black-foul",
        at: 9,
        kind: Some("double-three"),
    },
    Template {
        moves: "h8 h9 i8 i9 g8 f8 j8 k8 j7 j9 k10 k9 g9 l9",
        result: "white-five",
        at: 14,
        kind: None,
    },
    Template {
        moves: "e8 j10 h5 k11 f8 j11 h6 k10 g8 l12 h7 m13 h8",
        result: "black-foul",
        at: 13,
        kind: Some("double-four"),
    },
    Template {
        moves: "e8 h9 j8 h10 f8 g10 i8 i11 g8 f9 h8",
        result: "black-foul",
        at: 11,
        kind: Some("overline"),
    },
    Template {
        moves: "h8 h9 i9 i10 j10 j11 k11 g7 l12",
        result: "black-five",
        at: 9,
        kind: None,
    },
    Template {
        moves: "h8 i9 g9 g10 j7",
        result: "none",
        at: 0,
        kind: None,
    },
];

/// SplitMix64: a small, fixed, well-mixed generator (the corpus is the same on every run).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Symmetry `s` (0..8) of the 15x15 board: a reflection of the columns, of the rows, and a
/// swap of the two.
fn symmetry(s: u64, (col, row): Xy) -> Xy {
    let (mut c, mut r) = (col, row);
    if s & 1 != 0 {
        c = 14 - c;
    }
    if s & 2 != 0 {
        r = 14 - r;
    }
    if s & 4 != 0 {
        (c, r) = (r, c);
    }
    (c, r)
}

/// A generated game: its moves and the answer's fields other than the id (and place), as
/// judged and as judged with `--strict`.
struct Game {
    moves: Vec<Xy>,
    expected: Value,
    strict: Value,
}

const MARGIN: u8 = 3;

fn generate(rng: &mut Rng) -> Game {
    let template = &TEMPLATES[rng.below(TEMPLATES.len() as u64) as usize];
    let s = rng.below(8);
    let mut moves: Vec<Xy> = xys(template.moves)
        .into_iter()
        .map(|p| symmetry(s, p))
        .collect();
    // Shift so that the stones stay MARGIN points or more from every edge.
    let (min_c, max_c) = (
        moves.iter().map(|p| p.0).min(),
        moves.iter().map(|p| p.0).max(),
    );
    let (min_r, max_r) = (
        moves.iter().map(|p| p.1).min(),
        moves.iter().map(|p| p.1).max(),
    );
    let (min_c, max_c, min_r, max_r) = (
        min_c.unwrap_or(7),
        max_c.unwrap_or(7),
        min_r.unwrap_or(7),
        max_r.unwrap_or(7),
    );
    let shift = |rng: &mut Rng, lo: u8, hi: u8| -> i16 {
        let from = i16::from(MARGIN) - i16::from(lo);
        let to = i16::from(14 - MARGIN) - i16::from(hi);
        assert!(from <= to, "every template fits inside the margins");
        from + rng.below((to - from + 1) as u64) as i16
    };
    let (dc, dr) = (shift(rng, min_c, max_c), shift(rng, min_r, max_r));
    for p in &mut moves {
        *p = ((i16::from(p.0) + dc) as u8, (i16::from(p.1) + dr) as u8);
    }
    let n = moves.len();
    let decisive = (template.at > 0).then(|| moves[template.at - 1]);
    let mut expected = match template.result {
        "none" => json!({"moves": n, "result": "none", "foul": null, "five": null}),
        result if template.kind.is_some() => json!({
            "moves": n, "result": result,
            "foul": {"move": template.at, "point": name(decisive.expect("a foul move")), "kind": template.kind},
            "five": null,
        }),
        result => json!({
            "moves": n, "result": result, "foul": null,
            "five": {"move": template.at, "color": if template.at % 2 == 1 { "black" } else { "white" }},
        }),
    };
    let mut strict = expected.clone();
    // Plant a fault in a third of the games.
    match rng.below(3) {
        0 => {
            // A stone on an occupied point, before or after the end: never a game.
            let again = moves[rng.below(n as u64) as usize];
            moves.push(again);
            let occupied = format!("move {} ({}) is on an occupied point", n + 1, name(again));
            expected = json!({ "error": occupied });
            strict = expected.clone();
        }
        1 if template.at > 0 => {
            // A move after the end, on an empty point: one of the corners (no template
            // reaches the edge). Judged to the end, with the move counted after it.
            let corner = [(0, 0), (14, 0), (0, 14), (14, 14)][rng.below(4) as usize];
            moves.push(corner);
            expected["moves"] = json!(n + 1);
            expected["moves_after_end"] = json!(1);
            strict = json!({ "error": after_end(n + 1, corner, template) });
        }
        _ => {}
    }
    Game {
        moves,
        expected,
        strict,
    }
}

/// The `--strict` error for move `k` at `point`, after the end of `template`.
fn after_end(k: usize, point: Xy, template: &Template) -> String {
    let color = if template.at % 2 == 1 {
        "black"
    } else {
        "white"
    };
    let how = match template.kind {
        Some(kind) => format!("{color}'s move {} was a foul ({kind})", template.at),
        None => format!("{color} made five at move {}", template.at),
    };
    format!(
        "move {k} ({}) comes after the game ended: {how} (--strict)",
        name(point)
    )
}

/// Checks each answer line against its game: the id, and every other field but the place
/// (as judged, or as judged with `--strict`).
fn check_with(format: &str, stdout: &str, games: &[Game], ids: &[String], strict: bool) {
    let answers = common::json_lines(stdout);
    assert_eq!(answers.len(), games.len(), "{format}: one answer per game");
    for ((answer, game), id) in answers.iter().zip(games).zip(ids) {
        let mut answer = answer.clone();
        let object = answer.as_object_mut().expect("an object");
        assert_eq!(object.remove("game"), Some(json!(id)), "{format}: the id");
        object.remove("line");
        object.remove("byte");
        let expected = if strict { &game.strict } else { &game.expected };
        assert_eq!(answer, *expected, "{format}: game {id} (strict: {strict})");
    }
}

fn check(format: &str, stdout: &str, games: &[Game], ids: &[String]) {
    check_with(format, stdout, games, ids, false);
}

#[test]
fn a_generated_corpus_gets_the_expected_line_for_every_game_in_every_format() {
    let mut rng = Rng(0x5EED_2026);
    let games: Vec<Game> = (0..150).map(|_| generate(&mut rng)).collect();
    // Every kind of end, and both planted faults, occur.
    for needle in [
        "double-three",
        "double-four",
        "overline",
        "black-five",
        "white-five",
        "\"none\"",
        "occupied",
        "moves_after_end",
    ] {
        assert!(
            games
                .iter()
                .any(|g| g.expected.to_string().contains(needle)),
            "the corpus holds {needle}"
        );
    }
    let errors = games
        .iter()
        .filter(|g| g.expected.get("error").is_some())
        .count();
    let ids: Vec<String> = (1..=games.len()).map(|i| format!("c{i}")).collect();

    let text: String = games
        .iter()
        .zip(&ids)
        .map(|(g, id)| moves_line(id, &g.moves))
        .collect();
    let out = replay("moves", &[], text.as_bytes());
    check("moves", &out.stdout, &games, &ids);
    assert_eq!(out.code, i32::from(errors > 0));
    let after_end = games
        .iter()
        .filter(|g| g.expected.get("moves_after_end").is_some())
        .count();
    assert!(
        out.stderr.contains(&format!(
            "games judged ({after_end} with moves after the end), {errors} errors"
        )),
        "{}",
        out.stderr
    );
    let strict = run(&["replay", "--strict", "-"], text.as_bytes());
    check_with("moves --strict", &strict.stdout, &games, &ids, true);
    assert!(
        strict
            .stderr
            .contains(&format!("{} errors", errors + after_end)),
        "{}",
        strict.stderr
    );

    let rif: Vec<(String, Vec<Xy>)> = games
        .iter()
        .zip(&ids)
        .map(|(g, id)| (id.clone(), g.moves.clone()))
        .collect();
    let out = run(
        &["replay", "--format", "rif", "-"],
        rif_file(&rif).as_bytes(),
    );
    check("rif", &out.stdout, &games, &ids);

    let sgf: String = games
        .iter()
        .zip(&ids)
        .map(|(g, id)| sgf_tree(id, &g.moves))
        .collect();
    let out = replay("sgf", &[], sgf.as_bytes());
    check("sgf", &out.stdout, &games, &ids);

    // psq and RenLib hold one game per file here: the files go in one run, in order.
    let dir = std::env::temp_dir().join(format!("renju-replay-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let mut psq_names = Vec::new();
    let mut lib_names = Vec::new();
    let mut lib_ids = Vec::new();
    for (g, id) in games.iter().zip(&ids) {
        let psq = dir.join(format!("{id}.psq"));
        std::fs::write(&psq, psq_file(&g.moves)).expect("written");
        psq_names.push(psq.display().to_string());
        let lib = dir.join(format!("{id}.lib"));
        std::fs::write(&lib, renlib_file(&g.moves)).expect("written");
        lib_names.push(lib.display().to_string());
        lib_ids.push(
            g.moves
                .iter()
                .map(|&p| name(p))
                .collect::<Vec<_>>()
                .join(" "),
        );
    }
    let args = |names: &[String]| {
        let mut args = vec!["replay".to_string()];
        args.extend(names.iter().cloned());
        args
    };
    let psq_args = args(&psq_names);
    let out = run(
        &psq_args.iter().map(String::as_str).collect::<Vec<_>>(),
        b"",
    );
    check("psq", &out.stdout, &games, &psq_names);
    let lib_args = args(&lib_names);
    let out = run(
        &lib_args.iter().map(String::as_str).collect::<Vec<_>>(),
        b"",
    );
    check("renlib", &out.stdout, &games, &lib_ids);
    std::fs::remove_dir_all(&dir).expect("removed");
}

/// The first five or foul of `game` (stones alternating from black, no point twice), found
/// from the verdicts an `IncrementalBoard` gives as the stones are placed: a path independent
/// of the single-point `Rule::verdict` that `renju replay` judges with. The game's line
/// without its id, as `renju replay` prints it (with the moves after the end counted).
fn incremental_judge(rule: &'static renju::Rule, game: &[Xy]) -> Value {
    use renju::{Color, IncrementalBoard, Point, Verdict};
    let mut board = IncrementalBoard::<renju::Standard>::new(rule);
    let mut answer = json!({"moves": game.len(), "result": "none", "foul": null, "five": null});
    for (i, &(col, row)) in game.iter().enumerate() {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let point = Point::new(col.into(), row.into()).expect("on the board");
        let verdict = board.place(point, color).expect("an empty point");
        let end = match verdict {
            Verdict::Five => {
                answer["result"] = json!(format!("{color}-five"));
                answer["five"] = json!({"move": i + 1, "color": color.to_string()});
                true
            }
            Verdict::Forbidden(kind) => {
                answer["result"] = json!(format!("{color}-foul"));
                answer["foul"] =
                    json!({"move": i + 1, "point": point.to_string(), "kind": kind.to_string()});
                true
            }
            Verdict::Allowed => false,
        };
        if end {
            if i + 1 < game.len() {
                answer["moves_after_end"] = json!(game.len() - i - 1);
            }
            break;
        }
    }
    answer
}

/// A game that grows like a real one: each stone within 2 points of one of the last stones.
fn random_walk(rng: &mut Rng, len: usize) -> Vec<Xy> {
    let mut game: Vec<Xy> = vec![(7, 7)];
    let mut taken = [[false; 15]; 15];
    taken[7][7] = true;
    while game.len() < len {
        let recent = &game[game.len().saturating_sub(6)..];
        let (c, r) = recent[rng.below(recent.len() as u64) as usize];
        let (c, r) = (
            i16::from(c) + rng.below(5) as i16 - 2,
            i16::from(r) + rng.below(5) as i16 - 2,
        );
        if (0..15).contains(&c) && (0..15).contains(&r) && !taken[c as usize][r as usize] {
            taken[c as usize][r as usize] = true;
            game.push((c as u8, r as u8));
        } else if rng.below(50) == 0 {
            break; // crowded: end the game here
        }
    }
    game
}

#[test]
fn random_games_get_the_answers_of_an_incremental_board_replay() {
    let mut rng = Rng(0xD1FF_2026);
    for rule in ["renju", "omok", "caro"] {
        let rule = renju::Rule::by_name(rule).expect("a rule");
        let games: Vec<Vec<Xy>> = (0..400).map(|_| random_walk(&mut rng, 50)).collect();
        let text: String = games
            .iter()
            .enumerate()
            .map(|(i, g)| moves_line(&format!("r{i}"), g))
            .collect();
        // The games are played on 15x15 whatever the rule's usual board.
        let out = run(
            &["replay", "--rule", rule.name(), "--size", "15", "-"],
            text.as_bytes(),
        );
        let answers = common::json_lines(&out.stdout);
        assert_eq!(answers.len(), games.len());
        let results: Vec<&str> = answers
            .iter()
            .filter_map(|a| a["result"].as_str())
            .collect();
        if rule.name() == "omok" {
            // Omok forbids white double-threes too: the corpus holds fouls of both sides.
            assert!(results.contains(&"white-foul") && results.contains(&"black-foul"));
        }
        let mut after_end = 0;
        for (game, mut answer) in games.iter().zip(answers) {
            let object = answer.as_object_mut().expect("an object");
            object.remove("game");
            after_end += usize::from(object.contains_key("moves_after_end"));
            assert_eq!(
                answer,
                incremental_judge(rule, game),
                "{} {:?}",
                rule.name(),
                game
            );
        }
        // Random games of 50 moves mostly run on past their end.
        assert!(after_end > 50, "{}: {after_end} games go on", rule.name());
    }
}
