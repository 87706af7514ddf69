//! Unit tests of the generator (`renju-codegen`) on small specs: reading a spec, the slow
//! classifier on hand-checked windows, and the generated source.
//!
//! Window pictures have 11 characters: offsets -5..=+5 from the point under test `*` (where the
//! stone has just been placed), `X` an own stone, `O` an opponent stone or the board edge, `.`
//! empty. Every expected class below is worked out by hand from the rules' definitions; the
//! reasoning is in the comment above each case.

use renju_codegen::{
    generate, ClassifyError, Concept, ConceptName, Concepts, GenerateError, Spec, GENERATOR,
};
use renju_vocab::{
    BoardEdge, ColorRules, ForbiddenKind, ForbiddenSet, OpenEnds, PatternClass, PatternDefinitions,
    RuleSettings, StraightFourPointCompletingFive, WideWindow, Win, Window,
};
use std::path::Path;

/// A minimal valid spec: RIF renju under the name `tiny`.
const TINY: &str = r#"
name = "tiny"
summary = "A tiny spec"
straight-four-point-completing-five = "does-not-count"

[black]
wins-with = "exactly-five"
forbidden = ["overline", "double-four", "double-three"]

[white]
wins-with = "five-or-more"
forbidden = []

[concepts]
five = { run = 5 }
overline = { longer-than = "five" }
four = { one-move-to = "five" }
straight-four = { is = "four", completion-points = 2 }
three = { one-move-to = "straight-four" }
"#;

fn window(text: &str) -> Window {
    text.parse()
        .unwrap_or_else(|e| panic!("bad window picture {text:?} in a test: {e}"))
}

/// The class of `text` under the RIF concepts for a colour that wins with `win`.
fn rif(text: &str, win: Win) -> PatternClass {
    Concepts::rif()
        .classify(window(text), win)
        .unwrap_or_else(|e| panic!("classify {text}: {e}"))
}

/// Checks one window for black (exactly five) and white (five or more), in words.
#[track_caller]
fn both(text: &str, black: &str, white: &str) {
    assert_eq!(
        rif(text, Win::ExactlyFive).to_string(),
        black,
        "{text} for black"
    );
    assert_eq!(
        rif(text, Win::FiveOrMore).to_string(),
        white,
        "{text} for white"
    );
}

#[test]
fn parse_reads_a_minimal_valid_spec() {
    let spec = Spec::parse(Path::new("some/dir/tiny.toml"), TINY).expect("TINY is valid");
    assert_eq!(spec.name, "tiny");
    assert_eq!(spec.summary, "A tiny spec");
    assert_eq!(spec.path, Path::new("some/dir/tiny.toml"));
    assert_eq!(spec.sha256.len(), 64, "{}", spec.sha256);
    assert!(
        spec.sha256
            .chars()
            .all(|c| c.is_ascii_digit() || ('a'..='f').contains(&c)),
        "lower-case hex: {}",
        spec.sha256
    );
    assert_eq!(
        spec.settings,
        RuleSettings {
            black: ColorRules {
                win: Win::ExactlyFive,
                five_needs_open_ends: OpenEnds::NoEnd,
                six_or_more_needs_open_ends: OpenEnds::NoEnd,
                board_edge: BoardEdge::Blocks,
                forbidden: ForbiddenSet::of(&[
                    ForbiddenKind::Overline,
                    ForbiddenKind::DoubleFour,
                    ForbiddenKind::DoubleThree,
                ]),
            },
            white: ColorRules {
                win: Win::FiveOrMore,
                five_needs_open_ends: OpenEnds::NoEnd,
                six_or_more_needs_open_ends: OpenEnds::NoEnd,
                board_edge: BoardEdge::Blocks,
                forbidden: ForbiddenSet::NONE,
            },
            straight_four_point_completing_five: StraightFourPointCompletingFive::DoesNotCount,
            patterns: PatternDefinitions::Rif,
        }
    );
    // The concepts read from the file are RIF's, one definition each.
    assert_eq!(spec.concepts, Concepts::rif());
    assert_eq!(spec.concepts.get(ConceptName::Five), Some(Concept::Run(5)));
    assert_eq!(
        spec.concepts.get(ConceptName::Overline),
        Some(Concept::LongerThan(ConceptName::Five))
    );
    assert_eq!(
        spec.concepts.get(ConceptName::Four),
        Some(Concept::OneMoveTo(ConceptName::Five))
    );
    assert_eq!(
        spec.concepts.get(ConceptName::StraightFour),
        Some(Concept::WithCompletionPoints {
            base: ConceptName::Four,
            at_least: 2
        })
    );
    assert_eq!(
        spec.concepts.get(ConceptName::Three),
        Some(Concept::OneMoveTo(ConceptName::StraightFour))
    );
    // The hash is of the bytes: one more space changes it.
    let other = Spec::parse(Path::new("tiny.toml"), &format!("{TINY} ")).expect("still valid");
    assert_ne!(other.sha256, spec.sha256);
}

