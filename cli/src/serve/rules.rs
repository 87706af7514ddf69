//! `GET /api/rules`: the variants the server offers ([`Catalogue`]), each as the runtime's
//! catalogue tells it ([`RuleFacts`]: board size, whose moves it restricts, settings in words,
//! whether it is the server's default), and for a rule read from a file (`--rule-file`) the
//! file's path as given.
//!
//! ```text
//! {"default":"renju","sizes":{"min":5,"max":26,"supported":[5,…,26]},
//!  "rules":[{"name":"caro","summary":"…","aliases":[],"gomocup_rule":8,"board_size":20,
//!            "restricts":{"black":[],"white":[]},
//!            "settings":[{"setting":"black: a five","value":"…"},…],"default":false,
//!            "rule_file":null},…]}
//! ```
//!
//! `GET /api/openings`: the opening rules `POST /api/replay`'s `opening_rule` takes, as
//! `renju openings` lists them (the shipped rules, sorted by name; a family's rule is taken
//! with another N too, as `soosorv-5`).
//!
//! ```text
//! {"openings":[{"name":"none","summary":"No opening rule: …"},{"name":"rif","summary":"RIF (1996): …"},…]}
//! ```
//!
//! `GET /api/formats`: the record formats `POST /api/replay` reads, in the order of
//! `Format::ALL`, for the page's format menu.
//!
//! ```text
//! {"formats":[{"name":"auto","description":"by the file's extension, else by its first bytes"},…]}
//! ```

use super::catalogue::Catalogue;
use super::size;
use renju::RuleFacts;
use renju_records::Format;
use renju_referee::opening::OpeningRule;
use serde::Serialize;

#[derive(Serialize)]
struct Sizes {
    min: usize,
    max: usize,
    supported: Vec<usize>,
}

/// A rule as `GET /api/rules` lists it: the runtime's [`RuleFacts`] and, for a rule read
/// from a file at run time, the file's path as given (`None` for a built-in rule).
#[derive(Serialize)]
struct RuleEntry {
    #[serde(flatten)]
    facts: RuleFacts,
    rule_file: Option<&'static str>,
}

#[derive(Serialize)]
struct Rules {
    default: &'static str,
    sizes: Sizes,
    rules: Vec<RuleEntry>,
}

/// The answer to `GET /api/rules`: the rules of `offered`, sorted by name, its default the
/// one whose `default` is true.
pub fn rules(offered: &Catalogue) -> Vec<u8> {
    let default = offered.default_rule().name();
    let rules = Rules {
        default,
        sizes: Sizes {
            min: size::MIN,
            max: size::MAX,
            supported: size::supported_sizes(),
        },
        rules: offered
            .rules()
            .into_iter()
            .map(|rule| RuleEntry {
                facts: RuleFacts {
                    board_size: size::usual(rule),
                    default: rule.name() == default,
                    ..RuleFacts::of(rule)
                },
                rule_file: offered.is_loaded(rule).then(|| rule.spec_file()),
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

#[derive(Serialize)]
struct FormatEntry {
    name: &'static str,
    description: &'static str,
}

#[derive(Serialize)]
struct Formats {
    formats: Vec<FormatEntry>,
}

/// The answer to `GET /api/formats`: the record formats `POST /api/replay`'s `format` takes,
/// in the order of [`Format::ALL`] (`auto` first), each with its name and a line saying what
/// it is ([`Format::description`]): the list the page's format menu is filled from.
pub fn formats() -> Vec<u8> {
    let formats = Formats {
        formats: Format::ALL
            .into_iter()
            .map(|format| FormatEntry {
                name: format.name(),
                description: format.description(),
            })
            .collect(),
    };
    // Names and sentences always serialize.
    let mut json = serde_json::to_vec(&formats).unwrap_or_default();
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
