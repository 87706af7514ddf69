//! `renju check` reads a conformance case file (`conformance/cases/*.txt`: comments and
//! header lines around a board diagram) as its board, and lists the forbidden points the case
//! works out by hand, for every variant the case names; `renju explain` gives each verdict the
//! case works out at a point.

use crate::common;

use common::{code, run_on_case, verdict_words};
use renju_conformance::{self as conformance, Color};

/// How `renju` is told the variant: `--rule NAME` for a shipped rule, `--rule-file PATH` for
/// a rule file of `conformance/rules/` (KataGomo's caro readings no tournament plays).
fn rule_args(variant: &str) -> [String; 2] {
    if renju::Rule::by_name(variant).is_some() {
        return ["--rule".into(), variant.into()];
    }
    let path = conformance::rules_dir().join(format!("{variant}.toml"));
    assert!(
        path.is_file(),
        "{variant}: neither a rule nor {}",
        path.display()
    );
    ["--rule-file".into(), path.display().to_string()]
}

/// A map as `renju check` lists it: `h8 double-three, g8 overline`, or `none`.
fn listed(map: &[(conformance::Spot, conformance::Kind)]) -> String {
    if map.is_empty() {
        return "none".into();
    }
    map.iter()
        .map(|(p, k)| format!("{p} {k}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[test]
fn check_reads_every_case_file_and_lists_its_hand_worked_maps() {
    let cases = conformance::load_all().unwrap_or_else(|e| panic!("{e}"));
    let mut maps_checked = 0;
    for case in &cases {
        for variant in &case.variants {
            let [option, rule] = rule_args(variant);
            let out = run_on_case(&["check", &option, &rule], case);
            let stdout = String::from_utf8_lossy(&out.stdout);
            assert_eq!(
                code(&out),
                Some(0),
                "{} --rule {variant}: {}",
                case.name,
                String::from_utf8_lossy(&out.stderr)
            );
            assert!(
                stdout.starts_with(&format!("rule: {variant} - ")),
                "{stdout}"
            );
            for color in Color::ALL {
                let Some(want) = case.forbidden_map(color) else {
                    continue;
                };
                let label = format!("forbidden for {color}: ");
                match stdout.lines().find_map(|l| l.strip_prefix(label.as_str())) {
                    Some(line) => {
                        // `none` may be followed by why (`none (rule caro forbids nothing)`).
                        assert!(
                            line == listed(want) || (want.is_empty() && line.starts_with("none ")),
                            "{} --rule {variant}: {color}: `{line}`, by hand `{}`",
                            case.name,
                            listed(want)
                        );
                        maps_checked += 1;
                    }
                    // White's line is there only under rules that restrict white; then the
                    // case's white map must be empty.
                    None => assert!(
                        color == Color::White && want.is_empty(),
                        "{} --rule {variant}: no {color} line in\n{stdout}",
                        case.name
                    ),
                }
            }
        }
    }
    assert!(maps_checked >= 60, "{maps_checked} maps compared");
}

#[test]
fn explain_gives_every_hand_worked_verdict_of_every_case() {
    let cases = conformance::load_all().unwrap_or_else(|e| panic!("{e}"));
    let mut verdicts = 0;
    for case in &cases {
        // The verdicts on the case's own board (the others, `after` further stones, are the
        // runtime's tests').
        for check in case.checks.iter().filter(|c| c.after.is_empty()) {
            for variant in &case.variants {
                let [option, rule] = rule_args(variant);
                let (point, color) = (check.point.to_string(), check.color.to_string());
                let args = ["explain", &option, &rule, "--color", &color, &point];
                let out = run_on_case(&args, case);
                let stdout = String::from_utf8_lossy(&out.stdout);
                assert_eq!(code(&out), Some(0), "{} line {}", case.name, check.line);
                let want = format!(
                    "{point} for {color} under {variant}: {}",
                    verdict_words(check.expect)
                );
                // Below the board: the verdict's line.
                let prefix = format!("{point} for ");
                assert_eq!(
                    stdout.lines().find(|l| l.starts_with(&prefix)),
                    Some(want.as_str()),
                    "{} line {} --rule {variant}",
                    case.name,
                    check.line
                );
                verdicts += 1;
            }
        }
    }
    assert!(verdicts >= 100, "{verdicts} verdicts compared");
}

#[test]
fn a_case_file_reads_like_its_bare_board() {
    let path = conformance::cases_dir().join("example-false-three.txt");
    let case = conformance::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let run = |args: &[&str], stdin: &str| common::run(args, stdin);
    let from_file = run(&["check", path.to_str().expect("UTF-8 path")], "");
    let from_board = run(&["check"], &case.diagram);
    assert_eq!(code(&from_file), Some(0));
    assert_eq!(from_file.stdout, from_board.stdout);
}

#[test]
fn without_rule_a_case_file_is_judged_by_the_first_variant_it_names() {
    let cases = conformance::load_all().unwrap_or_else(|e| panic!("{e}"));
    let mut named = 0;
    for case in &cases {
        let path = conformance::cases_dir().join(format!("{}.txt", case.name));
        let path = path.to_str().expect("UTF-8 path");
        let first = case.variants.first().expect("every case names a variant");
        let plain = common::run(&["check", path], "");
        let explicit = common::run(&["check", "--rule", first, path], "");
        assert_eq!(code(&plain), Some(0), "{}", case.name);
        assert!(
            String::from_utf8_lossy(&plain.stdout).starts_with(&format!("rule: {first} - ")),
            "{}",
            case.name
        );
        assert_eq!(plain.stdout, explicit.stdout, "{}", case.name);
        named += usize::from(first != "renju");
    }
    // Cases of caro, omok and the gomoku variants, whose answers differ from renju's.
    assert!(named >= 15, "{named}");

    // `--rule` wins over the file's line; an unknown variant is an error naming the line.
    let omok = conformance::cases_dir().join("omok-white-double-three.txt");
    let text = std::fs::read_to_string(&omok).expect("case file");
    let renju = common::run(&["check", "--rule", "renju"], &text);
    assert!(String::from_utf8_lossy(&renju.stdout).starts_with("rule: renju - "));
    let unknown = common::run(&["check"], &text.replace("variant: omok", "variant: chess"));
    assert_eq!(code(&unknown), Some(1));
    let stderr = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        stderr.starts_with("error: stdin: the `variant:` line: unknown rule \"chess\""),
        "{stderr}"
    );
}
