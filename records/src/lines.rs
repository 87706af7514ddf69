//! Reading lines with a bound on their length: a longer line is reported and skipped without
//! being held in memory, so that no input (not even one without a newline, like `/dev/zero`)
//! makes the reader grow. The `moves` and `psq` readers read through it, and so does
//! `renju batch`.
//!
//! ```
//! use renju_records::lines::{LineRead, LineReader};
//! let mut reader = LineReader::new(&b"h8 i9\nthis line is too long\nj10"[..], 8, 4096);
//! let mut buf = Vec::new();
//! assert_eq!(reader.read_line(&mut buf).unwrap(), LineRead::Line);
//! assert_eq!(buf, b"h8 i9");
//! buf.clear();
//! assert_eq!(reader.read_line(&mut buf).unwrap(), LineRead::TooLong);
//! assert_eq!(reader.read_line(&mut buf).unwrap(), LineRead::Line);
//! assert_eq!(buf, b"j10");
//! assert_eq!(reader.read_line(&mut buf).unwrap(), LineRead::End);
//! ```

use std::io::{self, BufRead, BufReader, Read};

/// What [`LineReader::read_line`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineRead {
    /// A line of at most the maximum length, appended to the buffer without its `\n`.
    Line,
    /// A line longer than the maximum: nothing of it is kept, and the rest of it (however
    /// long) is skipped by the next read.
    TooLong,
    /// The end of the input.
    End,
}

/// Lines of a reader, each at most `max` bytes (not counting the `\n`).
pub struct LineReader<R> {
    input: BufReader<R>,
    max: usize,
    /// The last line read was too long and its rest is still to be skipped.
    skipping: bool,
}

impl<R: Read> LineReader<R> {
    /// Reads lines of `input` of at most `max` bytes each, through a buffer of `capacity`
    /// bytes.
    pub fn new(input: R, max: usize, capacity: usize) -> LineReader<R> {
        LineReader {
            input: BufReader::with_capacity(capacity, input),
            max,
            skipping: false,
        }
    }

    /// Whether the input has bytes ready that can be read without waiting.
    pub fn has_buffered(&self) -> bool {
        !self.input.buffer().is_empty()
    }

    /// Reads the next line, appending it (without `\n`) to `buf` if it is at most the
    /// maximum length; a final line without `\n` counts as a line.
    pub fn read_line(&mut self, buf: &mut Vec<u8>) -> io::Result<LineRead> {
        if self.skipping {
            self.skip_rest()?;
            self.skipping = false;
        }
        let start = buf.len();
        let mut read_any = false;
        loop {
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(if read_any {
                    LineRead::Line
                } else {
                    LineRead::End
                });
            }
            read_any = true;
            let (taken, end_of_line) = match memchr::memchr(b'\n', available) {
                Some(i) => (i, true),
                None => (available.len(), false),
            };
            let fits = buf.len() - start + taken <= self.max;
            if fits {
                buf.extend_from_slice(&available[..taken]);
            }
            self.input.consume(taken + usize::from(end_of_line));
            if !fits {
                buf.truncate(start);
                self.skipping = !end_of_line;
                return Ok(LineRead::TooLong);
            }
            if end_of_line {
                return Ok(LineRead::Line);
            }
        }
    }

    /// Skips input up to and including the next `\n` (or to the end).
    fn skip_rest(&mut self) -> io::Result<()> {
        loop {
            let available = match self.input.fill_buf() {
                Ok(available) => available,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(());
            }
            match memchr::memchr(b'\n', available) {
                Some(i) => {
                    self.input.consume(i + 1);
                    return Ok(());
                }
                None => {
                    let n = available.len();
                    self.input.consume(n);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], max: usize, capacity: usize) -> Vec<Result<String, LineRead>> {
        let mut reader = LineReader::new(input, max, capacity);
        let mut out = Vec::new();
        loop {
            let mut buf = Vec::new();
            match reader.read_line(&mut buf).expect("a slice reads") {
                LineRead::End => return out,
                LineRead::Line => out.push(Ok(String::from_utf8(buf).expect("UTF-8"))),
                LineRead::TooLong => {
                    assert!(buf.is_empty(), "nothing of a long line is kept");
                    out.push(Err(LineRead::TooLong));
                }
            }
        }
    }

    #[test]
    fn lines_up_to_the_maximum_are_read_longer_ones_skipped_whole() {
        // Lines of 3, 4, 5, 0 and 9 bytes, the last without a newline; maximum 4. Read with
        // buffers of 1, 2 and 64 bytes, so that lines span several reads or share one.
        let input = b"abc\nabcd\nabcde\n\n123456789";
        for capacity in [1, 2, 64] {
            assert_eq!(
                lines(input, 4, capacity),
                vec![
                    Ok("abc".to_string()),
                    Ok("abcd".to_string()),
                    Err(LineRead::TooLong),
                    Ok(String::new()),
                    Err(LineRead::TooLong),
                ],
                "buffer of {capacity}"
            );
        }
    }

    #[test]
    fn a_final_line_without_newline_counts() {
        assert_eq!(lines(b"x", 4, 8), vec![Ok("x".to_string())]);
        assert_eq!(lines(b"", 4, 8), vec![]);
        assert_eq!(lines(b"\n", 4, 8), vec![Ok(String::new())]);
    }
}
