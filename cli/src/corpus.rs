//! `renju corpus`: deterministic random positions as JSON Lines, the corpora of the tests and
//! benchmarks (the generator is the crate `renju-positions`).

use indicatif::ProgressBar;
use renju_positions::{Positions, Style};
use std::io::{self, Write};

/// Writes `count` positions of `style` from `seed` on a board of `size` points a side to
/// `out`, one JSON line each, as `renju batch` reads them (with `"size"` off 15x15),
/// advancing `progress` by one per position written.
///
/// ```
/// use indicatif::ProgressBar;
/// use renju_positions::Style;
/// let progress = ProgressBar::hidden();
/// let mut out = Vec::new();
/// renju_cli::corpus::write_corpus(&mut out, Style::Wide, 2, 103, 15, &progress).unwrap();
/// assert_eq!(progress.position(), 2);
/// let text = String::from_utf8(out).unwrap();
/// assert_eq!(text.lines().count(), 2);
/// assert!(text.starts_with(r#"{"id": "w103-000000", "black": ["#));
/// let mut out = Vec::new();
/// renju_cli::corpus::write_corpus(&mut out, Style::Game, 1, 7, 20, &progress).unwrap();
/// assert!(String::from_utf8(out).unwrap().contains(r#""size": 20"#));
/// assert!(renju_cli::corpus::write_corpus(&mut Vec::new(), Style::Game, 1, 7, 27, &progress).is_err());
/// ```
pub fn write_corpus(
    out: &mut impl Write,
    style: Style,
    count: usize,
    seed: u64,
    size: usize,
    progress: &ProgressBar,
) -> io::Result<()> {
    let positions = Positions::sized(style, seed, size)
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e.to_string()))?;
    for position in positions.take(count) {
        writeln!(out, "{}", position.to_json_line())?;
        progress.inc(1);
    }
    Ok(())
}
