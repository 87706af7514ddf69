//! The byte stream under the XML parser, bounded: no text run and no markup (a tag, a
//! comment, a CDATA section) reaches the parser longer than the budget, so its buffer stays
//! bounded. A text run past the budget is cut: its rest, up to the next `<`, is skipped
//! without being held, and [`Bounded::take_cut`] says so (the reader then answers the game it
//! was in with an error, and reads on). Markup past the budget is an [`io::Error`] of kind
//! [`io::ErrorKind::FileTooLarge`], which ends the parse (quick-xml reads nothing after an
//! error). Lines are counted on the way, for the messages.

use std::io::{self, BufRead, Read};

/// What the next byte is part of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Character data between markup.
    Text,
    /// Just after `<`: `seen` bytes of it read, not yet known which markup it is.
    Open { seen: usize, first: [u8; 8] },
    /// A tag, to its `>` (a `>` inside a quoted attribute value does not end it).
    Tag { quote: Option<u8> },
    /// A comment, CDATA section or processing instruction, to its `end`.
    Special { end: &'static [u8], tail: [u8; 2] },
}

/// The stream, with the parse state the bound needs.
pub(super) struct Bounded<R> {
    inner: R,
    /// Lines consumed so far.
    pub lines: u64,
    state: State,
    /// A text run was cut since [`Bounded::take_cut`] last asked.
    cut: bool,
}

/// Where the parse is, and how long the current run is.
struct State {
    budget: usize,
    mode: Mode,
    /// Bytes of the current text run or markup consumed.
    run: usize,
}

impl<R: BufRead> Bounded<R> {
    pub(super) fn new(inner: R, budget: usize) -> Bounded<R> {
        Bounded {
            inner,
            lines: 0,
            state: State {
                budget,
                mode: Mode::Text,
                run: 0,
            },
            cut: false,
        }
    }

    /// Whether a text run was cut since the last call.
    pub(super) fn take_cut(&mut self) -> bool {
        std::mem::take(&mut self.cut)
    }

    /// Skips the rest of a text run that has reached the budget, up to the next `<`.
    fn skip_cut_text(&mut self) -> io::Result<()> {
        while self.state.mode == Mode::Text && self.state.run >= self.state.budget {
            let available = self.inner.fill_buf()?;
            if available.is_empty() {
                return Ok(());
            }
            let n = memchr::memchr(b'<', available).unwrap_or(available.len());
            let ends = n < available.len();
            self.lines += available[..n].iter().filter(|&&b| b == b'\n').count() as u64;
            self.inner.consume(n);
            self.cut |= n > 0;
            if ends {
                self.state.run = 0; // the `<` is next: the run ends here
            }
        }
        Ok(())
    }
}

impl State {
    /// Moves the parse state on by the consumed `bytes`: a run of text, or of a tag's inside,
    /// up to the next byte that can change the mode is found with one search (its bytes only
    /// lengthen the run); the rest goes byte by byte through [`State::step`].
    fn step_all(&mut self, mut bytes: &[u8]) {
        while !bytes.is_empty() {
            let quiet = match self.mode {
                Mode::Text => memchr::memchr(b'<', bytes),
                Mode::Tag { quote: None } => memchr::memchr3(b'>', b'"', b'\'', bytes),
                Mode::Tag { quote: Some(q) } => memchr::memchr(q, bytes),
                Mode::Open { .. } | Mode::Special { .. } => Some(0),
            }
            .unwrap_or(bytes.len());
            self.run += quiet;
            let Some((&b, rest)) = bytes[quiet..].split_first() else {
                return;
            };
            self.step(b);
            bytes = rest;
        }
    }

