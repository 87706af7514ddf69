//! Splitting an SGF stream into its top-level game trees, checking each tree's lexical form on
//! the way (FF\[4\]: property names of upper-case letters, each followed by one or more
//! values, every property inside a node), so that the parser sees only well-formed text and
//! nothing it might read leniently is lost without a word. One name outside FF\[4\] is read:
//! the renju servers' `5A` (the fifth-move offers), passed on to the parser as its other
//! name, `FA` (the parser would read `5A` as `A`).

use super::MAX_NODE_DEPTH;
use std::io::BufRead;

/// Where the scan is inside a game tree.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Lex {
    /// Between nodes, properties and values.
    Between,
    /// Inside a property name.
    Name,
    /// After a property name, before its first value (white space allowed).
    AfterName,
    /// Inside a value (`escaped`: after a `\`).
    Value { escaped: bool },
    /// After a value: another value of the same property may follow.
    AfterValue,
}

/// One top-level game tree, or the reason it was not kept.
pub(super) struct Tree {
    /// Its 1-based index in the input.
    pub index: u64,
    /// The 1-based line it starts on (or, for text outside any tree, the line of that text).
    pub line: u64,
    /// Its text, ready to parse, or what is wrong with it.
    pub text: Result<Vec<u8>, String>,
    /// A `5A` property was passed on as `FA`.
    pub five_a: bool,
}

/// Splits a byte stream into top-level game trees.
pub(super) struct Splitter<R> {
    reader: R,
    max_bytes: usize,
    /// Lines consumed so far (0-based line of the next byte).
    line: u64,
    /// Trees yielded so far.
    index: u64,
    /// Something (a tree or an error) was yielded.
    yielded: bool,
    started: bool,
    done: bool,
}

/// The state of the tree being scanned.
struct Scan {
    text: Vec<u8>,
    refused: Option<String>,
    /// Parenthesis nesting.
    depth: usize,
    lex: Lex,
    /// Some `;` opened a node since the last `(`.
    in_node: bool,
    name: String,
    /// The line of the first lower-case letter of the name being read.
    lowercase: Option<u64>,
    /// The line of the first digit of the name being read.
    digit: Option<u64>,
    /// A `5A` was passed on as `FA`.
    five_a: bool,
    node_depth: usize,
    saved_depths: Vec<usize>,
}

impl<R: BufRead> Splitter<R> {
    pub(super) fn new(reader: R, max_bytes: usize) -> Splitter<R> {
        Splitter {
            reader,
            max_bytes,
            line: 0,
            index: 0,
            yielded: false,
            started: false,
            done: false,
        }
    }

    /// The next game tree, `None` at the end of the input. An input with no tree at all is
    /// answered with one error.
    pub(super) fn next_tree(&mut self) -> Option<Tree> {
        let tree = self.scan_tree();
        if tree.is_none() && !self.yielded {
            self.yielded = true;
            return Some(Tree {
                index: 0,
                line: self.line + 1,
                text: Err("no SGF game tree (a game tree starts with \"(;\")".to_string()),
                five_a: false,
            });
        }
        self.yielded |= tree.is_some();
        tree
    }

    fn scan_tree(&mut self) -> Option<Tree> {
        let mut scan = Scan {
            text: Vec::new(),
            refused: None,
            depth: 0,
            lex: Lex::Between,
            in_node: false,
            name: String::new(),
            lowercase: None,
            digit: None,
            five_a: false,
            node_depth: 0,
            saved_depths: Vec::new(),
        };
        let mut start_line = self.line;
        let mut junk_line: Option<u64> = None;
        while !self.done {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) => {
                    self.done = true;
                    return Some(Tree {
                        index: self.index + 1,
                        line: self.line + 1,
                        text: Err(format!("cannot read: {e}; stopped reading")),
                        five_a: false,
                    });
                }
            };
            if chunk.is_empty() {
                self.done = true;
                break;
            }
            let mut used = 0;
            if !self.started {
                self.started = true;
                // A UTF-8 byte-order mark may start the input.
                if chunk.starts_with(b"\xEF\xBB\xBF") {
                    used = 3;
                }
            }
            let mut finished = false;
            for &b in &chunk[used..] {
                if scan.depth == 0 && b == b'(' && junk_line.is_some() {
                    // Answer the stray text first; this tree is read by the next call.
                    finished = true;
                    break;
                }
                used += 1;
                if scan.depth == 0 {
                    if b == b'(' {
                        scan.depth = 1;
                        scan.text.push(b);
                        start_line = self.line;
                    } else if !b.is_ascii_whitespace() {
                        junk_line.get_or_insert(self.line);
                    }
                } else {
                    scan.byte(b, self.line, self.max_bytes);
                }
                if b == b'\n' {
                    self.line += 1;
                }
                if scan.depth == 0 && (!scan.text.is_empty() || scan.refused.is_some()) {
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
                text: Err("text outside any game tree (a game tree starts with \"(;\")".into()),
                five_a: false,
            });
        }
        if scan.depth == 0 && scan.text.is_empty() && scan.refused.is_none() {
            return None;
        }
        self.index += 1;
        let text = match scan.refused {
            Some(reason) => Err(reason),
            None if scan.depth != 0 => Err("the file ends inside this game tree".to_string()),
            None => Ok(scan.text),
        };
        Some(Tree {
            index: self.index,
            line: start_line + 1,
            text,
            five_a: scan.five_a,
        })
    }
}

