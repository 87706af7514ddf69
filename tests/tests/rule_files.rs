//! Rule files loaded at run time (`renju-rule-file`) against the rules built from the same
//! files: for every shipped file, the same settings, words and names, and the same class for
//! every window and every wide window, for both colours; and the same maps on generated
//! positions. A file loaded twice is made once.

use crate::common;

use renju::tables::{PatternDefinitions, WideWindow, Window};
use renju::{Board, Color, IncrementalBoard, Point, Rule};

/// Every rule file of `rules-spec/`, loaded at run time, with the built-in rule of its name.
fn loaded_and_built() -> Vec<(&'static Rule, &'static Rule)> {
    let mut files: Vec<_> = std::fs::read_dir(common::rules_spec_dir())
        .expect("rules-spec/ is readable")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|path| {
            let loaded = renju_rule_file::load(path).unwrap_or_else(|e| panic!("{e}"));
            let built = Rule::by_name(loaded.name()).expect("a built-in rule of that name");
            (loaded, built)
        })
        .collect()
}

#[test]
fn every_shipped_file_loads_into_the_built_in_rule() {
    let pairs = loaded_and_built();
    assert_eq!(pairs.len(), Rule::all().len());
    for (loaded, built) in pairs {
        let name = built.name();
        assert_eq!(loaded, built, "{name}: name and file hash");
        assert_eq!(loaded.spec_sha256(), built.spec_sha256(), "{name}");
        assert_eq!(loaded.summary(), built.summary(), "{name}");
        assert_eq!(loaded.aliases(), built.aliases(), "{name}");
        assert_eq!(loaded.settings(), built.settings(), "{name}");
        assert_eq!(
            built.settings().patterns,
            PatternDefinitions::Rif,
            "{name}: the full map's filter is used"
        );
        assert_eq!(
            loaded.settings_in_words(),
            built.settings_in_words(),
            "{name}"
        );
        assert_eq!(loaded.gomocup_rule(), built.gomocup_rule(), "{name}");
        assert_eq!(loaded.board_size(), built.board_size(), "{name}");
        assert_eq!(
            loaded.reads_wide_windows(),
            built.reads_wide_windows(),
            "{name}"
        );
        // Named by the path it was loaded from.
        assert!(
            loaded.spec_file().ends_with(&format!("{name}.toml")),
            "{name}"
        );
        for color in Color::ALL {
            for w in Window::all() {
                assert_eq!(
                    loaded.class(w, color),
                    built.class(w, color),
                    "{name} {color} {w}"
                );
            }
            if built.reads_wide_windows() {
                for w in WideWindow::all() {
                    assert_eq!(
                        loaded.wide_class(w, color),
                        built.wide_class(w, color),
                        "{name} {color} {w}"
                    );
                }
            }
        }
    }
}

#[test]
fn loaded_rules_give_the_built_in_maps_on_the_corpora() {
    let positions = common::corpus::all();
    for (loaded, built) in loaded_and_built() {
        for pos in positions.iter().step_by(7) {
            let board = pos.board();
            for color in Color::ALL {
                assert_eq!(
                    loaded.forbidden_map(&board, color),
                    built.forbidden_map(&board, color),
                    "{} {} {color}",
                    built.name(),
                    pos.name()
                );
            }
        }
    }
}

