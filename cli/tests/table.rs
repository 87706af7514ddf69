//! `renju table` end to end: dump, lookup, stats and diff on every shipped variant, snapshots
//! of their output on small cases, and the errors for unknown rules and bad windows.

use crate::common;

use common::{code, run, transcript};
use renju::tables::{PatternClass, WideWindow, Window, WINDOW_COUNT};
use renju::{Color, Rule};
use renju_cli::TableWindow;

/// Runs `renju ARGS`, checks the exit status, and snapshots the transcript as `name`.
fn check_and_snapshot(name: &str, what: &str, args: &[&str], status: i32) -> String {
    let output = run(args, "");
    assert_eq!(code(&output), Some(status), "{name}");
    snapshot!(name, what, transcript(args, ""));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The stdout of `renju ARGS`, which must succeed with nothing on stderr.
fn stdout_of(args: &[&str]) -> String {
    let output = run(args, "");
    assert_eq!(code(&output), Some(0), "renju {}", args.join(" "));
    assert!(output.stderr.is_empty(), "renju {}", args.join(" "));
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// `table WHAT --rule RULE --color COLOR`, then `rest`.
fn table_args<'a>(what: &'a str, rule: &'a str, color: &'a str, rest: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec!["table", what, "--rule", rule, "--color", color];
    args.extend_from_slice(rest);
    args
}

#[test]
fn lookup_the_issue_example() {
    let out = check_and_snapshot(
        "table_lookup",
        "One window under renju for black: own stones at -1 and +2; a three whose straight-four point is +1",
        &["table", "lookup", "....X*.X..."],
        0,
    );
    assert_eq!(out, "....X*.X... three (straight-four point +1)\n");
}

#[test]
fn lookup_caro_blocked_five() {
    // -4..0 with opponent stones at -5 and +1: a five blocked at both ends does not win in
    // caro; under renju (white, five or more) it wins.
    check_and_snapshot(
        "table_lookup_caro_blocked_five",
        "caro, white: a five blocked at both ends is nothing",
        &table_args("lookup", "caro", "white", &["OXXXX*O...."]),
        0,
    );
    assert_eq!(
        stdout_of(&["table", "lookup", "--color", "white", "OXXXX*O...."]),
        "OXXXX*O.... five\n"
    );
}

#[test]
fn lookup_wide_windows_tell_the_edge_from_an_opponent() {
    // Gomocup's caro: the edge does not block, so a five from the edge (-4..0), blocked by
    // an opponent at +1, is blocked at one end only, and wins.
    check_and_snapshot(
        "table_lookup_caro_wide_edge",
        "caro, white, a 13-character wide window: a five against the edge (`|`) and an opponent wins",
        &table_args("lookup", "caro", "white", &["||XXXX*O....."]),
        0,
    );
    // Where the edge blocks, it is blocked at both ends; an opponent in its place blocks.
    for (rule, text, class) in [
        ("caro-edge-blocks", "||XXXX*O.....", "nothing"),
        ("caro", ".OXXXX*O.....", "nothing"),
        ("caro", "OXXXX*O....", "nothing"),
        // A six wins in caro however it is blocked, and the run's end past +5 is seen.
        ("caro", "OXXXXX*O.....", "five"),
        ("caro-exactly-five", "OXXXXX*O.....", "overline"),
    ] {
        let args = ["table", "lookup", "--rule", rule, "--color", "white", text];
        assert_eq!(stdout_of(&args), format!("{text} {class}\n"), "{args:?}");
    }
    // A bad wide window says which character, as a window does.
    let args = ["table", "lookup", "XXXXXX*......"];
    let output = run(&args, "");
    assert_eq!(code(&output), Some(2));
    snapshot!(
        "table_lookup_wide_own_stone_at_the_end",
        "A wide window with `X` at character 1 (offset -6 ends a run, never an own stone): exit status 2, the character and what is allowed",
        transcript(&args, "")
    );
}

#[test]
fn lookup_of_every_variant_agrees_with_the_table() {
    let windows = [
        ".....*.....",
        "....X*.X...",
        "..XXX*XX...",
        "OXXXX*O....",
        ".OXXX*.O...",
        "..X.X*X.X..",
        "OOOOO*OOOOO",
    ];
    let wide = [
        "......*......",
        "||XXXX*O.....",
        ".OXXXX*O.....",
        "OXXXXX*XXXXX|",
    ];
    for rule in Rule::all() {
        for color in Color::ALL {
            for text in windows.into_iter().chain(wide) {
                let window = renju_cli::check_window(text).expect("a window");
                let out = stdout_of(&table_args("lookup", rule.name(), color.name(), &[text]));
                let class = match window {
                    TableWindow::Window(w) => rule.class(w, color),
                    TableWindow::Wide(w) => rule.wide_class(w, color),
                };
                assert_eq!(out, format!("{text} {class}\n"), "{} {color}", rule.name());
            }
        }
    }
}

#[test]
fn bad_windows_say_which_character() {
    let cases: [(&str, &str, &str); 5] = [
        (
            "table_lookup_lower_case",
            "...XX*.Xo..",
            "Lower-case o at character 9: exit status 2, the character and what is allowed",
        ),
        (
            "table_lookup_edge_bar",
            "|XXXX*.....",
            "`|` for the edge (as the rules' draws lines): windows draw the edge as O",
        ),
        (
            "table_lookup_short",
            "XXXX*.....",
            "10 characters, 4 before the *: exit status 2, the length and where * is",
        ),
        (
            "table_lookup_no_star",
            "....XX.X...",
            "No * in the middle: character 6 must be the point under test",
        ),
        (
            "table_lookup_two_stars",
            "....X*.X*..",
            "A second * at character 9: `*` only in the middle",
        ),
    ];
    for (name, window, what) in cases {
        let output = run(&["table", "lookup", window], "");
        assert_eq!(code(&output), Some(2), "{name}");
        assert!(output.stdout.is_empty(), "{name}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains(&format!("invalid value '{window}' for '<WINDOW>': ")),
            "{name}: {stderr}"
        );
        snapshot!(name, what, transcript(&["table", "lookup", window], ""));
    }
}

#[test]
fn unknown_rules_are_usage_errors() {
    check_and_snapshot(
        "table_stats_unknown_rule",
        "Unknown --rule: exit status 2, the known rules listed (caro and omok among them)",
        &["table", "stats", "--rule", "chess"],
        2,
    );
    check_and_snapshot(
        "table_diff_unknown_rule",
        "Unknown second rule of diff: exit status 2, the known rules listed",
        &["table", "diff", "renju", "renju-"],
        2,
    );
    for args in [
        &["table", "dump", "--rule", "Renju"][..],
        &["table", "lookup", "--rule", "", ".....*....."],
        &["table", "diff", "chess", "renju"],
    ] {
        let output = run(args, "");
        assert_eq!(code(&output), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stderr).contains("unknown rule"));
    }
    // A colour that is not one.
    assert_eq!(
        code(&run(&["table", "dump", "--color", "red"], "")),
        Some(2)
    );
}