#[test]
fn the_disputed_point_is_a_top_level_word() {
    let text = TINY.replace(
        "straight-four-point-completing-five = \"does-not-count\"",
        "straight-four-point-completing-five = \"counts\"",
    );
    assert_ne!(text, TINY);
    let spec = Spec::parse(Path::new("tiny.toml"), &text).expect("valid");
    assert_eq!(
        spec.settings.straight_four_point_completing_five,
        StraightFourPointCompletingFive::Counts
    );
    // The setting is read by the runtime's false-three rule; the concepts are unchanged.
    assert_eq!(spec.concepts, Concepts::rif());
    let literal = Spec::parse(Path::new("tiny.toml"), TINY).expect("valid");
    assert_eq!(
        literal.settings.straight_four_point_completing_five,
        StraightFourPointCompletingFive::DoesNotCount
    );
}

#[test]
fn gapped_six_is_not_a_four_for_black_but_is_for_white() {
    // X.XXXX, right end blocked, the stone placed at the run's right end. The only empty point
    // touching the run is the gap (-4); filling it makes -5..0, six in a row. Black: six is not
    // a five, so these stones are no four (and nothing else). White: six wins, so they are a
    // four with one completion point.
    both("X.XXX*O....", "nothing", "four");
    // (The row -5..-1 of that six does not hold the placed stone, so white has one four.)
    // The same shape with the stone placed at the left end of the run of four (-2 X, -1 gap,
    // 0..+3 the run, +4 blocked): the gap makes -2..+3, six. Black: nothing. White: the six
    // holds the rows -2..+2 and -1..+3, both through the placed stone, so the stones
    // {-2,0,1,2} and {0,1,2,3} are two different fours completed at the same point.
    both("...X.*XXXO.", "nothing", "two fours");
}

#[test]
fn x_gap_xxxx_gap_is_a_four_but_not_straight_for_black() {
    // X.XXXX. (-4 X, -3 gap, -2..+1 the run, +2 and +3 empty). Black: the gap makes -4..+1,
    // six, not a five; +2 makes -2..+2 with -3 and +3 empty, exactly five. One completion
    // point: a four, not a straight four, and nothing else.
    let black = rif(".X.XX*X....", Win::ExactlyFive);
    assert_eq!(black.to_string(), "four");
    assert_eq!((black.fours(), black.straight_four()), (1, false));
    // White: see `five_or_more_fours_are_four_stone_sets`.
    let white = rif(".X.XX*X....", Win::FiveOrMore);
    assert!(
        white.fours() >= 1,
        "both -3 and +2 win for white: {white:?}"
    );
}

/// For a colour that wins with five or more, fours are counted as the rules' counts them: as
/// sets of four stones that one more stone turns into five in a row. A run of six holds two
/// such rows, so filling a gap that makes six can complete two different fours.
#[test]
fn five_or_more_fours_are_four_stone_sets() {
    // X.XXXX. (-4, -2..+1): -3 makes the run -4..+1 (six, a win for white), holding the rows
    // -4..0 and -3..+1: the fours {-4,-2,-1,0} and {-2,-1,0,+1}. +2 makes -2..+2, the four
    // {-2,-1,0,+1} again. So two fours, and {-2..+1} (completed at -3 and +2) is straight.
    assert_eq!(
        rif(".X.XX*X....", Win::FiveOrMore).to_string(),
        "two fours (one straight)"
    );
    // .XXXX.X (-2..+1, +3): -3 makes -3..+1 (the four {-2..+1}); +2 makes -2..+3 (six),
    // holding the rows -2..+2 ({-2..+1} again) and -1..+3 ({-1,0,+1,+3}). Two fours, one
    // straight.
    assert_eq!(
        rif("...XX*X.X..", Win::FiveOrMore).to_string(),
        "two fours (one straight)"
    );
    // For black neither six wins: X.XXXX. is one four (+2 only), .XXXX.X one four (-3 only).
    assert_eq!(rif(".X.XX*X....", Win::ExactlyFive).to_string(), "four");
    assert_eq!(rif("...XX*X.X..", Win::ExactlyFive).to_string(), "four");
}

