//! The conformance cases (`conformance/cases/*.txt`, hand-worked; format in
//! `conformance/README.md`) against the runtime, one snapshot per case
//! (`snapshots/conformance/`).
//!
//! For each case and each variant it names: the board diagram reads (through
//! `Board::from_diagram`, on a board of the case's size) as the stones the reader found; each colour's full forbidden map
//! equals the hand-worked one where the file gives it (and a file must give white's under a
//! rule that restricts white); the winning points equal the hand-worked ones where given; each
//! `<colour> at <point> [after …]` verdict holds. A variant that is not a shipped rule is the
//! rule file `conformance/rules/<name>.toml` (KataGomo's caro readings no tournament plays),
//! loaded at run time with `renju_rule_file::load`. The reference's tests
//! (`reference/tests/conformance.rs`) and the CLI's (`cli/tests/conformance.rs`) read the same
//! files.

use crate::common;

use common::cases::{color, point};
use common::{map_text, mark};
use renju::tables::StraightFourPointCompletingFive;
use renju::{Board, BoardSize, Color, Direction, ForbiddenKind, Point, Rule, Standard, Verdict};
use renju_conformance as conformance;
use renju_conformance::{Case, Expect, Spot};

// The runtime's side of the cases, in one place (points and colours: `common::cases`).

fn kind(k: conformance::Kind) -> ForbiddenKind {
    match k {
        conformance::Kind::Overline => ForbiddenKind::Overline,
        conformance::Kind::DoubleFour => ForbiddenKind::DoubleFour,
        conformance::Kind::DoubleThree => ForbiddenKind::DoubleThree,
    }
}

fn verdict(e: Expect) -> Verdict {
    match e {
        Expect::Legal => Verdict::Allowed,
        Expect::Five => Verdict::Five,
        Expect::Forbidden(k) => Verdict::Forbidden(kind(k)),
    }
}

