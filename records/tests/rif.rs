//! The RenjuNet XML reader: every `<game>` is answered with its moves or named in an error
//! (issue 25, defects 4, 11 and 14).

use crate::common;

use common::{read, read_max, show, show_opening};
use renju_records::Format;

fn rif(text: &str) -> Vec<String> {
    show(&read(Format::Rif, text.as_bytes()))
}

/// Each record with what it says of its opening.
fn rif_opening(text: &str) -> Vec<String> {
    show_opening(&read(Format::Rif, text.as_bytes()))
}

/// The tables of the samples below: rule and opening ids as a RenjuNet database gives them
/// (`<rule id name>`, `<opening id abbr name>`), one rule with an `<info>` child.
const TABLES: &str = "<rules>\n\
    <rule id=\"1\" name=\"RIF\"><info>Renju International Federation</info></rule>\n\
    <rule id=\"2\" name=\"Yamaguchi\"/>\n\
    <rule id=\"3\" name=\"Soos&#245;rv-8\"/>\n\
    </rules>\n\
    <openings>\n\
    <opening id=\"21\" abbr=\"d8\" name=\"Shougetsu\"/>\n\
    <opening id=\"22\" name=\"Kyuugetsu\"/>\n\
    </openings>\n";

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

#[test]
fn the_tables_name_the_rule_and_the_opening_and_alt_and_swap_give_the_events() {
    // Game 1: RIF with swap "R", kept as written (the referee places it: RIF's one place for
    // a swap is after move 3). The moves are h8 h9 h7 h6 i9 g7, so the fifth move is i9
    // (black); `alt` is the offer not kept, i8: the offers after move 4 are i8, then i9.
    // Game 2: RIF, "-" and a blank `alt`: the rule and the mark.
    // Game 3: Yamaguchi; `alt` names the fifth move j8 too, so it is not added again: j8, g8
    // as written.
    // Game 4: Soosõrv-8 (the entity is õ), "R-" as written; the offers are read. Opening 22
    // has no `abbr`: no opening.
    // Game 5: ids the tables do not hold: nothing.
    // Game 6: two moves: the offers before move 5 are not there; the mark is kept.
    // Game 7: no `rule`: the mark is kept all the same.
    let xml = format!(
        "<database>\n{TABLES}<games>\n\
         <game id=\"1\" rule=\"1\" opening=\"21\" alt=\"i8\" swap=\"R\"><move>h8 h9 h7 h6 i9 g7</move></game>\n\
         <game id=\"2\" rule=\"1\" opening=\"21\" alt=\" \" swap=\"-\"><move>h8 h9 h7 h6 i9</move></game>\n\
         <game id=\"3\" rule=\"2\" alt=\"j8 g8\" swap=\"R\"><move>h8 h9 h7 h6 j8</move></game>\n\
         <game id=\"4\" rule=\"3\" opening=\"22\" alt=\"i8\" swap=\"R-\"><move>h8 h9 h7 h6 i9</move></game>\n\
         <game id=\"5\" rule=\"9\" opening=\"99\"><move>h8</move></game>\n\
         <game id=\"6\" rule=\"1\" alt=\"i8\" swap=\"R\"><move>h8 h9</move></game>\n\
         <game id=\"7\" swap=\"R\"><move>h8 h9 h7</move></game>\n\
         </games>\n</database>"
    );
    assert_eq!(
        rif_opening(&xml),
        [
            "1 Some(15): h8 h9 h7 h6 i9 g7 | rule=RIF opening=d8 swap=R 4:offers=i8,i9",
            "2 Some(15): h8 h9 h7 h6 i9 | rule=RIF opening=d8 swap=-",
            "3 Some(15): h8 h9 h7 h6 j8 | rule=Yamaguchi swap=R 4:offers=j8,g8",
            "4 Some(15): h8 h9 h7 h6 i9 | rule=Soosõrv-8 swap=R- 4:offers=i8,i9",
            "5 Some(15): h8 | -",
            "6 Some(15): h8 h9 | rule=RIF swap=R",
            "7 Some(15): h8 h9 h7 | swap=R",
        ]
    );
}

