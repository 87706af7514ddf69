//! Rule variants: the generated tables and settings of each rule file.

use core::fmt;
use renju_vocab::{
    BoardEdge, Color, ColorRules, ForbiddenKind, ForbiddenSet, OpenEnds, ParseWindowError,
    PatternClass, PatternDefinitions, RuleSettings, StraightFourPointCompletingFive, WideWindow,
    Win, Window, SEEN_COUNT, WIDE_SEEN_COUNT, WINDOW_COUNT, WINDOW_LEN,
};

/// One rule variant, generated at build time from `rules-spec/<name>.toml`: its settings and,
/// per colour, the class of every window.
///
/// ```
/// use renju::Rule;
/// let renju = Rule::default_rule();
/// assert_eq!(renju.name(), "renju");
/// assert!(Rule::by_name("gomoku-freestyle").is_some());
/// assert!(Rule::by_name("chess").is_none());
/// ```
pub struct Rule {
    pub(crate) name: &'static str,
    pub(crate) aliases: &'static [&'static str],
    pub(crate) summary: &'static str,
    pub(crate) spec_file: &'static str,
    pub(crate) spec_sha256: &'static str,
    pub(crate) settings: RuleSettings,
    pub(crate) settings_in_words: &'static [(&'static str, &'static str)],
    pub(crate) gomocup_rule: Option<u32>,
    pub(crate) board_size: usize,
    /// Per colour, the classes of its lines.
    pub(crate) lines: Lines,
    /// Per colour, the weight of each 11-bit own-stone mask of a window: 2 if a class it can
    /// give decides a verdict alone, 1 if it can give some other class, 0 if only "nothing"
    /// (`renju_codegen::own_mask_weights`).
    pub(crate) weights: [&'static [u8; 1 << WINDOW_LEN]; 2],
}

/// How a rule's lines are looked up, per colour (black, then white): by the seen index of
/// their [`Window`]s, or for a rule that judges wins by their ends past what a window shows
/// ([`RuleSettings::reads_wide_windows`]), by the wide seen index of their [`WideWindow`]s.
#[derive(Clone, Copy)]
pub(crate) enum Lines {
    /// By window.
    Windows {
        /// The class bits of every window, by [`Window::index`]: what the generator classified.
        dense: [&'static [u16; WINDOW_COUNT]; 2],
        /// The class and tally by seen index (`renju_vocab::seen_index`): the hot path's table.
        seen: [&'static [u16; SEEN_COUNT]; 2],
    },
    /// By wide window.
    Wide {
        /// The class and tally by wide seen index ([`WideWindow::seen_index`]).
        seen: [&'static [u16; WIDE_SEEN_COUNT]; 2],
    },
}

mod generated {
    use super::{
        BoardEdge, ColorRules, ForbiddenKind, ForbiddenSet, Lines, OpenEnds, PatternDefinitions,
        Rule, RuleSettings, StraightFourPointCompletingFive, Win,
    };
    include!(concat!(env!("OUT_DIR"), "/tables.rs"));
}

impl Rule {
    /// The side of the board the variant is usually played on (its rule file's
    /// `board-size`): the default size of the CLI, the bindings and the page. Any supported
    /// size (5 to 26) can be asked for all the same.
    ///
    /// ```
    /// use renju::Rule;
    /// assert_eq!(Rule::default_rule().board_size(), 15);
    /// assert_eq!(Rule::by_name("gomoku-freestyle").unwrap().board_size(), 20);
    /// assert_eq!(Rule::by_name("omok").unwrap().board_size(), 19);
    /// ```
    pub fn board_size(&self) -> usize {
        self.board_size
    }

    /// Every variant, sorted by name.
    pub fn all() -> &'static [Rule] {
        &generated::RULES
    }

    /// The variant called `name` (the rule file's stem) or having `name` among its
    /// [`aliases`](Rule::aliases), if there is one.
    ///
    /// ```
    /// use renju::Rule;
    /// // The variant's former name still finds it.
    /// let rule = Rule::by_name("renju-five-keeps-three").unwrap();
    /// assert_eq!(rule.name(), "renju-completing-five-counts");
    /// ```
    pub fn by_name(name: &str) -> Option<&'static Rule> {
        generated::RULE_BY_NAME
            .get(name)
            .and_then(|&i| generated::RULES.get(i))
    }

    /// The variant called `name` (a name or an alias), or the error that names it and lists
    /// the variants: the one message every face gives for an unknown rule (each adds where
    /// its users find the list).
    ///
    /// ```
    /// use renju::Rule;
    /// assert_eq!(Rule::find("omok").map(Rule::board_size), Ok(19));
    /// let error = Rule::find("chess").unwrap_err();
    /// assert!(error.to_string().starts_with("unknown rule \"chess\"; the rules are caro, "));
    /// ```
    pub fn find(name: &str) -> Result<&'static Rule, UnknownRule> {
        Rule::by_name(name).ok_or_else(|| UnknownRule { name: name.into() })
    }

