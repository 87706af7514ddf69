//! The `sgf` format: Smart Game Format FF\[4\] collections of Gomoku/Renju games (GM\[4\]).
//!
//! ```text
//! (;FF[4]GM[4]SZ[15]GN[g130]PB[Black]PW[White];B[hh];W[ig];B[ii])
//! (;FF[4]GM[4]AB[hh][ii]AW[ig];W[gg];B[jj])
//! ```
//!
//! Each game tree of the file is one game; its id is `GN`, else the tree's 1-based index in
//! the file. Only the main line is read (the first variation at every branch). The root must
//! say `GM[4]`. `SZ[n]` (or `SZ[n:n]`; a board that is not square is an error) is the game's
//! [`size`](crate::Game::size), from 5 to 26; without `SZ` the points are read on
//! [`ReadOptions::default_size`](crate::ReadOptions::default_size) (15, as FF\[4\] says for
//! GM\[4\]). A point is two lower-case letters: the column from the left, then the row
//! **from the top**, so on 15x15 `hh` is h8, `aa` is a15 and `ao` is a1; no letter is
//! skipped. `B[..]` and `W[..]` are the moves; setup stones (`AB`, `AW`, with `aa:cc`
//! rectangles) may stand in the nodes before the first move.
//!
//! Strictly read: a property name must be upper-case letters (`b[hh]` is an error, not a
//! property to ignore; the one name with a digit read is `5A`, below), every name must have
//! a value (`A;B[hh]` is an error), and every property must stand in a node. White space may
//! stand between a name and its values (`GM [4]` and `B [hh]` alike). A move with two
//! values, a pass (`B[]`), a point off the board, `AE` or a bad `SZ` is an error in the
//! game's place; the next tree is still read.
//! Text outside any tree (other than white space and a UTF-8 byte-order mark at the start) is
//! an error, and so is an input with no tree at all.
//!
//! Parsing is done by the `sgf-parse` crate, which reads any SGF game (`GM[4]` properties
//! come back as plain strings). Around it, this module splits the input into game trees as
//! it streams (so a collection is never held whole), checks each tree's lexical form, and
//! refuses, before parsing, a tree longer than `--max-record-bytes` or nested deeper than
//! [`MAX_NODE_DEPTH`] nodes (the crate's trees nest one level per node, and a hostile file
//! must not exhaust the stack).
//!
//! # The opening
//!
//! The renju servers write three more things of a game's opening, which the game's
//! [`opening`](crate::Game::opening) holds ([`OpeningNotes`]):
//!
//! ```text
//! (;GM[4]FF[4]SZ[15]GN[PlayerA-PlayerB(B) : RIF rule]SW[YES]5A[gi][jh]
//! ;B[hh];W[hg];B[jf];W[ig];B[jh];W[kg])
//! ```
//!
//! - The opening rule: `RU[..]` of the root, as written; without it, the rule a root `GN` ends
//!   with in ORC Game Center's form, `... : RIF rule` (the words between the last `:` and the
//!   last word `rule`; `Unknown` is no rule). A game name of any other form names no rule.
//! - The fifth-move offers: `5A[..][..]`, or `FA[..][..]`, one SGF point a value (as `B[..]`).
//!   A game of five moves or more has the offers after move 4: the listed points, then the
//!   fifth move (the offer kept) unless they name it, each of the fifth move's colour.
//! - A swap: `SW[YES]` or `SW[NO]` (in any case), of the one place the rule allows a swap
//!   (RIF's, after move 3): kept as [`swap_marks`](crate::OpeningNotes::swap_marks) `R` or
//!   `-` for the referee to place; another value is kept as written, and the referee says it
//!   could not place it.
//!
//! `SW` and `5A`/`FA` may stand in any node of the main line, once each. What a game does not
//! say stays empty; an offer that cannot be read is an error in the game's place, naming the
//! property and its values: `bad 5A value [gi][zz]: offer 2 (zz) is off the 15x15 board`,
//! `5A is given twice`.
//!
//! These properties are not in FF\[4\]; the reading follows the reader of ORC Game Center's
//! and RenjuBase's files by starpentagon (github.com/starpentagon/realcore,
//! `src/SGFParser.cc`, used by starpentagon/renju_sgf_parser): the rule from `GN` or `RU`, the
//! fifth-move offers ("alternative moves") from `5A` or `FA`, and its test sample
//! `SW[NO]5A[gg][hh]GN[PlayerA-PlayerB(B) : RIF rule]`. That sample shows `SW[NO]` only;
//! `SW[YES]` is read as its counterpart. It does not show whether the offers name the fifth
//! move kept, hence the fifth move added when they do not. (The same sample says `GM[5]`,
//! which this reader refuses: the root must say `GM[4]`.)

