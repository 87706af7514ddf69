//! The `sgf` format: Smart Game Format FF\[4\] collections of Gomoku/Renju games (GM\[4\]).
//!
//! ```text
//! (;FF[4]GM[4]SZ[15]GN[g130]PB[Black]PW[White];B[hh];W[ig];B[ii])
//! (;FF[4]GM[4]AB[hh][ii]AW[ig];W[gg];B[jj])
//! ```
//!
//! Each game tree of the file is one game; its id is `GN`, else the tree's 1-based index in
//! the file. Only the main line is replayed (the first variation at every branch). A point is
//! two lower-case letters: the column from the left (`a` = column a), then the row **from the
//! top** (`a` = row 15, `o` = row 1), so `hh` is h8, `aa` is a15 and `ao` is a1; no letter is
//! skipped. `B[..]` and `W[..]` are the moves, which must alternate; setup stones (`AB`,
//! `AW`, with `aa:cc` rectangles) may stand in the nodes before the first move. The root must
//! say `GM[4]`; `SZ` other than 15 cannot be played.
//!
//! Parsing is done by the `sgf-parse` crate, which reads any SGF game (`GM[4]` properties
//! come back as plain strings). Around it, this module splits the input into game trees as
//! it streams (so a collection is never held whole) and refuses, before parsing, a tree
//! longer than `--max-record-bytes` or nested deeper than [`MAX_NODE_DEPTH`] nodes (the
//! crate's trees nest one level per node, and a hostile file must not exhaust the stack).

use super::{Item, Location, Move, Record, RecordError, MAX_MOVES};
use renju::{Color, Point, SIZE};
use sgf_parse::unknown_game::Prop;
use sgf_parse::{GameTree, SgfNode};
use std::io::BufRead;

/// The deepest chain of nodes a game tree may have (a game has at most 225 moves; comments
/// and setup nodes get room to spare).
pub const MAX_NODE_DEPTH: usize = 2000;

/// Splits a byte stream into top-level game trees, tracking brackets, escapes and lines.
struct Splitter {
    reader: Box<dyn BufRead + Send>,
    max_bytes: usize,
    line: u64,
    index: u64,
    done: bool,
}

/// One top-level game tree, or the reason it was not kept.
struct Tree {
    index: u64,
    line: u64,
    text: Result<Vec<u8>, String>,
}

impl Splitter {
    /// The next game tree, `None` at the end of the input.
    fn next_tree(&mut self) -> Option<Tree> {
        let mut text = Vec::new();
        let mut refused: Option<String> = None;
        let mut depth = 0usize; // parenthesis nesting
        let mut in_value = false;
        let mut escaped = false;
        let mut node_depth = 0usize;
        let mut saved_depths: Vec<usize> = Vec::new();
        let mut start_line = self.line;
        let mut junk_line: Option<u64> = None;
        while !self.done {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) => {
                    self.done = true;
                    return Some(Tree {
                        index: self.index + 1,
                        line: self.line,
                        text: Err(format!("cannot read: {e}")),
                    });
                }
            };
            if chunk.is_empty() {
                self.done = true;
                break;
            }
            let mut used = 0;
            let mut finished = false;
            for &b in chunk {
                if depth == 0 && b == b'(' && junk_line.is_some() {
                    // Answer the stray text first; this tree is read by the next call.
                    finished = true;
                    break;
                }
                used += 1;
                if b == b'\n' {
                    self.line += 1;
                }
                if depth == 0 {
                    if b == b'(' {
                        depth = 1;
                        start_line = self.line;
                        saved_depths.clear();
                        node_depth = 0;
                    } else {
                        // White space (and a UTF-8 byte-order mark) may stand between trees.
                        let blank = b.is_ascii_whitespace() || (b >= 0x80 && text.is_empty());
                        if !blank {
                            junk_line.get_or_insert(self.line);
                        }
                        continue;
                    }
                } else if in_value {
                    match (escaped, b) {
                        (false, b'\\') => escaped = true,
                        (false, b']') => in_value = false,
                        _ => escaped = false,
                    }
                } else {
                    match b {
                        b'[' => in_value = true,
                        b';' => {
                            node_depth += 1;
                            if node_depth > MAX_NODE_DEPTH && refused.is_none() {
                                refused = Some(format!(
                                    "a line of play deeper than {MAX_NODE_DEPTH} nodes"
                                ));
                            }
                        }
                        b'(' => {
                            depth += 1;
                            if saved_depths.len() < MAX_NODE_DEPTH {
                                saved_depths.push(node_depth);
                            } else if refused.is_none() {
                                refused =
                                    Some(format!("variations nested deeper than {MAX_NODE_DEPTH}"));
                            }
                        }
                        b')' => {
                            depth -= 1;
                            node_depth = saved_depths.pop().unwrap_or(0);
                        }
                        _ => {}
                    }
                }
                if refused.is_none() {
                    if text.len() >= self.max_bytes {
                        refused = Some(format!(
                            "a game tree longer than {} bytes (--max-record-bytes)",
                            self.max_bytes
                        ));
                        text = Vec::new();
                    } else {
                        text.push(b);
                    }
                }
                if depth == 0 {
                    finished = true;
                    break;
                }
            }
            self.reader.consume(used);
            if finished {
                break;
            }
        }
        if let Some(line) = junk_line {
            return Some(Tree {
                index: self.index,
                line: line + 1,
                text: Err("text outside any game tree (a tree starts with '(')".to_string()),
            });
        }
        if depth == 0 && text.is_empty() && refused.is_none() {
            return None;
        }
        self.index += 1;
        let text = match refused {
            Some(reason) => Err(reason),
            None if depth != 0 => Err("the file ends inside this game tree".to_string()),
            None => Ok(text),
        };
        Some(Tree {
            index: self.index,
            line: start_line + 1,
            text,
        })
    }
}

