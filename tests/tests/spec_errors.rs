//! The spec checker's messages, one bad rule file per mistake (`tests/spec-errors/*.toml`, each
//! a correct file with one thing changed; its first line says what), each checked as the build
//! checks one file ([`check_file`]: its text, then its tables).
//!
//! Every message is snapshotted (`snapshots/spec-errors/`) as the build shows it: with the line
//! it points at and a caret under the column, so a reader can see at a glance whether it
//! points at the mistake. Independently, `errors_point_at_the_mistake` holds, for every file,
//! the line, column and entry worked out by hand from the file.
//!
//! The rule directory's own checks (what else it may hold, names that fold together) use the
//! small directories of `tests/spec-dirs/`, snapshotted the same way (`spec-dir@*.snap`). The
//! build's whole path ([`generate_dir`], which `runtime/build.rs` and the `check_spec` example
//! both call) uses those and `tests/build-dirs/` (`build-dir@*.snap`).

use crate::common;

use renju_codegen::{check_file, generate_dir, Error, GenerateError, Spec, SpecError};
use renju_vocab::Located;
use std::path::{Path, PathBuf};

/// The file's path as the messages should show it: relative to this crate's directory (the
/// directory `cargo test` runs in), so snapshots do not depend on where the workspace is.
fn relative(path: &Path) -> PathBuf {
    let base = Path::new(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(base).unwrap_or(path).to_path_buf()
}

/// Checks a bad file as the build checks one file and returns its error (panics if the file
/// passes).
fn load_error(path: &Path) -> SpecError {
    match check_file(&relative(path)) {
        Ok(spec) => panic!("{} loaded, but it has a mistake", spec.path.display()),
        Err(e) => e,
    }
}

#[test]
fn spec_error_messages() {
    insta::glob!("../spec-errors", "*.toml", |path| {
        let err = load_error(path);
        // Read as the checker shows it (one file is not UTF-8 on purpose).
        let text = String::from_utf8_lossy(&std::fs::read(path).expect("readable")).into_owned();
        // The message as the build prints it: located, then the line and a caret.
        let shown = format!("{err}\n");
        if let SpecError::At {
            at:
                Located {
                    line,
                    column,
                    source_line,
                    ..
                },
            ..
        } = &err
        {
            // The line shown is the file's line, and the caret stands under the column.
            assert_eq!(
                Some(source_line.as_str()),
                text.lines().nth(line - 1),
                "{err}"
            );
            let caret_line = shown.lines().nth(2).expect("a caret line");
            assert_eq!(caret_line, format!("     | {}^", " ".repeat(column - 1)));
        }
        insta::with_settings!({
            snapshot_path => "../../snapshots/spec-errors",
            prepend_module_to_snapshot => false,
            description => text.lines().next().unwrap_or_default().to_string(),
            omit_expression => true,
        }, {
            insta::assert_snapshot!("spec-error", shown);
        });
    });
}

/// Where each file's mistake is: (file stem, line, column or `None` when more than one column
/// is right, entry). Worked out by hand from the files.
const WHERE: &[(&str, usize, Option<usize>, &str)] = &[
    // `wins-with = "exactly-five` with no closing quote: the string starts at column 13.
    ("syntax-error", 6, None, "[black] wins-with"),
    ("unknown-field", 7, Some(1), "[black] forbiden"),
    // `[blak]`: the name of the table starts at column 2.
    ("unknown-table", 5, Some(2), "[blak]"),
    ("unknown-wins-with", 10, Some(13), "[white] wins-with"),
    // forbidden = ["overline", "double-five", …]: `"double-five"` starts at column 26.
    ("unknown-forbidden-kind", 7, Some(26), "[black] forbidden"),
    // forbidden = ["overline", "double-four", "overline"]: the second `"overline"` at 41.
    ("kind-listed-twice", 7, Some(41), "[black] forbidden"),
    ("forbidden-not-a-list", 7, Some(13), "[black] forbidden"),
    // forbidden = ["overline"] under [white]: the item at column 14.
    (
        "overline-with-five-or-more",
        11,
        Some(14),
        "[white] forbidden",
    ),
    ("name-not-stem", 2, Some(8), "name"),
    ("empty-summary", 3, Some(11), "summary"),
    // summary = "Renju, caf\xE9 rules": the byte 0xE9 at column 22.
    ("not-utf8", 3, Some(22), "encoding"),
    // A whole table is missing: there is no line to point at; the file as a whole.
    ("missing-white", 1, Some(1), "file"),
    // The second `five =` on line 15.
    ("duplicate-key", 15, Some(1), "[concepts] five"),
    // The second `[black]` header, line 9 (the table's name starts at column 2).
    ("duplicate-table", 9, Some(2), "[black]"),
    // A concept is missing: the `[concepts]` table, line 13.
    ("missing-concept", 13, None, "[concepts] straight-four"),
    ("unknown-concept", 16, Some(1), "[concepts] fuor"),
    // four = { one-move-to = "fiv" }: the string at column 24.
    ("unknown-target", 16, Some(24), "[concepts] four"),
    ("later-concept", 16, Some(24), "[concepts] four"),
    // five = { run = 7 }: the number at column 16.
    ("run-seven", 14, Some(16), "[concepts] five"),
    ("run-not-a-number", 14, Some(16), "[concepts] five"),
    // Two definitions: the inline table (column 8) or the second key, `run` (column 32).
    ("two-definitions", 16, None, "[concepts] four"),
    // straight-four = { is = "four" }: the inline table at column 17.
    (
        "is-without-completion-points",
        17,
        Some(17),
        "[concepts] straight-four",
    ),
    // four = { one-move-to = "five", completion-points = 2 }: the 2 at column 52.
    (
        "completion-points-without-is",
        16,
        Some(52),
        "[concepts] four",
    ),
    // straight-four = { is = "four", completion-points = 5 }: the 5 at column 52.
    (
        "completion-points-out-of-range",
        17,
        Some(52),
        "[concepts] straight-four",
    ),
    // straight-four = { is = "five", …: the string at column 24.
    ("is-names-a-run", 17, Some(24), "[concepts] straight-four"),
    // three = { is = … }: the inline table at column 9.
    ("three-defined-by-is", 18, Some(9), "[concepts] three"),
    // No top-level `straight-four-point-completing-five`: the file as a whole.
    ("missing-disputed-point", 1, Some(1), "file"),
    // three = { one-move-to = "straight-four", completing-five-counts = false }: the old key
    // at column 42 (10 characters of `three = { `, 31 of `one-move-to = "straight-four", `).
    (
        "old-completing-five-counts",
        18,
        Some(42),
        "[concepts] three",
    ),
    // straight-four-point-completing-five = false: the 35-character key and ` = `, so 39.
    (
        "disputed-point-not-a-word",
        4,
        Some(39),
        "straight-four-point-completing-five",
    ),
    (
        "disputed-point-unknown-word",
        4,
        Some(39),
        "straight-four-point-completing-five",
    ),
    // five-needs-open-ends = "either" under [white]: the word at column 24.
    (
        "open-ends-unknown-word",
        12,
        Some(24),
        "[white] five-needs-open-ends",
    ),
    // five-needs-open-ends = 2 under [white]: the old number at column 24.
    (
        "open-ends-old-number",
        12,
        Some(24),
        "[white] five-needs-open-ends",
    ),
    // five-needs-open-ends = true under [black]: `true` at column 24.
    (
        "open-ends-not-a-word",
        7,
        Some(24),
        "[black] five-needs-open-ends",
    ),
    // aliases = ["old-name", "Old_Name"]: the second string at column 24.
    ("alias-not-a-name", 3, Some(24), "aliases"),
    // aliases = ["alias-twice"]: the string at column 12.
    ("alias-twice", 3, Some(12), "aliases"),
    // gomocup-rule = 2: the number at column 16.
    ("gomocup-rule-unknown", 3, Some(16), "gomocup-rule"),
    // five = { run = 5, five-needs-open-ends = 1 }: the key at column 19.
    ("open-ends-on-a-concept", 14, Some(19), "[concepts] five"),
    // straight-four = { is = "four", completion-points = 3 }: the 3 at column 52.
    (
        "completion-points-three",
        17,
        Some(52),
        "[concepts] straight-four",
    ),
    // name = "Name_Not_Kebab": the string at column 8.
    ("name-not-kebab", 2, Some(8), "name"),
    // board-size = 30: the number at column 14 (`board-size = ` is 13 characters).
    ("board-size-thirty", 3, Some(14), "board-size"),
    // board-edge = "open" under [white]: the word at column 14 (`board-edge = ` is 13).
    (
        "board-edge-unknown-word",
        13,
        Some(14),
        "[white] board-edge",
    ),
    // board-edge = false under [black]: `false` at column 14.
    ("board-edge-not-a-word", 8, Some(14), "[black] board-edge"),
    // six-or-more-needs-open-ends = "one" under an exactly-five [black]: the word at
    // column 31 (`six-or-more-needs-open-ends = ` is 30 characters).
    (
        "six-or-more-with-exactly-five",
        7,
        Some(31),
        "[black] six-or-more-needs-open-ends",
    ),
    (
        "six-or-more-unknown-word",
        7,
        Some(31),
        "[black] six-or-more-needs-open-ends",
    ),
    // forbidden = ["overline"] where every six wins: the item at column 14.
    (
        "overline-where-every-six-wins",
        8,
        Some(14),
        "[black] forbidden",
    ),
    // three = { one-move-to = "four" }: found by the tables; the inline table at column 9.
    ("three-out-of-reach", 18, Some(9), "[concepts] three"),
];

/// Errors inside a table header, whose entry is the header itself (once reported as `[]`).
/// Checked by `header_entries`, and left out of `errors_point_at_the_mistake`.
const REPORTED: &[&str] = &["unknown-table", "duplicate-table"];

/// Checks the files named in `stems` against `WHERE`; returns what is wrong.
fn check_where(stems: &[&str]) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec-errors");
    let mut wrong = Vec::new();
    for &(stem, line, column, entry) in WHERE.iter().filter(|w| stems.contains(&w.0)) {
        let path = dir.join(format!("{stem}.toml"));
        match load_error(&path) {
            SpecError::At {
                path: at,
                at:
                    Located {
                        line: l,
                        column: c,
                        entry: e,
                        ..
                    },
            } => {
                assert_eq!(at, relative(&path));
                if l != line || column.is_some_and(|c0| c0 != c) || e != entry {
                    wrong.push(format!(
                        "{stem}: points at {l}:{c} `{e}`, the mistake is at {line}:{} `{entry}`",
                        column.map_or("?".into(), |c| c.to_string())
                    ));
                }
            }
            other => wrong.push(format!("{stem}: not a located error: {other}")),
        }
    }
    wrong
}

