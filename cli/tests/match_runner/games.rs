//! What a match's games say: their records replay to the same results, Gomocup's rows count
//! from the top, games against the Python brain under three rules, and the engines' names in
//! the table, the JSON lines and the records.

use super::harness::*;
use serde_json::Value;
use std::process::Command;

#[test]
fn records_replay_to_the_same_results() {
    let pids = tempfile::tempdir().expect("tempdir");
    let (_out, _, records_arg) = records_file();
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let c = brain(pids.path(), "--misbehave forbidden --seed 3");
    let output = run_match(&engines(
        &[&a, &b, &c],
        &[
            "--games",
            "4",
            "--concurrency",
            "2",
            "--seed",
            "9",
            "--records",
            &records_arg,
        ],
    ));
    let games = finished_games(&output);
    assert_eq!(games.len(), 12, "three pairs, four games each");
    let numbers: Vec<u64> = games.iter().filter_map(|g| g["game"].as_u64()).collect();
    assert_eq!(numbers, (1..=12).collect::<Vec<_>>());
    let replayed = Command::new(RENJU)
        .args(["replay", "--format", "moves", &records_arg])
        .output()
        .expect("renju replay runs");
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let answers = crate::common::json_lines(&String::from_utf8_lossy(&replayed.stdout));
    assert_eq!(answers.len(), games.len());
    for answer in &answers {
        let number: u64 = answer["game"]
            .as_str()
            .and_then(|g| g.strip_prefix('g'))
            .and_then(|n| n.parse().ok())
            .expect("g<n>");
        let game = &games[number as usize - 1];
        let winner = match game["result"].as_str() {
            Some("black-wins") => "black",
            Some("white-wins") => "white",
            _ => "none",
        };
        let expected = match game["reason"].as_str() {
            Some("five") => format!("{winner}-five"),
            // The foul is the loser's.
            Some("foul") => format!("{}-foul", if winner == "white" { "black" } else { "white" }),
            _ => "none".to_string(),
        };
        assert_eq!(answer["result"], expected.as_str(), "{game} / {answer}");
        assert_eq!(
            answer["moves"],
            game["moves"].as_array().map(Vec::len).unwrap_or(0) as u64
        );
        if let Some(point) = game["foul"]["point"].as_str() {
            assert_eq!(answer["foul"]["point"], point);
            assert_eq!(answer["foul"]["kind"], game["foul"]["kind"]);
        }
    }
    assert_stderr_has(&output, "reasons:");
    // Each engine by its name, command line and what it said of itself (ABOUT), above the
    // table.
    assert_stderr_has(
        &output,
        &format!("renju-test-brain (1): {a} (renju-test-brain 1)\n"),
    );
    assert_no_brain_left(pids.path());
}

#[test]
fn gomocup_coordinates_count_rows_from_the_top() {
    // The scripted brain plays 0,14 then 14,0: on 15x15 the bottom-left a1, then the top-right
    // o15; then a line that is no move.
    let pids = tempfile::tempdir().expect("tempdir");
    let scripted = python_brain("scripted_brain.py", "0,14 14,0");
    let other = brain(pids.path(), "--seed 4");
    let output = run_match(&engines(
        &[&scripted, &other],
        &["--games", "1", "--seed", "0", "--name", "scripted"],
    ));
    let games = games(&output);
    let game = &games[0];
    let moves = game["moves"].as_array().expect("moves");
    if game["black"] == "scripted" {
        assert_eq!(moves[0], "a1", "{game}");
        assert_eq!(moves[2], "o15", "{game}");
    } else {
        assert_eq!(moves[1], "a1", "{game}");
        assert_eq!(moves[3], "o15", "{game}");
    }
    assert_eq!(game["reason"], "bad-output", "{game}");
    assert_no_brain_left(pids.path());
}

/// A match against the Python brain under `rule`: each game ends by the board (five, foul,
/// full board), and the records replay to the same ends.
fn against_python(rule: &str) {
    let pids = tempfile::tempdir().expect("tempdir");
    let (_out, _, records_arg) = records_file();
    let ours = brain(pids.path(), "--seed 5");
    let theirs = python_brain("gomocup_brain.py", "11");
    let output = run_match(&[
        "--rule",
        rule,
        "--engine",
        &ours,
        "--engine",
        &theirs,
        "--games",
        "2",
        "--records",
        &records_arg,
    ]);
    let games = finished_games(&output);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert!(
            ["five", "foul", "full-board"].contains(&game["reason"].as_str().unwrap_or("")),
            "{rule}: {game}"
        );
    }
    let replayed = Command::new(RENJU)
        .args(["replay", "--rule", rule, "--format", "moves", &records_arg])
        .output()
        .expect("renju replay runs");
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let text = String::from_utf8_lossy(&replayed.stdout).into_owned();
    for (game, answer) in games.iter().zip(text.lines()) {
        let answer: Value = serde_json::from_str(answer).expect("JSON");
        let ended = answer["result"].as_str().unwrap_or("");
        match game["reason"].as_str() {
            Some("five") => assert!(ended.ends_with("-five"), "{game} / {answer}"),
            Some("foul") => assert!(ended.ends_with("-foul"), "{game} / {answer}"),
            _ => assert_eq!(ended, "none"),
        }
    }
    assert_no_brain_left(pids.path());
}