mod split;

use crate::notes::fifth_offers;
use crate::size::{last_column, MAX_SIZE, MIN_SIZE};
use crate::{check_size, Color, Game, Item, Location, Move, OpeningNotes, RecordError};
use sgf_parse::unknown_game::Prop;
use sgf_parse::{GameTree, SgfNode};
use split::Splitter;
use std::io::BufRead;

/// The deepest chain of nodes a game tree may have (a game on 26x26 has at most 676 moves;
/// comments and setup nodes get room to spare).
pub const MAX_NODE_DEPTH: usize = 2000;

/// The games of an SGF input, one per game tree; trees without `SZ` are read on a board of
/// side `default_size`.
pub fn read<'a, R: BufRead + Send + 'a>(
    reader: R,
    max_record_bytes: usize,
    default_size: usize,
) -> impl Iterator<Item = Item> + Send + 'a {
    let mut splitter = Splitter::new(reader, max_record_bytes);
    std::iter::from_fn(move || {
        let tree = splitter.next_tree()?;
        let location = Location::Line(tree.line);
        let fail = |id: Option<String>, message: String| RecordError {
            id,
            location,
            message,
        };
        let text = match tree.text {
            Ok(text) => text,
            Err(message) => return Some(Err(fail(None, message))),
        };
        let text = String::from_utf8_lossy(&text);
        let parsed = match sgf_parse::parse(&text) {
            Ok(trees) => trees,
            Err(e) => return Some(Err(fail(None, format!("bad SGF: {e}")))),
        };
        Some(match parsed.into_iter().next() {
            Some(GameTree::Unknown(root)) => {
                game(&root, tree.index, location, default_size, tree.five_a)
                    .map_err(|(id, message)| fail(Some(id), message))
            }
            Some(GameTree::GoGame(_)) | None => Err(fail(
                None,
                "not a Gomoku/Renju game tree: the root must say GM[4]".to_string(),
            )),
        })
    })
}

/// The values of a property as SGF writes them: `[hh][ii]`.
fn values_text(values: &[String]) -> String {
    values.iter().map(|v| format!("[{v}]")).collect()
}

/// Why an `SZ` value of numbers too large for the SGF parser (`300`, `300:15`) is no board
/// read, in [`check_size`]'s words; `None` if the value is not such numbers.
fn too_large_size(value: &str) -> Option<String> {
    let (columns, rows) = value.split_once(':').unwrap_or((value, value));
    fn number(text: &str) -> Option<&str> {
        let digits = text.trim_start_matches('0');
        let all_digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        all_digits.then_some(if digits.is_empty() { "0" } else { digits })
    }
    let (columns, rows) = (number(columns)?, number(rows)?);
    // Any number the parser refused has more than three digits or is over 255, so it is
    // past every supported size.
    let as_size = |n: &str| n.parse::<usize>().unwrap_or(usize::MAX);
    match check_size(as_size(columns), as_size(rows)) {
        Err(_) if columns != rows => Some(format!("a {columns}x{rows} board is not square")),
        Err(_) => Some(format!(
            "a {columns}x{rows} board: sizes from {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE} are read"
        )),
        Ok(_) => None,
    }
}

