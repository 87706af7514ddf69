//! Progress on stderr for the long commands (`batch`, `replay`, `corpus`): shown only where
//! someone watches (stderr is a terminal and the answers go elsewhere), with a percentage and
//! the time left when the amount of work is known, and whole numbers for counts and rates
//! (`197,493/s`).

use indicatif::{HumanCount, ProgressBar, ProgressState, ProgressStyle};
use std::fmt::Write as _;
use std::io::{self, IsTerminal};
use std::time::Duration;

/// Whether progress is worth drawing: stderr is a terminal and stdout is not (on a terminal
/// the answers themselves show the progress, and a bar would be drawn among them).
pub(crate) fn watched() -> bool {
    io::stderr().is_terminal() && !io::stdout().is_terminal()
}

/// A rate as a whole number per second with thousands separators: `197,493/s`.
pub(crate) fn whole_rate(per_second: f64) -> String {
    let rate = if per_second.is_finite() && per_second > 0.0 {
        per_second.round() as u64
    } else {
        0
    };
    format!("{}/s", HumanCount(rate))
}

/// [`counting`]'s template; `WHAT` stands for what is counted.
const COUNTING: &str =
    "{bar:30} {percent:>3}%  {human_pos}/{human_len} WHAT  {rate}  about {eta} left";
/// [`spinner`]'s template; `WHAT` stands for what is counted.
const SPINNER: &str = "{spinner} {human_pos} WHAT  {rate}  in {elapsed}";
/// [`match_line`]'s template.
const MATCH: &str = "{bar:30} {human_pos}/{human_len} games  {msg}  in {elapsed}";
/// [`reading`]'s template when the input's length is known.
const READING: &str = "{bar:30} {percent:>3}%  {msg}  about {eta} left";
/// [`reading`]'s template when it is not.
const READING_UNKNOWN: &str = "{spinner} {msg}  in {elapsed}";

/// A style from `template`, with `{rate}`: the position's rate as [`whole_rate`] draws it.
fn style(template: &str) -> ProgressStyle {
    ProgressStyle::with_template(template)
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .with_key(
            "rate",
            |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                let _ = w.write_str(&whole_rate(state.per_sec()));
            },
        )
        .progress_chars("=> ")
}

/// A bar over `len` things called `what` ("positions"): the percentage, the count, the rate
/// and the time left. Hidden unless [`watched`].
pub(crate) fn counting(len: u64, what: &str) -> ProgressBar {
    if !watched() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len).with_style(style(&COUNTING.replace("WHAT", what)));
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// A spinner counting things called `what` ("games") when their number is not known in
/// advance: the count, the rate and the time taken. Hidden unless [`watched`].
pub(crate) fn spinner(what: &str) -> ProgressBar {
    if !watched() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner().with_style(style(&SPINNER.replace("WHAT", what)));
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// The live line of `renju match`: a bar over its `len` games, with each engine's score as
/// the message. Hidden unless stderr is a terminal (the JSON lines go to stdout, wherever it
/// goes).
pub(crate) fn match_line(len: u64) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len).with_style(style(MATCH));
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// Progress through an input of `len` bytes (its position counts bytes read), with a
/// message saying what has been done with them: the percentage, the message and the time
/// left; a spinner with the message when the length is not known. Hidden unless [`watched`].
pub(crate) fn reading(len: Option<u64>) -> ProgressBar {
    if !watched() {
        return ProgressBar::hidden();
    }
    let bar = match len {
        Some(len) => ProgressBar::new(len).with_style(style(READING)),
        None => ProgressBar::new_spinner().with_style(style(READING_UNKNOWN)),
    };
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}

/// `count` things called `what` done since `bar` started, with their rate: the message of a
/// [`reading`] bar ("12,288 positions answered, 197,493/s").
pub(crate) fn done_message(bar: &ProgressBar, count: u64, what: &str) -> String {
    let mut message = format!("{} {what}", HumanCount(count));
    let seconds = bar.elapsed().as_secs_f64();
    if seconds > 0.0 {
        let _ = write!(message, ", {}", whole_rate(count as f64 / seconds));
    }
    message
}

/// The length of stdin when it is a regular file (`renju batch < positions.jsonl`), so that
/// progress through it can say how far it is.
pub(crate) fn stdin_len() -> Option<u64> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        let fd = io::stdin().as_fd().try_clone_to_owned().ok()?;
        let metadata = std::fs::File::from(fd).metadata().ok()?;
        metadata.is_file().then_some(metadata.len())
    }
    #[cfg(not(unix))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rates_are_whole_numbers_with_separators() {
        assert_eq!(whole_rate(197_492.676_6), "197,493/s");
        assert_eq!(whole_rate(0.4), "0/s");
        assert_eq!(whole_rate(12.5), "13/s");
        assert_eq!(whole_rate(f64::NAN), "0/s");
        assert_eq!(whole_rate(f64::INFINITY), "0/s");
    }

    #[test]
    fn every_template_parses() {
        // A template indicatif refuses would fall back silently to its default style.
        for template in [COUNTING, SPINNER, MATCH, READING, READING_UNKNOWN] {
            let template = template.replace("WHAT", "positions");
            assert!(
                ProgressStyle::with_template(&template).is_ok(),
                "{template}"
            );
        }
    }
}
