//! Random games refereed as the Gomocup tournament's referee states its rules (`INFO rule` 0,
//! 1, 8 and 9: `renju_conformance::referees`), then through `renju replay` with the rule file
//! of that number: every game must end at the same move with the same result.
//!
//! The games are played here, from a fixed seed, on 15x15 and 20x20: each move lands near
//! one of the mover's stones most of the time (so runs grow), near an edge some of the time (so
//! fives meet the edge), and the game ends at the first move the referee calls a win, or when
//! the board is full. They are written as Gomocup's own record format (`psq`, one file per
//! game) and as move lists, and replayed both ways; the rule is taken by name (`--rule`), and
//! from its file (`--rule-file`).

use crate::common;
use crate::replay_common;

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju_conformance::referees::{wins, Referee, Stone};
use replay_common::{moves_line, run, Xy};
use serde_json::Value;
use std::path::PathBuf;

/// A game played at random and how the referee ended it: the moves, and the move (1-based)
/// that won with its colour, or `None` if the board filled up.
struct Game {
    moves: Vec<Xy>,
    won_at: Option<(usize, Stone)>,
}

/// Plays one random game on `n` x `n`, ended by `referee`.
fn play(rng: &mut ChaCha8Rng, n: usize, referee: Referee) -> Game {
    let mut cells: Vec<Option<Stone>> = vec![None; n * n];
    let mut moves: Vec<Xy> = Vec::new();
    let mut own: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for turn in 0..n * n {
        let side = turn % 2;
        let stone = [Stone::Black, Stone::White][side];
        let i = loop {
            let (col, row) = match rng.random_range(0..10) {
                // Near one of the mover's stones (within 2 points each way).
                0..=6 if !own[side].is_empty() => {
                    let at = own[side][rng.random_range(0..own[side].len())];
                    let step = |v: usize, rng: &mut ChaCha8Rng| {
                        (v as i64 + rng.random_range(-2i64..=2)).clamp(0, n as i64 - 1) as usize
                    };
                    (step(at % n, rng), step(at / n, rng))
                }
                // On or next to an edge.
                7 => {
                    let along = rng.random_range(0..n);
                    let off = rng.random_range(0..2);
                    match rng.random_range(0..4) {
                        0 => (off, along),
                        1 => (n - 1 - off, along),
                        2 => (along, off),
                        _ => (along, n - 1 - off),
                    }
                }
                _ => (rng.random_range(0..n), rng.random_range(0..n)),
            };
            let i = row * n + col;
            if cells[i].is_none() {
                break i;
            }
        };
        cells[i] = Some(stone);
        own[side].push(i);
        moves.push(((i % n) as u8, (i / n) as u8));
        if wins(referee, &cells, n, (i % n, i / n)) {
            return Game {
                moves,
                won_at: Some((turn + 1, stone)),
            };
        }
    }
    Game {
        moves,
        won_at: None,
    }
}

/// A Piskvork/Gomocup `psq` record of `game` on `n` x `n`: the header, then one `x,y,time`
/// line per move (1-based, `y` from the top).
fn psq(game: &Game, n: usize) -> String {
    let mut text = format!("Piskvorky {n}x{n}, 11:11, 0\n");
    for &(col, row) in &game.moves {
        text.push_str(&format!("{},{},0\n", col + 1, n - usize::from(row)));
    }
    text.push_str("-1\n");
    text
}

/// The line `renju replay` must print for `game`, named `id`.
fn expected(id: &str, game: &Game) -> Value {
    let moves = game.moves.len();
    match game.won_at {
        Some((at, stone)) => {
            let color = if stone == Stone::Black {
                "black"
            } else {
                "white"
            };
            serde_json::json!({
                "game": id, "moves": moves, "result": format!("{color}-five"),
                "foul": null, "five": {"move": at, "color": color},
            })
        }
        None => serde_json::json!({
            "game": id, "moves": moves, "result": "none", "foul": null, "five": null,
        }),
    }
}

/// The rule file of the shipped rule `name`.
fn rule_file(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../rules-spec")
        .join(format!("{name}.toml"))
        .display()
        .to_string()
}

/// Plays `count` games per size under Gomocup rule `number` and replays them with the rule
/// file that claims it, as move lists and as psq files.
fn games_end_as_the_referee_says(number: u32, name: &str, count: usize) {
    let referee = Referee::Gomocup(number);
    let mut rng = ChaCha8Rng::seed_from_u64(800 + u64::from(number));
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut ends = [0usize; 3]; // black wins, white wins, full boards
    for n in [15, 20] {
        let games: Vec<Game> = (0..count).map(|_| play(&mut rng, n, referee)).collect();
        for game in &games {
            ends[match game.won_at {
                Some((_, Stone::Black)) => 0,
                Some((_, Stone::White)) => 1,
                None => 2,
            }] += 1;
        }
        // As move lists, with the board's size, the rule by name and by file.
        let lines: String = (games.iter().enumerate())
            .map(|(k, g)| moves_line(&format!("g{k}"), &g.moves))
            .collect();
        let size = n.to_string();
        let file = rule_file(name);
        for rule_args in [["--rule", name], ["--rule-file", file.as_str()]] {
            let mut args = vec!["replay", "--format", "moves", "--size", &size];
            args.extend(rule_args);
            args.push("-");
            let out = run(&args, lines.as_bytes());
            assert_eq!(out.code, 0, "{args:?}: {}", out.stderr);
            let answers = common::json_lines(&out.stdout);
            assert_eq!(answers.len(), games.len());
            for (k, (game, answer)) in games.iter().zip(&answers).enumerate() {
                assert_eq!(
                    answer,
                    &expected(&format!("g{k}"), game),
                    "rule {number} ({args:?}), {n}x{n}, game {k}: {}",
                    moves_line("", &game.moves)
                );
            }
        }
        // As psq files, Gomocup's own records: the board's size is in the header.
        let paths: Vec<String> = (games.iter().enumerate())
            .map(|(k, g)| {
                let path = dir.path().join(format!("r{number}-{n}-g{k}.psq"));
                std::fs::write(&path, psq(g, n)).expect("write a psq file");
                path.display().to_string()
            })
            .collect();
        let mut args = vec!["replay", "--rule", name];
        args.extend(paths.iter().map(String::as_str));
        let out = run(&args, b"");
        assert_eq!(out.code, 0, "psq: {}", out.stderr);
        for (k, (line, game)) in out.stdout.lines().zip(&games).enumerate() {
            let answer: Value = serde_json::from_str(line).expect("a JSON line");
            let mut want = expected(&paths[k], game);
            want["game"] = answer["game"].clone(); // psq games are named by their file
            assert_eq!(answer, want, "rule {number}, psq, {n}x{n}, game {k}");
        }
    }
    // Not vacuous: both colours win games, and under every rule some games go on long.
    assert!(
        ends[0] >= count / 4 && ends[1] >= count / 4,
        "rule {number}: {ends:?}"
    );
}

#[test]
fn gomocup_rule_0_freestyle() {
    games_end_as_the_referee_says(0, "gomoku-freestyle", 150);
}

#[test]
fn gomocup_rule_1_exactly_five() {
    games_end_as_the_referee_says(1, "gomoku-standard", 150);
}

#[test]
fn gomocup_rule_8_caro() {
    games_end_as_the_referee_says(8, "caro", 150);
}

#[test]
fn gomocup_rule_9_caro_exactly_five() {
    games_end_as_the_referee_says(9, "caro-exactly-five", 150);
}