#[test]
fn header_entries() {
    let wrong = check_where(REPORTED);
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn errors_point_at_the_mistake() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("spec-errors");
    let mut stems: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/spec-errors exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .map(|p| {
            p.file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    stems.sort();
    let mut listed: Vec<String> = WHERE.iter().map(|w| w.0.to_string()).collect();
    listed.sort();
    assert_eq!(stems, listed, "every bad file has an entry in WHERE");

    let checked: Vec<&str> = WHERE
        .iter()
        .map(|w| w.0)
        .filter(|stem| !REPORTED.contains(stem))
        .collect();
    assert!(checked.len() >= 20);
    let wrong = check_where(&checked);
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
}

#[test]
fn every_shipped_rule_file_loads() {
    let dir = common::rules_spec_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("rules-spec/ exists")
        .map(|e| e.expect("readable").path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 3,
        "renju, gomoku-standard, gomoku-freestyle at least"
    );
    for file in &files {
        let spec = Spec::load(file).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            Some(spec.name.as_str()),
            file.file_stem().and_then(|s| s.to_str())
        );
    }
    let specs = Spec::load_dir(&dir).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(specs.len(), files.len());
    // renju is the literal RIF reading.
    let renju = specs
        .iter()
        .find(|s| s.name == "renju")
        .expect("renju.toml");
    assert_eq!(renju.concepts, renju_codegen::Concepts::rif());
    assert_eq!(
        renju.settings.straight_four_point_completing_five,
        renju_vocab::StraightFourPointCompletingFive::DoesNotCount
    );
}

#[test]
fn load_dir_errors() {
    // A directory without rule files (holding only what it may hold besides them).
    let empty = Path::new(env!("CARGO_TARGET_TMPDIR")).join("spec-dir-without-rules");
    let _ = std::fs::remove_dir_all(&empty); // left by an earlier run
    std::fs::create_dir_all(&empty).expect("a scratch directory");
    std::fs::write(empty.join("README.md"), "not a rule file, allowed").expect("a scratch file");
    std::fs::write(empty.join(".#draft.toml"), "not read").expect("a scratch file");
    let err = Spec::load_dir(&empty).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("{}: no rule files (*.toml) found", empty.display())
    );
    // A directory of other files (this crate's helper modules): the first one in name order
    // is named.
    let mut helpers: Vec<String> = std::fs::read_dir("tests/common")
        .expect("tests/common is readable")
        .map(|e| {
            e.expect("readable")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    helpers.sort();
    let err = Spec::load_dir(Path::new("tests/common")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("tests/common/{}: not a rule file: ", helpers[0])),
        "{err}"
    );
    // A directory that is not there.
    let err = Spec::load_dir(Path::new("no-such-dir")).unwrap_err();
    assert!(matches!(err, SpecError::Read { .. }), "{err:?}");
    // A file that is not there.
    let err = Spec::load(Path::new("spec-errors/no-such-file.toml")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("spec-errors/no-such-file.toml: cannot read the rule file: "),
        "{err}"
    );
    // The bad files' directory fails on its first file in name order.
    let err = Spec::load_dir(Path::new("spec-errors")).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("spec-errors/alias-not-a-name.toml:3:24: "),
        "{err}"
    );
}

