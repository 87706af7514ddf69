//! `Rule`: a rule variant as a Python object, a built-in one by name or one loaded from a rule
//! file (`Rule.from_file`, made by `renju-rule-file` exactly as the build makes a built-in
//! rule); and the `rule=` / `rule_file=` arguments every function that answers under a rule
//! takes.

use crate::engine;
use pyo3::exceptions::{PyFileNotFoundError, PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple};
use renju::Rule;
use renju_rule_file::{Error, SpecError};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A rule variant: a built-in one by name (`Rule("renju")`, any name or alias `rules()`
/// lists), or one loaded from a rule file (`Rule.from_file(path)`). Accepted wherever a rule
/// name is (`rule=` of `forbidden`, `forbidden_points` and `Board`).
///
/// A rule file is the format of the repository's `rules-spec/*.toml` (see its README): it is
/// read, checked by the build's own checks and made into tables in memory, so an edited rule
/// answers without a rebuild. A rule is made once per content and lives as long as the
/// process (it is never freed): the same text loaded again, from the same path or another,
/// is the rule already made (cheap, and an equal `Rule`, whose `spec_file` is the path
/// given); a new text of a rule with tables of its own costs them for the rest of the
/// process, some 150 to 260 KB (see the README, "Rules from rule files").
///
/// >>> Rule("renju").board_size
/// 15
/// >>> Rule("renju-five-keeps-three").name     # an alias finds its rule
/// 'renju-completing-five-counts'
#[pyclass(module = "renju_rules", name = "Rule", frozen)]
pub struct PyRule {
    rule: &'static Rule,
    /// A rule made from a file: the file's text, so that the rule can be pickled (sent to a
    /// worker process, which makes it again from the text).
    text: Option<Arc<str>>,
    /// A rule made from a file: the path it was loaded from, as given (the runtime's rule
    /// names the path its content was first loaded from: one rule serves every path).
    path: Option<String>,
}

impl PyRule {
    /// The runtime's rule.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// Whether this is one of the rules built into the package (not one loaded from a file).
    fn is_built_in(&self) -> bool {
        Rule::all().iter().any(|r| std::ptr::eq(r, self.rule))
    }

    /// The rule loaded from `path` (its text `text`, if read).
    fn loaded(rule: &'static Rule, path: &Path, text: Option<Arc<str>>) -> PyRule {
        PyRule {
            rule,
            text,
            path: Some(path.display().to_string()),
        }
    }
}

/// The Python error of a rule file that could not be made into a rule; its message is
/// exactly the build's (file, line and column, entry; the line and a caret under the
/// column). A file that cannot be read is an `OSError` (`FileNotFoundError` when there is
/// none), one the build would refuse a `ValueError`.
fn file_error(path: &Path, error: Error) -> PyErr {
    let message = error.to_string();
    match error {
        Error::Spec(SpecError::Read { .. }) if !path.exists() => {
            PyFileNotFoundError::new_err(message)
        }
        Error::Spec(SpecError::Read { .. }) => PyOSError::new_err(message),
        _ => PyValueError::new_err(message),
    }
}

/// The rule of the rule file at `path`, made without the GIL.
/// The file is read up to [`renju_rule_file::MAX_RULE_FILE_BYTES`] and one byte more, so that
/// `/dev/zero` or a file without end is refused, not read into memory without end.
fn load_file(py: Python<'_>, path: PathBuf) -> PyResult<PyRule> {
    use std::io::Read as _;
    let limit = renju_rule_file::MAX_RULE_FILE_BYTES;
    py.detach(|| {
        let mut bytes = Vec::new();
        let read = std::fs::File::open(&path)
            .and_then(|file| file.take(limit + 1).read_to_end(&mut bytes))
            .ok()
            .filter(|&n| n as u64 <= limit);
        match read.and_then(|_| String::from_utf8(bytes).ok()) {
            // What `renju_rule_file::load` does after reading: the same checks, the same rule.
            Some(text) => renju_rule_file::load_text(&path, &text)
                .map(|rule| PyRule::loaded(rule, &path, Some(text.into()))),
            // Unreadable, too large or not UTF-8: the build's own message for it.
            None => renju_rule_file::load(&path).map(|rule| PyRule::loaded(rule, &path, None)),
        }
    })
    .map_err(|e| file_error(&path, e))
}

#[pymethods]
impl PyRule {
    /// The built-in rule called `name` (a name or an alias, as `rules()` lists them).
    /// Raises `ValueError` for an unknown name.
    #[new]
    #[pyo3(signature = (name = "renju"))]
    fn new(name: &str) -> PyResult<PyRule> {
        let rule = engine::rule_by_name(name).map_err(PyValueError::new_err)?;
        Ok(PyRule {
            rule,
            text: None,
            path: None,
        })
    }

    /// The rule of the rule file at `path` (a str or `os.PathLike`; the format of the
    /// repository's `rules-spec/*.toml`), read, checked and made as the build makes a
    /// built-in rule. The file's stem must be the rule's name (`my-rule.toml` holds
    /// `name = "my-rule"`).
    ///
    /// Raises `ValueError` for a file the build would refuse, with exactly the build's
    /// message: `path:line:col: entry: what is wrong`, then the line and a caret under the
    /// column; `FileNotFoundError` (an `OSError`) for a path where there is no file, and
    /// `OSError` for one that cannot be read, with the build's message too.
    #[staticmethod]
    fn from_file(py: Python<'_>, path: PathBuf) -> PyResult<PyRule> {
        load_file(py, path)
    }

    /// The rule of the rule file text `text`, named `path` in messages and in `spec_file`
    /// (whose stem must be the rule's name, as for a file). Raises `ValueError` with the
    /// build's message, as `from_file` does, and for a text larger than a rule file may be
    /// (1 MiB of UTF-8), with the message such a file gets (it is not read further).
    #[staticmethod]
    fn from_text(py: Python<'_>, text: &str, path: PathBuf) -> PyResult<PyRule> {
        // Checked (a text past the limit refused unread) before the text is copied; the path
        // names no file, so every refusal is a ValueError.
        let rule = py
            .detach(|| renju_rule_file::load_text(&path, text))
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        Ok(PyRule::loaded(rule, &path, Some(text.into())))
    }

    /// The rule's name (its file's `name`).
    #[getter]
    fn name(&self) -> &'static str {
        self.rule.name()
    }

    /// One line saying what the rule is (its file's `summary`).
    #[getter]
    fn summary(&self) -> &'static str {
        self.rule.summary()
    }

    /// The side of the board the rule is usually played on (its file's `board-size`): the
    /// default `size` of `Board` and `forbidden_points` under it.
    #[getter]
    fn board_size(&self) -> usize {
        self.rule.board_size()
    }

    /// Other names the rule answers to (its file's `aliases`).
    #[getter]
    fn aliases(&self) -> Vec<&'static str> {
        self.rule.aliases().to_vec()
    }

    /// The Gomocup protocol's rule number for the rule (its file's `gomocup-rule`), or None.
    #[getter]
    fn gomocup_rule(&self) -> Option<u32> {
        self.rule.gomocup_rule()
    }

    /// The rule file the rule was made from: `rules-spec/renju.toml` for a built-in rule,
    /// the path as given for one loaded from a file (or named to `from_text`).
    #[getter]
    fn spec_file(&self) -> &str {
        self.path.as_deref().unwrap_or(self.rule.spec_file())
    }

    /// SHA-256 of the rule file's bytes, in hex.
    #[getter]
    fn spec_sha256(&self) -> &'static str {
        self.rule.spec_sha256()
    }

    /// Whether the rule is built into the package (False for one loaded from a file, even a
    /// copy of a built-in rule's file).
    #[getter]
    fn built_in(&self) -> bool {
        self.is_built_in()
    }

    fn __repr__(&self) -> String {
        if self.is_built_in() {
            format!("Rule('{}')", self.rule.name())
        } else {
            format!("Rule.from_file('{}')", self.spec_file())
        }
    }

    fn __str__(&self) -> &'static str {
        self.rule.name()
    }

    /// Equal when the same rule: a built-in rule and itself, or the same content loaded
    /// twice, from the same path or another (one rule is made per content).
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PyRule>()
            .is_ok_and(|o| std::ptr::eq(o.get().rule, self.rule))
    }

    fn __hash__(&self) -> u64 {
        self.rule as *const Rule as usize as u64
    }

    /// Pickled by name (built-in) or by the file's text and path (loaded), so a worker
    /// process makes the same rule.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let me = slf.get();
        let class = slf.get_type();
        match (&me.text, me.is_built_in()) {
            (_, true) => (class, (me.rule.name(),)).into_pyobject(py),
            (Some(text), false) => {
                (class.getattr("from_text")?, (text.as_ref(), me.spec_file())).into_pyobject(py)
            }
            (None, false) => (class.getattr("from_file")?, (me.spec_file(),)).into_pyobject(py),
        }
    }
}