    /// The variant the Gomocup protocol's `INFO rule` command names with `number` (its rule
    /// file's `gomocup-rule`): 0 freestyle gomoku (five or more wins), 1 standard gomoku
    /// (exactly five wins), 4 renju. Other numbers, and numbers no shipped variant claims,
    /// give `None`.
    ///
    /// ```
    /// use renju::Rule;
    /// assert_eq!(Rule::by_gomocup_rule(4).map(Rule::name), Some("renju"));
    /// assert_eq!(Rule::by_gomocup_rule(0).map(Rule::name), Some("gomoku-freestyle"));
    /// assert_eq!(Rule::by_gomocup_rule(1).map(Rule::name), Some("gomoku-standard"));
    /// assert!(Rule::by_gomocup_rule(2).is_none()); // "continuous game": no rule of moves
    /// ```
    pub fn by_gomocup_rule(number: u32) -> Option<&'static Rule> {
        generated::RULE_BY_GOMOCUP
            .get(&number)
            .and_then(|&i| generated::RULES.get(i))
    }

    /// The Gomocup protocol's rule number for this variant, if it has one (see
    /// [`Rule::by_gomocup_rule`]).
    pub fn gomocup_rule(&self) -> Option<u32> {
        self.gomocup_rule
    }

    /// The default variant: `renju`, the literal RIF reading.
    pub fn default_rule() -> &'static Rule {
        &generated::RULES[generated::DEFAULT_RULE]
    }

    /// The variant's name.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Other names the variant answers to in [`Rule::by_name`] (the rule file's `aliases`,
    /// e.g. a former name).
    pub fn aliases(&self) -> &'static [&'static str] {
        self.aliases
    }

    /// One line saying what the variant is.
    pub fn summary(&self) -> &'static str {
        self.summary
    }

    /// The rule file the tables were generated from, relative to the workspace (and to the
    /// packaged crate): `rules-spec/renju.toml`.
    ///
    /// ```
    /// assert_eq!(renju::Rule::default_rule().spec_file(), "rules-spec/renju.toml");
    /// ```
    pub fn spec_file(&self) -> &'static str {
        self.spec_file
    }

    /// SHA-256 of the rule file the tables were generated from.
    pub fn spec_sha256(&self) -> &'static str {
        self.spec_sha256
    }

    /// Per-colour settings and the choice on the disputed point.
    pub fn settings(&self) -> &RuleSettings {
        &self.settings
    }

    /// The rule file's settings in words, as (setting, value) pairs in a fixed order (the same
    /// settings for every variant, so two variants compare pair by pair): per colour how a
    /// five wins and what is forbidden, each concept's definition, and the choice on the
    /// disputed point. Written by the generator from the file (`renju_codegen::settings_in_words`).
    ///
    /// ```
    /// use renju::Rule;
    /// let words = Rule::default_rule().settings_in_words();
    /// assert!(words.contains(&("white: forbidden", "nothing")));
    /// assert!(words.contains(&("concept five", "an unbroken run of 5 stones (run = 5)")));
    /// ```
    pub fn settings_in_words(&self) -> &'static [(&'static str, &'static str)] {
        self.settings_in_words
    }

    /// Whether the rule's lines are read through [`WideWindow`]s: it judges wins by their
    /// ends where an 11-point window cannot see them ([`RuleSettings::reads_wide_windows`]).
    ///
    /// ```
    /// use renju::Rule;
    /// assert!(!Rule::default_rule().reads_wide_windows());
    /// ```
    pub fn reads_wide_windows(&self) -> bool {
        matches!(self.lines, Lines::Wide { .. })
    }

    /// The class of `window` for `color`: one lookup in the dense table. For a rule that
    /// [reads wide windows](Rule::reads_wide_windows), the window is read on an open line
    /// (its `O`s opponent stones, the points past it empty: [`WideWindow::from_window`]); ask
    /// [`Rule::wide_class`] for the edge or what lies past the window.
    ///
    /// ```
    /// use renju::{Color, Rule};
    /// let renju = Rule::default_rule();
    /// let class = renju.class("...XX*X....".parse().unwrap(), Color::Black);
    /// assert_eq!(class.to_string(), "straight four");
    /// ```
    #[inline]
    pub fn class(&self, window: Window, color: Color) -> PatternClass {
        match &self.lines {
            Lines::Windows { dense, .. } => PatternClass::from_bits(
                dense[color as usize]
                    .get(usize::from(window.index()))
                    .copied()
                    .unwrap_or(0),
            ),
            Lines::Wide { .. } => self.wide_class(WideWindow::from_window(window), color),
        }
    }

    /// The class of the wide window `window` for `color`. For a rule that reads windows, the
    /// class of its [`compact`](WideWindow::compact) window (there the edge blocks like an
    /// opponent, and nothing past the window counts).
    ///
    /// ```
    /// use renju::{Color, Rule};
    /// let renju = Rule::default_rule();
    /// let class = renju.wide_class("|.XXXX*......".parse().unwrap(), Color::Black);
    /// assert_eq!(class.to_string(), "five");
    /// ```
    pub fn wide_class(&self, window: WideWindow, color: Color) -> PatternClass {
        match &self.lines {
            Lines::Windows { .. } => self.class(window.compact(), color),
            Lines::Wide { seen } => PatternClass::from_bits(
                seen[color as usize]
                    .get(usize::from(window.seen_index()))
                    .copied()
                    .unwrap_or(0),
            ),
        }
    }

    /// The weight of the own-stone mask `own` of a window (11 bits, centre clear) for
    /// `color`: 2 if a class it can give decides a verdict alone (five, overline, two fours),
    /// 1 if it can give some other class, 0 if its class is "nothing" whatever the opponent.
    #[inline(always)]
    pub(crate) fn own_mask_weight(&self, own: u16, color: Color) -> u8 {
        self.own_mask_weights(color)[usize::from(own) & ((1 << WINDOW_LEN) - 1)]
    }

    /// The own-mask weights ([`Rule::own_mask_weight`]) of `color`, by mask.
    #[inline(always)]
    pub(crate) fn own_mask_weights(&self, color: Color) -> &'static [u8; 1 << WINDOW_LEN] {
        self.weights[color as usize]
    }

    /// The class of the window drawn as `text` (e.g. `...XX*.XO..`): the picture is parsed
    /// into its [`Window`] and the dense table indexed, as for [`Rule::class`] (the dense
    /// table is the perfect hash of the windows, so no second table keyed by text is kept). A
    /// malformed picture is an error saying which character is wrong.
    ///
    /// ```
    /// use renju::{Color, Rule};
    /// let renju = Rule::default_rule();
    /// assert_eq!(renju.class_by_text("....X*X....", Color::Black).unwrap().to_string(),
    ///            "three (straight-four points -2 +2)");
    /// assert!(renju.class_by_text("....x*X....", Color::Black).is_err());
    /// ```
    pub fn class_by_text(
        &self,
        text: &str,
        color: Color,
    ) -> Result<PatternClass, ParseWindowError> {
        Ok(self.class(text.parse::<Window>()?, color))
    }
}