#[test]
fn dump_lists_every_window_in_index_order_for_every_variant() {
    // A rule that reads wide windows: one wide window per wide seen index, in index order.
    let representatives: Vec<WideWindow> = (0..=u16::MAX)
        .filter_map(WideWindow::from_seen_index)
        .collect();
    assert_eq!(representatives.len(), renju_cli::WIDE_REPRESENTATIVES);
    for rule in Rule::all() {
        if rule.reads_wide_windows() {
            for color in Color::ALL {
                let args = table_args("dump", rule.name(), color.name(), &[]);
                let out = stdout_of(&args);
                let lines: Vec<&str> = out.lines().collect();
                assert_eq!(lines.len(), representatives.len(), "{}", rule.name());
                for (line, &window) in lines.iter().zip(&representatives) {
                    let want = format!("{window} {}", rule.wide_class(window, color));
                    assert_eq!(*line, want, "{} {color}", rule.name());
                }
            }
            continue;
        }
        for color in Color::ALL {
            let out = stdout_of(&table_args("dump", rule.name(), color.name(), &[]));
            let mut count = 0;
            for (line, window) in out.lines().zip(Window::all()) {
                assert_eq!(
                    line,
                    renju_cli::table_line(window, rule.class(window, color)),
                    "{} {color}",
                    rule.name()
                );
                count += 1;
            }
            assert_eq!(count, WINDOW_COUNT);
            assert_eq!(out.lines().count(), WINDOW_COUNT);
        }
    }
}