/// The rule of the `rule=` and `rule_file=` arguments: `rule` a rule name (str) or a `Rule`,
/// `rule_file` a path (str or `os.PathLike`) of a rule file; neither is the default rule
/// (`DEFAULT_RULE`), both an error.
pub fn rule_arg(
    rule: Option<&Bound<'_, PyAny>>,
    rule_file: Option<&Bound<'_, PyAny>>,
) -> PyResult<&'static Rule> {
    let rule = rule.filter(|r| !r.is_none());
    let rule_file = rule_file.filter(|f| !f.is_none());
    match (rule, rule_file) {
        (Some(_), Some(_)) => Err(PyValueError::new_err(
            "give rule= (a name or a Rule) or rule_file= (a path), not both",
        )),
        (None, None) => Ok(Rule::default_rule()),
        (None, Some(file)) => {
            let path: PathBuf = file.extract().map_err(|_| {
                PyTypeError::new_err(format!(
                    "rule_file must be a path (str or os.PathLike); got {}",
                    type_name(file)
                ))
            })?;
            Ok(load_file(file.py(), path)?.rule)
        }
        (Some(rule), None) => {
            if let Ok(name) = rule.cast::<PyString>() {
                return engine::rule_by_name(&name.to_cow()?).map_err(PyValueError::new_err);
            }
            if let Ok(rule) = rule.cast::<PyRule>() {
                return Ok(rule.get().rule);
            }
            Err(PyTypeError::new_err(format!(
                "rule must be a rule name (str) or a renju_rules.Rule; got {}",
                type_name(rule)
            )))
        }
    }
}

/// The name of `obj`'s type, for messages.
fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| "?".into(), |n| n.to_string())
}