fn points_text(points: &[Point]) -> String {
    if points.is_empty() {
        return "none".into();
    }
    points
        .iter()
        .map(Point::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The empty points where a stone of `c` completes a winning five under `rule`.
fn five_points<S: BoardSize>(rule: &Rule, board: &Board<S>, c: Color) -> Vec<Point> {
    Point::all::<S>()
        .filter(|&q| rule.verdict(board, q, c) == Ok(Verdict::Five))
        .collect()
}

/// The folder of the rule files that are not shipped but that cases may name
/// (`conformance/rules/`: KataGomo's caro readings no tournament plays).
fn rule_files_dir() -> std::path::PathBuf {
    conformance::rules_dir()
}

/// The names of the rule files of `conformance/rules/` (`<name>.toml`), sorted.
fn rule_file_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(rule_files_dir())
        .expect("conformance/rules/")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .map(|p| {
            p.file_stem()
                .and_then(|s| s.to_str())
                .expect("a UTF-8 file name")
                .to_string()
        })
        .collect();
    names.sort();
    names
}

/// The rule a case's variant names: a shipped rule (by name or alias), else the rule file
/// `conformance/rules/<name>.toml`, loaded at run time as a user would load it.
fn rule_by_name(name: &str) -> Option<&'static Rule> {
    if let Some(rule) = Rule::by_name(name) {
        return Some(rule);
    }
    let path = rule_files_dir().join(format!("{name}.toml"));
    if !path.is_file() {
        return None;
    }
    Some(renju_rule_file::load(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

fn rule_of(case: &Case, name: &str) -> &'static Rule {
    rule_by_name(name).unwrap_or_else(|| {
        panic!(
            "{}: unknown variant {name:?}; variants: {}; rule files of conformance/rules/: {}",
            case.name,
            Rule::all()
                .iter()
                .map(|r| r.name())
                .collect::<Vec<_>>()
                .join(", "),
            rule_file_names().join(", ")
        )
    })
}

/// Every assertion of one case, on a board of its size; returns the text of its snapshot.
fn check(case: &Case) -> String {
    renju::with_board_size!(case.size, S => check_on::<S>(case))
        .unwrap_or_else(|e| panic!("{}: {e}", case.name))
}

/// [`check`] on the board size `S`, the case's.
fn check_on<S: BoardSize>(case: &Case) -> String {
    let board = Board::<S>::from_diagram(&case.diagram)
        .unwrap_or_else(|e| panic!("{}: the runtime cannot read the board: {e}", case.name));
    assert_eq!(
        renju::diagram::rows_of(&case.diagram),
        Some(case.size),
        "{}: the diagram draws the case's size",
        case.name
    );
    for c in conformance::Color::ALL {
        let want: Vec<Point> = case.stones(c).iter().map(|&s| point(s)).collect();
        let got: Vec<Point> = Point::all::<S>()
            .filter(|&q| board.get(q) == Some(color(c)))
            .collect();
        assert_eq!(got, want, "{}: {c} stones, runtime vs reader", case.name);
    }

    let mut text = format!("{}\n", case.title);
    text += &format!("variants: {}\n", case.variants.join(", "));
    text += &format!("source: {}\n", case.source);
    text += &format!("clauses: {}\n", case.clauses.join(", "));
    if case.size != renju::STANDARD_SIZE {
        text += &format!("size: {}\n", case.size);
    }
    let mut first_map = None;
    for name in &case.variants {
        let rule = rule_of(case, name);
        text += &format!("under {}:\n", rule.name());
        for c in conformance::Color::ALL {
            let rc = color(c);
            let restricted = !rule.settings().color(rc).forbidden.is_empty();
            let map: Vec<(Point, ForbiddenKind)> = rule.forbidden_map(&board, rc).iter().collect();
            match case.forbidden_map(c) {
                Some(want) => {
                    let want: Vec<(Point, ForbiddenKind)> =
                        want.iter().map(|&(p, k)| (point(p), kind(k))).collect();
                    assert_eq!(
                        map,
                        want,
                        "{} under {name}: {c}'s forbidden map\n  runtime: {}\n  hand:    {}\n{board}",
                        case.name,
                        map_text(&map),
                        map_text(&want)
                    );
                }
                None => assert!(
                    c == conformance::Color::Black || !restricted,
                    "{}: {name} restricts white, so the case must give `white forbidden:`",
                    case.name
                ),
            }
            if restricted || c == conformance::Color::Black {
                text += &format!("  {c} forbidden: {}\n", map_text(&map));
            }
            let fives = five_points(rule, &board, rc);
            if let Some(want) = case.five_points(c) {
                let want: Vec<Point> = want.iter().map(|&s| point(s)).collect();
                assert_eq!(
                    fives, want,
                    "{} under {name}: {c}'s winning points\n{board}",
                    case.name
                );
                text += &format!("  {c} fives: {}\n", points_text(&fives));
            }
            if c == conformance::Color::Black && first_map.is_none() {
                first_map = Some(map);
            }
        }
        for check in &case.checks {
            let rc = color(check.color);
            let mut at = board.clone();
            for &s in &check.after {
                at.place(point(s), rc)
                    .expect("the reader checked the point is empty");
            }
            let p = point(check.point);
            let got = rule.verdict(&at, p, rc).expect("an empty point");
            assert_eq!(
                got,
                verdict(check.expect),
                "{} line {} under {name}: {} at {p}{}\n{at}",
                case.name,
                check.line,
                check.color,
                if check.after.is_empty() {
                    String::new()
                } else {
                    format!(
                        " after {}",
                        points_text(&check.after.iter().map(|&s| point(s)).collect::<Vec<_>>())
                    )
                }
            );
            let after = if check.after.is_empty() {
                String::new()
            } else {
                format!(
                    " after {}",
                    check
                        .after
                        .iter()
                        .map(Spot::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            };
            text += &format!("  {} at {p}{after}: {}\n", check.color, check.expect);
            let classes = rule.line_classes(&at, p, rc).expect("an empty point");
            for (d, class) in Direction::ALL.into_iter().zip(classes) {
                text += &format!("    {:<15} {class}\n", format!("{}:", d.name()));
            }
        }
    }
    let marks: Vec<(Point, char)> = first_map
        .unwrap_or_default()
        .iter()
        .map(|&(q, k)| (q, mark(k)))
        .collect();
    text += &format!(
        "board (X black, O white; black's forbidden points under {}: 6 overline, 4 double-four, 3 double-three):\n",
        case.variants[0]
    );
    text += &renju::diagram::render(&board, &marks);
    text
}

#[test]
fn every_case_holds_for_the_runtime() {
    insta::glob!("../../conformance/cases", "*.txt", |path| {
        let case = conformance::load(path).unwrap_or_else(|e| panic!("{e}"));
        let text = check(&case);
        insta::with_settings!({
            snapshot_path => "../../snapshots/conformance",
            prepend_module_to_snapshot => false,
            description => format!("conformance case {}: {} (hand-worked expectations in the case file)", case.name, case.title),
            omit_expression => true,
        }, {
            insta::assert_snapshot!("case", text);
        });
    });
}

/// The reader's view of the folder: every file reads, and the set covers every clause, every
/// variant the clauses name (and the default), both readings of the disputed point, and the
/// 19x19 and 20x20 boards (the counts are printed with `--nocapture`).
#[test]
fn the_cases_cover_every_clause_and_variant() {
    let cases = conformance::load_all().unwrap_or_else(|e| panic!("{e}"));
    assert!(cases.len() >= 120, "only {} cases", cases.len());
    let mut report = format!("{} conformance cases\n", cases.len());
    for (clause, what) in conformance::CLAUSES {
        let n = cases
            .iter()
            .filter(|c| c.clauses.iter().any(|x| x == clause))
            .count();
        report += &format!("  clause {clause:<26} {n:>3}  ({what})\n");
        assert!(n > 0, "no case for clause {clause}");
    }
    // The variants are the rule files (`Rule::all()`, generated from `rules-spec/`): a new
    // file needs no edit here. Every variant the clause list names (`variant-<name>`), and the
    // default, must have cases; a variant added as a file alone is reported until it has some.
    for (clause, _) in conformance::CLAUSES {
        if let Some(name) = clause.strip_prefix("variant-") {
            assert!(
                rule_by_name(name).is_some(),
                "clause {clause} names no variant"
            );
        }
    }
    for rule in Rule::all() {
        let n = cases
            .iter()
            // A case may name a variant by an alias (a former name).
            .filter(|c| c.variants.iter().any(|v| Rule::by_name(v) == Some(rule)))
            .count();
        let required = rule == Rule::default_rule()
            || conformance::CLAUSES
                .iter()
                .any(|(clause, _)| clause.strip_prefix("variant-") == Some(rule.name()));
        report += &format!("  variant {:<40} {n:>3}\n", rule.name());
        assert!(n > 0 || !required, "no case for variant {}", rule.name());
        if n == 0 {
            report += &format!("    (no case yet for {}: add some)\n", rule.name());
        }
    }
    // The rule files of `conformance/rules/` (not shipped) are variants too: each needs cases.
    for name in rule_file_names() {
        let rule = rule_by_name(&name).expect("the file just listed");
        assert_eq!(
            rule.name(),
            name,
            "conformance/rules/{name}.toml names itself"
        );
        let n = cases.iter().filter(|c| c.variants.contains(&name)).count();
        report += &format!("  variant {name:<40} {n:>3}  (conformance/rules/{name}.toml)\n");
        assert!(
            n > 0,
            "no case for the rule file conformance/rules/{name}.toml"
        );
    }
    // Every variant a case names is a shipped rule or a rule file of `conformance/rules/`, and
    // the first is a shipped rule: `renju check FILE` judges a case file by its first variant,
    // and the command line reads no rule file from a case.
    for case in &cases {
        for v in &case.variants {
            rule_of(case, v);
        }
        assert!(
            Rule::by_name(&case.variants[0]).is_some(),
            "{}: the first variant, {}, must be a shipped rule (renju check reads it)",
            case.name,
            case.variants[0]
        );
    }
    // The disputed point's cases hold under both readings of it.
    for setting in [
        StraightFourPointCompletingFive::DoesNotCount,
        StraightFourPointCompletingFive::Counts,
    ] {
        let both = cases.iter().any(|c| {
            c.clauses.iter().any(|x| x == "disputed-point")
                && c.variants.iter().any(|v| {
                    Rule::by_name(v).is_some_and(|r| {
                        r.settings().straight_four_point_completing_five == setting
                            && r.settings().black == Rule::default_rule().settings().black
                    })
                })
        });
        assert!(both, "no disputed-point case under the reading {setting:?}");
    }
    let full = cases
        .iter()
        .filter(|c| c.forbidden_map(conformance::Color::Black).is_some())
        .count();
    report += &format!("  with black's full forbidden map: {full}\n");
    // Boards of other sizes: the go board and Gomocup's at least (issue 22's hand-worked
    // cases: fives and overlines along the last column, a double-three against the far
    // edge, a false three that only the larger board makes real).
    let mut sizes: Vec<usize> = cases.iter().map(|c| c.size).collect();
    sizes.sort_unstable();
    sizes.dedup();
    for size in &sizes {
        let n = cases.iter().filter(|c| c.size == *size).count();
        report += &format!("  on {size}x{size}: {n}\n");
    }
    for size in [19, 20] {
        let on = |clause: &str| {
            cases
                .iter()
                .filter(|c| c.size == size && c.clauses.iter().any(|x| x == clause))
                .count()
        };
        for clause in [
            "five",
            "overline",
            "double-three",
            "false-three-depth-1",
            "edge",
        ] {
            assert!(on(clause) > 0, "no {size}x{size} case for clause {clause}");
        }
    }
    eprintln!("{report}");
}

/// The README's run command reads `examples/rules-examples.jsonl`: its positions are exactly
/// the examples of the conformance folder (the cases of clause `example`, each named
/// `example-<id>.txt`), each once; the file gives their order (the rules text's).
#[test]
fn the_bundled_example_file_is_the_example_cases() {
    let path = common::workspace_root().join("examples/rules-examples.jsonl");
    let text = std::fs::read_to_string(&path).expect("examples/rules-examples.jsonl");
    let mut ids: Vec<String> = text
        .lines()
        .map(|line| {
            let v: serde_json::Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let id = v["id"].as_str().expect("a string id").to_string();
            let names = |key: &str| -> Vec<Point> {
                v[key]
                    .as_array()
                    .expect("a list")
                    .iter()
                    .map(|s| {
                        s.as_str()
                            .and_then(|s| s.parse().ok())
                            .expect("a point name")
                    })
                    .collect()
            };
            let json_board =
                Board::<Standard>::from_stones(&names("black"), &names("white")).expect("a board");
            let case = common::cases::case(&format!("example-{id}"));
            assert!(case.clauses.iter().any(|c| c == "example"), "{id}");
            let board = common::cases::board::<Standard>(&case);
            assert_eq!(json_board, board, "{id}: the JSON line and the case differ");
            id
        })
        .collect();
    ids.sort();
    let mut examples: Vec<String> = common::cases::examples()
        .iter()
        .map(|c| {
            c.name
                .strip_prefix("example-")
                .unwrap_or_else(|| panic!("{}: an example case is named example-<id>", c.name))
                .to_string()
        })
        .collect();
    examples.sort();
    assert_eq!(
        ids, examples,
        "examples/rules-examples.jsonl holds each example case once, and nothing else"
    );
}
