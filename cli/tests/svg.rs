//! `renju check --svg` and `renju explain --svg`: well-formed standalone SVG, the forbidden
//! points marked by kind where the rules put them, and the pictures in docs/examples/ are what
//! the commands write today (`RENJU_BLESS=1 cargo test -p renju-cli --test main svg` rewrites
//! them).

use crate::serve_common;

use quick_xml::events::Event;
use serve_common::{repo_file, run};
use std::path::Path;

/// RIF 9.3's false three: g8 overline; e9, f9, i9, h11 double-three; h8 allowed.
const FALSE_THREE: &str = r#"{"black": ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"]}"#;

fn svg_of(args: &[&str], input: &str) -> String {
    let output = run(args, input.as_bytes());
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The `(data-point, attribute, value)` of every element with a `data-` attribute, checking
/// on the way that the document is well-formed XML with one `<svg>` root.
fn data_attributes(svg: &str) -> Vec<(String, String, String)> {
    let mut reader = quick_xml::Reader::from_str(svg);
    let mut found = Vec::new();
    let mut depth = 0usize;
    let mut roots = Vec::new();
    loop {
        match reader.read_event().expect("well-formed XML") {
            Event::Eof => break,
            Event::Start(e) | Event::Empty(e) => {
                if depth == 0 {
                    roots.push(e.name().as_ref().to_string());
                }
                let mut point = String::new();
                let mut others = Vec::new();
                for a in e.attributes() {
                    let a = a.expect("an attribute");
                    let key = a.key.as_ref().to_string();
                    let value = a.value.to_string();
                    if key == "data-point" {
                        point = value;
                    } else if key.starts_with("data-") {
                        others.push((key, value));
                    }
                }
                for (key, value) in others {
                    found.push((point.clone(), key, value));
                }
                depth += 1;
            }
            Event::End(_) => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    assert_eq!(roots, ["svg"], "one root element");
    found
}

fn marks(svg: &str, attribute: &str) -> Vec<(String, String)> {
    data_attributes(svg)
        .into_iter()
        .filter(|(_, key, _)| key == attribute)
        .map(|(point, _, value)| (point, value))
        .collect()
}

#[test]
fn check_svg_marks_each_forbidden_point_by_kind() {
    let svg = svg_of(&["check", "--svg"], FALSE_THREE);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains("<title>renju: 5 points forbidden to black</title>"));
    let mut forbidden = marks(&svg, "data-forbidden");
    forbidden.sort();
    let expected: Vec<(String, String)> = [
        ("e9", "double-three"),
        ("f9", "double-three"),
        ("g8", "overline"),
        ("h11", "double-three"),
        ("i9", "double-three"),
    ]
    .iter()
    .map(|(p, k)| (p.to_string(), k.to_string()))
    .collect();
    assert_eq!(forbidden, expected);
    assert_eq!(marks(&svg, "data-stone").len(), 9);
    assert!(marks(&svg, "data-forbidden-white").is_empty());
    // Coordinates: columns a..o along the top and bottom, rows 1..15 on both sides.
    for label in ["a", "o", "1", "15"] {
        assert_eq!(
            svg.matches(&format!(">{label}</text>")).count(),
            2,
            "{label}"
        );
    }
    assert!(!svg.contains(">p</text>") && !svg.contains(">16</text>"));
    // The legend names the kinds renju forbids to black.
    for kind in ["overline", "double-four", "double-three"] {
        assert!(svg.contains(&format!(">{kind}</text>")), "{kind}");
    }
}

#[test]
fn check_svg_under_omok_rings_what_white_may_not_play() {
    // The RIF double-three shape in white: h8 is white's double-three under omok.
    let input = r#"{"black": ["a1", "o15"], "white": ["f8", "g8", "h9", "h10"]}"#;
    let svg = svg_of(&["check", "--svg", "--rule", "omok"], input);
    assert_eq!(
        marks(&svg, "data-forbidden-white"),
        [("h8".to_string(), "double-three".to_string())]
    );
    assert!(svg.contains("forbidden to white:"));
    let free = svg_of(
        &["check", "--svg", "--rule", "gomoku-freestyle"],
        FALSE_THREE,
    );
    assert!(marks(&free, "data-forbidden").is_empty());
    assert!(free.contains("this rule forbids no move to either colour"));
    assert!(free.contains("<title>gomoku-freestyle: nothing is forbidden</title>"));
}

#[test]
fn explain_svg_rings_the_point_and_says_the_verdict_and_its_threes() {
    let svg = svg_of(&["explain", "--svg", "h8"], FALSE_THREE);
    data_attributes(&svg);
    assert!(svg.contains("<title>h8 for black under renju: allowed</title>"));
    assert!(svg.contains("the row three is false (straight-four point g8: overline)"));
    assert!(
        svg.contains("the column three is real (straight-four points h7: allowed, h11: allowed)")
    );
    // The row and the column hold the threes: two lines drawn.
    assert_eq!(svg.matches("stroke=\"#2962ff\" stroke-opacity").count(), 2);
    let output = run(
        &["explain", "--svg", "--json", "h8"],
        FALSE_THREE.as_bytes(),
    );
    assert_eq!(output.status.code(), Some(2), "--svg and --json conflict");
    let occupied = run(&["explain", "--svg", "g9"], FALSE_THREE.as_bytes());
    assert_eq!(occupied.status.code(), Some(1));
}

#[test]
fn the_docs_examples_are_what_the_commands_write() {
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/examples");
    let omok = r#"{"black": ["a1", "o15", "h12"], "white": ["f8", "g8", "h9", "h10"]}"#;
    for (file, args, input) in [
        ("check-false-three.svg", vec!["check", "--svg"], FALSE_THREE),
        (
            "explain-false-three.svg",
            vec!["explain", "--svg", "h8"],
            FALSE_THREE,
        ),
        (
            "check-omok.svg",
            vec!["check", "--svg", "--rule", "omok"],
            omok,
        ),
    ] {
        let written = svg_of(&args, input);
        let path = docs.join(file);
        if std::env::var_os("RENJU_BLESS").is_some() {
            std::fs::write(&path, &written).expect("docs/examples is writable");
        }
        assert_eq!(
            repo_file(&format!("docs/examples/{file}")),
            written,
            "docs/examples/{file} is not what `renju {}` writes: rerun with RENJU_BLESS=1",
            args.join(" ")
        );
    }
}