#[test]
fn one_line_can_hold_two_fours() {
    // X.XXX.X with the placed stone the left one of the middle three (-2 X, -1 gap, 0..+2,
    // +3 gap, +4 X): -1 makes -2..+2 (-3, +3 empty: exactly five), +3 makes 0..+4 (-1, +5
    // empty). Two different stone sets, {-2,0,1,2} and {0,1,2,4}: two fours, either colour.
    both("...X.*XX.X.", "two fours", "two fours");
    // The same shape with the placed stone in the middle of the three (the rules' picture).
    both("..X.X*X.X..", "two fours", "two fours");
    // XX.XX.XX with the placed stone the right one of the middle pair (-3 -2 X, -1 gap, 0 +1,
    // +2 gap, +3 +4 X): -1 makes -3..+1 (-4 and +2 empty), +2 makes 0..+4 (-1 and +5 empty).
    both("..XX.*X.XX.", "two fours", "two fours");
    // XXX.X.XXX with the placed stone in the middle (the rules' double-four): -1 makes -4..0
    // (-5 and +1 empty), +1 makes 0..+4 (-1 and +5 empty).
    both(".XXX.*.XXX.", "two fours", "two fours");
    // Contrast: a straight four is one four (one stone set, two completion points).
    let straight = rif("....X*XX...", Win::ExactlyFive);
    assert_eq!((straight.fours(), straight.straight_four()), (1, true));
}

#[test]
fn straight_four_needs_both_ends_to_make_five() {
    // .XXXX. (-1..+2): -2 makes -2..+2 with -3 and +3 empty, +3 makes -1..+3 with -2 and +4
    // empty. Both exactly five, one stone set: a straight four, for either colour. It holds no
    // three: the stones already are a straight four.
    both("....X*XX...", "straight four", "straight four");
    // An opponent stone (or the edge) at one end leaves a plain four: blocked at -2.
    both("...OX*XX...", "four", "four");
    // .XXXX.X: -3 makes -3..+1 (-4 and +2 empty), exactly five; +2 makes -2..+3, six. Black:
    // one completion point, a four. (White: see the ignored test above.)
    assert_eq!(rif("...XX*X.X..", Win::ExactlyFive).to_string(), "four");
}

#[test]
fn threes_and_the_boxed_three() {
    // The open three .XX*. with room on both sides (-2 -1 X): -3 gives -3..0, completed by -4
    // (-5, +1 empty) and +1 (-4, +2 empty): straight. +1 gives -2..+1, completed by -3 and +2:
    // straight. -4 or +2 leave a gap: one completion point each. Straight-four points -3 +1.
    both(
        "...XX*.....",
        "three (straight-four points -3 +1)",
        "three (straight-four points -3 +1)",
    );
    // O.XXX.O: adding -2 gives -2..+1, which only +2 completes (-3 is an opponent): a four,
    // not straight; +2 is the mirror image. No point makes a straight four: no three. Three
    // stones are no four either.
    both("..O.X*X.O..", "nothing", "nothing");
    // One more empty point on the right (O.XXX..O): +2 gives -1..+2, completed by -2 (-2..+2;
    // -3 opponent, +3 empty) and +3 (-1..+3; +4 opponent, -2 empty): straight. -2 gives
    // -2..+1, completed only at +2. A three whose only straight-four point is +2.
    both(
        "..O.X*X..O.",
        "three (straight-four point +2)",
        "three (straight-four point +2)",
    );
    // Two stones with a gap (X.*): one more stone makes three stones, never a four, so no
    // point makes a straight four: nothing.
    both("...X.*.....", "nothing", "nothing");
    // Split three X.XX with the placed stone at the right (-3 X, -2 gap, -1 X): -2 gives
    // -3..0, completed by -4 (-5, +1 empty) and +1 (-4, +2 empty): straight four point -2.
    // -4 or +1 give no unbroken four. A three with the single straight-four point -2.
    both(
        "..X.X*.....",
        "three (straight-four point -2)",
        "three (straight-four point -2)",
    );
}

#[test]
fn the_edge_reads_as_an_opponent() {
    // Tables see the board edge as `O`. The open three of the previous test with the edge two
    // points to the left (the stone at d1 with b1 c1, a1 empty): -3 gives -3..0 whose left end
    // is the edge, completed only at +1: not straight. +1 gives -2..+1, completed by -3 (-3..+1,
    // the edge next to it, +2 empty: exactly five) and +2: straight. Three, point +1 only.
    both(
        "OO.XX*.....",
        "three (straight-four point +1)",
        "three (straight-four point +1)",
    );
    // a1 b1 c1 and the stone at d1: the run touches the edge; only e1 (+1) completes it.
    both("OOXXX*.....", "four", "four");
    // A three blocked right next to it (O at -3): +1 gives -2..+1, completed only at +2; +2
    // leaves a gap. No straight four: nothing.
    both("..OXX*.....", "nothing", "nothing");
}

#[test]
fn fives_and_overlines() {
    // -3..+1: exactly five, a five for either colour.
    both("..XXX*X....", "five", "five");
    // -3..+2: six. Black (exactly five): an overline. White: five or more, a five.
    both("..XXX*XX...", "overline", "five");
    // Nine in a row: the same.
    both(".XXXX*XXXX.", "overline", "five");
    // A five with an own stone beyond a gap is still exactly five: -4..0, +1 empty, +2 X.
    both(".XXXX*.X...", "five", "five");
    // The stone alone.
    both(".....*.....", "nothing", "nothing");
}