impl fmt::Debug for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Rule")
            .field("name", &self.name)
            .field("spec_file", &self.spec_file)
            .field("settings", &self.settings)
            .finish_non_exhaustive()
    }
}

impl PartialEq for Rule {
    /// Two rules are equal when they have the same name and come from the same bytes of rule
    /// file (a file loaded at run time equals the built-in rule it was built from).
    fn eq(&self, other: &Rule) -> bool {
        self.name == other.name && self.spec_sha256 == other.spec_sha256
    }
}

impl Eq for Rule {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::prelude::rust_2021::*;

    /// The least weight a line of class `class` may have.
    fn least_weight(class: PatternClass) -> u8 {
        if class.five() || class.overline() || class.fours() >= 2 {
            2
        } else {
            u8::from(!class.is_nothing())
        }
    }

    #[test]
    fn the_seen_table_and_the_own_mask_weights_agree_with_the_dense_table_on_every_window() {
        // The hot path reads the seen table; the dense one is what the generator classified.
        // They must agree on all 59,049 windows, for every variant and colour that reads
        // windows.
        for rule in Rule::all() {
            let Lines::Windows { seen, .. } = &rule.lines else {
                continue;
            };
            for color in Color::ALL {
                for w in Window::all() {
                    // The weight the judge reads instead of the class is never too low.
                    let own = w.masks().0 & !(1 << renju_vocab::REACH);
                    let class = rule.class(w, color);
                    assert!(
                        rule.own_mask_weight(own, color) >= least_weight(class),
                        "{} {color} {w}",
                        rule.name()
                    );
                    let seen = crate::line_reading::ByIndex(seen).class(w.seen_index(), color);
                    assert_eq!(seen.class(), class, "{} {color} {w}", rule.name());
                    assert_eq!(seen.tally(), class.tally(), "{} {color} {w}", rule.name());
                }
            }
        }
    }

