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

use super::catalogue::Catalogue;
use super::size;
use renju::{Color, ForbiddenKind, Rule};
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
