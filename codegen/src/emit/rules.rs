//! The variant list as Rust items: `RULES` (one `Rule` per spec, with its settings and
//! tables) and `DEFAULT_RULE`.

use crate::{settings_in_words, Spec};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use renju_vocab::{
    ColorRules, FiveNeedsOpenEnds, ForbiddenSet, StraightFourPointCompletingFive, Win,
};

/// `RULES`: every variant, in the order of `specs`, each with the positions of its black and
/// white tables (`tables`, from [`distinct_tables`](super::classes::distinct_tables)).
pub(super) fn rules_item(specs: &[Spec], tables: &[[usize; 2]]) -> TokenStream {
    let variants = specs
        .iter()
        .zip(tables)
        .map(|(spec, pair)| rule(spec, *pair));
    let count = specs.len();
    quote! {
        /// Every rule variant, sorted by name.
        pub static RULES: [Rule; #count] = [#(#variants),*];
    }
}

/// `DEFAULT_RULE`: the position of the default variant in `RULES`.
pub(super) fn default_rule_item(index: usize) -> TokenStream {
    quote! {
        /// Position in [`RULES`] of the default variant.
        pub const DEFAULT_RULE: usize = #index;
    }
}

/// One `Rule` of `RULES`: the spec's names, file, settings (also in words) and its tables
/// (`TABLE_`, `SEEN_` and `WEIGHTS_` at the positions `pair`, black then white).
fn rule(spec: &Spec, pair: [usize; 2]) -> TokenStream {
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
}

/// One colour's `ColorRules` as an expression.
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