/// The directories of `tests/<folder>/`, sorted, each with its name; there must be `count`.
fn case_dirs(folder: &str, count: usize) -> Vec<(String, PathBuf)> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join(folder);
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&base)
        .unwrap_or_else(|e| panic!("tests/{folder}: {e}"))
        .map(|e| e.expect("readable").path())
        .collect();
    dirs.sort();
    assert_eq!(dirs.len(), count, "{dirs:?}");
    dirs.into_iter()
        .map(|dir| {
            let case = dir.file_name().and_then(|n| n.to_str()).expect("a name");
            (case.to_string(), dir)
        })
        .collect()
}

/// Snapshots `shown` as `name` in `snapshots/spec-errors/`, described as `description`.
fn snapshot_dir(name: String, description: String, shown: String) {
    insta::with_settings!({
        snapshot_path => "../../snapshots/spec-errors",
        prepend_module_to_snapshot => false,
        description => description,
        omit_expression => true,
    }, {
        insta::assert_snapshot!(name, shown);
    });
}

/// Each directory of `tests/spec-dirs/` loaded as a whole: the error (snapshotted as the build
/// shows it), or the variants it holds.
#[test]
fn spec_dir_checks() {
    for (case, dir) in case_dirs("spec-dirs", 7) {
        let shown = match Spec::load_dir(&relative(&dir)) {
            Ok(specs) => {
                let names: Vec<&str> = specs.iter().map(|s| s.name.as_str()).collect();
                format!("loads: {}\n", names.join(", "))
            }
            Err(e) => format!("{e}\n"),
        };
        snapshot_dir(
            format!("spec-dir@{case}"),
            format!("Spec::load_dir(\"spec-dirs/{case}\"), as the build reports it"),
            shown,
        );
    }
}

