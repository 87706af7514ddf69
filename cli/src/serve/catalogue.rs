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

/// A rule read from a file that answers to a name another rule offered answers to (its name
/// or one of its `aliases`): a request naming it could not tell which is meant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "the rule file {file} gives the rule {rule:?} the name {name:?}, which {other} answers to: \
     a server offers one rule by each name (rename the rule, or leave the name out of its \
     `aliases`)"
)]
pub struct TakenName {
    /// The name both answer to.
    pub name: &'static str,
    /// The rule read from the file.
    pub rule: &'static str,
    /// The file, as given.
    pub file: &'static str,
    /// The other rule, in words: `the built-in rule "omok"`, or `the rule "x" of the file F`.
    pub other: String,
}

/// Why the rules of some files cannot be offered together.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogueError {
    /// Two files name the same rule.
    #[error(transparent)]
    SameRuleName(#[from] SameRuleName),
    /// A file's rule answers to a name another rule answers to.
    #[error(transparent)]
    TakenName(#[from] TakenName),
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
    /// given twice counts once), or an error if two files name the same rule, or if a file's
    /// rule answers to a name (its name or an alias) that another rule offered answers to.
    pub fn new(loaded: Vec<&'static Rule>) -> Result<Catalogue, CatalogueError> {
        let mut kept: Vec<&'static Rule> = Vec::new();
        for rule in loaded {
            match kept.iter().find(|k| k.name() == rule.name()) {
                Some(k) if std::ptr::eq(*k, rule) => {}
                Some(k) => {
                    return Err(SameRuleName {
                        name: rule.name(),
                        first: k.spec_file(),
                        second: rule.spec_file(),
                    }
                    .into())
                }
                None => kept.push(rule),
            }
        }
        let catalogue = Catalogue { loaded: kept };
        let offered = catalogue.rules();
        for &rule in &catalogue.loaded {
            for &name in std::iter::once(&rule.name()).chain(rule.aliases()) {
                let taken = offered.iter().find(|other| {
                    !std::ptr::eq(**other, rule)
                        && (other.name() == name || other.aliases().contains(&name))
                });
                if let Some(other) = taken {
                    let other = if catalogue.is_loaded(other) {
                        format!(
                            "the rule {:?} of the file {}",
                            other.name(),
                            other.spec_file()
                        )
                    } else {
                        format!("the built-in rule {:?}", other.name())
                    };
                    return Err(TakenName {
                        name,
                        rule: rule.name(),
                        file: rule.spec_file(),
                        other,
                    }
                    .into());
                }
            }
        }
        Ok(catalogue)
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
        let CatalogueError::SameRuleName(error) = error else {
            panic!("{error:?}")
        };
        assert_eq!(error.name, "omok");
        assert_eq!(error.second, "elsewhere/omok.toml");
    }

    /// `renju.toml` as the rule `name` with `aliases`, read from `dir/name.toml`.
    fn renamed(dir: &str, name: &str, aliases: &str) -> &'static Rule {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec/renju.toml"),
        )
        .expect("renju.toml");
        let aliases = if aliases == "[]" {
            String::new()
        } else {
            format!("\naliases = {aliases}")
        };
        let text = text.replace("name = \"renju\"", &format!("name = \"{name}\"{aliases}"));
        renju_rule_file::load_text(std::path::Path::new(&format!("{dir}/{name}.toml")), &text)
            .expect("a renamed renju")
    }

    #[test]
    fn a_name_two_offered_rules_answer_to_is_refused() {
        // An alias that is a built-in rule's name.
        let mine = renamed("a", "my-rule", "[\"omok\"]");
        assert_eq!(
            Catalogue::new(vec![mine]).unwrap_err().to_string(),
            "the rule file a/my-rule.toml gives the rule \"my-rule\" the name \"omok\", which \
             the built-in rule \"omok\" answers to: a server offers one rule by each name \
             (rename the rule, or leave the name out of its `aliases`)"
        );
        // A file that replaces that built-in rule collides with it all the same: the first
        // file given is named first.
        let omok = shipped("omok");
        let error = Catalogue::new(vec![omok, mine]).unwrap_err();
        let CatalogueError::TakenName(error) = error else {
            panic!("{error:?}")
        };
        assert_eq!((error.name, error.rule), ("omok", "omok"));
        assert_eq!(
            error.other,
            "the rule \"my-rule\" of the file a/my-rule.toml"
        );
        // A name that is a built-in rule's alias (the former name of
        // renju-completing-five-counts).
        let old = renamed("b", "renju-five-keeps-three", "[]");
        let error = Catalogue::new(vec![old]).unwrap_err().to_string();
        assert!(
            error.contains("which the built-in rule \"renju-completing-five-counts\" answers to"),
            "{error}"
        );
        // Two files' aliases.
        let one = renamed("c", "one", "[\"both\"]");
        let two = renamed("c", "two", "[\"both\"]");
        let error = Catalogue::new(vec![one, two]).unwrap_err().to_string();
        assert!(
            error.starts_with(
                "the rule file c/one.toml gives the rule \"one\" the name \"both\", which the \
                 rule \"two\" of the file c/two.toml answers to"
            ),
            "{error}"
        );
        // Names of their own are taken, as is a file that replaces a built-in rule.
        assert!(Catalogue::new(vec![renamed("d", "mine", "[\"my-old-name\"]"), omok]).is_ok());
    }
}
