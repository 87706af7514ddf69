//! The pattern tables of one distinct [`Table`], as Rust items: for a table by window
//! `TABLE_i` (the dense table) and `SEEN_i` (by seen index), for one by wide window `WIDE_i`
//! (by wide seen index); and `WEIGHTS_i` (the own-mask weights).

use super::classes::Table;
use crate::tables::LineTables;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};
use renju_vocab::{SEEN_COUNT, WIDE_SEEN_COUNT, WINDOW_COUNT};

/// The items of table `i`.
pub(super) fn table_items(i: usize, table: &Table) -> TokenStream {
    let users = table.users.join(", ");
    let mut items = match &table.tables.lines {
        LineTables::Windows { dense, seen } => {
            let mut items = u16_item(
                format_ident!("TABLE_{}", i),
                WINDOW_COUNT,
                dense,
                &format!(" Class bits of every window, by index. Used by: {users}."),
            );
            items.extend(u16_item(
                format_ident!("SEEN_{}", i),
                SEEN_COUNT,
                seen,
                &format!(" Class bits and tally (bits 12-15) by seen index. Used by: {users}."),
            ));
            items
        }
        LineTables::Wide { seen } => u16_item(
            format_ident!("WIDE_{}", i),
            WIDE_SEEN_COUNT,
            seen,
            &format!(" Class bits and tally (bits 12-15) by wide seen index. Used by: {users}."),
        ),
    };
    let weights = format_ident!("WEIGHTS_{}", i);
    let weight_values = &table.tables.weights;
    let weights_doc = format!(" The weight of each own-stone mask. Used by: {users}.");
    items.extend(quote! {
        #[doc = #weights_doc]
        static #weights: [u8; 2048] = [#(#weight_values),*];
    });
    items
}

/// `static NAME: [u16; LEN] = [...]`, documented.
fn u16_item(name: proc_macro2::Ident, len: usize, values: &[u16], doc: &str) -> TokenStream {
    let values = values.iter().map(|&c| Literal::u16_unsuffixed(c));
    quote! {
        #[doc = #doc]
        static #name: [u16; #len] = [#(#values),*];
    }
}
