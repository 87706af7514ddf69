//! Rule variants by name, and `renju rules`.

use renju::{Rule, RuleFacts};

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

/// The listing of `renju rules`: one line per variant ([`RuleFacts::all`]), its name padded,
/// its usual board, its summary, its Gomocup protocol rule number if it has one, the other
/// names it answers to (its aliases, e.g. a former name), and `(default)` at the end of the
/// default's.
pub fn rules_table() -> String {
    let all = RuleFacts::all();
    let width = all.iter().map(|facts| facts.name.len()).max().unwrap_or(0);
    let mut out = String::new();
    for facts in &all {
        let size = facts.board_size;
        let mut line = format!("{:width$}  {size}x{size}  {}", facts.name, facts.summary);
        if let Some(n) = facts.gomocup_rule {
            line.push_str(&format!(" (Gomocup rule {n})"));
        }
        if !facts.aliases.is_empty() {
            line.push_str(&format!(" (also: {})", facts.aliases.join(", ")));
        }
        // Last, so that the default's line still ends with it.
        if facts.default {
            line.push_str(" (default)");
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}
