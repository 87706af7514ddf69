//! Turning checked specs into Rust source.
//!
//! One enumeration of the 59,049 windows per distinct (concepts, win, five-needs-open-ends)
//! gives the dense `[u16; 59049]` table indexed by a window's base-3 code: the perfect hash of
//! the windows, so it also answers lookups by window text (parse the picture, index the table)
//! and no second, keyed copy is emitted. Identical tables are emitted once and shared.
//!
//! Keyed lookups over sparse keys use `phf`: variants by name and alias (`RULE_BY_NAME`) and by
//! Gomocup rule number (`RULE_BY_GOMOCUP`). Each variant also carries its settings in words
//! ([`settings_in_words`]), for auditing.

use crate::{settings_in_words, Spec};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use renju_vocab::{
    Color, ColorRules, FiveNeedsOpenEnds, ForbiddenSet, PatternClass,
    StraightFourPointCompletingFive, Win, Window, SEEN_COUNT, WINDOW_COUNT,
};

/// The generator's name and version, stamped into generated files.
pub const GENERATOR: &str = concat!("renju-codegen ", env!("CARGO_PKG_VERSION"));

/// Why generation failed (after the specs were read).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The classifier could not store a window's class.
    #[error("{path}: {message}")]
    Classify {
        /// The rule file whose concepts produced the class.
        path: String,
        /// What went wrong, naming the window.
        message: String,
    },
    /// Two variants answer to one name (a name or an alias) or Gomocup rule number.
    /// [`Spec::load_dir`] refuses this with the file and line; this guards specs built by
    /// other means.
    #[error("two variants answer to {0}")]
    NameTwice(String),
    /// No rule file defines the default variant.
    #[error("no rule file defines the default rule `{0}`")]
    NoDefault(String),
    /// The emitted tokens did not parse back as Rust (a generator bug).
    #[error("generated code does not parse: {0}")]
    Parse(String),
}

/// One distinct dense table and who uses it. Its identifier is its position (`TABLE_0`, ...),
/// never anything taken from a file name.
struct Table {
    classes: Vec<u16>,
    users: Vec<String>,
}

/// Builds the dense table of one colour of one spec: the class of every window, in index order.
pub fn dense_table(spec: &Spec, color: Color) -> Result<Vec<u16>, GenerateError> {
    let rules = spec.settings.color(color);
    Window::all()
        .map(|w| {
            spec.concepts
                .classify_for(w, rules)
                .map(PatternClass::bits)
                .map_err(|message| GenerateError::Classify {
                    path: spec.path.display().to_string(),
                    message,
                })
        })
        .collect()
}

/// Derives the table by seen index ([`renju_vocab::seen_index`]) from a dense table: the class
/// of each seen window as a [`PatternClass::table_word`] (class and tally; 0 for indexes no
/// window has). Fails, naming two windows, if windows
/// that see the same cells have different classes (a pattern reaching past an opponent stone),
/// since the seen table could then not stand in for the dense one.
pub fn seen_table(dense: &[u16]) -> Result<Vec<u16>, String> {
    let mut seen: Vec<Option<(Window, u16)>> = vec![None; SEEN_COUNT];
    for w in Window::all() {
        let class = dense.get(usize::from(w.index())).copied().unwrap_or(0);
        match &mut seen[usize::from(w.seen_index())] {
            slot @ None => *slot = Some((w, class)),
            Some((first, c)) if *c != class => {
                return Err(format!(
                    "windows {first} and {w} see the same cells but have classes {c} and {class}"
                ))
            }
            Some(_) => {}
        }
    }
    Ok(seen
        .into_iter()
        .map(|s| s.map_or(0, |(_, c)| PatternClass::from_bits(c).table_word()))
        .collect())
}

/// The weight of each own-stone mask, from a dense table: entry `m` of the 2,048 is, over
/// the windows whose own cells are the 11-bit mask `m` (bit `k` = offset `k - 5`, the centre
/// bit clear), 2 if some class decides a verdict alone (a five, an overline, or two fours in
/// the line), else 1 if some class is not "nothing", else 0. The 1,024 masks with the centre
/// bit set (a stone on the point itself, which the judge sets to fold the occupied test
/// into this one) weigh 2.
///
/// A move's verdict can only be other than "allowed" if one line decides it alone or two
/// lines hold something, that is, if the weights of its four lines' own masks sum to 2 or
/// more: below that, the judge answers without looking up a class.
pub fn own_mask_weights(dense: &[u16]) -> Vec<u8> {
    let mut weights = vec![0u8; 1 << renju_vocab::WINDOW_LEN];
    for w in Window::all() {
        let class =
            PatternClass::from_bits(dense.get(usize::from(w.index())).copied().unwrap_or(0));
        let weight = if class.five() || class.overline() || class.fours() >= 2 {
            2
        } else {
            u8::from(!class.is_nothing())
        };
        let own = usize::from(w.masks().0 & !(1 << renju_vocab::REACH));
        weights[own] = weights[own].max(weight);
    }
    // A stone on the point itself: the judge must look (and find the point occupied).
    for (own, weight) in weights.iter_mut().enumerate() {
        if own & 1 << renju_vocab::REACH != 0 {
            *weight = 2;
        }
    }
    weights
}

