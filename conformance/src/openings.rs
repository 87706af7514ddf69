//! The conformance cases of the opening rules: `openings/<rule>.txt`, one file per shipped
//! opening rule, each a list of game records (in the `moves` format, with `swap`,
//! `declare=K` and `offers=p,q,...` between the moves) with what the rule makes of their
//! opening, worked out by hand, and why. The format (see also `README.md` beside this crate):
//!
//! ```text
//! rule: rif
//! source: The RIF opening rule (1996): ...
//!
//! case: lawful
//! record: h8 h9 j10 swap i10 offers=g9,j8 g9 f10
//! expect: lawful
//! opening: D3
//! why: moves 1 to 3 lie in the centre, the 3x3 and the 5x5 squares ...
//!   (a line that starts with a space goes on the field before it)
//!
//! case: outside the 3x3 square
//! record: h8 h10 j10
//! expect: outside-square at 2
//! points: h10
//! why: ...
//! ```
//!
//! Fields of a case: `case` (its name, unique in the file), `record`, `expect` (`lawful`, or
//! a foul's kind and the move it is judged at), and `why`, always; `opening` (the canonical
//! opening's code, or `none`), `points` (the foul's points, in order), `unchecked` (what the
//! record does not carry, comma-separated), `rule` (another opening rule for this case, as
//! `soosorv-5`) and `symmetry` (`board` or `pattern`: the reading asked for) when they say
//! something.
//!
//! ```
//! let text = "rule: none\nsource: no opening rule\n\ncase: a swap\nrecord: h8 swap\nexpect: swap-not-allowed at 1\nwhy: no swap\n  anywhere\n";
//! let file = renju_conformance::openings::parse("none.txt", text).unwrap();
//! assert_eq!(file.cases[0].expect, Some(("swap-not-allowed".to_string(), 1)));
//! assert_eq!(file.cases[0].why, "no swap anywhere");
//! ```

use std::path::PathBuf;

/// One file of opening cases: the rule and its source, and the cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningFile {
    /// The file's name.
    pub file: String,
    /// The opening rule its cases are judged under.
    pub rule: String,
    /// Where the rule is stated.
    pub source: String,
    /// The cases, in the file's order.
    pub cases: Vec<OpeningCase>,
}

/// One hand-worked record and what its opening is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningCase {
    /// The case's name.
    pub name: String,
    /// Its line in the file.
    pub line: usize,
    /// The opening rule (the file's, or the case's own `rule`).
    pub rule: String,
    /// The reading of symmetrical offers asked for, if one is.
    pub symmetry: Option<String>,
    /// The record's moves line (no id).
    pub record: String,
    /// `None`: lawful; else the foul's kind and the move it is judged at.
    pub expect: Option<(String, usize)>,
    /// The foul's points, in order (empty: not stated).
    pub points: Vec<String>,
    /// The canonical opening's code; `Some("none")` for none; `None`: not stated.
    pub opening: Option<String>,
    /// What the record does not carry.
    pub unchecked: Vec<String>,
    /// Why, in words.
    pub why: String,
}

/// A file of opening cases that cannot be read: its name, line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningCaseError {
    /// The file.
    pub file: String,
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for OpeningCaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

impl std::error::Error for OpeningCaseError {}

/// The folder of the opening cases.
pub fn openings_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("openings")
}

/// Every file of opening cases, sorted by name.
pub fn load_all() -> Result<Vec<OpeningFile>, OpeningCaseError> {
    let dir = openings_dir();
    let fail = |message: String| OpeningCaseError {
        file: dir.display().to_string(),
        line: 0,
        message,
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| fail(e.to_string()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| {
            let name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            let text = std::fs::read_to_string(path).map_err(|e| fail(format!("{name}: {e}")))?;
            parse(&name, &text)
        })
        .collect()
}

/// Reads the text of a file of opening cases named `file`.
pub fn parse(file: &str, text: &str) -> Result<OpeningFile, OpeningCaseError> {
    let error = |line: usize, message: String| OpeningCaseError {
        file: file.to_string(),
        line,
        message,
    };
    // The fields in order, each with its line; a line starting with a space goes on the one
    // before.
    let mut fields: Vec<(usize, String, String)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.trim().is_empty() || raw.trim_start().starts_with('#') {
            continue;
        }
        if raw.starts_with(' ') {
            let Some(last) = fields.last_mut() else {
                return Err(error(
                    line,
                    "a continued line with no field before it".into(),
                ));
            };
            last.2.push(' ');
            last.2.push_str(raw.trim());
            continue;
        }
        let Some((key, value)) = raw.split_once(':') else {
            return Err(error(line, format!("{raw:?} is no `field: value` line")));
        };
        fields.push((line, key.trim().to_string(), value.trim().to_string()));
    }
    let mut rule = None;
    let mut source = None;
    let mut cases: Vec<OpeningCase> = Vec::new();
    for (line, key, value) in fields {
        let case = cases.last_mut();
        match (key.as_str(), case) {
            ("rule", None) => rule = Some(value),
            ("source", None) => source = Some(value),
            ("case", _) => {
                if cases.iter().any(|c| c.name == value) {
                    return Err(error(line, format!("a second case named {value:?}")));
                }
                let rule = rule.clone().ok_or_else(|| {
                    error(line, "the file's `rule:` comes before its cases".into())
                })?;
                cases.push(OpeningCase {
                    name: value,
                    line,
                    rule,
                    symmetry: None,
                    record: String::new(),
                    expect: None,
                    points: Vec::new(),
                    opening: None,
                    unchecked: Vec::new(),
                    why: String::new(),
                });
            }
            (_, None) => {
                return Err(error(
                    line,
                    format!(
                    "`{key}:` before the first case (a file has `rule:` and `source:`, then cases)"
                ),
                ))
            }
            ("record", Some(case)) => case.record = value,
            ("rule", Some(case)) => case.rule = value,
            ("symmetry", Some(case)) => case.symmetry = Some(value),
            ("opening", Some(case)) => case.opening = Some(value),
            ("why", Some(case)) => case.why = value,
            ("points", Some(case)) => case.points = list(&value),
            ("unchecked", Some(case)) => case.unchecked = list(&value),
            ("expect", Some(case)) => {
                case.expect = match value.as_str() {
                    "lawful" => None,
                    foul => {
                        let parsed = foul.split_once(" at ").and_then(|(kind, at)| {
                            Some((kind.trim().to_string(), at.trim().parse().ok()?))
                        });
                        Some(parsed.ok_or_else(|| {
                            error(
                                line,
                                format!("expect: `lawful` or `KIND at MOVE`; got {foul:?}"),
                            )
                        })?)
                    }
                }
            }
            (other, Some(_)) => return Err(error(line, format!("unknown field `{other}`"))),
        }
    }
    let rule = rule.ok_or_else(|| error(1, "no `rule:` line".into()))?;
    let source = source.ok_or_else(|| error(1, "no `source:` line".into()))?;
    for case in &cases {
        for (field, empty) in [
            ("record", case.record.is_empty()),
            ("why", case.why.is_empty()),
        ] {
            if empty {
                return Err(error(
                    case.line,
                    format!("case {:?} has no `{field}:`", case.name),
                ));
            }
        }
    }
    Ok(OpeningFile {
        file: file.to_string(),
        rule,
        source,
        cases,
    })
}

/// A comma-separated list.
fn list(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}
