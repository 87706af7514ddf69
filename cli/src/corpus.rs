//! `renju corpus`: deterministic random positions as JSON Lines, the corpora of the tests and
//! benchmarks (the generator is the crate `renju-positions`).

use renju_positions::{Positions, Style};
use std::io::{self, Write};

/// Writes `count` positions of `style` from `seed` to `out`, one JSON line each, as
/// `renju batch` reads them.
///
/// ```
/// use renju_positions::Style;
/// let mut out = Vec::new();
/// renju_cli::write_corpus(&mut out, Style::Wide, 2, 103).unwrap();
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().count(), 2);
/// assert!(text.starts_with(r#"{"id": "w103-000000", "black": ["#));
/// ```
pub fn write_corpus(out: &mut impl Write, style: Style, count: usize, seed: u64) -> io::Result<()> {
    for position in Positions::new(style, seed).take(count) {
        writeln!(out, "{}", position.to_json_line())?;
    }
    Ok(())
}