/// The shipped rule file `base` with its five a run of 4 (a "connect four" of its
/// forbidden moves), its Gomocup number left out, written to a folder of its own and loaded
/// under the name `name` (the file is named after it).
fn run_of_four(base: &str, name: &str) -> &'static Rule {
    let text = std::fs::read_to_string(common::rules_spec_dir().join(format!("{base}.toml")))
        .expect("readable");
    let text: String = text
        .lines()
        .filter(|line| !line.starts_with("gomocup-rule"))
        .map(|line| match line {
            l if l.starts_with("name = ") => format!("name = \"{name}\"\n"),
            "five = { run = 5 }" => "five = { run = 4 }\n".to_string(),
            l => format!("{l}\n"),
        })
        .collect();
    assert!(
        text.contains("five = { run = 4 }"),
        "{base}.toml defines its five"
    );
    let dir = std::env::temp_dir().join(format!("renju-rule-files-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join(format!("{name}.toml"));
    std::fs::write(&path, text).expect("written");
    let rule = renju_rule_file::load(&path).unwrap_or_else(|e| panic!("{e}"));
    std::fs::remove_dir_all(&dir).ok();
    rule
}

/// Every empty point of `board` judged alone, for `color`.
fn map_point_by_point(
    rule: &Rule,
    board: &Board,
    color: Color,
) -> Vec<(Point, renju::ForbiddenKind)> {
    let n = board.size();
    (0..n)
        .flat_map(|row| (0..n).filter_map(move |col| Point::new(col, row)))
        .filter_map(|p| match rule.verdict(board, p, color) {
            Ok(v) => v.forbidden().map(|kind| (p, kind)),
            Err(_) => None, // occupied
        })
        .collect()
}

/// A rule whose patterns are not defined as RIF defines them (RIF 3) has every empty point of
/// the full map looked up: the map's filter counts stones as RIF's patterns need them (a run
/// of five, a straight four with two completion points) and would drop points that such a
/// rule forbids. Checked by hand on one position, and against each point judged alone on the
/// corpora.
#[test]
fn rules_of_their_own_patterns_have_every_point_of_the_map_judged() {
    // Connect four: a five is a run of 4, a straight four `.XXX.`, so a three is 2 stones
    // (`XX` or `X.X`) one move from it. With black on g8 and h7 (h7 one down and one right),
    // each point that makes such a pair with g8 in one line and with h7 in another is a
    // double-three (every straight-four point is open and may be played): h8 (row `XX`,
    // column `XX`), g7 (column, row), f7 (diagonal `XX`, row `X.X`), i8 (row `X.X`,
    // diagonal), g6 (column `X.X`, diagonal), h9 (diagonal, column `X.X`); i6 and f9 make
    // one line of three stones (a straight four), not two threes.
    let run_four = run_of_four("renju", "connectfour");
    // Omok's run of 4: double-threes forbidden to both colours.
    let omok_four = run_of_four("omok", "omokfour");
    for rule in [run_four, omok_four] {
        assert_eq!(
            rule.settings().patterns,
            PatternDefinitions::Other,
            "{}",
            rule.name()
        );
    }
    let board = common::board(&["g8", "h7"], &["a1"]);
    let map: Vec<_> = run_four
        .forbidden_map(&board, Color::Black)
        .iter()
        .collect();
    let by_hand: Vec<_> = ["g6", "f7", "g7", "h8", "i8", "h9"]
        .map(|name| (common::p(name), renju::ForbiddenKind::DoubleThree))
        .into();
    assert_eq!(map, by_hand);
    assert_eq!(map, map_point_by_point(run_four, &board, Color::Black));
    let mut forbidden = 0;
    for pos in common::corpus::all().iter().step_by(23) {
        let board = pos.board();
        for rule in [run_four, omok_four] {
            for color in Color::ALL {
                let map: Vec<_> = rule.forbidden_map(&board, color).iter().collect();
                forbidden += map.len();
                assert_eq!(
                    map,
                    map_point_by_point(rule, &board, color),
                    "{} {} {color}",
                    rule.name(),
                    pos.name()
                );
                let kept = IncrementalBoard::from_board(rule, board.clone());
                assert_eq!(
                    kept.forbidden_map(color).iter().collect::<Vec<_>>(),
                    map,
                    "the incremental board's map: {} {} {color}",
                    rule.name(),
                    pos.name()
                );
            }
        }
    }
    assert!(
        forbidden > 1000,
        "only {forbidden} forbidden points: the test shows little"
    );
}

#[test]
fn a_file_loaded_twice_is_made_once() {
    let path = common::rules_spec_dir().join("caro.toml");
    let first = renju_rule_file::load(&path).expect("loads");
    let again = renju_rule_file::load(&path).expect("loads");
    assert!(std::ptr::eq(first, again));
}

#[test]
fn a_bad_file_is_refused_with_the_build_message() {
    let text = std::fs::read_to_string(common::rules_spec_dir().join("renju.toml"))
        .expect("readable")
        .replace("\"double-three\"]", "\"double-tree\"]");
    let dir = std::env::temp_dir().join(format!("renju-rule-files-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("renju.toml");
    std::fs::write(&path, &text).expect("written");
    let loaded = renju_rule_file::load(&path)
        .expect_err("refused")
        .to_string();
    let built = renju_codegen::check_file(&path)
        .expect_err("refused")
        .to_string();
    assert_eq!(loaded, built);
    assert!(
        loaded.contains("unknown forbidden kind \"double-tree\""),
        "{loaded}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
