//! The rules a server offers: the built-in rules, and those read from rule files
//! (`renju serve --rule-file PATH`). A file's rule takes the place of a built-in rule of the
//! same name (the user asked for the file); the first file's rule is the default.

use crate::rules::UnknownRule;
use renju::Rule;

/// Two rule files that name the same rule: which one the server should offer under that
/// name cannot be told.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the rule files {first} and {second} both name the rule {name:?}: a server offers one rule \
     by each name (give one of them, or rename one: a rule's name is its file's)"
)]
pub struct SameRuleName {
    /// The name both files give.
    pub name: &'static str,
    /// The first file, as given.
    pub first: &'static str,
    /// The second file, as given.
    pub second: &'static str,
}

/// The rules a server offers, and which of them a request that names none is judged by.
#[derive(Clone, Debug)]
pub struct Catalogue {
    /// The rules read from files, in the order given, each once.
    loaded: Vec<&'static Rule>,
}

impl Catalogue {
    /// The built-in rules only; the default is [`Rule::default_rule`].
    pub fn built_in() -> Catalogue {
        Catalogue { loaded: Vec::new() }
    }

    /// The built-in rules and `loaded` (rules read from files, in the order given; a file
    /// given twice counts once), or an error if two files name the same rule.
    pub fn new(loaded: Vec<&'static Rule>) -> Result<Catalogue, SameRuleName> {
        let mut kept: Vec<&'static Rule> = Vec::new();
        for rule in loaded {
            match kept.iter().find(|k| k.name() == rule.name()) {
                Some(k) if std::ptr::eq(*k, rule) => {}
                Some(k) => {
                    return Err(SameRuleName {
                        name: rule.name(),
                        first: k.spec_file(),
                        second: rule.spec_file(),
                    })
                }
                None => kept.push(rule),
            }
        }
        Ok(Catalogue { loaded: kept })
    }

    /// The rule of a request that names none: the first rule read from a file, else
    /// [`Rule::default_rule`].
    pub fn default_rule(&self) -> &'static Rule {
        self.loaded
            .first()
            .copied()
            .unwrap_or_else(Rule::default_rule)
    }

    /// The rule called `name`: a rule read from a file of that name, else a built-in rule of
    /// that name or alias, else a rule read from a file with that alias.
    pub fn by_name(&self, name: &str) -> Result<&'static Rule, UnknownRule> {
        let loaded = self.loaded.iter().copied();
        loaded
            .clone()
            .find(|r| r.name() == name)
            .or_else(|| Rule::by_name(name).filter(|r| !self.replaced(r)))
            .or_else(|| loaded.clone().find(|r| r.aliases().contains(&name)))
            .ok_or_else(|| UnknownRule {
                name: name.to_string(),
                known: self
                    .rules()
                    .iter()
                    .map(|r| r.name())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// Every rule offered, sorted by name: the built-in rules that no file's rule replaces,
    /// and the rules read from files.
    pub fn rules(&self) -> Vec<&'static Rule> {
        let mut rules: Vec<&'static Rule> = Rule::all()
            .iter()
            .filter(|r| !self.replaced(r))
            .chain(self.loaded.iter().copied())
            .collect();
        rules.sort_by_key(|r| r.name());
        rules
    }

    /// Whether `rule` was read from a file (`--rule-file`).
    pub fn is_loaded(&self, rule: &Rule) -> bool {
        self.loaded.iter().any(|r| std::ptr::eq(*r, rule))
    }

    /// Whether the built-in `rule` is replaced by a file's rule of its name.
    fn replaced(&self, rule: &Rule) -> bool {
        !self.is_loaded(rule) && self.loaded.iter().any(|r| r.name() == rule.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(name: &str) -> &'static Rule {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../rules-spec")
            .join(format!("{name}.toml"));
        renju_rule_file::load(&path).expect("a shipped rule file")
    }

    #[test]
    fn built_in_only() {
        let rules = Catalogue::built_in();
        assert_eq!(rules.default_rule(), Rule::default_rule());
        assert_eq!(rules.rules().len(), Rule::all().len());
        assert!(rules.by_name("renju-five-keeps-three").is_ok());
        let error = rules.by_name("chess").unwrap_err();
        assert!(error.known.starts_with("caro, "), "{}", error.known);
    }

    #[test]
    fn a_file_takes_the_place_of_the_built_in_rule_of_its_name_and_is_the_default() {
        let omok = shipped("omok");
        let rules = Catalogue::new(vec![omok, omok]).expect("one file, given twice");
        assert!(std::ptr::eq(rules.default_rule(), omok));
        assert!(std::ptr::eq(rules.by_name("omok").expect("omok"), omok));
        let listed = rules.rules();
        assert_eq!(listed.len(), Rule::all().len());
        assert_eq!(listed.iter().filter(|r| r.name() == "omok").count(), 1);
        assert!(listed.iter().any(|r| std::ptr::eq(*r, omok)));
        assert!(rules.is_loaded(omok));
        assert!(!rules.is_loaded(Rule::by_name("omok").expect("built in")));
        // The other rules are still the built-in ones.
        assert!(std::ptr::eq(
            rules.by_name("renju").expect("renju"),
            Rule::default_rule()
        ));
    }

    #[test]
    fn two_files_of_one_name_are_refused() {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/omok.toml"),
        )
        .expect("omok.toml");
        let other = renju_rule_file::load_text(
            std::path::Path::new("elsewhere/omok.toml"),
            &text.replace("summary = \"", "summary = \"Edited: "),
        )
        .expect("an edited omok");
        let error = Catalogue::new(vec![shipped("omok"), other]).unwrap_err();
        assert_eq!(error.name, "omok");
        assert_eq!(error.second, "elsewhere/omok.toml");
    }
}