#[test]
fn an_alt_that_cannot_be_read_is_an_error_naming_it_and_a_swap_is_kept_as_written() {
    let xml = format!(
        "<database>\n{TABLES}<games>\n\
         <game id=\"1\" alt=\"i8 zz\"><move>h8 h9 h7 h6 i9</move></game>\n\
         <game id=\"2\" alt=\"p3\"><move>h8</move></game>\n\
         <game id=\"3\" swap=\"x\"><move>h8 h9 h7</move></game>\n\
         <game id=\"4\" alt=\"0\" swap=\"0\"><move>h8 h9 h7</move></game>\n\
         <game id=\"6\" rule=\"1\" alt=\"i8,g8\" swap=\"R\"><move>h8 h9 h7 h6 i9</move></game>\n\
         </games>\n</database>"
    );
    assert_eq!(
        rif_opening(&xml),
        [
            "! 1 line 12: alt=\"i8 zz\": offer 2: \"zz\" is not a point (a column a-o and a row 1-15, like h8)",
            // A point off the board is an error in a game too short to have offers.
            "! 2 line 13: alt=\"p3\": offer 1 (p3) is off the 15x15 board",
            // A swap value the referee cannot place is its to say (it lists it unchecked).
            "3 Some(15): h8 h9 h7 | swap=x",
            // 0 is the database's value for an empty field.
            "4 Some(15): h8 h9 h7 | -",
            "6 Some(15): h8 h9 h7 h6 i9 | rule=RIF swap=R 4:offers=i8,g8,i9",
        ]
    );
}

#[test]
fn tables_after_the_games_name_only_the_games_after_them() {
    // Game 1 comes before the tables: no rule and no opening; its swap mark and offers are
    // read. Game 2 comes after them.
    let xml = format!(
        "<database>\n<games>\n\
         <game id=\"1\" rule=\"1\" opening=\"21\" alt=\"i8\" swap=\"R\"><move>h8 h9 h7 h6 i9</move></game>\n\
         </games>\n{TABLES}<games>\n\
         <game id=\"2\" rule=\"1\" opening=\"21\" alt=\"i8\" swap=\"R\"><move>h8 h9 h7 h6 i9</move></game>\n\
         </games>\n</database>"
    );
    assert_eq!(
        rif_opening(&xml),
        [
            "1 Some(15): h8 h9 h7 h6 i9 | swap=R 4:offers=i8,i9",
            "2 Some(15): h8 h9 h7 h6 i9 | rule=RIF opening=d8 swap=R 4:offers=i8,i9",
        ]
    );
}

#[test]
fn the_tables_are_held_to_the_record_bound() {
    // Each entry costs its id and name and 64 bytes: rule 1 (1 + 3 + 64 = 68) and rule 2
    // (1 + 9 + 64 = 74) fit in 200 bytes; rule 3 (1 + 10 + 64 = 75: õ is two bytes) does not,
    // and is said once, on its line; a game naming it has no rule.
    let xml = format!(
        "<database>\n{TABLES}<rules><rule id=\"4\" name=\"RIF\"/></rules>\n<games>\n\
         <game id=\"a\" rule=\"2\"><move>h8</move></game>\n\
         <game id=\"b\" rule=\"3\"><move>h8</move></game>\n\
         </games>\n</database>"
    );
    assert_eq!(
        show_opening(&read_max(Format::Rif, xml.as_bytes(), 200)),
        [
            "! - line 5: the <rules> and <openings> tables hold more than 200 bytes (--max-record-bytes): \
             their entries from here on are not read, and a game naming one has no rule or opening",
            "a Some(15): h8 | rule=Yamaguchi",
            "b Some(15): h8 | -",
        ]
    );
}
