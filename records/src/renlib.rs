//! The `renlib` format: RenLib `.lib` files, binary move trees (opening libraries and game
//! collections). Every path from the root to a leaf is a line of play, judged as one game
//! whose id is the path's moves (`h8 i9 j10`).
//!
//! The format, as RenLib writes it:
//!
//! - A 20-byte header: `FF 'R' 'e' 'n' 'L' 'i' 'b' FF`, the major and minor version (3.0 to
//!   3.4 are read; any 3.x is accepted), then ten `FF` bytes. A file that starts straight
//!   with `78` (h8, the oldest form) has no header.
//! - The nodes in preorder (a node, then its first child's subtree, then its next sibling's),
//!   two bytes each:
//!   - the point: low nibble the column `1..15` from the left (a..o), high nibble the row
//!     `0..14` from the **top** (0 = row 15, 14 = row 1); `00` is no point (the root, or a
//!     pass). So `78` is h8, `01` is a15 and `E1` is a1.
//!   - the flags: `80` "down" (a sibling follows this node's subtree), `40` "right" (the
//!     node has no child: it is a leaf), `20` old-style comment, `10` mark, `08` comment,
//!     `04` start mark, `02` no move (the node only carries marks or text), `01` extension.
//! - With the extension flag, two more bytes of flags; their `01` bit (`100` overall) says a
//!   board text follows.
//! - With a comment flag, then with the board-text flag: text in two-byte units, ending
//!   with the unit that holds a zero byte (odd lengths are padded with a zero).
//!
//! Reading walks the nodes once, keeping only the current path (so memory is flat in the
//! file's size): a node with the "right" flag ends its subtree, and the walk climbs back to
//! the last node with the "down" flag. Stones alternate black, white, … from the root. A
//! path that reaches a leaf whose parent has other children ends where its last move is; a
//! no-move node is not a move. Comments and texts are skipped, never stored; one longer
//! than `--max-record-bytes` stops the file with an error. The board is 15x15 (the nibbles
//! hold no more): every game has [`size`](crate::Game::size) 15.
//!
//! An error that stops the file is at the byte where the fault is: the node that is not a
//! point, the start of a comment too long, the end of a file cut short.

use crate::{alternating, Game, Item, Location, Move, RecordError, DEFAULT_SIZE};
use std::collections::VecDeque;
use std::io::{BufRead, ErrorKind};

/// The board's side.
const SIZE: usize = DEFAULT_SIZE;

/// The most moves a game on it can have.
const MAX_MOVES: usize = SIZE * SIZE;

const DOWN: u8 = 0x80;
const RIGHT: u8 = 0x40;
const OLD_COMMENT: u8 = 0x20;
const COMMENT: u8 = 0x08;
const NO_MOVE: u8 = 0x02;
const EXTENSION: u8 = 0x01;
/// In the second flag byte pair: a board text follows.
const BOARD_TEXT: u8 = 0x01;

/// The header's first eight bytes.
const MAGIC: &[u8; 8] = b"\xFFRenLib\xFF";

/// The longest path kept (nodes); deeper trees stop the file (a game has at most 225 moves).
const MAX_DEPTH: usize = 4 * MAX_MOVES;

/// A fault that stops the file: the byte where it is, and what it is.
type Fault = (u64, String);

/// One node of the current path.
struct Frame {
    /// The point of a move node, (column, row) (`None` for the root, a no-move node or a
    /// pass).
    point: Option<(u8, u8)>,
    /// Whether the node is a move (a pass is a move without a point).
    is_move: bool,
    /// A sibling follows this node's subtree.
    sibling_follows: bool,
    /// Some child of the node is a move.
    has_move_child: bool,
}

struct Walker<R> {
    reader: R,
    offset: u64,
    max_text: usize,
    path: Vec<Frame>,
    started: bool,
    /// Another node is due: the tree is not complete yet.
    open: bool,
    done: bool,
    /// The file ended one byte into a pair: a stray byte.
    odd: bool,
    ready: VecDeque<Item>,
}

impl<R: BufRead> Walker<R> {
    /// The next two bytes, `None` at the end of the file. A file that ends one byte into a
    /// pair gives `None` too, and marks [`odd`](Self::odd).
    fn read_pair(&mut self) -> Result<Option<[u8; 2]>, Fault> {
        let mut pair = [0u8; 2];
        let mut got = 0;
        while got < 2 {
            match self.reader.read(&mut pair[got..]) {
                Ok(0) => break,
                Ok(n) => got += n,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(e) => return Err((self.offset, format!("cannot read: {e}"))),
            }
        }
        match got {
            2 => {
                self.offset += 2;
                Ok(Some(pair))
            }
            0 => Ok(None),
            _ => {
                self.odd = true;
                Ok(None)
            }
        }
    }

    /// Skips a text (comment or board text): two-byte units up to one holding a zero byte.
    fn skip_text(&mut self) -> Result<(), Fault> {
        let start = self.offset;
        loop {
            let Some(pair) = self.read_pair()? else {
                return Err((
                    self.offset,
                    format!("the file ends inside the comment that starts at byte {start}"),
                ));
            };
            if pair.contains(&0) {
                return Ok(());
            }
            if self.offset - start > self.max_text as u64 {
                return Err((
                    start,
                    format!(
                        "a comment longer than {} bytes (--max-record-bytes)",
                        self.max_text
                    ),
                ));
            }
        }
    }

