//! The generated tables against the slow classifier, exhaustively: for every shipped variant
//! (`rules-spec/*.toml`) and both colours, every one of the 59,049 windows; and every one of
//! the 722,500 wide windows, for the rules that read them (and the rule files of
//! `conformance/rules/`, loaded at run time) and for those that do not (where a wide window's
//! class must be that of its 11-point window: the proof that reading windows is exact there).

use crate::common;

use renju::tables::{
    ColorRules, ForbiddenSet, OpenEnds, PatternClass, StraightFourPointCompletingFive, WideWindow,
    Win, Window, WINDOW_COUNT,
};
use renju::{Color, ForbiddenKind, Rule};
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
    // The classifier is a pure function of (concepts, win, five-needs-open-ends, window):
    // classify each distinct (concepts, colour rules) pair once, in parallel, then compare
    // every variant and colour with it.
    let key = |rules: &ColorRules| ColorRules {
        forbidden: ForbiddenSet::NONE,
        ..*rules
    };
    let mut pairs: Vec<(&Concepts, ColorRules)> = Vec::new();
    for spec in &specs {
        for color in Color::ALL {
            let pair = (&spec.concepts, key(spec.settings.color(color)));
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
        }
    }
    let classified: Vec<Vec<PatternClass>> = std::thread::scope(|s| {
        let handles: Vec<_> = pairs
            .iter()
            .map(|&(concepts, rules)| {
                s.spawn(move || {
                    Window::all()
                        .map(|w| {
                            concepts
                                .classify_for(w, &rules)
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
            let rules = key(spec.settings.color(color));
            let slot = pairs
                .iter()
                .position(|&(c, r)| c == &spec.concepts && r == rules)
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

/// The specs of the rule files of `conformance/rules/` (readings no tournament plays, which
/// the tests load at run time), with their rules as `renju-rule-file` makes them.
fn run_time_specs() -> Vec<(Spec, &'static Rule)> {
    let dir = common::workspace_root().join("conformance/rules");
    Spec::load_dir(&dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .into_iter()
        .map(|spec| {
            let rule = renju_rule_file::load(&dir.join(format!("{}.toml", spec.name)))
                .unwrap_or_else(|e| panic!("{e}"));
            (spec, rule)
        })
        .collect()
}

#[test]
fn every_wide_window_of_every_variant_matches_the_classifier() {
    let mut rules: Vec<(Spec, &'static Rule)> = shipped_specs()
        .into_iter()
        .map(|spec| {
            let rule = rule_of(&spec);
            (spec, rule)
        })
        .collect();
    rules.extend(run_time_specs());
    // Each distinct (concepts, colour's wins, how the rule reads) once, on its own thread.
    let key = |spec: &Spec, color: Color| {
        let rules = ColorRules {
            forbidden: ForbiddenSet::NONE,
            ..*spec.settings.color(color)
        };
        (
            spec.concepts.clone(),
            rules,
            spec.settings.reads_wide_windows(),
        )
    };
    let mut jobs: Vec<(Concepts, ColorRules, bool, &'static Rule, Color)> = Vec::new();
    for (spec, rule) in &rules {
        for color in Color::ALL {
            let (concepts, wins, wide) = key(spec, color);
            if !jobs
                .iter()
                .any(|j| j.0 == concepts && j.1 == wins && j.2 == wide)
            {
                jobs.push((concepts, wins, wide, rule, color));
            }
        }
    }
    let checked: usize = std::thread::scope(|s| {
        let handles: Vec<_> = jobs
            .iter()
            .map(|(concepts, wins, wide, rule, color)| {
                s.spawn(move || {
                    let mut checked = 0;
                    for w in WideWindow::all() {
                        let want = concepts
                            .classify_wide(w, wins)
                            .unwrap_or_else(|e| panic!("classify: {e}"));
                        // A rule that reads windows looks up the 11-point window: the
                        // classifier must give it the class of the wide window, whatever
                        // lies past it and wherever the edge is.
                        let got = rule.wide_class(w, *color);
                        assert_eq!(
                            got,
                            want,
                            "{} {color} (wide: {wide}): wide window {w} ({}): table says {got}, classifier says {want}",
                            rule.name(),
                            w.compact()
                        );
                        checked += 1;
                    }
                    checked
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("classifier thread"))
            .sum()
    });
    assert_eq!(checked, jobs.len() * 850 * 850);
    // Both kinds were checked: shipped rules that read windows and some that read wide ones.
    assert!(jobs.iter().any(|j| j.2) && jobs.iter().any(|j| !j.2));
}

/// For a rule that reads wide windows, an 11-point window is read on an open line: its `O`s
/// opponent stones, empty points past it.
#[test]
fn a_window_under_a_wide_rule_is_read_on_an_open_line() {
    for rule in Rule::all().iter().filter(|r| r.reads_wide_windows()) {
        for color in Color::ALL {
            for w in Window::all().step_by(7) {
                assert_eq!(
                    rule.class(w, color),
                    rule.wide_class(WideWindow::from_window(w), color),
                    "{} {color} {w}",
                    rule.name()
                );
            }
        }
    }
}

/// `class_by_text` reads the picture `Window` prints: every window, printed and looked up by
/// its text, gets the class of its index.
#[test]
fn lookup_by_text_agrees_with_the_dense_table() {
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
            // Not all "nothing": at least the windows of a five exist for every colour.
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
    // And the files are every `*.toml` of the folder: a variant is added by adding a file.
    let mut in_folder: Vec<String> = std::fs::read_dir(common::rules_spec_dir())
        .expect("rules-spec/ is readable")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter_map(|n| n.strip_suffix(".toml").map(str::to_string))
        .filter(|n| !n.starts_with('.'))
        .collect();
    in_folder.sort();
    assert_eq!(names, in_folder, "the shipped variants");
    assert!(names.contains(&"renju"), "the default variant is shipped");

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
        // Named relative to the workspace, whatever path the build took to read it.
        assert_eq!(rule.spec_file(), format!("rules-spec/{}.toml", spec.name));
        assert_eq!(rule.gomocup_rule(), spec.gomocup_rule, "{}", spec.name);
        // The board the variant is usually played on, as its file says (15 when it does not).
        assert_eq!(
            rule.board_size(),
            usize::from(spec.board_size),
            "{}",
            spec.name
        );
        assert!(
            (renju::MIN_SIZE..=renju::MAX_SIZE).contains(&rule.board_size()),
            "{}",
            spec.name
        );
        if let Some(n) = spec.gomocup_rule {
            assert_eq!(Rule::by_gomocup_rule(n).map(Rule::name), Some(rule.name()));
        }
        for alias in &spec.aliases {
            assert_eq!(Rule::by_name(alias).map(Rule::name), Some(rule.name()));
        }
    }
    assert_eq!(Rule::default_rule().name(), "renju");
    assert!(Rule::by_name("renju-").is_none());
    assert!(Rule::by_name("").is_none());
}

#[test]
fn shipped_settings_are_the_documented_ones() {
    // the rules' "Rule variants worth knowing", worked out per variant.
    let renju = Rule::by_name("renju").expect("renju");
    let s = renju.settings();
    assert_eq!(s.black.win, Win::ExactlyFive);
    assert!(s.black.forbidden.contains(ForbiddenKind::Overline));
    assert!(s.black.forbidden.contains(ForbiddenKind::DoubleFour));
    assert!(s.black.forbidden.contains(ForbiddenKind::DoubleThree));
    assert_eq!(s.white.win, Win::FiveOrMore);
    assert!(s.white.forbidden.is_empty());
    assert_eq!(
        s.straight_four_point_completing_five,
        StraightFourPointCompletingFive::DoesNotCount,
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
    // The other reading of the disputed point differs from renju in that one setting only,
    // and answers to its former name too.
    let other = Rule::by_name("renju-completing-five-counts")
        .expect("renju-completing-five-counts")
        .settings();
    assert_eq!(
        other.straight_four_point_completing_five,
        StraightFourPointCompletingFive::Counts
    );
    assert_eq!(
        Rule::by_name("renju-five-keeps-three").map(Rule::name),
        Some("renju-completing-five-counts"),
        "the former name is an alias"
    );
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

#[test]
fn new_variants_have_the_documented_settings() {
    // caro.toml: five or more wins for both, but not a five blocked at both ends; nothing is
    // forbidden.
    let caro = Rule::by_name("caro").expect("caro").settings();
    for color in Color::ALL {
        let rules = caro.color(color);
        assert_eq!(rules.win, Win::FiveOrMore, "caro {color}");
        assert_eq!(rules.five_needs_open_ends, OpenEnds::OneEnd, "caro {color}");
        assert!(rules.forbidden.is_empty(), "caro {color}");
    }
    // omok.toml: exactly five wins for both; double-three (only) is forbidden for both.
    let omok = Rule::by_name("omok").expect("omok").settings();
    for color in Color::ALL {
        let rules = omok.color(color);
        assert_eq!(rules.win, Win::ExactlyFive, "omok {color}");
        assert_eq!(rules.five_needs_open_ends, OpenEnds::NoEnd, "omok {color}");
        let f = rules.forbidden;
        assert!(
            f.contains(ForbiddenKind::DoubleThree)
                && !f.contains(ForbiddenKind::DoubleFour)
                && !f.contains(ForbiddenKind::Overline),
            "omok {color}"
        );
    }
    assert_eq!(
        omok.straight_four_point_completing_five,
        StraightFourPointCompletingFive::DoesNotCount
    );
    // The other variants described in rules-spec/README.md: a five wins however it is blocked.
    // (Named, not "all but caro": a new variant file may well block fives.)
    let others = [
        "gomoku-freestyle",
        "gomoku-standard",
        "omok",
        "renju",
        "renju-completing-five-counts",
    ];
    for rule in others.map(|n| Rule::by_name(n).unwrap_or_else(|| panic!("{n}"))) {
        for color in Color::ALL {
            assert_eq!(
                rule.settings().color(color).five_needs_open_ends,
                OpenEnds::NoEnd
            );
        }
    }
}

/// One line of the board, as the caro check below lays it out: 15 points, `None` empty.
type Row = [Option<bool>; 15];

/// The point under test on the row (h, as in `windows_vs_reference.rs`).
const H: usize = 7;

/// The unbroken run of own stones through `H` on `row`, as (first, last) point.
fn run_through_h(row: &Row) -> (usize, usize) {
    let own = |i: usize| row[i] == Some(true);
    let (mut lo, mut hi) = (H, H);
    while lo > 0 && own(lo - 1) {
        lo -= 1;
    }
    while hi < 14 && own(hi + 1) {
        hi += 1;
    }
    (lo, hi)
}

/// Caro's fives through `H`, read straight off the row: each set of five stones in a row
/// holding `H` (as a bit mask of points) that wins. A run of exactly five wins unless the
/// points just past both its ends are opponent stones or off the board; in a run of six or
/// more every five wins.
fn caro_fives(row: &Row) -> Vec<u16> {
    let (lo, hi) = run_through_h(row);
    let len = hi - lo + 1;
    let blocked = |i: Option<usize>| match i {
        Some(i) if i < 15 => row[i] == Some(false),
        _ => true, // off the board: the edge blocks
    };
    if len == 5 && blocked(lo.checked_sub(1)) && blocked(Some(hi + 1)) {
        return Vec::new();
    }
    (lo..=hi.saturating_sub(4))
        .filter(|&a| a + 4 <= hi && a <= H && H <= a + 4)
        .map(|a| ((1u16 << 5) - 1) << a)
        .collect()
}

/// Stone sets holding `H` one move from a caro five, each with the points that complete it:
/// for each empty point `q`, the fives made with `q`, less `q`. None if the row already holds
/// a five through `H`.
fn caro_fours(row: &Row) -> Vec<(u16, u16)> {
    if !caro_fives(row).is_empty() {
        return Vec::new();
    }
    let mut fours: Vec<(u16, u16)> = Vec::new();
    for q in (0..15).filter(|&q| row[q].is_none()) {
        let mut with_q = *row;
        with_q[q] = Some(true);
        for five in caro_fives(&with_q)
            .into_iter()
            .filter(|f| f & (1 << q) != 0)
        {
            let stones = five & !(1 << q);
            match fours.iter_mut().find(|(s, _)| *s == stones) {
                Some((_, completions)) => *completions |= 1 << q,
                None => fours.push((stones, 1 << q)),
            }
        }
    }
    fours
}

/// The class of `H` on `row` under caro, from the definitions applied to the row itself.
fn caro_class(row: &Row) -> PatternClass {
    let is_straight = |&(_, completions): &(u16, u16)| completions.count_ones() >= 2;
    let fours = caro_fours(row);
    let straight = fours.iter().any(is_straight);
    // Three: the empty points that make a straight four holding H and the point (none if the
    // row already holds a straight four).
    let mut three_points = Vec::new();
    if !straight {
        for q in (0..15).filter(|&q| row[q].is_none()) {
            let mut with_q = *row;
            with_q[q] = Some(true);
            if caro_fours(&with_q)
                .iter()
                .any(|f| is_straight(f) && f.0 & (1 << q) != 0)
            {
                three_points.push((q as isize - H as isize) as i8);
            }
        }
    }
    let three = renju::tables::StraightFourPoints::from_offsets(&three_points)
        .unwrap_or_else(|| panic!("three points {three_points:?} beyond ±3"));
    PatternClass::new(
        !caro_fives(row).is_empty(),
        false,
        u8::try_from(fours.len()).expect("few fours"),
        straight,
        three,
    )
}

/// caro's fives depend on what lies just past a five, which `windows_vs_reference.rs` cannot
/// check (its reference knows no blocked fives). So: every window laid out on a row of the
/// board (the point under test at h, the window on c..m), with the points beyond the window
/// (a, b, n, o) empty, own or opponent stones, classified from the definitions on the row
/// itself, edges included. The table's class must be that class whatever lies beyond: this
/// shows the choice in `caro.toml` (only a run of exactly five is judged by its ends) is
/// decidable within the 11-point window.
#[test]
fn caro_tables_match_the_definitions_on_a_row_of_the_board() {
    let caro = Rule::by_name("caro").expect("caro");
    let mut mismatches = Vec::new();
    for window in Window::all() {
        let table = caro.class(window, Color::Black);
        assert_eq!(table, caro.class(window, Color::White), "{window}");
        for beyond in [None, Some(true), Some(false)] {
            let mut row: Row = [beyond; 15];
            for offset in -5i8..=5 {
                row[(H as isize + isize::from(offset)) as usize] = match window.cell(offset) {
                    renju::tables::Cell::Own => Some(true),
                    renju::tables::Cell::Opponent | renju::tables::Cell::Edge => Some(false),
                    renju::tables::Cell::Empty => None,
                };
            }
            let want = caro_class(&row);
            if table != want && mismatches.len() < 10 {
                mismatches.push(format!(
                    "{window} (beyond: {beyond:?}): table {table}, row {want}"
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "\n{}", mismatches.join("\n"));
}