/// What each directory case must give, worked out from its files: which file is named, and
/// where (`None` for a refusal that is about the file itself, not a line in it).
#[test]
fn spec_dirs_name_the_file_at_fault() {
    /// (case, file at fault, its line and column if the refusal points into it).
    type Case = (&'static str, &'static str, Option<(usize, usize)>);
    let cases: [Case; 6] = [
        // notes.txt is neither a rule file nor README.md.
        ("foreign-file", "foreign-file/notes.txt", None),
        // beta.TOML: `.toml` in upper case is refused, not skipped.
        (
            "upper-case-extension",
            "upper-case-extension/beta.TOML",
            None,
        ),
        // `u space`: the name's string starts at line 2, column 8.
        ("space-in-name", "space-in-name/u space.toml", Some((2, 8))),
        // gomoku_freestyle.toml beside gomoku-freestyle.toml: sorted, `-` (0x2d) comes before
        // `_` (0x5f), so the dash file loads and the underscore one is refused at its name.
        (
            "underscore-beside-dash",
            "underscore-beside-dash/gomoku_freestyle.toml",
            Some((2, 8)),
        ),
        // beta's aliases = ["gamma", "alpha"]: `"alpha"` at line 3, column 21, the name of
        // alpha.toml's variant.
        ("alias-taken", "alias-taken/beta.toml", Some((3, 21))),
        // beta's gomocup-rule = 4 (line 3, the number at column 16), claimed by alpha.toml.
        ("gomocup-taken", "gomocup-taken/beta.toml", Some((3, 16))),
    ];
    for (case, file, at) in cases {
        let dir = Path::new("spec-dirs").join(case);
        let err = Spec::load_dir(&dir).expect_err(case);
        match (&err, at) {
            (SpecError::NotARuleFile { path, .. }, None) => {
                assert_eq!(path, &Path::new("spec-dirs").join(file), "{case}");
            }
            (
                SpecError::At {
                    path,
                    at:
                        Located {
                            line,
                            column,
                            entry,
                            ..
                        },
                },
                Some((l, c)),
            ) => {
                assert_eq!(path, &Path::new("spec-dirs").join(file), "{case}");
                let want = match case {
                    "alias-taken" => "aliases",
                    "gomocup-taken" => "gomocup-rule",
                    _ => "name",
                };
                assert_eq!((*line, *column, entry.as_str()), (l, c, want), "{case}");
            }
            _ => panic!("{case}: {err}"),
        }
    }
    // README.md and names starting with `.` are left alone.
    let specs =
        Spec::load_dir(Path::new("spec-dirs/ignored-entries")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(specs.len(), 1);
    assert_eq!(specs[0].name, "alpha");
}

/// The build's whole path on a directory (no directory of these defines the default rule
/// `renju` unless it says so): the error, as the build shows it.
fn build_error(dir: &Path) -> Error {
    let dir = relative(dir);
    match generate_dir(&dir, &dir, "renju") {
        Ok((specs, _)) => panic!(
            "{} builds ({} specs), but it has a mistake",
            dir.display(),
            specs.len()
        ),
        Err(e) => e,
    }
}

/// Each directory of `tests/build-dirs/` through the build's whole path, snapshotted as the
/// build shows the error.
#[test]
fn build_dir_checks() {
    for (case, dir) in case_dirs("build-dirs", 2) {
        snapshot_dir(
            format!("build-dir@{case}"),
            format!("generate_dir(\"build-dirs/{case}\"), as the build reports it"),
            format!("{}\n", build_error(&dir)),
        );
    }
}

/// What the build refuses, worked out from the files: a class the tables cannot hold is
/// pointed at in its file, exactly as the file alone is refused; a directory without the
/// default rule is refused as a whole.
#[test]
fn the_build_refuses_what_check_file_refuses_and_says_where() {
    // kappa.toml's `three = { one-move-to = "four" }`: line 18, the inline table at column 9.
    let bad = Path::new("build-dirs/three-out-of-reach/kappa.toml");
    match build_error(Path::new("build-dirs/three-out-of-reach")) {
        Error::Generate(GenerateError::Classify(e @ SpecError::At { .. })) => {
            let SpecError::At {
                path,
                at:
                    Located {
                        line,
                        column,
                        entry,
                        ..
                    },
            } = &e
            else {
                unreachable!()
            };
            assert_eq!(
                (path.as_path(), *line, *column, entry.as_str()),
                (bad, 18, 9, "[concepts] three")
            );
            assert_eq!(
                Some(e),
                check_file(bad).err(),
                "the file alone is refused the same"
            );
        }
        other => panic!("not a located tables error: {other}"),
    }
    // renju.toml beside it passes alone.
    check_file(Path::new("build-dirs/three-out-of-reach/renju.toml"))
        .unwrap_or_else(|e| panic!("{e}"));
    match build_error(Path::new("build-dirs/no-default-rule")) {
        Error::NoDefault { dir, rule } => {
            assert_eq!(
                (dir.as_str(), rule.as_str()),
                ("build-dirs/no-default-rule", "renju")
            );
        }
        other => panic!("{other}"),
    }
}

/// Every directory the loader refuses, the build refuses with the same error (so `check_spec`,
/// which checks a file's folder through the build's path, catches a name another file holds).
#[test]
fn the_build_refuses_what_the_loader_refuses() {
    let mut refused = 0;
    for (case, dir) in case_dirs("spec-dirs", 7) {
        let dir = relative(&dir);
        // `ignored-entries` loads (one file, alpha); the six others are refused.
        let Err(loaded) = Spec::load_dir(&dir) else {
            continue;
        };
        match build_error(&dir) {
            Error::Spec(e) => assert_eq!(e, loaded, "{case}"),
            other => panic!("{case}: {other}"),
        }
        refused += 1;
    }
    assert_eq!(refused, 6);
}