#[test]
fn dump_head() {
    // The first windows in index order: offset -5 is the fastest-changing point.
    let args = table_args("dump", "caro-edge-blocks", "white", &[]);
    let out = stdout_of(&args);
    let head: Vec<&str> = out.lines().take(5).collect();
    let classified: Vec<&str> = out
        .lines()
        .filter(|l| !l.ends_with(" nothing"))
        .take(25)
        .collect();
    snapshot!(
        "table_dump_head",
        "`renju table dump --rule caro-edge-blocks --color white` (59,049 lines): the first 5, then the first 25 whose class is not nothing",
        format!(
            "$ renju {}\n{}\n...\n$ renju {0} | grep -v ' nothing$'\n{}\n...\n",
            args.join(" "),
            head.join("\n"),
            classified.join("\n")
        )
    );
    // The last window is all opponents.
    assert_eq!(out.lines().last(), Some("OOOOO*OOOOO nothing"));
}

#[test]
fn dump_head_wide() {
    // A rule that reads wide windows: one per wide seen index, in index order (the right
    // side's code changes fastest).
    let args = ["table", "dump", "--rule", "caro", "--color", "white"];
    let out = stdout_of(&args);
    assert_eq!(out.lines().count(), renju_cli::WIDE_REPRESENTATIVES);
    let head: Vec<&str> = out.lines().take(5).collect();
    let classified: Vec<&str> = out
        .lines()
        .filter(|l| !l.ends_with(" nothing"))
        .take(12)
        .collect();
    let edge: Vec<&str> = out
        .lines()
        .filter(|l| l.contains('|') && l.ends_with(" five"))
        .take(6)
        .collect();
    snapshot!(
        "table_dump_head_wide",
        "`renju table dump --rule caro --color white` (24,964 lines, one 13-point wide window per wide seen index): the first 5, the first 12 whose class is not nothing, the first 6 fives that meet the edge `|`",
        format!(
            "$ renju {}\n{}\n...\n$ renju {0} | grep -v ' nothing$'\n{}\n...\n$ renju {0} | grep '|' | grep ' five$'\n{}\n...\n",
            args.join(" "),
            head.join("\n"),
            classified.join("\n"),
            edge.join("\n")
        )
    );
}

