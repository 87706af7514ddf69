//! The generated tables against the slow classifier, exhaustively: for every shipped variant
//! (`rules-spec/*.toml`) and both colours, every one of the 59,049 windows.

mod common;

use renju::{Color, PatternClass, Rule, Win, Window, WINDOW_COUNT};
use renju_codegen::{Concepts, Spec};

fn shipped_specs() -> Vec<Spec> {
    Spec::load_dir(&common::rules_spec_dir()).unwrap_or_else(|e| panic!("{e}"))
}

fn rule_of(spec: &Spec) -> &'static Rule {
    Rule::by_name(&spec.name)
        .unwrap_or_else(|| panic!("no generated rule for {}", spec.path.display()))
}

#[test]
fn every_window_of_every_variant_matches_the_classifier() {
    let specs = shipped_specs();
    // The classifier is a pure function of (concepts, win, window): classify each distinct
    // (concepts, win) pair once, in parallel, then compare every variant and colour with it.
    let mut pairs: Vec<(&Concepts, Win)> = Vec::new();
    for spec in &specs {
        for color in Color::ALL {
            let key = (&spec.concepts, spec.settings.color(color).win);
            if !pairs.contains(&key) {
                pairs.push(key);
            }
        }
    }
    let classified: Vec<Vec<PatternClass>> = std::thread::scope(|s| {
        let handles: Vec<_> = pairs
            .iter()
            .map(|&(concepts, win)| {
                s.spawn(move || {
                    Window::all()
                        .map(|w| {
                            concepts
                                .classify(w, win)
                                .unwrap_or_else(|e| panic!("classify: {e}"))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("classifier thread"))
            .collect()
    });

    let mut checked = 0;
    for spec in &specs {
        let rule = rule_of(spec);
        for color in Color::ALL {
            let win = spec.settings.color(color).win;
            let slot = pairs
                .iter()
                .position(|&(c, w)| c == &spec.concepts && w == win)
                .expect("classified above");
            let expected = &classified[slot];
            assert_eq!(expected.len(), WINDOW_COUNT);
            for w in Window::all() {
                let want = expected[usize::from(w.index())];
                let dense = rule.class(w, color);
                assert_eq!(
                    dense, want,
                    "{} {color}: window {w}: table says {dense}, classifier says {want}",
                    spec.name
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, specs.len() * 2 * WINDOW_COUNT);
}

#[test]
fn the_auditing_map_agrees_with_the_dense_table() {
    for rule in Rule::all() {
        for color in Color::ALL {
            let mut notable = 0;
            for w in Window::all() {
                let text = w.to_string();
                let by_text = rule
                    .class_by_text(&text, color)
                    .unwrap_or_else(|e| panic!("{text}: {e}"));
                let dense = rule.class(w, color);
                assert_eq!(by_text, dense, "{} {color}: window {text}", rule.name());
                notable += usize::from(!dense.is_nothing());
            }
            // The map holds something: at least the windows of a five exist for every colour.
            assert!(notable > 0, "{} {color}", rule.name());
        }
    }
    // A malformed picture is an error, not "nothing".
    let renju = Rule::default_rule();
    assert!(renju.class_by_text("...XX*.XO.", Color::Black).is_err());
    assert!(renju.class_by_text("...XX..XO..", Color::Black).is_err());
}

#[test]
fn variants_are_the_rule_files() {
    let specs = shipped_specs();
    // Rule::all() is sorted by name, as load_dir sorts the files by name; names are stems.
    let names: Vec<&str> = Rule::all().iter().map(|r| r.name()).collect();
    let stems: Vec<String> = specs
        .iter()
        .map(|s| {
            s.path
                .file_stem()
                .and_then(|x| x.to_str())
                .expect("a file name")
                .to_string()
        })
        .collect();
    assert_eq!(names, stems);
    assert_eq!(
        names,
        [
            "gomoku-freestyle",
            "gomoku-standard",
            "renju",
            "renju-five-keeps-three"
        ],
        "the shipped variants"
    );

    for spec in &specs {
        let rule = rule_of(spec);
        assert_eq!(rule.name(), spec.name);
        assert_eq!(rule.settings(), &spec.settings, "{}", spec.name);
        assert_eq!(rule.summary(), spec.summary);
        // The tables were generated from these very files (not from an older version).
        assert_eq!(
            rule.spec_sha256(),
            spec.sha256,
            "{}: tables are stale",
            spec.name
        );
        let file = std::path::Path::new(rule.spec_file());
        assert_eq!(
            file.file_name().and_then(|f| f.to_str()),
            Some(format!("{}.toml", spec.name).as_str())
        );
    }
    assert_eq!(Rule::default_rule().name(), "renju");
    assert!(Rule::by_name("renju-").is_none());
    assert!(Rule::by_name("").is_none());
}

#[test]
fn shipped_settings_are_the_documented_ones() {
    // RULES.md "Rule variants worth knowing", worked out per variant.
    let renju = Rule::by_name("renju").expect("renju");
    let s = renju.settings();
    assert_eq!(s.black.win, Win::ExactlyFive);
    assert!(s.black.forbidden.overline && s.black.forbidden.double_four);
    assert!(s.black.forbidden.double_three);
    assert_eq!(s.white.win, Win::FiveOrMore);
    assert!(s.white.forbidden.is_empty());
    assert!(
        !s.five_keeps_three,
        "the default is the literal RIF reading"
    );

    let standard = Rule::by_name("gomoku-standard")
        .expect("gomoku-standard")
        .settings();
    let freestyle = Rule::by_name("gomoku-freestyle")
        .expect("gomoku-freestyle")
        .settings();
    for color in Color::ALL {
        assert_eq!(standard.color(color).win, Win::ExactlyFive);
        assert!(standard.color(color).forbidden.is_empty());
        assert_eq!(freestyle.color(color).win, Win::FiveOrMore);
        assert!(freestyle.color(color).forbidden.is_empty());
    }
    // The other reading of the disputed point differs from renju in that one flag only.
    let other = Rule::by_name("renju-five-keeps-three")
        .expect("renju-five-keeps-three")
        .settings();
    assert!(other.five_keeps_three);
    assert_eq!((other.black, other.white), (s.black, s.white));
}

#[test]
fn black_never_has_more_than_two_fours_in_a_line() {
    // Two fours through the stone, as 5-point stretches [a, a+4] and [b, b+4] with a < b,
    // each completed to exactly five: a+5 (inside the second) is not own, so it is the
    // second's empty point, and b-1 is the first's. A third stretch [c, c+4] with c > b would
    // also need the first's empty point at c-1: impossible. So an exactly-five colour never
    // has more than two fours in a line (the tables could record up to 7).
    for rule in Rule::all() {
        for color in Color::ALL {
            if rule.settings().color(color).win != Win::ExactlyFive {
                continue;
            }
            for w in Window::all() {
                assert!(
                    rule.class(w, color).fours() <= 2,
                    "{} {color}: {w}",
                    rule.name()
                );
            }
        }
    }
}