#[test]
fn run_length_comes_from_the_spec() {
    // A "connect four" spec: five = { run = 4 }. Every concept follows the run length.
    let text = TINY.replace("five = { run = 5 }", "five = { run = 4 }");
    let spec = Spec::parse(Path::new("tiny.toml"), &text).expect("run = 4 is allowed");
    assert_eq!(spec.concepts.get(ConceptName::Five), Some(Concept::Run(4)));
    assert_eq!(spec.settings.patterns, PatternDefinitions::Other);
    let class = |w: &str, win| {
        spec.concepts
            .classify(window(w), win)
            .unwrap_or_else(|e| panic!("{e}"))
            .to_string()
    };
    // -1..+2: four stones, exactly the run.
    assert_eq!(class("....X*XX...", Win::ExactlyFive), "five");
    // -2..+2: five stones, longer than the run: an overline for exactly-run, a win otherwise.
    assert_eq!(class("...XX*XX...", Win::ExactlyFive), "overline");
    assert_eq!(class("...XX*XX...", Win::FiveOrMore), "five");
    // -1..+1: -2 makes -2..+1 (-3, +2 empty), +2 makes -1..+2 (-2, +3 empty): straight.
    assert_eq!(class("....X*X....", Win::ExactlyFive), "straight four");
    // -1 0: -2 gives -2..0, completed by -3 and +1 (straight); +1 gives -1..+1, completed by
    // -2 and +2 (straight). -3 and +2 leave gaps.
    assert_eq!(
        class("....X*.....", Win::ExactlyFive),
        "three (straight-four points -2 +1)"
    );
    // With run = 5 the same window is nothing (two stones).
    assert_eq!(rif("....X*.....", Win::ExactlyFive).to_string(), "nothing");
}

/// `three = { one-move-to = "four" }` passes the checks of the text, but its threes can be
/// completed 4 points from the stone, which no class holds: the classifier says so, naming the
/// window, and the tables refuse the file at its `three`.
#[test]
fn a_three_out_of_reach_is_refused_at_its_definition() {
    let text = TINY.replace(
        r#"three = { one-move-to = "straight-four" }"#,
        r#"three = { one-move-to = "four" }"#,
    );
    assert_ne!(text, TINY);
    let spec = Spec::parse(Path::new("tiny.toml"), &text).expect("the text is well-formed");
    // .....*XX... (own 0 +1 +2, black): a stone at -1 gives -1..+2, a four (completed at -2
    // and +3); at -2 gives X.XXX, a four (completed at -1); at +3 gives 0..+3, a four; at +4
    // gives XXX.X, a four (completed at +3). -3 and +5 leave two gaps: no four. So the
    // completion points are -2 -1 +3 +4, and +4 is past the ±3 a class holds.
    let err = spec
        .concepts
        .classify(window(".....*XX..."), Win::ExactlyFive)
        .expect_err("a completion point at +4");
    assert_eq!(
        err,
        ClassifyError::ThreeOutOfReach {
            window: ".....*XX...".into(),
            offsets: vec![-2, -1, 3, 4]
        }
    );
    assert_eq!(err.concept(), ConceptName::Three);
    assert_eq!(
        err.to_string(),
        "window .....*XX...: the three's completion points -2 -1 +3 +4 reach beyond ±3"
    );
    // The same window under RIF's `three`: the straight-four points -1 and +3 (-2 and +4
    // make a four that only one point completes).
    assert_eq!(
        rif(".....*XX...", Win::ExactlyFive).to_string(),
        "three (straight-four points -1 +3)"
    );
    // The tables refuse the file at `three`'s definition: TINY starts with a newline, so the
    // definition is on line 19; its inline table starts at column 9.
    let refused = renju_codegen::check_tables(&spec).expect_err("no table for this three");
    assert!(
        refused
            .to_string()
            .starts_with("tiny.toml:19:9: [concepts] three: window "),
        "{refused}"
    );
    let in_generate = generate(&[spec], "tiny").expect_err("generate refuses it the same");
    assert_eq!(in_generate, GenerateError::Classify(refused));
}

#[test]
fn dense_table_is_the_classifier_in_index_order() {
    let spec = Spec::parse(Path::new("tiny.toml"), TINY).expect("valid");
    let table = renju_codegen::dense_table(&spec, renju_vocab::Color::Black).expect("classifies");
    assert_eq!(table.len(), 59_049);
    for text in [
        "...XX*.....",
        ".XXX.*.XXX.",
        "..XXX*XX...",
        "X.XXX*O....",
        ".....*.....",
    ] {
        let w = window(text);
        assert_eq!(
            table[usize::from(w.index())],
            rif(text, Win::ExactlyFive).bits(),
            "{text}"
        );
    }
    // Index 0 is the empty window: nothing.
    assert_eq!(table[0], 0);
}