/// The game of one parsed game tree: its root properties and main line. `five_a`: the tree's
/// offers were written `5A` (the parser has them as `FA`).
fn game(
    root: &SgfNode<Prop>,
    index: u64,
    location: Location,
    default_size: usize,
    five_a: bool,
) -> Result<Game, (String, String)> {
    let id = match root.get_property("GN") {
        Some(Prop::GN(name)) if !name.text.trim().is_empty() => name.text.trim().to_string(),
        _ => index.to_string(),
    };
    let fail = |message: String| (id.clone(), message);
    match root.get_property("GM") {
        Some(Prop::GM(4)) => {}
        _ => {
            return Err(fail(
                "not a Gomoku/Renju game tree: the root must say GM[4]".to_string(),
            ))
        }
    }
    let size = match root.get_property("SZ") {
        None => None,
        Some(Prop::SZ((columns, rows))) => Some(
            check_size(usize::from(*columns), usize::from(*rows))
                .map_err(|why| fail(format!("SZ says {why}")))?,
        ),
        Some(Prop::Invalid(_, values)) => {
            return Err(fail(match values.as_slice() {
                // A number too large for the parser's (SZ[300]) is a size all the same.
                [one] => match too_large_size(one) {
                    Some(why) => format!("SZ says {why}"),
                    None => format!(
                        "bad board size SZ{}: a number, or columns:rows",
                        values_text(values)
                    ),
                },
                _ => format!(
                    "bad board size SZ{}: a number, or columns:rows",
                    values_text(values)
                ),
            }));
        }
        Some(_) => return Err(fail("bad board size SZ".to_string())),
    };
    let side = size.unwrap_or(default_size);
    let mut setup = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    let offers_name = if five_a { "5A" } else { "FA" };
    // The values of SW and of 5A/FA, where the main line gives them.
    let (mut swap, mut offered): (Option<&[String]>, Option<&[String]>) = (None, None);
    for node in root.main_variation() {
        for prop in node.properties() {
            let (color, value) = match prop {
                Prop::Unknown(name, values) if name == "SW" || name == "FA" => {
                    let (held, shown) = if name == "SW" {
                        (&mut swap, "SW")
                    } else {
                        (&mut offered, offers_name)
                    };
                    if held.replace(values).is_some() {
                        return Err(fail(format!("{shown} is given twice")));
                    }
                    continue;
                }
                Prop::B(value) => (Color::Black, value),
                Prop::W(value) => (Color::White, value),
                Prop::AB(points) | Prop::AW(points) => {
                    let color = if matches!(prop, Prop::AB(_)) {
                        Color::Black
                    } else {
                        Color::White
                    };
                    if !moves.is_empty() {
                        return Err(fail(format!(
                            "setup stones after move {} are not supported",
                            moves.len()
                        )));
                    }
                    let mut stones = Vec::new();
                    for value in points {
                        stones.extend(setup_points(value, side).map_err(&fail)?);
                    }
                    stones.sort();
                    setup.extend(
                        stones
                            .into_iter()
                            .map(|(row, col)| Move { col, row, color }),
                    );
                    continue;
                }
                Prop::AE(_) => {
                    return Err(fail("AE (removing stones) is not supported".to_string()))
                }
                Prop::Invalid(name, values) if ["B", "W", "AB", "AW"].contains(&name.as_str()) => {
                    let what = if name.len() == 1 {
                        "a move has one value"
                    } else {
                        "each value is a point or a rectangle aa:cc"
                    };
                    return Err(fail(format!(
                        "bad {name} value {}: {what}",
                        values_text(values)
                    )));
                }
                _ => continue,
            };
            let k = moves.len() + 1;
            if k > side * side {
                return Err(fail(format!("more than {} moves", side * side)));
            }
            let (col, row) =
                sgf_point(value, side).map_err(|why| fail(format!("move {k} {why}")))?;
            moves.push(Move { col, row, color });
        }
    }
    let rule = match root.get_property("RU") {
        Some(Prop::RU(text)) => Some(text.text.trim()).filter(|t| !t.is_empty()),
        Some(Prop::Invalid(_, values)) => {
            return Err(fail(format!(
                "bad RU value {}: one opening rule name",
                values_text(values)
            )))
        }
        _ => None,
    };
    let rule = rule
        .map(str::to_string)
        .or_else(|| match root.get_property("GN") {
            Some(Prop::GN(name)) => rule_in_game_name(&name.text),
            _ => None,
        });
    let mut events = Vec::new();
    // SW[YES] and SW[NO] speak of the one place the rule allows a swap; the referee places
    // it. Another value is kept as written (the referee says it could not place it).
    let swap_marks = swap.map(|values| match values {
        [one] if one.trim().eq_ignore_ascii_case("yes") => "R".to_string(),
        [one] if one.trim().eq_ignore_ascii_case("no") => "-".to_string(),
        _ => values.join(","),
    });
    if let Some(values) = offered {
        let mut points = Vec::with_capacity(values.len());
        for (i, value) in values.iter().enumerate() {
            let k = i + 1;
            let (col, row) = match value.as_str() {
                "" => Err("is empty".to_string()),
                _ => sgf_point(value, side),
            }
            .map_err(|why| {
                fail(format!(
                    "bad {offers_name} value {}: offer {k} {why}",
                    values_text(values)
                ))
            })?;
            points.push(Move {
                col,
                row,
                color: Color::Black,
            });
        }
        events.extend(fifth_offers(&points, &moves));
    }
    Ok(Game {
        id,
        location,
        size,
        setup,
        moves,
        opening: OpeningNotes {
            events,
            rule,
            opening: None,
            swap_marks,
        },
    })
}

