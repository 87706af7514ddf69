//! The variant list as Rust items: `RULES` (one `Rule` per spec, with its settings and
//! tables) and `DEFAULT_RULE`.

use super::classes::Table;
use crate::tables::LineTables;
use crate::{settings_in_words, Spec};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use renju_vocab::{
    BoardEdge, ColorRules, OpenEnds, PatternDefinitions, StraightFourPointCompletingFive, Win,
};

/// `RULES`: every variant, in the order of `specs`, each with the positions of its black and
/// white tables among `tables` (`pairs`, from [`distinct_tables`](super::classes::distinct_tables)).
pub(super) fn rules_item(specs: &[Spec], tables: &[Table], pairs: &[[usize; 2]]) -> TokenStream {
    let variants = specs
        .iter()
        .zip(pairs)
        .map(|(spec, pair)| rule(spec, tables, *pair));
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
/// (`TABLE_` and `SEEN_`, or `WIDE_`, and `WEIGHTS_` at the positions `pair` of `tables`,
/// black then white).
fn rule(spec: &Spec, tables: &[Table], pair: [usize; 2]) -> TokenStream {
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
    let patterns = match spec.settings.patterns {
        PatternDefinitions::Rif => quote!(PatternDefinitions::Rif),
        PatternDefinitions::Other => quote!(PatternDefinitions::Other),
    };
    let aliases = &spec.aliases;
    let words = settings_in_words(spec);
    let (keys, values): (Vec<String>, Vec<String>) = words.into_iter().unzip();
    let board_size = usize::from(spec.board_size);
    let gomocup = match spec.gomocup_rule {
        Some(n) => quote!(Some(#n)),
        None => quote!(None),
    };
    let lines = if matches!(tables[pair[0]].tables.lines, LineTables::Wide { .. }) {
        let [wb, ww] = pair.map(|i| format_ident!("WIDE_{}", i));
        quote!(Lines::Wide { seen: [&#wb, &#ww] })
    } else {
        let [db, dw] = pair.map(|i| format_ident!("TABLE_{}", i));
        let [sb, sw] = pair.map(|i| format_ident!("SEEN_{}", i));
        quote!(Lines::Windows { dense: [&#db, &#dw], seen: [&#sb, &#sw] })
    };
    let [mb, mw] = pair.map(|i| format_ident!("WEIGHTS_{}", i));
    quote! {
        Rule {
            name: #name,
            aliases: &[#(#aliases),*],
            summary: #summary,
            spec_file: #file,
            spec_sha256: #sha,
            settings: RuleSettings { black: #black, white: #white, straight_four_point_completing_five: #reading, patterns: #patterns },
            settings_in_words: &[#((#keys, #values)),*],
            gomocup_rule: #gomocup,
            board_size: #board_size,
            lines: #lines,
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
    // Each kind by its variant (its `Debug` is the variant's name): `ForbiddenSet::of(&[..])`.
    let forbidden = rules.forbidden.iter().map(|kind| format_ident!("{kind:?}"));
    let five = open_ends(rules.five_needs_open_ends);
    let six = open_ends(rules.six_or_more_needs_open_ends);
    let edge = match rules.board_edge {
        BoardEdge::Blocks => quote!(BoardEdge::Blocks),
        BoardEdge::DoesNotBlock => quote!(BoardEdge::DoesNotBlock),
    };
    quote! {
        ColorRules {
            win: #win,
            five_needs_open_ends: #five,
            six_or_more_needs_open_ends: #six,
            board_edge: #edge,
            forbidden: ForbiddenSet::of(&[#(ForbiddenKind::#forbidden),*]),
        }
    }
}

/// An `OpenEnds` as an expression.
fn open_ends(needs: OpenEnds) -> TokenStream {
    match needs {
        OpenEnds::NoEnd => quote!(OpenEnds::NoEnd),
        OpenEnds::OneEnd => quote!(OpenEnds::OneEnd),
        OpenEnds::BothEnds => quote!(OpenEnds::BothEnds),
    }
}
