//! `GET /api/rules`: the variants, with their board sizes and whose moves they restrict.
//!
//! ```text
//! {"default":"renju","sizes":{"min":5,"max":26,"supported":[15]},
//!  "rules":[{"name":"caro","summary":"…","aliases":[],"gomocup_rule":null,"board_size":15,
//!            "restricts":{"black":[],"white":[]}},…]}
//! ```

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
struct RuleEntry {
    name: &'static str,
    summary: &'static str,
    aliases: &'static [&'static str],
    gomocup_rule: Option<u32>,
    board_size: usize,
    restricts: Restricts,
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

/// The answer to `GET /api/rules`.
pub fn rules() -> Vec<u8> {
    let rules = Rules {
        default: Rule::default_rule().name(),
        sizes: Sizes {
            min: size::MIN,
            max: size::MAX,
            supported: size::supported_sizes(),
        },
        rules: Rule::all()
            .iter()
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
            })
            .collect(),
    };
    // Names, numbers and lists of names always serialize.
    let mut json = serde_json::to_vec(&rules).unwrap_or_default();
    json.push(b'\n');
    json
}
