//! Rule variants by name, and `renju rules`.

use renju::Rule;

/// A rule name that is not one of [`Rule::all`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule {name:?}; the rules are {known} (see `renju rules`)")]
pub struct UnknownRule {
    /// The name given.
    pub name: String,
    /// The known names, comma-separated.
    pub known: String,
}

/// The rule variant called `name`.
///
/// ```
/// assert_eq!(renju_cli::rule_by_name("renju").unwrap().name(), "renju");
/// let error = renju_cli::rule_by_name("chess").unwrap_err();
/// assert!(error.to_string().starts_with("unknown rule \"chess\"; the rules are "));
/// ```
pub fn rule_by_name(name: &str) -> Result<&'static Rule, UnknownRule> {
    Rule::by_name(name).ok_or_else(|| UnknownRule {
        name: name.to_string(),
        known: Rule::all()
            .iter()
            .map(Rule::name)
            .collect::<Vec<_>>()
            .join(", "),
    })
}

/// The listing of `renju rules`: one line per variant, its name padded, its summary, its
/// Gomocup protocol rule number if it has one, the other names it answers to (its aliases,
/// e.g. a former name), and `(default)` at the end of the default's.
pub fn rules_table() -> String {
    let width = Rule::all()
        .iter()
        .map(|r| r.name().len())
        .max()
        .unwrap_or(0);
    let default = Rule::default_rule().name();
    let mut out = String::new();
    for rule in Rule::all() {
        let size = rule.board_size();
        let mut line = format!("{:width$}  {size}x{size}  {}", rule.name(), rule.summary());
        if let Some(n) = rule.gomocup_rule() {
            line.push_str(&format!(" (Gomocup rule {n})"));
        }
        if !rule.aliases().is_empty() {
            line.push_str(&format!(" (also: {})", rule.aliases().join(", ")));
        }
        // Last, so that the default's line still ends with it.
        if rule.name() == default {
            line.push_str(" (default)");
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}
