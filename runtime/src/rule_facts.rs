//! The rule catalogue: what every face tells about a rule variant ([`RuleFacts`]), made once
//! here so that `renju rules`, the server's `GET /api/rules`, the npm package's `rules()` and
//! Python's `rules()` say the same things (each face only translates names).

use crate::rule::Rule;
use alloc::vec::Vec;
use renju_vocab::{Color, ForbiddenKind};

/// What a face tells about one rule variant: its names, its summary, its Gomocup number, its
/// usual board, the kinds each colour may not play and its settings in words.
///
/// With the `serde` feature it serializes with the key names of the server's
/// `GET /api/rules` (`gomocup_rule`, `board_size`), kinds as their names:
/// `{"name":"renju","summary":"…","aliases":[],"gomocup_rule":4,"board_size":15,
/// "restricts":{"black":["overline","double-four","double-three"],"white":[]},
/// "settings":[{"setting":"black: a five","value":"…"},…],"default":true}`.
///
/// ```
/// use renju::{ForbiddenKind, Rule, RuleFacts};
/// let renju = RuleFacts::of(Rule::default_rule());
/// assert_eq!((renju.name, renju.board_size, renju.gomocup_rule), ("renju", 15, Some(4)));
/// assert_eq!(renju.restricts.black, ForbiddenKind::ALL);
/// assert!(renju.restricts.white.is_empty() && renju.default);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RuleFacts {
    /// The variant's name ([`Rule::name`]).
    pub name: &'static str,
    /// One line saying what the variant is ([`Rule::summary`]).
    pub summary: &'static str,
    /// The other names it answers to ([`Rule::aliases`]).
    pub aliases: &'static [&'static str],
    /// Its rule number in the Gomocup protocol, if it has one ([`Rule::gomocup_rule`]).
    pub gomocup_rule: Option<u32>,
    /// The board its games are usually played on ([`Rule::board_size`]).
    pub board_size: usize,
    /// The kinds each colour may not play.
    pub restricts: Restricts,
    /// The settings in words, as `renju rules` and `renju table` say them
    /// ([`Rule::settings_in_words`]).
    pub settings: Vec<SettingInWords>,
    /// Whether it is the default variant ([`Rule::default_rule`]; a face offering another
    /// default, as `renju serve --rule` does, sets it for its own).
    pub default: bool,
}

/// The kinds each colour may not play under a rule, each in the order of
/// [`ForbiddenKind::ALL`]; serialized as their names (`"double-three"`).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Restricts {
    /// The kinds black may not play.
    pub black: Vec<ForbiddenKind>,
    /// The kinds white may not play.
    pub white: Vec<ForbiddenKind>,
}

impl Restricts {
    /// The kinds `color` may not play.
    pub fn of(&self, color: Color) -> &[ForbiddenKind] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// One of a rule's settings in words: `{"setting": "white: forbidden", "value": "nothing"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SettingInWords {
    /// What is set (`"black: forbidden"`).
    pub setting: &'static str,
    /// Its value in words (`"nothing"`).
    pub value: &'static str,
}

impl RuleFacts {
    /// The facts of `rule`; `default` says whether it is [`Rule::default_rule`].
    ///
    /// ```
    /// use renju::{Rule, RuleFacts};
    /// let omok = RuleFacts::of(Rule::find("omok").unwrap());
    /// assert_eq!(omok.board_size, 19);
    /// assert!(!omok.default);
    /// ```
    pub fn of(rule: &Rule) -> RuleFacts {
        let forbidden = |color: Color| -> Vec<ForbiddenKind> {
            let set = rule.settings().color(color).forbidden;
            ForbiddenKind::ALL
                .into_iter()
                .filter(|&kind| set.contains(kind))
                .collect()
        };
        RuleFacts {
            name: rule.name(),
            summary: rule.summary(),
            aliases: rule.aliases(),
            gomocup_rule: rule.gomocup_rule(),
            board_size: rule.board_size(),
            restricts: Restricts {
                black: forbidden(Color::Black),
                white: forbidden(Color::White),
            },
            settings: rule
                .settings_in_words()
                .iter()
                .map(|&(setting, value)| SettingInWords { setting, value })
                .collect(),
            default: rule.name() == Rule::default_rule().name(),
        }
    }

    /// The facts of every built-in variant, sorted by name (the order of [`Rule::all`]).
    ///
    /// ```
    /// use renju::RuleFacts;
    /// let all = RuleFacts::all();
    /// assert_eq!(all.len(), renju::Rule::all().len());
    /// assert_eq!(all.iter().filter(|facts| facts.default).count(), 1);
    /// assert!(all.windows(2).all(|pair| pair[0].name < pair[1].name));
    /// ```
    pub fn all() -> Vec<RuleFacts> {
        Rule::all().iter().map(RuleFacts::of).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RIF 9.3 and 9.4: black may not make a double-three, a double-four or an overline;
    /// white may make any of them. Checked against the rule's own settings, kind by kind.
    #[test]
    fn renju_forbids_black_the_three_kinds_and_white_nothing() {
        let rule = Rule::find("renju").expect("a shipped rule");
        let facts = RuleFacts::of(rule);
        let black = rule.settings().color(Color::Black).forbidden;
        let white = rule.settings().color(Color::White).forbidden;
        for kind in [
            ForbiddenKind::DoubleThree,
            ForbiddenKind::DoubleFour,
            ForbiddenKind::Overline,
        ] {
            assert!(
                black.contains(kind) && facts.restricts.black.contains(&kind),
                "{kind:?}"
            );
            assert!(!white.contains(kind) && !facts.restricts.of(Color::White).contains(&kind));
        }
        assert_eq!(facts.restricts.black.len(), 3);
        assert!(facts.restricts.white.is_empty());
    }

    #[test]
    fn kinds_come_in_the_order_of_all_and_only_forbidden_ones() {
        for facts in RuleFacts::all() {
            let rule = Rule::find(facts.name).expect("its own name finds it");
            for color in [Color::Black, Color::White] {
                let set = rule.settings().color(color).forbidden;
                let listed = facts.restricts.of(color);
                assert!(
                    listed.iter().all(|&kind| set.contains(kind)),
                    "{}",
                    facts.name
                );
                assert_eq!(
                    listed.len(),
                    ForbiddenKind::ALL
                        .iter()
                        .filter(|&&k| set.contains(k))
                        .count()
                );
                let positions: Vec<usize> = listed
                    .iter()
                    .map(|k| ForbiddenKind::ALL.iter().position(|a| a == k).unwrap())
                    .collect();
                assert!(positions.windows(2).all(|w| w[0] < w[1]), "{}", facts.name);
            }
        }
    }

    #[test]
    fn freestyle_gomoku_forbids_nothing_and_is_not_the_default() {
        let facts = RuleFacts::of(Rule::find("gomoku-freestyle").expect("a shipped rule"));
        assert!(facts.restricts.black.is_empty() && facts.restricts.white.is_empty());
        assert_eq!((facts.board_size, facts.gomocup_rule), (20, Some(0)));
        assert!(!facts.default);
        assert!(facts
            .settings
            .iter()
            .any(|s| s.setting == "white: forbidden" && s.value == "nothing"));
    }
}
