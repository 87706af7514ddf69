//! Rule files loaded at run time (`renju-rule-file`) against the rules built from the same
//! files: for every shipped file, the same settings, words and names, and the same class for
//! every window and every wide window, for both colours; and the same maps on generated
//! positions. A file loaded twice is made once.

use crate::common;

use renju::tables::{WideWindow, Window};
use renju::{Color, Rule};

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