#[test]
fn against_a_python_brain_under_renju() {
    against_python("renju");
}

#[test]
fn against_a_python_brain_under_freestyle() {
    against_python("gomoku-freestyle");
}

#[test]
fn against_a_python_brain_under_caro() {
    against_python("caro");
}

#[test]
fn names_given_by_name_are_used_in_the_table_the_json_lines_and_the_records() {
    let pids = tempfile::tempdir().expect("tempdir");
    let (_out, records, records_arg) = records_file();
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let output = run_match(&engines(
        &[&a, &b],
        &[
            "--name",
            "alpha",
            "--name",
            "beta two",
            "--games",
            "2",
            "--records",
            &records_arg,
        ],
    ));
    let err = stderr(&output);
    assert!(output.status.success(), "{err}");
    let games = games(&output);
    assert_eq!(games.len(), 2);
    let mut blacks: Vec<&str> = games.iter().filter_map(|g| g["black"].as_str()).collect();
    blacks.sort_unstable();
    assert_eq!(blacks, ["alpha", "beta two"]);
    for game in &games {
        assert_ne!(game["black"], game["white"]);
    }
    // The table: each name with its command line, then rows by name, then the Elo line.
    assert!(
        err.contains(&format!("\nalpha: {a} (renju-test-brain 1)\n")),
        "{err}"
    );
    assert!(
        err.contains(&format!("\nbeta two: {b} (renju-test-brain 1)\n")),
        "{err}"
    );
    assert!(err.contains("\nalpha     "), "{err}");
    assert!(err.contains("\nbeta two  "), "{err}");
    assert!(err.contains("elo of alpha against beta two: "), "{err}");
    assert!(
        !err.contains("--seed 1  "),
        "a command line as a row's name: {err}"
    );
    // The records: a comment naming the players before each game's line.
    let text = std::fs::read_to_string(&records).expect("records");
    for game in &games {
        let n = game["game"].as_u64().expect("number");
        let comment = format!(
            "# g{n}: black {}, white {}\ng{n}: ",
            game["black"].as_str().unwrap_or(""),
            game["white"].as_str().unwrap_or("")
        );
        assert!(text.contains(&comment), "{text}");
    }
    assert_no_brain_left(pids.path());
}

#[test]
fn engines_without_a_name_take_their_about_name_else_their_program_s_file_name() {
    // Two test brains (ABOUT name "renju-test-brain": numbered in --engine order), the
    // Python brain (ABOUT name "pybrain") and the scripted brain (no ABOUT: UNKNOWN, so its
    // program's file name, python3); one game each against the first (--gauntlet).
    let pids = tempfile::tempdir().expect("tempdir");
    let a = brain(pids.path(), "--seed 1");
    let b = brain(pids.path(), "--seed 2");
    let py = python_brain("gomocup_brain.py", "3");
    let scripted = python_brain("scripted_brain.py", "0,0");
    let output = run_match(&engines(
        &[&a, &b, &py, &scripted],
        &["--gauntlet", "--games", "1"],
    ));
    let err = stderr(&output);
    assert!(output.status.success(), "{err}");
    let games = games(&output);
    assert_eq!(games.len(), 3);
    let mut opponents: Vec<&str> = games
        .iter()
        .flat_map(|g| [g["black"].as_str(), g["white"].as_str()])
        .flatten()
        .filter(|name| *name != "renju-test-brain (1)")
        .collect();
    opponents.sort_unstable();
    assert_eq!(
        opponents,
        ["pybrain", "python3", "renju-test-brain (2)"],
        "{err}"
    );
    assert!(
        err.contains(&format!("\nrenju-test-brain (1): {a} (")),
        "{err}"
    );
    assert!(err.contains(&format!("\npython3: {scripted}\n")), "{err}");
    // One name too many.
    let output = run_match(&engines(
        &[&a, &b],
        &["--name", "x", "--name", "y", "--name", "z"],
    ));
    assert_eq!(output.status.code(), Some(2));
    assert_stderr_has(&output, "3 names (--name) for 2 engines (--engine)");
    assert_no_brain_left(pids.path());
}
