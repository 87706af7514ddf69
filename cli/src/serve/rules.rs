//! `GET /api/rules`: the variants the server offers ([`Catalogue`]), with their board
//! sizes, whose moves they restrict, their settings in words ([`Rule::settings_in_words`]),
//! and for a rule read from a file (`--rule-file`) the file's path as given.
//!
//! ```text
//! {"default":"renju","sizes":{"min":5,"max":26,"supported":[5,…,26]},
//!  "rules":[{"name":"caro","summary":"…","aliases":[],"gomocup_rule":8,"board_size":20,
//!            "restricts":{"black":[],"white":[]},"rule_file":null,
//!            "settings":[{"setting":"black: a five","value":"…"},…]},…]}
//! ```
//!
//! `GET /api/openings`: the opening rules `POST /api/replay`'s `opening_rule` takes, as
//! `renju openings` lists them (the shipped rules, sorted by name; a family's rule is taken
//! with another N too, as `soosorv-5`).
//!
//! ```text
//! {"openings":[{"name":"none","summary":"No opening rule: …"},{"name":"rif","summary":"RIF (1996): …"},…]}
//! ```

use super::catalogue::Catalogue;
use super::size;
use renju::{Color, ForbiddenKind, Rule};
use renju_referee::opening::OpeningRule;
use serde::Serialize;

#[derive(Serialize)]
struct Sizes {
    min: usize,
    max: usize,
    supported: Vec<usize>,
}

#[derive(Serialize)]
struct Restricts {
    black: Vec<&'static str>,
    white: Vec<&'static str>,
}

#[derive(Serialize)]
struct Setting {
    setting: &'static str,
    value: &'static str,
}

#[derive(Serialize)]
struct RuleEntry {
    name: &'static str,
    summary: &'static str,
    aliases: &'static [&'static str],
    gomocup_rule: Option<u32>,
    board_size: usize,
    restricts: Restricts,
    /// The rule file it was read from at run time, as given; `None` for a built-in rule.
    rule_file: Option<&'static str>,
    settings: Vec<Setting>,
}

#[derive(Serialize)]
struct Rules {
    default: &'static str,
    sizes: Sizes,
    rules: Vec<RuleEntry>,
}

/// The kinds `rule` forbids to `color`, in the order of [`ForbiddenKind::ALL`].
fn forbidden_kinds(rule: &Rule, color: Color) -> Vec<&'static str> {
    let forbidden = rule.settings().color(color).forbidden;
    ForbiddenKind::ALL
        .iter()
        .filter(|&&k| forbidden.contains(k))
        .map(|k| k.name())
        .collect()
}

/// The answer to `GET /api/rules`: the rules of `offered`, sorted by name.
pub fn rules(offered: &Catalogue) -> Vec<u8> {
    let rules = Rules {
        default: offered.default_rule().name(),
        sizes: Sizes {
            min: size::MIN,
            max: size::MAX,
            supported: size::supported_sizes(),
        },
        rules: offered
            .rules()
            .into_iter()
            .map(|rule| RuleEntry {
                name: rule.name(),
                summary: rule.summary(),
                aliases: rule.aliases(),
                gomocup_rule: rule.gomocup_rule(),
                board_size: size::usual(rule),
                restricts: Restricts {
                    black: forbidden_kinds(rule, Color::Black),
                    white: forbidden_kinds(rule, Color::White),
                },
                rule_file: offered.is_loaded(rule).then(|| rule.spec_file()),
                settings: rule
                    .settings_in_words()
                    .iter()
                    .map(|&(setting, value)| Setting { setting, value })
                    .collect(),
            })
            .collect(),
    };
    // Names, numbers and lists of names always serialize.
    let mut json = serde_json::to_vec(&rules).unwrap_or_default();
    json.push(b'\n');
    json
}

#[derive(Serialize)]
struct OpeningEntry {
    name: &'static str,
    summary: &'static str,
}

#[derive(Serialize)]
struct Openings {
    openings: Vec<OpeningEntry>,
}

/// The answer to `GET /api/openings`: the shipped opening rules, sorted by name, each with
/// its name and summary (the lines of `renju openings`).
pub fn openings() -> Vec<u8> {
    let openings = Openings {
        openings: OpeningRule::all()
            .iter()
            .map(|rule| OpeningEntry {
                name: &rule.name,
                summary: &rule.summary,
            })
            .collect(),
    };
    // Names and sentences always serialize.
    let mut json = serde_json::to_vec(&openings).unwrap_or_default();
    json.push(b'\n');
    json
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_rules_are_those_renju_openings_lists() {
        let answer: serde_json::Value = serde_json::from_slice(&openings()).expect("JSON");
        let listed = crate::opening::openings_table();
        let rules = answer["openings"].as_array().expect("a list");
        assert_eq!(rules.len(), listed.lines().count());
        for (rule, line) in rules.iter().zip(listed.lines()) {
            let (name, summary) = line.split_once(' ').expect("a name, then the summary");
            assert_eq!(rule["name"], name);
            assert_eq!(rule["summary"], summary.trim_start());
        }
        assert_eq!(rules[1]["name"], "rif");
    }
}