    /// Moves the parse state on by one consumed byte.
    fn step(&mut self, b: u8) {
        self.run += 1;
        let next = match self.mode {
            Mode::Text if b == b'<' => Some(Mode::Open {
                seen: 0,
                first: [0; 8],
            }),
            Mode::Text => None,
            Mode::Open { seen, mut first } => {
                first[seen] = b;
                let seen = seen + 1;
                let head = &first[..seen];
                if head == b"!--" {
                    Some(special(b"-->"))
                } else if head == b"![CDATA[" {
                    Some(special(b"]]>"))
                } else if head == b"?" {
                    Some(special(b"?>"))
                } else if b"!--".starts_with(head) || b"![CDATA[".starts_with(head) {
                    self.mode = Mode::Open { seen, first };
                    return;
                } else if b == b'>' {
                    Some(Mode::Text)
                } else {
                    Some(Mode::Tag {
                        quote: (b == b'"' || b == b'\'').then_some(b),
                    })
                }
            }
            Mode::Tag { quote: None } if b == b'>' => Some(Mode::Text),
            Mode::Tag { quote: None } if b == b'"' || b == b'\'' => {
                Some(Mode::Tag { quote: Some(b) })
            }
            Mode::Tag { quote: Some(q) } if b == q => Some(Mode::Tag { quote: None }),
            Mode::Tag { .. } => None,
            Mode::Special { end, tail } => {
                let n = end.len();
                let done = if n == 3 {
                    tail == [end[0], end[1]] && b == end[2]
                } else {
                    tail[1] == end[0] && b == end[1]
                };
                if done {
                    Some(Mode::Text)
                } else {
                    self.mode = Mode::Special {
                        end,
                        tail: [tail[1], b],
                    };
                    return;
                }
            }
        };
        if let Some(mode) = next {
            self.mode = mode;
            self.run = 0;
        }
    }
}

fn special(end: &'static [u8]) -> Mode {
    Mode::Special { end, tail: [0, 0] }
}

impl<R: BufRead> Read for Bounded<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Bounded<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        self.skip_cut_text()?;
        let State { budget, mode, run } = self.state;
        let text = mode == Mode::Text;
        if !text && run > budget {
            return Err(io::Error::from(io::ErrorKind::FileTooLarge));
        }
        // Text: up to the budget (a `<` within ends the run sooner); markup: one byte past
        // it, so that a tag too long is found.
        let room = budget - run.min(budget) + usize::from(!text);
        let available = self.inner.fill_buf()?;
        Ok(&available[..available.len().min(room.max(1))])
    }

    fn consume(&mut self, amount: usize) {
        if let Ok(buf) = self.inner.fill_buf() {
            let bytes = &buf[..amount.min(buf.len())];
            self.lines += bytes.iter().filter(|&&b| b == b'\n').count() as u64;
            self.state.step_all(bytes);
        }
        self.inner.consume(amount);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the parser sees of `input` through a budget of `budget`, and whether text was cut.
    fn through(input: &[u8], budget: usize) -> (String, bool) {
        let mut bounded = Bounded::new(input, budget);
        let mut seen = Vec::new();
        let result = bounded.read_to_end(&mut seen);
        assert!(result.is_ok(), "{result:?}");
        (String::from_utf8(seen).expect("UTF-8"), bounded.cut)
    }

    #[test]
    fn text_runs_past_the_budget_are_cut_markup_is_kept() {
        assert_eq!(through(b"<a>abc</a>", 3), ("<a>abc</a>".into(), false));
        assert_eq!(through(b"<a>abcdef</a>x", 3), ("<a>abc</a>x".into(), true));
        // `>` in a quoted attribute value, in a comment, in CDATA: still markup, not text.
        let kept = "<a b='>'><!-- > --><![CDATA[>]]></a>";
        assert_eq!(through(kept.as_bytes(), 8), (kept.into(), false));
    }

    /// [`State::step_all`] against [`State::step`] byte by byte, on XML-like bytes from a
    /// fixed seed (xorshift) consumed in pieces of every length: the same mode and run
    /// length after every piece.
    #[test]
    fn stepping_a_piece_at_once_is_stepping_its_bytes_one_by_one() {
        const BYTES: &[u8] = b"<>!-[]?CDAT\"'x \n";
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let new = || State {
            budget: usize::MAX,
            mode: Mode::Text,
            run: 0,
        };
        let mut modes = std::collections::HashSet::new();
        for _ in 0..2_000 {
            let input: Vec<u8> = (0..next() % 64)
                .map(|_| BYTES[(next() % BYTES.len() as u64) as usize])
                .collect();
            let (mut whole, mut single) = (new(), new());
            let mut rest = &input[..];
            while !rest.is_empty() {
                let (piece, after) = rest.split_at(1 + (next() % rest.len() as u64) as usize);
                whole.step_all(piece);
                piece.iter().for_each(|&b| single.step(b));
                assert_eq!(
                    (whole.mode, whole.run),
                    (single.mode, single.run),
                    "{input:?}"
                );
                modes.insert(std::mem::discriminant(&whole.mode));
                rest = after;
            }
        }
        // Every mode was reached, so every branch was compared.
        assert_eq!(modes.len(), 4);
    }

    #[test]
    fn markup_past_the_budget_is_an_error() {
        let mut bounded = Bounded::new(&b"<a very-long-attribute='1'>"[..], 8);
        let error = bounded.read_to_end(&mut Vec::new()).expect_err("too long");
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
    }
}
