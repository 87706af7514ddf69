//! The pattern tables of one distinct [`Table`], as Rust items: `TABLE_i` (the dense table),
//! `SEEN_i` (by seen index) and `WEIGHTS_i` (the own-mask weights).

use super::classes::{own_mask_weights, Table};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use renju_vocab::{SEEN_COUNT, WINDOW_COUNT};

/// `TABLE_i`: the class bits of every window, by index.
pub(super) fn dense_item(i: usize, table: &Table) -> TokenStream {
    let dense = format_ident!("TABLE_{}", i);
    let values = table.classes.iter().map(|&c| Literal::u16_unsuffixed(c));
    let users = table.users.join(", ");
    let dense_doc = format!(" Class bits of every window, by index. Used by: {users}.");
    quote! {
        #[doc = #dense_doc]
        static #dense: [u16; #WINDOW_COUNT] = [#(#values),*];
    }
}

/// `SEEN_i`: class bits and tally by seen index ([`seen_table`](super::seen_table)).
pub(super) fn seen_item(i: usize, table: &Table) -> TokenStream {
    let seen = format_ident!("SEEN_{}", i);
    let seen_values = table.seen.iter().map(|&c| Literal::u16_unsuffixed(c));
    let seen_doc = format!(
        " Class bits and tally (bits 12-15) by seen index. Used by: {}.",
        table.users.join(", ")
    );
    quote! {
        #[doc = #seen_doc]
        static #seen: [u16; #SEEN_COUNT] = [#(#seen_values),*];
    }
}

/// `WEIGHTS_i`: the weight of each own-stone mask ([`own_mask_weights`]).
pub(super) fn weights_item(i: usize, table: &Table) -> TokenStream {
    let weights = format_ident!("WEIGHTS_{}", i);
    let weight_values = own_mask_weights(&table.classes);
    let weights_doc = format!(
        " The weight of each own-stone mask. Used by: {}.",
        table.users.join(", ")
    );
    quote! {
        #[doc = #weights_doc]
        static #weights: [u8; 2048] = [#(#weight_values),*];
    }
}