/// The two small specs of `tests/codegen-specs/`, which define the same rules under two names.
fn alpha_beta() -> Vec<Spec> {
    ["codegen-specs/alpha.toml", "codegen-specs/beta.toml"]
        .iter()
        .map(|p| Spec::load(Path::new(p)).unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

#[test]
fn generate_is_deterministic_and_names_its_inputs() {
    let specs = alpha_beta();
    // Two independent runs (in parallel, to keep the test fast): identical bytes.
    let (first, second) = std::thread::scope(|s| {
        let a = s.spawn(|| generate(&specs, "alpha"));
        let b = s.spawn(|| generate(&alpha_beta(), "alpha"));
        (a.join().expect("no panic"), b.join().expect("no panic"))
    });
    let first = first.expect("generates");
    let second = second.expect("generates");
    assert!(first == second, "generate gave different bytes on two runs");

    // The header: generated by whom, from which files (with their sha256, as computed by
    // `sha256sum tests/codegen-specs/*.toml`), and do not edit.
    let header: Vec<&str> = first.lines().take(4).collect();
    assert_eq!(
        header,
        [
            format!("// @generated by {GENERATOR} from the rule files:").as_str(),
            "//   codegen-specs/alpha.toml (sha256 a278f987563e04cde2d8f965ebde3e330ca5efba948475cda04fb2877200f50d)",
            "//   codegen-specs/beta.toml (sha256 db71fda30f6f79ea961cdf2888682440055395d8c713ce069ffd3017fd225997)",
            "// Do not edit: change the rule files (or the generator) and rebuild.",
        ]
    );
    assert!(GENERATOR.starts_with("renju-codegen "), "{GENERATOR}");
    assert_eq!(
        specs[0].sha256,
        "a278f987563e04cde2d8f965ebde3e330ca5efba948475cda04fb2877200f50d"
    );

    // The two specs have the same concepts and wins, so one table serves all four users.
    assert_eq!(first.matches("static TABLE_").count(), 1);
    assert!(
        first.contains("Used by: alpha black, alpha white, beta black, beta white."),
        "shared table"
    );
    // Both variants, in the order given, with alpha (position 0) the default.
    assert!(first.contains("pub static RULES: [Rule; 2usize]"));
    assert!(first.contains("pub const DEFAULT_RULE: usize = 0usize;"));
    assert!(first.find("name: \"alpha\"") < first.find("name: \"beta\""));
}

/// Table identifiers never come from variant names: a name that is no Rust identifier, or two
/// names that differ only in case or `_`, once panicked the generator ("not a valid Ident") or
/// broke the generated file (E0428). `Spec::parse` refuses such names, but `generate` takes
/// any `Spec`, so it must hold on its own.
#[test]
fn table_identifiers_do_not_come_from_names() {
    let mut specs = alpha_beta();
    specs[0].name = "u space".into();
    specs[1].name = "U_SPACE".into();
    // Different settings per spec, so that each needs tables of its own.
    specs[1].settings.black.win = Win::FiveOrMore;
    let source = generate(&specs, "u space").unwrap_or_else(|e| panic!("{e}"));
    // Two distinct tables (exactly-five and five-or-more), named by position.
    assert!(source.contains("static TABLE_0:") && source.contains("static TABLE_1:"));
    assert_eq!(source.matches("static TABLE_").count(), 2);
    assert!(source.contains("name: \"u space\"") && source.contains("name: \"U_SPACE\""));
}

#[test]
fn generate_needs_the_default_rule() {
    // Checked before any table is built, so this is cheap.
    let err = generate(&alpha_beta(), "gamma").expect_err("no spec is called gamma");
    assert_eq!(err, GenerateError::NoDefault("gamma".into()));
    assert_eq!(
        err.to_string(),
        "no rule file defines the default rule `gamma`"
    );
}

/// TINY with `five-needs-open-ends = "WORD"` added to each colour's table (`None`: not said).
fn tiny_open_ends(black: Option<&str>, white: Option<&str>) -> String {
    let line = |n: Option<&str>| {
        n.map_or(String::new(), |n| {
            format!("five-needs-open-ends = \"{n}\"\n")
        })
    };
    TINY.replace("[black]\n", &format!("[black]\n{}", line(black)))
        .replace("[white]\n", &format!("[white]\n{}", line(white)))
}

#[test]
fn five_needs_open_ends_is_per_colour_and_defaults_to_none() {
    use OpenEnds::{BothEnds, NoEnd, OneEnd};
    let spec = Spec::parse(Path::new("tiny.toml"), TINY).expect("valid");
    assert_eq!(spec.settings.black.five_needs_open_ends, NoEnd);
    assert_eq!(spec.settings.white.five_needs_open_ends, NoEnd);
    let cases = [
        (Some("one"), None, OneEnd, NoEnd),
        (None, Some("both"), NoEnd, BothEnds),
        (Some("none"), Some("one"), NoEnd, OneEnd),
    ];
    for (black, white, want_black, want_white) in cases {
        let text = tiny_open_ends(black, white);
        let spec = Spec::parse(Path::new("tiny.toml"), &text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spec.settings.black.five_needs_open_ends, want_black);
        assert_eq!(spec.settings.white.five_needs_open_ends, want_white);
        // The concepts are untouched: the setting belongs to the colour.
        assert_eq!(spec.concepts, Concepts::rif());
    }
    // Not one of the words (`two` was never one; a count is spelt as its word).
    for bad in ["two", "None", ""] {
        let err = Spec::parse(Path::new("tiny.toml"), &tiny_open_ends(Some(bad), None))
            .expect_err("not a word of the setting");
        assert!(
            err.to_string().starts_with(&format!(
                "tiny.toml:7:24: [black] five-needs-open-ends: unknown value `{bad}`, expected one of `none`, `one`, `both`"
            )),
            "{err}"
        );
    }
}

/// The class of `text` under the RIF concepts for a colour that wins with `win` and whose
/// fives need `open_ends` open ends.
fn blockable(text: &str, win: Win, open_ends: u8) -> String {
    let rules = ColorRules {
        win,
        five_needs_open_ends: OpenEnds::ALL[usize::from(open_ends)],
        six_or_more_needs_open_ends: OpenEnds::NoEnd,
        board_edge: BoardEdge::Blocks,
        forbidden: ForbiddenSet::NONE,
    };
    Concepts::rif()
        .classify_for(window(text), &rules)
        .unwrap_or_else(|e| panic!("classify {text}: {e}"))
        .to_string()
}

/// caro (rules-spec/caro.toml): five or more wins, `five-needs-open-ends = "one"`. Each class is
/// worked out by hand; the comparison is with the same window for freestyle gomoku (the same
/// rules, any five winning), so each case shows what the blocking rule changes.
#[test]
fn caro_a_five_blocked_at_both_ends_does_not_win() {
    let caro = |w: &str| blockable(w, Win::FiveOrMore, 1);
    let freestyle = |w: &str| blockable(w, Win::FiveOrMore, 0);
    // -4..0, exactly five; -5 an opponent stone, +1 an opponent: blocked at both ends. No
    // five, and no four: the stones already fill the space between the two opponents.
    assert_eq!(caro("OXXXX*O...."), "nothing");
    assert_eq!(freestyle("OXXXX*O...."), "five");
    // The same five with +1 empty: blocked at one end only, it wins. Mirrored too.
    assert_eq!(caro("OXXXX*....."), "five");
    assert_eq!(caro(".....*XXXXO"), "five");
    // Both ends empty.
    assert_eq!(caro("X.XXX*X.X.."), "five");
    // -4..+1, six, blocked at both ends (-5, +2): a run of six is not judged by its ends
    // (caro.toml: its ends may lie beyond the window), and six or more wins.
    assert_eq!(caro("OXXXX*XO..."), "five");
    // The edge blocks like an opponent stone. The stone at b1 with a1 and c1 d1 e1 (-1..+3),
    // the edge at -2 (and beyond), a white stone on f1 (+4): blocked at both ends.
    assert_eq!(caro("OOOOX*XXXO."), "nothing");
    assert_eq!(freestyle("OOOOX*XXXO."), "five");
    // The same with f1 empty: the edge blocks one end only.
    assert_eq!(caro("OOOOX*XXX.."), "five");
}

#[test]
fn caro_dead_fours_are_nothing() {
    let caro = |w: &str| blockable(w, Win::FiveOrMore, 1);
    let freestyle = |w: &str| blockable(w, Win::FiveOrMore, 0);
    // -3..0 with -4 and +2 opponents: the only point that makes five is +1, giving -3..+1
    // blocked at both ends. Not a four in caro (the "dead four"); a four in freestyle.
    assert_eq!(caro(".OXXX*.O..."), "nothing");
    assert_eq!(freestyle(".OXXX*.O..."), "four");
    // The gap inside: O X X . X * O with the stones -4 -3 -1 0, opponents -5 and +1. Filling
    // -2 makes -4..0, blocked at both ends: nothing.
    assert_eq!(caro("OXX.X*O...."), "nothing");
    // With +2 empty instead (-4 opponent, +1 empty, +2 empty): +1 makes -3..+1, blocked at
    // -4 only: a four (one completion point: -4 is taken).
    assert_eq!(caro(".OXXX*..O.."), "four");
    // A straight four is never dead: completing it at one end leaves the other end empty.
    // -1..+2 with -2 and +3 empty, opponents at -3 and +4: -2 makes -2..+2 (open at +3), +3
    // makes -1..+3 (open at -2). Straight four in both.
    assert_eq!(caro("..O.X*XX.O."), "straight four");
    assert_eq!(freestyle("..O.X*XX.O."), "straight four");
    // Two fours in one line, one of them dead: X.XXX.X boxed, -3 X, -2 gap, -1..+1, +2 gap,
    // +3 X, opponents at -4 and +4. -2 makes -3..+1 (ends -4 opponent, +2 empty): a five.
    // +2 makes -1..+3 (ends -2 empty, +4 opponent): a five. Both live: two fours.
    assert_eq!(caro(".OX.X*X.XO."), "two fours");
    // Threes follow from straight fours, which are never dead: the open three is a three.
    assert_eq!(caro("...XX*....."), "three (straight-four points -3 +1)");
}

#[test]
fn open_ends_two_and_exactly_five() {
    // `five-needs-open-ends = "both"` (not shipped; the stricter reading caro.toml mentions): a
    // five blocked at either end does not win. -4..0 with -5 an opponent: blocked at one end,
    // no five. But +1 makes -4..+1, a six, which wins (sixes are not judged by their ends):
    // so these stones are a four, completed at +1 only.
    assert_eq!(blockable("OXXXX*.....", Win::FiveOrMore, 2), "four");
    // -4..0 with -5 and +1 empty: open at both ends, a five.
    assert_eq!(blockable(".XXXX*.....", Win::FiveOrMore, 2), "five");
    // -3..+1 with -4 empty and +2 an opponent: blocked at one end, no five. -4 makes -4..+1,
    // a six, which wins. So a four, completed at -4 only (+2 is taken).
    assert_eq!(blockable("..XXX*XO...", Win::FiveOrMore, 2), "four");
    // A run of six is still not judged by its ends.
    assert_eq!(blockable("OXXXX*XO...", Win::FiveOrMore, 2), "five");
    // An exactly-five colour whose fives need an open end: a blocked five is nothing, and a
    // six is still an overline (it never wins).
    assert_eq!(blockable("OXXXX*O....", Win::ExactlyFive, 1), "nothing");
    assert_eq!(blockable("OXXXX*.....", Win::ExactlyFive, 1), "five");
    assert_eq!(blockable("OXXXX*XO...", Win::ExactlyFive, 1), "overline");
    // `classify` is `classify_for` with 0: any five wins.
    for w in ["OXXXX*O....", "OOOOX*XXXO.", ".OXXX*.O..."] {
        assert_eq!(
            rif(w, Win::FiveOrMore).to_string(),
            blockable(w, Win::FiveOrMore, 0)
        );
    }
}

#[test]
fn generated_rules_carry_their_settings_in_words() {
    let specs = alpha_beta();
    let words = renju_codegen::settings_in_words(&specs[0]);
    let keys: Vec<&str> = words.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(
        keys,
        [
            "black: wins with",
            "black: a blocked five",
            "black: a blocked six or more",
            "black: the board edge",
            "black: forbidden",
            "white: wins with",
            "white: a blocked five",
            "white: a blocked six or more",
            "white: the board edge",
            "white: forbidden",
            "concept five",
            "concept overline",
            "concept four",
            "concept straight-four",
            "concept three",
            "a straight-four point completing a five",
        ]
    );
    let source = generate(&specs, "alpha").expect("generates");
    assert!(
        source.contains(r#"("black: wins with", "exactly five (wins-with = \"exactly-five\")")"#),
        "the pairs are in the generated source"
    );
    assert!(source.contains("five_needs_open_ends: OpenEnds::NoEnd"));
    // A caro-like colour says so in words.
    let text = tiny_open_ends(Some("one"), Some("both"));
    let spec = Spec::parse(Path::new("tiny.toml"), &text).expect("valid");
    let words = renju_codegen::settings_in_words(&spec);
    assert_eq!(
        words[1].1,
        "does not win when blocked at both ends (five-needs-open-ends = \"one\")"
    );
    assert_eq!(
        words[6].1,
        "does not win when blocked at either end (five-needs-open-ends = \"both\")"
    );
    // Black wins with exactly five there: no six wins, blocked or not.
    assert_eq!(
        words[2].1,
        "does not win, blocked or not (wins-with = \"exactly-five\")"
    );
    assert_eq!(
        words[3].1,
        "blocks an end like an opponent stone (board-edge = \"blocks\")"
    );
}

/// The class of the wide window `text` (13 points, `|` past the edge, the ends `±6` what
/// ends a run reaching past `±5`) under the RIF concepts for a colour with `rules`.
fn wide(text: &str, rules: &ColorRules) -> String {
    let window: WideWindow = text
        .parse()
        .unwrap_or_else(|e| panic!("test uses a bad wide window {text}: {e}"));
    Concepts::rif()
        .classify_wide(window, rules)
        .unwrap_or_else(|e| panic!("classify {text}: {e}"))
        .to_string()
}

/// Caro's colour rules with the given wins and switches: a five blocked at both ends never
/// wins (`five-needs-open-ends = "one"`).
fn caro(win: Win, six: OpenEnds, board_edge: BoardEdge) -> ColorRules {
    ColorRules {
        win,
        five_needs_open_ends: OpenEnds::OneEnd,
        six_or_more_needs_open_ends: six,
        board_edge,
        forbidden: ForbiddenSet::NONE,
    }
}

/// Wide windows classified by hand under the readings of caro. Pictures have 13 points:
/// offsets -6..=+6, `|` past the edge; the outermost points are what ends a run of own stones
/// reaching past ±5.
#[test]
fn wide_windows_under_the_readings_of_caro() {
    let gomocup_8 = caro(Win::FiveOrMore, OpenEnds::NoEnd, BoardEdge::DoesNotBlock);
    let gomocup_9 = caro(Win::ExactlyFive, OpenEnds::NoEnd, BoardEdge::DoesNotBlock);
    let walled = caro(Win::FiveOrMore, OpenEnds::NoEnd, BoardEdge::Blocks);
    let walled_unless = caro(Win::FiveOrMore, OpenEnds::OneEnd, BoardEdge::Blocks);
    let open_unless = caro(Win::FiveOrMore, OpenEnds::OneEnd, BoardEdge::DoesNotBlock);

    // -4..0 is five, the edge just past -4 (at -5), an opponent at +1. Where the edge does
    // not block, one end is open: a five. Where it blocks, both ends are: nothing (no empty
    // point can be tried on the line: -5 is the edge, +1 the opponent).
    assert_eq!(wide("||XXXX*O.....", &gomocup_8), "five");
    assert_eq!(wide("||XXXX*O.....", &gomocup_9), "five");
    assert_eq!(wide("||XXXX*O.....", &walled), "nothing");
    // The same five with an opponent at -5 instead: blocked at both ends under every reading.
    assert_eq!(wide(".OXXXX*O.....", &gomocup_8), "nothing");
    assert_eq!(wide(".OXXXX*O.....", &walled), "nothing");
    // -5..0 is six; past -5 the first point without an own stone is empty (at -6 or
    // beyond). Gomocup 8: six wins. Gomocup 9: six never wins, an overline (not forbidden
    // here, but a run too long to win). KataGomo's "unless blocked at both ends": -6 open, a
    // five (a win).
    assert_eq!(wide(".XXXXX*O.....", &gomocup_8), "five");
    assert_eq!(wide(".XXXXX*O.....", &gomocup_9), "overline");
    assert_eq!(wide(".XXXXX*O.....", &walled_unless), "five");
    // "oxxxxxxo is not win": the six with an opponent past each end.
    assert_eq!(wide("OXXXXX*O.....", &walled_unless), "overline");
    assert_eq!(wide("OXXXXX*O.....", &gomocup_8), "five");
    // The six ending at the edge: blocked at both ends only where the edge blocks.
    assert_eq!(wide("|XXXXX*O.....", &walled_unless), "overline");
    assert_eq!(wide("|XXXXX*O.....", &open_unless), "five");
    // A four made of a long run: -5..-2 and the stone, -1 empty, +1 an opponent. Only -1
    // completes (the right side is blocked at +1; -6 is never tried), making -5..0, six:
    // under Gomocup 8 a win, so a four (the four stones -4..-2 and 0 with -1); under 9 no
    // win, so nothing; under "unless blocked" a win while -6 is open and none when it is an
    // opponent stone.
    assert_eq!(wide(".XXXX.*O.....", &gomocup_8), "four");
    assert_eq!(wide(".XXXX.*O.....", &gomocup_9), "nothing");
    assert_eq!(wide(".XXXX.*O.....", &walled_unless), "four");
    assert_eq!(wide("OXXXX.*O.....", &walled_unless), "nothing");
    // The dead four against the edge: -1 would make -4..0 with the edge at -5 and an
    // opponent at +1. A four where the edge does not block, nothing where it does.
    assert_eq!(wide("||XXX.*O.....", &gomocup_8), "four");
    assert_eq!(wide("||XXX.*O.....", &walled), "nothing");
    // A reading that tells neither the edge apart nor long runs by their ends classifies a
    // wide window as its 11-point window.
    for w in ["||XXXX*O.....", ".XXXX.*O.....", "|XXXXX*O....."] {
        let window: WideWindow = w.parse().expect("a wide window");
        assert_eq!(
            wide(w, &walled),
            Concepts::rif()
                .classify_for(window.compact(), &walled)
                .expect("classifies")
                .to_string()
        );
    }
}