/// The opening rule a game name gives in the form ORC Game Center writes it,
/// `PlayerA-PlayerB(B) : RIF rule`: the words between the last `:` and a last word `rule` (in
/// any case), as written; `None` for a name not of that form, and for the rule `Unknown`.
///
/// ```text
/// "PlayerA-PlayerB(B) : RIF rule"        RIF
/// "A-B : Taraguchi-10 rule"              Taraguchi-10
/// "A-B : Unknown rule", "Final, round 2"  none
/// ```
fn rule_in_game_name(name: &str) -> Option<String> {
    let name = name.trim();
    let cut = name.len().checked_sub(4)?;
    let (before, last) = (name.get(..cut)?, name.get(cut..)?);
    if !last.eq_ignore_ascii_case("rule") || !before.ends_with(char::is_whitespace) {
        return None;
    }
    let (_, rule) = before.rsplit_once(':')?;
    let rule = rule.trim();
    (!rule.is_empty() && !rule.eq_ignore_ascii_case("unknown")).then(|| rule.to_string())
}

/// The point an SGF point value names on a board of side `size`, as (column, row): column
/// from the left, row from the top in the value, from the bottom in the answer.
///
/// ```
/// use renju_records::{point_name, sgf::sgf_point};
/// let name = |value, size| sgf_point(value, size).map(|(c, r)| point_name(c, r));
/// assert_eq!(name("hh", 15).unwrap(), "h8");
/// assert_eq!(name("aa", 15).unwrap(), "a15");
/// assert_eq!(name("ao", 15).unwrap(), "a1");
/// assert_eq!(name("aa", 19).unwrap(), "a19");
/// assert_eq!(name("pa", 15).unwrap_err(), "(pa) is off the 15x15 board");
/// assert!(name("", 15).is_err());
/// ```
pub fn sgf_point(value: &str, size: usize) -> Result<(u8, u8), String> {
    match value.as_bytes() {
        [] => Err("is a pass (an empty value), which renju records cannot hold".to_string()),
        &[c, r] if c.is_ascii_lowercase() && r.is_ascii_lowercase() => {
            let (col, from_top) = (c - b'a', r - b'a');
            if usize::from(col) < size && usize::from(from_top) < size {
                Ok((col, size as u8 - 1 - from_top))
            } else {
                Err(format!("({value}) is off the {size}x{size} board"))
            }
        }
        _ => Err(format!(
            "({value:?}) is not an SGF point (two letters a-{}: column, then row from the top)",
            last_column(size)
        )),
    }
}

/// The points of a setup value, as (row, column) for sorting in row-major order: one point,
/// or an `aa:cc` rectangle.
fn setup_points(value: &str, size: usize) -> Result<Vec<(u8, u8)>, String> {
    let bad = |why: String| format!("setup stone {why}");
    let Some((first, last)) = value.split_once(':') else {
        let (col, row) = sgf_point(value, size).map_err(bad)?;
        return Ok(vec![(row, col)]);
    };
    let (a, b) = (
        sgf_point(first, size).map_err(bad)?,
        sgf_point(last, size).map_err(bad)?,
    );
    let mut points = Vec::new();
    for row in a.1.min(b.1)..=a.1.max(b.1) {
        for col in a.0.min(b.0)..=a.0.max(b.0) {
            points.push((row, col));
        }
    }
    Ok(points)
}
