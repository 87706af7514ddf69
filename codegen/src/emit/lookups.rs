//! The keyed lookups into `RULES`, as `phf` maps: `RULE_BY_NAME` (by name and alias) and
//! `RULE_BY_GOMOCUP` (by Gomocup rule number).

use super::GenerateError;
use crate::Spec;
use proc_macro2::TokenStream;
use quote::quote;

/// `RULE_BY_NAME`: the position of each variant by its name and each of its aliases. Fails if
/// two variants answer to one name.
pub(super) fn by_name_item(specs: &[Spec]) -> Result<TokenStream, GenerateError> {
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
    Ok(quote! {
        /// Position in [`RULES`] of each variant, by name and by each of its aliases.
        pub static RULE_BY_NAME: ::phf::Map<&'static str, usize> = #by_name;
    })
}

/// `RULE_BY_GOMOCUP`: the position of each variant that has a Gomocup rule number, by number.
/// Fails if two variants claim one number.
pub(super) fn by_gomocup_item(specs: &[Spec]) -> Result<TokenStream, GenerateError> {
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
    Ok(quote! {
        /// Position in [`RULES`] of the variants that have a Gomocup rule number, by number.
        pub static RULE_BY_GOMOCUP: ::phf::Map<u32, usize> = #by_gomocup;
    })
}

/// A `phf_codegen` map's source as tokens.
fn phf_tokens(map: impl std::fmt::Display) -> Result<TokenStream, GenerateError> {
    map.to_string()
        .parse()
        .map_err(|e: proc_macro2::LexError| GenerateError::Parse(e.to_string()))
}