impl Scan {
    /// Takes one byte of a tree (after its opening parenthesis), on 0-based line `line`.
    fn byte(&mut self, b: u8, line: u64, max_bytes: usize) {
        let keep = self.lex(b, line + 1);
        if keep && self.refused.is_none() {
            if self.text.len() >= max_bytes {
                self.refuse(format!(
                    "a game tree longer than {max_bytes} bytes (--max-record-bytes)"
                ));
                self.text = Vec::new();
            } else {
                self.text.push(b);
            }
        }
    }

    fn refuse(&mut self, reason: String) {
        self.refused.get_or_insert(reason);
    }

    /// Moves the lexical state on by `b` (on 1-based line `line`); returns whether the byte
    /// belongs in the text to parse (the white space between a name and its value does not).
    fn lex(&mut self, b: u8, line: u64) -> bool {
        match self.lex {
            Lex::Value { escaped } => {
                self.lex = match (escaped, b) {
                    (false, b'\\') => Lex::Value { escaped: true },
                    (false, b']') => Lex::AfterValue,
                    _ => Lex::Value { escaped: false },
                };
                return true;
            }
            Lex::Name if b.is_ascii_alphanumeric() => {
                if self.name.len() < 16 {
                    self.name.push(char::from(b));
                }
                if b.is_ascii_lowercase() {
                    self.lowercase.get_or_insert(line);
                }
                if b.is_ascii_digit() {
                    self.digit.get_or_insert(line);
                }
                return true;
            }
            Lex::Name | Lex::AfterName | Lex::AfterValue if b == b'[' => {
                self.end_name();
                self.lex = Lex::Value { escaped: false };
                return true;
            }
            Lex::AfterValue if b.is_ascii_whitespace() => return true,
            Lex::AfterValue => self.lex = Lex::Between,
            Lex::Name | Lex::AfterName if b.is_ascii_whitespace() => {
                self.lex = Lex::AfterName;
                return false;
            }
            Lex::Name | Lex::AfterName => {
                self.end_name();
                let name = self.name.clone();
                self.refuse(format!("property {name} at line {line} has no value"));
                self.lex = Lex::Between;
            }
            Lex::Between => {}
        }
        match b {
            b'[' => self.refuse(format!("a value without a property name at line {line}")),
            b';' => {
                self.in_node = true;
                self.node_depth += 1;
                if self.node_depth > MAX_NODE_DEPTH {
                    self.refuse(format!("a line of play deeper than {MAX_NODE_DEPTH} nodes"));
                }
            }
            b'(' => {
                self.depth += 1;
                self.in_node = false;
                if self.saved_depths.len() < MAX_NODE_DEPTH {
                    self.saved_depths.push(self.node_depth);
                } else {
                    self.refuse(format!("variations nested deeper than {MAX_NODE_DEPTH}"));
                }
            }
            b')' => {
                self.depth -= 1;
                self.node_depth = self.saved_depths.pop().unwrap_or(0);
            }
            _ if b.is_ascii_alphanumeric() => {
                self.lex = Lex::Name;
                self.name.clear();
                self.name.push(char::from(b));
                self.lowercase = None;
                self.digit = b.is_ascii_digit().then_some(line);
                if !self.in_node {
                    self.refuse(format!(
                        "a property outside any node at line {line} (a node starts with ';')"
                    ));
                }
                if b.is_ascii_lowercase() {
                    self.lowercase = Some(line);
                }
            }
            _ if b.is_ascii_whitespace() => {}
            _ => self.refuse(format!(
                "{} at line {line} is not part of an SGF game tree",
                shown(b)
            )),
        }
        true
    }

    /// The end of a property name: refused if it holds a lower-case letter (FF\[4\] names
    /// are upper-case; older files' mixed case, `AddBlack`, is not read either) or a digit,
    /// but for `5A`, which is passed on as `FA`.
    fn end_name(&mut self) {
        let line = match (self.lowercase.take(), self.digit.take()) {
            (Some(line), _) => line,
            (None, Some(_)) if self.name == "5A" => {
                let n = self.text.len();
                if self.refused.is_none() && self.text.ends_with(b"5A") {
                    self.text[n - 2] = b'F';
                    self.five_a = true;
                }
                return;
            }
            (None, Some(line)) => line,
            (None, None) => return,
        };
        let name = self.name.clone();
        self.refuse(format!(
            "property name {name:?} at line {line} is not upper-case letters (B, W, AB, …)"
        ));
    }
}

/// A byte as a message shows it: `'x'`, or `byte 0xFF`.
fn shown(b: u8) -> String {
    if b.is_ascii_graphic() {
        format!("{:?}", char::from(b))
    } else {
        format!("byte {b:#04X}")
    }
}