/// Generates the Rust source of the tables and the variant list for `specs` (in the order
/// given, `default_rule` naming the default; [`Spec::load_dir`] sorts them by name). Deterministic: the same specs give the
/// same bytes.
///
/// The source refers to `Rule`, `RuleSettings`, `ColorRules`, `ForbiddenSet` and `Win`,
/// which the including module must have in scope, and to the `phf` crate. Each `Rule` gets
/// the fields `name`, `aliases` (a `&'static [&'static str]`), `summary`, `spec_file`, `spec_sha256`, `settings`, `settings_in_words`
/// (a `&'static [(&'static str, &'static str)]`), `gomocup_rule` (an `Option<u32>`), `tables`, `seen` (by
/// [`seen_table`]) and `weights` (by [`own_mask_weights`]).
pub fn generate(specs: &[Spec], default_rule: &str) -> Result<String, GenerateError> {
    let default_index = specs
        .iter()
        .position(|s| s.name == default_rule)
        .ok_or_else(|| GenerateError::NoDefault(default_rule.to_string()))?;
    let mut tables: Vec<Table> = Vec::new();
    let mut variant_tables: Vec<[usize; 2]> = Vec::new();
    // The classifier reads (concepts, win, five-needs-open-ends): classify each once.
    let mut computed: Vec<(&crate::Concepts, (Win, FiveNeedsOpenEnds), usize)> = Vec::new();
    for spec in specs {
        let mut pair = [0; 2];
        for (slot, color) in Color::ALL.into_iter().enumerate() {
            let rules = spec.settings.color(color);
            let win = (rules.win, rules.five_needs_open_ends);
            let user = format!("{} {}", spec.name, color);
            let known = computed
                .iter()
                .find(|(c, w, _)| **c == spec.concepts && *w == win)
                .map(|(_, _, i)| *i);
            let index = match known {
                Some(i) => i,
                None => {
                    let classes = dense_table(spec, color)?;
                    let index = match tables.iter().position(|t| t.classes == classes) {
                        Some(i) => i,
                        None => {
                            tables.push(Table {
                                classes,
                                users: Vec::new(),
                            });
                            tables.len() - 1
                        }
                    };
                    computed.push((&spec.concepts, win, index));
                    index
                }
            };
            tables[index].users.push(user);
            pair[slot] = index;
        }
        variant_tables.push(pair);
    }

    let mut items = TokenStream::new();
    for (i, table) in tables.iter().enumerate() {
        let dense = format_ident!("TABLE_{}", i);
        let seen = format_ident!("SEEN_{}", i);
        let seen_values = seen_table(&table.classes)
            .map_err(|message| GenerateError::Classify {
                path: table.users.join(", "),
                message,
            })?
            .into_iter()
            .map(Literal::u16_unsuffixed);
        let seen_doc = format!(
            " Class bits and tally (bits 12-15) by seen index. Used by: {}.",
            table.users.join(", ")
        );
        let weights = format_ident!("WEIGHTS_{}", i);
        let weight_values = own_mask_weights(&table.classes);
        let weights_doc = format!(
            " The weight of each own-stone mask. Used by: {}.",
            table.users.join(", ")
        );
        let values = table.classes.iter().map(|&c| Literal::u16_unsuffixed(c));
        let users = table.users.join(", ");
        let dense_doc = format!(" Class bits of every window, by index. Used by: {users}.");
        items.extend(quote! {
            #[doc = #dense_doc]
            static #dense: [u16; #WINDOW_COUNT] = [#(#values),*];
            #[doc = #seen_doc]
            static #seen: [u16; #SEEN_COUNT] = [#(#seen_values),*];
            #[doc = #weights_doc]
            static #weights: [u8; 2048] = [#(#weight_values),*];
        });
    }

    let variants = specs.iter().zip(&variant_tables).map(|(spec, pair)| {
        let name = &spec.name;
        let summary = &spec.summary;
        let file = spec.path.display().to_string();
        let sha = &spec.sha256;
        let black = color_rules(&spec.settings.black);
        let white = color_rules(&spec.settings.white);
        let reading = match spec.settings.straight_four_point_completing_five {
            StraightFourPointCompletingFive::DoesNotCount => {
                quote!(StraightFourPointCompletingFive::DoesNotCount)
            }
            StraightFourPointCompletingFive::Counts => quote!(StraightFourPointCompletingFive::Counts),
        };
        let aliases = &spec.aliases;
        let words = settings_in_words(spec);
        let (keys, values): (Vec<String>, Vec<String>) = words.into_iter().unzip();
        let [db, dw] = pair.map(|i| format_ident!("TABLE_{}", i));
        let board_size = usize::from(spec.board_size);
        let gomocup = match spec.gomocup_rule {
            Some(n) => quote!(Some(#n)),
            None => quote!(None),
        };
        let [sb, sw] = pair.map(|i| format_ident!("SEEN_{}", i));
        let [mb, mw] = pair.map(|i| format_ident!("WEIGHTS_{}", i));
        quote! {
            Rule {
                name: #name,
                aliases: &[#(#aliases),*],
                summary: #summary,
                spec_file: #file,
                spec_sha256: #sha,
                settings: RuleSettings { black: #black, white: #white, straight_four_point_completing_five: #reading },
                settings_in_words: &[#((#keys, #values)),*],
                gomocup_rule: #gomocup,
                board_size: #board_size,
                tables: [&#db, &#dw],
                seen: [&#sb, &#sw],
                weights: [&#mb, &#mw],
            }
        }
    });
    let count = specs.len();
    let mut by_name = phf_codegen::Map::new();
    let mut by_name_keys = std::collections::BTreeMap::new();
    for (i, spec) in specs.iter().enumerate() {
        for name in std::iter::once(&spec.name).chain(&spec.aliases) {
            if by_name_keys.insert(name.as_str(), &spec.name).is_some() {
                return Err(GenerateError::NameTwice(format!("the name `{name}`")));
            }
            by_name.entry(name.as_str(), i.to_string());
        }
    }
    let by_name = phf_tokens(by_name.build())?;
    let mut by_gomocup = phf_codegen::Map::<u32>::new();
    for (i, spec) in specs.iter().enumerate() {
        if let Some(n) = spec.gomocup_rule {
            if specs[..i].iter().any(|s| s.gomocup_rule == Some(n)) {
                return Err(GenerateError::NameTwice(format!("Gomocup rule {n}")));
            }
            by_gomocup.entry(n, i.to_string());
        }
    }
    let by_gomocup = phf_tokens(by_gomocup.build())?;
    items.extend(quote! {
        /// Every rule variant, sorted by name.
        pub static RULES: [Rule; #count] = [#(#variants),*];
        /// Position in [`RULES`] of the default variant.
        pub const DEFAULT_RULE: usize = #default_index;
        /// Position in [`RULES`] of each variant, by name and by each of its aliases.
        pub static RULE_BY_NAME: ::phf::Map<&'static str, usize> = #by_name;
        /// Position in [`RULES`] of the variants that have a Gomocup rule number, by number.
        pub static RULE_BY_GOMOCUP: ::phf::Map<u32, usize> = #by_gomocup;
    });

    let file: syn::File = syn::parse2(items).map_err(|e| GenerateError::Parse(e.to_string()))?;
    let mut out = header(specs);
    out.push_str(&prettyplease::unparse(&file));
    Ok(out)
}

/// A `phf_codegen` map's source as tokens.
fn phf_tokens(map: impl std::fmt::Display) -> Result<TokenStream, GenerateError> {
    map.to_string()
        .parse()
        .map_err(|e: proc_macro2::LexError| GenerateError::Parse(e.to_string()))
}

/// The "generated, do not edit" header naming the generator and every input with its hash.
fn header(specs: &[Spec]) -> String {
    let mut h = format!("// @generated by {GENERATOR} from the rule files:\n");
    for spec in specs {
        h.push_str(&format!(
            "//   {} (sha256 {})\n",
            spec.path.display(),
            spec.sha256
        ));
    }
    h.push_str("// Do not edit: change the rule files (or the generator) and rebuild.\n\n");
    h
}

fn color_rules(rules: &ColorRules) -> TokenStream {
    let win = match rules.win {
        Win::ExactlyFive => quote!(Win::ExactlyFive),
        Win::FiveOrMore => quote!(Win::FiveOrMore),
    };
    let ForbiddenSet {
        overline,
        double_four,
        double_three,
    } = rules.forbidden;
    let open_ends = match rules.five_needs_open_ends {
        FiveNeedsOpenEnds::NoEnd => quote!(FiveNeedsOpenEnds::NoEnd),
        FiveNeedsOpenEnds::OneEnd => quote!(FiveNeedsOpenEnds::OneEnd),
        FiveNeedsOpenEnds::BothEnds => quote!(FiveNeedsOpenEnds::BothEnds),
    };
    quote! {
        ColorRules {
            win: #win,
            five_needs_open_ends: #open_ends,
            forbidden: ForbiddenSet { overline: #overline, double_four: #double_four, double_three: #double_three },
        }
    }
}