    #[test]
    fn the_own_mask_weights_of_wide_tables_are_never_too_low_on_any_wide_window() {
        // Every one of the 722,500 wide windows, for every variant that reads them.
        for rule in Rule::all().iter().filter(|r| r.reads_wide_windows()) {
            let Lines::Wide { seen } = &rule.lines else {
                continue;
            };
            for color in Color::ALL {
                for w in WideWindow::all() {
                    let own = (w.masks().0 >> 1) & 0x7FF & !(1 << renju_vocab::REACH);
                    let line = crate::line_reading::ByIndex(seen).class(w.seen_index(), color);
                    assert_eq!(line.class(), rule.wide_class(w, color));
                    assert_eq!(line.tally(), line.class().tally());
                    assert!(
                        rule.own_mask_weight(own, color) >= least_weight(line.class()),
                        "{} {color} {w}",
                        rule.name()
                    );
                }
            }
        }
    }

    #[test]
    fn a_line_weighs_something_only_with_two_own_stones_within_3_points() {
        // What the incremental board relies on to look for newly heavy points only within 3
        // of another own stone: a five, overline, four or three through a point holds at
        // least two more own stones within 3 of it (a four's other three stones lie in a
        // 5-point stretch with the point, so at most one is 4 away).
        const WITHIN_3: u16 = 0b001_1101_1100; // offsets -3..=-1 and 1..=3
        for rule in Rule::all() {
            for color in Color::ALL {
                for own in (0..1u16 << WINDOW_LEN).filter(|m| m & 1 << 5 == 0) {
                    if rule.own_mask_weight(own, color) > 0 {
                        assert!(
                            (own & WITHIN_3).count_ones() >= 2,
                            "{} {color} {own:011b}",
                            rule.name()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn own_mask_weights_by_hand() {
        // Renju, black; offsets -1, -2, ... are bits 4, 3, ... of the mask.
        let renju = Rule::default_rule();
        let weight = |offsets: &[u16]| {
            let own = offsets.iter().map(|&k| 1 << (5 - k)).sum();
            renju.own_mask_weight(own, Color::Black)
        };
        // One other stone: at most two in a row, never a three.
        assert_eq!(weight(&[1]), 0);
        // `XX*`: a three at most (three stones cannot make a five, an overline or two fours).
        assert_eq!(weight(&[2, 1]), 1);
        // `XXXX*`: a five when -5 and +1 are not black.
        assert_eq!(weight(&[4, 3, 2, 1]), 2);
        // Nothing within 5: nothing at all.
        assert_eq!(weight(&[]), 0);
    }
}

/// A rule name no variant answers to ([`Rule::find`]): shown as `unknown rule "chess"; the
/// rules are caro, caro-edge-blocks, ...` (the built-in variants, by name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRule {
    /// The name given.
    pub name: alloc::string::String,
}

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule {:?}; the rules are ", self.name)?;
        for (i, rule) in Rule::all().iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(rule.name())?;
        }
        Ok(())
    }
}

impl core::error::Error for UnknownRule {}