#[test]
fn dump_stops_quietly_when_the_reader_does() {
    // `renju table dump | head -1`: a closed pipe is not an error.
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{} table dump | head -n 1",
            env!("CARGO_BIN_EXE_renju")
        ))
        .output()
        .expect("sh runs");
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        ".....*..... nothing\n"
    );
    assert!(
        output.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn stats_of_omok() {
    let out = check_and_snapshot(
        "table_stats_omok",
        "omok: spec file, hash, settings in words, windows per class for black and white (the same tables: both exactly five)",
        &["table", "stats", "--rule", "omok"],
        0,
    );
    assert!(out.contains("\n  59049  59049  total\n"));
}

#[test]
fn stats_counts_add_up_for_every_variant() {
    for rule in Rule::all() {
        let out = stdout_of(&["table", "stats", "--rule", rule.name()]);
        assert!(out.contains(rule.spec_sha256()), "{}", rule.name());
        assert!(out.contains(rule.spec_file()), "{}", rule.name());
        let counts = renju_cli::class_counts(rule);
        let counted = if rule.reads_wide_windows() {
            renju_cli::WIDE_REPRESENTATIVES
        } else {
            WINDOW_COUNT
        };
        assert_eq!(renju_cli::counted_windows(rule), counted);
        for color in 0..2 {
            assert_eq!(counts.values().map(|c| c[color]).sum::<usize>(), counted);
        }
        assert!(out.contains(&format!("\n  {counted:5}  {counted:5}  total\n")));
        for (class, [black, white]) in &counts {
            assert!(
                out.contains(&format!("\n  {black:5}  {white:5}  {class}\n")),
                "{}: {class}",
                rule.name()
            );
        }
    }
}

#[test]
fn diff_of_a_rule_with_itself() {
    let out = check_and_snapshot(
        "table_diff_same",
        "renju against itself: one line, nothing differs",
        &["table", "diff", "renju", "renju"],
        0,
    );
    assert_eq!(out.lines().count(), 1);
    for rule in Rule::all() {
        let out = stdout_of(&["table", "diff", rule.name(), rule.name()]);
        assert!(out.contains(": nothing differs ("), "{out}");
    }
}

#[test]
fn diff_settings_only() {
    check_and_snapshot(
        "table_diff_disputed_point",
        "renju against renju-completing-five-counts: one setting (the disputed point) differs, no window",
        &["table", "diff", "renju", "renju-completing-five-counts"],
        0,
    );
}

#[test]
fn diff_summaries_from_renju() {
    for (name, other) in [
        ("table_diff_renju_caro", "caro"),
        ("table_diff_renju_omok", "omok"),
    ] {
        check_and_snapshot(
            name,
            "renju against a new variant, --summary: the settings that differ in words and the count per pair of classes",
            &["table", "diff", "renju", other, "--summary"],
            0,
        );
    }
    check_and_snapshot(
        "table_diff_freestyle_caro_edge_blocks_white",
        "gomoku-freestyle against caro-edge-blocks, white only, --summary: only the blocking rule differs (405 blocked fives, 1620 dead fours)",
        &[
            "table",
            "diff",
            "gomoku-freestyle",
            "caro-edge-blocks",
            "--summary",
            "--color",
            "white",
        ],
        0,
    );
    check_and_snapshot(
        "table_diff_caro_edge_blocks_caro",
        "caro-edge-blocks against Gomocup's caro, --summary: the edge and the blocked six differ, compared over all 722,500 wide windows",
        &["table", "diff", "caro-edge-blocks", "caro", "--summary"],
        0,
    );
}

/// A `colour window class -> class` line of a full diff, read back (the window of 11
/// characters, or 13 for a wide window).
fn window_line(line: &str) -> Option<(Color, TableWindow, &str, &str)> {
    let rest = line.strip_prefix("  ")?;
    let (color, rest) = rest.split_once(' ')?;
    let color = match color {
        "black" => Color::Black,
        "white" => Color::White,
        _ => return None,
    };
    let (window, rest) = rest.split_once(' ')?;
    let window = renju_cli::check_window(window).ok()?;
    let (a, b) = rest.split_once(" -> ")?;
    Some((color, window, a, b))
}

#[test]
fn full_diff_lists_exactly_the_windows_that_differ() {
    for other in Rule::all() {
        let renju = Rule::default_rule();
        let out = stdout_of(&["table", "diff", "renju", other.name()]);
        let mut listed = 0;
        let wide = other.reads_wide_windows();
        for (color, window, a, b) in out.lines().filter_map(window_line) {
            assert_eq!(
                matches!(window, TableWindow::Wide(_)),
                wide,
                "{}",
                other.name()
            );
            assert_eq!(
                a,
                window.class(renju, color).to_string(),
                "{}",
                other.name()
            );
            assert_eq!(
                b,
                window.class(other, color).to_string(),
                "{}",
                other.name()
            );
            listed += 1;
        }
        // Every wide window if either rule reads wide windows, else every window.
        let differ = Color::ALL
            .iter()
            .map(|&c| {
                if wide {
                    WideWindow::all()
                        .filter(|&w| renju.wide_class(w, c) != other.wide_class(w, c))
                        .count()
                } else {
                    Window::all()
                        .filter(|&w| renju.class(w, c) != other.class(w, c))
                        .count()
                }
            })
            .sum::<usize>();
        assert_eq!(listed, differ, "{}", other.name());
        // The summary leaves the windows out and keeps everything else.
        let summary = stdout_of(&["table", "diff", "renju", other.name(), "--summary"]);
        let kept: Vec<&str> = out
            .lines()
            .filter(|l| {
                window_line(l).is_none()
                    && !l.starts_with("windows whose class differs (")
                    && !l.starts_with("wide windows whose class differs (")
            })
            .collect();
        assert_eq!(
            summary.lines().collect::<Vec<_>>(),
            kept,
            "{}",
            other.name()
        );
    }
}

#[test]
fn full_diff_head() {
    let args = ["table", "diff", "renju", "omok"];
    let out = stdout_of(&args);
    let head: Vec<&str> = out.lines().take(24).collect();
    snapshot!(
        "table_diff_renju_omok_head",
        "The first 24 lines of the full `renju table diff renju omok`: settings, then the first windows whose class differs",
        format!("$ renju {}\n{}\n...\n", args.join(" "), head.join("\n"))
    );
}

#[test]
fn diff_counts_from_the_library() {
    // The counts write_diff returns are the per-pair counts of the tables.
    let renju = Rule::default_rule();
    let options = renju_cli::DiffOptions {
        colors: renju_cli::colors_of(Some(Color::White)),
        windows: false,
    };
    let counts_of = |other: &str| {
        let other = Rule::by_name(other).expect(other);
        let counts = renju_cli::write_diff(&mut Vec::new(), renju, other, options).expect("writes");
        assert_eq!(counts.len(), 1);
        counts
    };
    let blocked_five = (
        PatternClass::new(
            true,
            false,
            0,
            false,
            renju::tables::StraightFourPoints::NONE,
        ),
        PatternClass::NOTHING,
    );
    // White wins with five or more in both; caro's fives blocked at both ends are the only
    // lost fives: 5 places for a five through the point, both ends opponents, the other 4
    // points free: 5 * 3^4.
    assert_eq!(
        counts_of("caro-edge-blocks")[0].get(&blocked_five),
        Some(&405)
    );
    // Gomocup's caro, over the wide windows: a five blocked at both ends by opponent stones
    // (the edge does not block). Past each end, k points up to offset 6: the last is never
    // own, and from an edge outwards all is edge, so a side of k points has
    // t(k) = sum(3^j, j < k) + 3^(k-1) * 2 ways: t(1) = 3, t(2) = 10, t(3) = 31, t(4) = 94,
    // t(5) = 283. The five at -4..0 leaves 1 point past -5 and 5 past +1: 3 * 283 = 849;
    // at -3..1, 2 and 4: 10 * 94 = 940; at -2..2, 3 and 3: 31 * 31 = 961; and the mirrors.
    assert_eq!(
        counts_of("caro")[0].get(&blocked_five),
        Some(&(2 * 849 + 2 * 940 + 961))
    );
}

#[test]
fn rules_lists_caro_and_omok() {
    let out = stdout_of(&["rules"]);
    assert!(out.lines().any(|l| l.starts_with("caro ")));
    assert!(out.lines().any(|l| l.starts_with("omok ")));
}

#[test]
fn help_table() {
    check_and_snapshot(
        "help_table",
        "Help of `renju table`: the four subcommands, what a window is, examples",
        &["table", "--help"],
        0,
    );
    check_and_snapshot(
        "help_table_diff",
        "Help of `renju table diff`",
        &["table", "diff", "--help"],
        0,
    );
}
