//! A rule file's settings in words, for auditing: what `renju table stats` shows and what
//! `renju table diff` compares between two variants.
//!
//! The generator emits these pairs into each generated `Rule`, so that the runtime can say
//! what a variant's file says (including the concept definitions, which the runtime does not
//! otherwise keep) without reading the file.

use crate::concepts::{Concept, ConceptName};
use crate::Spec;
use renju_vocab::{
    BoardEdge, Color, ColorRules, ForbiddenKind, OpenEnds, StraightFourPointCompletingFive, Win,
};

/// The settings of `spec` as (setting, value) pairs in words, in a fixed order: per colour how
/// a five wins, how a blocked five and a blocked six or more fare, what the board edge does,
/// and what is forbidden; then each concept's definition, then the choice on the disputed
/// point. Each value ends with the rule file's own words in parentheses where they
/// differ, so a reader can find the line to change. Two specs always give the same settings,
/// in the same order, so their lists can be compared pair by pair.
///
/// ```
/// use renju_codegen::{settings_in_words, Spec};
/// let text = r#"
/// name = "renju"
/// summary = "Renju (RIF)"
/// straight-four-point-completing-five = "does-not-count"
/// [black]
/// wins-with = "exactly-five"
/// forbidden = ["overline", "double-four", "double-three"]
/// [white]
/// wins-with = "five-or-more"
/// forbidden = []
/// [concepts]
/// five = { run = 5 }
/// overline = { longer-than = "five" }
/// four = { one-move-to = "five" }
/// straight-four = { is = "four", completion-points = 2 }
/// three = { one-move-to = "straight-four" }
/// "#;
/// let spec = Spec::parse(std::path::Path::new("rules-spec/renju.toml"), text).unwrap();
/// let words = settings_in_words(&spec);
/// assert_eq!(words[0], ("black: wins with".to_string(), "exactly five (wins-with = \"exactly-five\")".to_string()));
/// assert_eq!(words[4].1, "overline, double-four, double-three");
/// assert_eq!(words[3].1, "blocks an end like an opponent stone (board-edge = \"blocks\")");
/// ```
pub fn settings_in_words(spec: &Spec) -> Vec<(String, String)> {
    let mut words = Vec::new();
    for color in Color::ALL {
        let rules = spec.settings.color(color);
        words.push((format!("{color}: wins with"), win_words(rules.win)));
        words.push((
            format!("{color}: a blocked five"),
            open_ends_words(rules.five_needs_open_ends, "five-needs-open-ends"),
        ));
        words.push((format!("{color}: a blocked six or more"), six_words(rules)));
        words.push((
            format!("{color}: the board edge"),
            edge_words(rules.board_edge),
        ));
        words.push((format!("{color}: forbidden"), forbidden_words(rules)));
    }
    for name in ConceptName::ALL {
        let definition = spec
            .concepts
            .get(name)
            .map_or_else(|| "undefined".to_string(), concept_words);
        words.push((format!("concept {}", name.name()), definition));
    }
    words.push((
        "a straight-four point completing a five".to_string(),
        match spec.settings.straight_four_point_completing_five {
            StraightFourPointCompletingFive::DoesNotCount => {
                "is not a straight-four point (straight-four-point-completing-five = \"does-not-count\")"
            }
            StraightFourPointCompletingFive::Counts => {
                "still counts as a straight-four point (straight-four-point-completing-five = \"counts\")"
            }
        }
        .to_string(),
    ));
    words
}

fn win_words(win: Win) -> String {
    match win {
        Win::ExactlyFive => "exactly five (wins-with = \"exactly-five\")",
        Win::FiveOrMore => "five or more (wins-with = \"five-or-more\")",
    }
    .to_string()
}

fn open_ends_words(needs: OpenEnds, setting: &str) -> String {
    let what = match needs {
        OpenEnds::NoEnd => "wins, however it is blocked",
        OpenEnds::OneEnd => "does not win when blocked at both ends",
        OpenEnds::BothEnds => "does not win when blocked at either end",
    };
    format!("{what} ({setting} = \"{}\")", needs.name())
}

fn six_words(rules: &ColorRules) -> String {
    match rules.win {
        Win::ExactlyFive => {
            "does not win, blocked or not (wins-with = \"exactly-five\")".to_string()
        }
        Win::FiveOrMore => open_ends_words(
            rules.six_or_more_needs_open_ends,
            "six-or-more-needs-open-ends",
        ),
    }
}

fn edge_words(edge: BoardEdge) -> String {
    let what = match edge {
        BoardEdge::Blocks => "blocks an end like an opponent stone",
        BoardEdge::DoesNotBlock => "does not block: an end at the edge is open",
    };
    format!("{what} (board-edge = \"{}\")", edge.name())
}

fn forbidden_words(rules: &ColorRules) -> String {
    let kinds: Vec<&str> = ForbiddenKind::ALL
        .into_iter()
        .filter(|&k| rules.forbidden.contains(k))
        .map(ForbiddenKind::name)
        .collect();
    if kinds.is_empty() {
        "nothing".to_string()
    } else {
        kinds.join(", ")
    }
}

fn concept_words(concept: Concept) -> String {
    match concept {
        Concept::Run(n) => format!("an unbroken run of {n} stones (run = {n})"),
        Concept::LongerThan(base) => format!(
            "an unbroken run longer than a {0}, where that does not win (longer-than = \"{0}\")",
            base.name()
        ),
        Concept::OneMoveTo(target) => format!(
            "stones one move from a {0} (one-move-to = \"{0}\")",
            target.name()
        ),
        Concept::WithCompletionPoints { base, at_least } => format!(
            "a {0} that {1} or more empty points complete (is = \"{0}\", completion-points = {1})",
            base.name(),
            at_least
        ),
    }
}