/// The games of an SGF input, one per game tree.
pub fn read(
    reader: Box<dyn BufRead + Send>,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send {
    let mut splitter = Splitter {
        reader,
        max_bytes: max_record_bytes,
        line: 0,
        index: 0,
        done: false,
    };
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
                game(&root, tree.index, location).map_err(|(id, message)| fail(Some(id), message))
            }
            Some(GameTree::GoGame(_)) | None => Err(fail(
                None,
                "not a Gomoku/Renju game tree: the root must say GM[4]".to_string(),
            )),
        })
    })
}

/// The record of one parsed game tree: its root properties and main line.
fn game(root: &SgfNode<Prop>, index: u64, location: Location) -> Result<Record, (String, String)> {
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
    let board_size = match root.get_property("SZ") {
        None => None,
        Some(Prop::SZ((columns, rows))) => Some((u32::from(*columns), u32::from(*rows))),
        Some(other) => return Err(fail(format!("bad board size {other:?}"))),
    };
    let mut setup = Vec::new();
    let mut moves: Vec<Move> = Vec::new();
    for node in root.main_variation() {
        for prop in node.properties() {
            let (color, value) = match prop {
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
                        stones.extend(setup_points(value).map_err(&fail)?);
                    }
                    stones.sort();
                    setup.extend(stones.into_iter().map(|point| Move { point, color }));
                    continue;
                }
                Prop::AE(_) => {
                    return Err(fail("AE (removing stones) is not supported".to_string()))
                }
                Prop::Invalid(name, values) if ["B", "W", "AB", "AW"].contains(&name.as_str()) => {
                    return Err(fail(format!("bad {name} value {values:?}")))
                }
                _ => continue,
            };
            let k = moves.len() + 1;
            if k > MAX_MOVES {
                return Err(fail(format!("more than {MAX_MOVES} moves")));
            }
            let point = sgf_point(value).map_err(|why| fail(format!("move {k} {why}")))?;
            moves.push(Move { point, color });
        }
    }
    Ok(Record {
        id,
        location,
        board_size,
        setup,
        moves,
    })
}

/// The point an SGF point value names: column from the left, row from the top.
///
/// ```
/// use renju_cli::replay::sgf::sgf_point;
/// assert_eq!(sgf_point("hh").unwrap().to_string(), "h8");
/// assert_eq!(sgf_point("aa").unwrap().to_string(), "a15");
/// assert_eq!(sgf_point("ao").unwrap().to_string(), "a1");
/// assert_eq!(sgf_point("oa").unwrap().to_string(), "o15");
/// assert!(sgf_point("pa").is_err());
/// assert!(sgf_point("").is_err());
/// ```
pub fn sgf_point(value: &str) -> Result<Point, String> {
    match value.as_bytes() {
        [] => Err("is a pass (an empty value), which renju records cannot hold".to_string()),
        &[c, r] if c.is_ascii_lowercase() && r.is_ascii_lowercase() => {
            let (col, from_top) = (usize::from(c - b'a'), usize::from(r - b'a'));
            (from_top < SIZE)
                .then(|| Point::new(col, SIZE - 1 - from_top))
                .flatten()
                .ok_or_else(|| format!("({value}) is off the board"))
        }
        _ => Err(format!(
            "({value:?}) is not an SGF point (two letters a-o: column, then row from the top)"
        )),
    }
}

/// The points of a setup value: one point, or an `aa:cc` rectangle.
fn setup_points(value: &str) -> Result<Vec<Point>, String> {
    let bad = |why: String| format!("setup stone {why}");
    let Some((first, last)) = value.split_once(':') else {
        return Ok(vec![sgf_point(value).map_err(bad)?]);
    };
    let (a, b) = (
        sgf_point(first).map_err(bad)?,
        sgf_point(last).map_err(bad)?,
    );
    let mut points = Vec::new();
    for row in a.row().min(b.row())..=a.row().max(b.row()) {
        for col in a.col().min(b.col())..=a.col().max(b.col()) {
            points.extend(Point::new(col, row));
        }
    }
    Ok(points)
}
