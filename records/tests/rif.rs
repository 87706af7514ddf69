//! The RenjuNet XML reader: every `<game>` is answered with its moves or named in an error
//! (issue 25, defects 4, 11 and 14).

mod common;

use common::{read, read_max, show};
use renju_records::Format;

fn rif(text: &str) -> Vec<String> {
    show(&read(Format::Rif, text.as_bytes()))
}

#[test]
fn games_have_their_ids_and_size_15() {
    assert_eq!(
        rif("<database><games>\n\
             <game id=\"1\"><move>h8 i9</move></game>\n\
             <game><move><![CDATA[a1 o15]]></move></game>\n\
             <game id=\"3\"/>\n\
             </games></database>"),
        ["1 Some(15): h8 i9", "2 Some(15): a1 o15", "3 Some(15): "]
    );
}

#[test]
fn ids_are_xml_unescaped() {
    // `&amp;` is `&`, `&lt;` is `<`, `&#65;` is `A`; they used to come out raw.
    assert_eq!(
        rif("<games><game id=\"a&amp;b&lt;&#65;\"><move>h8</move></game></games>"),
        ["a&b<A Some(15): h8"]
    );
}

#[test]
fn games_after_an_entity_error_with_a_long_remainder_are_still_read() {
    // Game 1 holds an entity in its moves, then more text than the bound (1000 bytes) before
    // its end; game 2 used to vanish with no error line.
    let long = "h8 ".repeat(600);
    let xml = format!(
        "<games>\n<game id=\"1\"><move>h8 &amp; i9 {long}</move></game>\n\
         <game id=\"2\"><move>h8</move></game>\n</games>"
    );
    assert_eq!(
        show(&read_max(Format::Rif, xml.as_bytes(), 1000)),
        [
            "! 1 line 2: an entity reference (&...;) in the move text",
            "2 Some(15): h8",
        ]
    );
}

#[test]
fn games_after_a_second_move_with_a_long_remainder_are_still_read() {
    let long = "x".repeat(3000);
    let xml = format!(
        "<games>\n<game id=\"1\"><move>h8</move><move>i9</move><note>{long}</note>\
         <move>{long}</move></game>\n<game id=\"2\"><move>j10</move></game>\n</games>"
    );
    assert_eq!(
        show(&read_max(Format::Rif, xml.as_bytes(), 1000)),
        ["! 1 line 2: two <move> elements", "2 Some(15): j10"]
    );
}

#[test]
fn move_text_over_the_bound_is_an_error_and_the_next_game_is_read() {
    let xml = format!(
        "<games><game id=\"1\"><move>{}</move></game>\n<game id=\"2\"><move>h8</move></game></games>",
        "h8 ".repeat(2000)
    );
    assert_eq!(
        show(&read_max(Format::Rif, xml.as_bytes(), 1000)),
        [
            "! 1 line 1: move text longer than 1000 bytes (--max-record-bytes)",
            "2 Some(15): h8",
        ]
    );
    // A text run outside the games longer than the bound: one error, and the game after it.
    let xml = format!(
        "<games><note>{}</note>\n<game id=\"3\"><move>i9</move></game></games>",
        "y".repeat(5000)
    );
    assert_eq!(
        show(&read_max(Format::Rif, xml.as_bytes(), 1000)),
        [
            "! - line 1: a text longer than 1000 bytes (--max-record-bytes), outside any <game>",
            "3 Some(15): i9",
        ]
    );
}

#[test]
fn a_game_inside_a_game_is_answered_and_so_is_the_outer_one() {
    // Before, the reading stopped at the inner <game> without a word about the rest.
    assert_eq!(
        rif("<games>\n<game id=\"outer\"><move>h8</move>\n\
             <game id=\"inner\"><move>i9</move></game>\n\
             </game>\n<game id=\"after\"><move>j10</move></game>\n</games>"),
        [
            "! outer line 2: holds another <game> (at line 3); not judged",
            "inner Some(15): i9",
            "after Some(15): j10",
        ]
    );
}

#[test]
fn a_document_without_games_is_an_error() {
    // It used to pass as a database of 0 games.
    assert_eq!(
        rif("<?xml version=\"1.0\"?>\n<database><players/></database>\n"),
        ["! - line 3: no <game> element: not a RenjuNet database"]
    );
}

#[test]
fn broken_xml_stops_the_file_naming_the_game() {
    let items = rif("<games><game id=\"1\"><move>h8</move></game>\n\
                     <game id=\"2\"><move>h8</mvoe></game></games>");
    assert_eq!(items.len(), 2, "{items:?}");
    assert_eq!(items[0], "1 Some(15): h8");
    assert!(
        items[1].starts_with("! 2 line 2: bad XML at line 2: ")
            && items[1].ends_with("; stopped reading"),
        "{}",
        items[1]
    );
}