    fn header(&mut self) -> Result<(), Fault> {
        let head = self
            .reader
            .fill_buf()
            .map_err(|e| (0, format!("cannot read: {e}")))?;
        if head.first() == Some(&0x78) && !head.starts_with(MAGIC) {
            return Ok(()); // the oldest form: no header, the tree starts at h8
        }
        let mut header = [0u8; 20];
        self.reader.read_exact(&mut header).map_err(|_| {
            (
                0,
                "not a RenLib file: shorter than its 20-byte header".to_string(),
            )
        })?;
        self.offset = 20;
        if &header[..8] != MAGIC {
            return Err((
                0,
                "not a RenLib file: it does not start with FF \"RenLib\" FF".to_string(),
            ));
        }
        let (major, minor) = (header[8], header[9]);
        if major != 3 {
            return Err((
                8,
                format!("RenLib file version {major}.{minor} is not supported (3.x is)"),
            ));
        }
        Ok(())
    }

    /// Reads one node and queues the games it completes.
    fn step(&mut self) -> Result<(), Fault> {
        let at = self.offset;
        let Some([pos, flags]) = self.read_pair()? else {
            if !self.open && self.odd {
                return Err((
                    at,
                    "a stray byte after the end of the move tree (its nodes are two bytes each)"
                        .to_string(),
                ));
            }
            if !self.open {
                self.done = true;
                return Ok(());
            }
            return Err((
                at,
                if self.started {
                    "the file ends inside the move tree".to_string()
                } else {
                    "an empty move tree".to_string()
                },
            ));
        };
        if !self.open {
            return Err((at, "bytes after the end of the move tree".to_string()));
        }
        let mut board_text = false;
        if flags & EXTENSION != 0 {
            let Some([_, low]) = self.read_pair()? else {
                return Err((
                    self.offset,
                    format!("the file ends inside the node at byte {at}"),
                ));
            };
            board_text = low & BOARD_TEXT != 0;
        }
        if flags & (COMMENT | OLD_COMMENT) != 0 {
            self.skip_text()?;
        }
        if board_text {
            self.skip_text()?;
        }
        let root = !self.started;
        self.started = true;
        let point = if pos == 0 {
            None
        } else {
            let (col, from_top) = (pos & 0x0F, pos >> 4);
            if col == 0 || usize::from(from_top) >= SIZE {
                return Err((
                    at,
                    format!("{pos:#04x} is not a point (column 1-15, row 0-14)"),
                ));
            }
            Some((col - 1, SIZE as u8 - 1 - from_top))
        };
        let is_move = flags & NO_MOVE == 0 && !(root && pos == 0);
        if is_move {
            if let Some(parent) = self.path.last_mut() {
                parent.has_move_child = true;
            }
        }
        if self.path.len() >= MAX_DEPTH {
            return Err((at, format!("a line of play deeper than {MAX_DEPTH} nodes")));
        }
        self.path.push(Frame {
            point,
            is_move,
            sibling_follows: flags & DOWN != 0,
            has_move_child: false,
        });
        if flags & RIGHT == 0 {
            return Ok(()); // the next node is this one's first child
        }
        // A leaf: its subtree is done; climb to the node whose sibling comes next.
        self.open = false;
        while let Some(frame) = self.path.last() {
            if frame.is_move && !frame.has_move_child {
                let game = self.game(at);
                self.ready.push_back(game);
            }
            let sibling = frame.sibling_follows;
            self.path.pop();
            if sibling {
                self.open = true;
                break;
            }
        }
        Ok(())
    }

    /// The game along the current path (whose last node was read at byte `at`).
    fn game(&self, at: u64) -> Item {
        let mut moves = Vec::new();
        let mut names = Vec::new();
        let mut pass = None;
        for frame in self.path.iter().filter(|f| f.is_move) {
            match frame.point {
                Some((col, row)) => {
                    let stone = Move {
                        col,
                        row,
                        color: alternating(moves.len()),
                    };
                    names.push(stone.point_name());
                    moves.push(stone);
                }
                None => {
                    names.push("pass".to_string());
                    pass.get_or_insert(names.len());
                }
            }
        }
        let id = names.join(" ");
        let location = Location::Byte(at);
        let message = match pass {
            Some(k) => format!("move {k} is a pass, which renju records cannot hold"),
            None if moves.len() > MAX_MOVES => format!("more than {MAX_MOVES} moves"),
            None => {
                return Ok(Game {
                    id,
                    location,
                    size: Some(SIZE),
                    setup: Vec::new(),
                    moves,
                    opening: crate::OpeningNotes::default(),
                })
            }
        };
        Err(RecordError {
            id: Some(id),
            location,
            message,
        })
    }
}

/// The lines of play of a RenLib library, in preorder of their leaves.
pub fn read<'a, R: BufRead + Send + 'a>(
    reader: R,
    max_record_bytes: usize,
) -> impl Iterator<Item = Item> + Send + 'a {
    let mut walker = Walker {
        reader,
        offset: 0,
        max_text: max_record_bytes,
        path: Vec::new(),
        started: false,
        open: true,
        done: false,
        odd: false,
        ready: VecDeque::new(),
    };
    let mut header_read = false;
    std::iter::from_fn(move || loop {
        if let Some(item) = walker.ready.pop_front() {
            return Some(item);
        }
        if walker.done {
            return None;
        }
        let step = if header_read {
            walker.step()
        } else {
            header_read = true;
            walker.header()
        };
        if let Err((at, message)) = step {
            walker.done = true;
            return Some(Err(RecordError {
                id: None,
                location: Location::Byte(at),
                message: format!("{message}; stopped reading this file"),
            }));
        }
    })
}
