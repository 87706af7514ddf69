//! The windows `renju table` reads and shows: the 11-point [`Window`] of the tables, or the
//! 13-point [`WideWindow`] of a rule that judges wins by what a window cannot show
//! ([`Rule::reads_wide_windows`]), and which of them each table subcommand goes over.

use renju::tables::{ParseWideWindowError, ParseWindowError, PatternClass, WideWindow, Window};
use renju::{Color, Rule};
use std::fmt;

/// Characters in a wide window's picture (6 points, `*`, 6 points).
const WIDE_CHARS: usize = 13;

/// Wide windows `renju table dump` lists for a rule that reads them: one per wide seen index
/// (158 seen sides each way).
pub const WIDE_REPRESENTATIVES: usize = 158 * 158;

/// Wide windows in all ([`WideWindow::all`]: 850 sides each way), what `renju table diff`
/// compares when either rule reads wide windows.
pub const WIDE_WINDOW_COUNT: usize = 850 * 850;

/// A window as `renju table` shows it: an 11-point window, or a 13-point wide window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableWindow {
    /// 11 points: `X` own, `O` opponent stone or the edge, `.` empty.
    Window(Window),
    /// 13 points: `|` past the edge, and at each end what ends a run past the 11 points.
    Wide(WideWindow),
}

impl TableWindow {
    /// Its class for `color` under `rule`: [`Rule::class`] of a window (for a rule that reads
    /// wide windows, read on an open line), [`Rule::wide_class`] of a wide window.
    pub fn class(self, rule: &Rule, color: Color) -> PatternClass {
        match self {
            TableWindow::Window(w) => rule.class(w, color),
            TableWindow::Wide(w) => rule.wide_class(w, color),
        }
    }
}

impl fmt::Display for TableWindow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableWindow::Window(w) => w.fmt(f),
            TableWindow::Wide(w) => w.fmt(f),
        }
    }
}

/// One wide window per wide seen index, in index order: each stands for the windows that
/// look the same to the stone at `*`, the points it cannot see drawn empty.
///
/// ```
/// let all: Vec<_> = renju_cli::table_window::wide_representatives().collect();
/// assert_eq!(all.len(), renju_cli::WIDE_REPRESENTATIVES);
/// ```
pub fn wide_representatives() -> impl Iterator<Item = WideWindow> {
    WideWindow::representatives()
}

/// The windows `renju table dump` lists and `renju table stats` counts for `rule`: all
/// 59,049 windows in index order, or for a rule that reads wide windows one wide window per
/// wide seen index ([`wide_representatives`], 24,964).
pub fn table_windows(rule: &Rule) -> Box<dyn Iterator<Item = TableWindow>> {
    if rule.reads_wide_windows() {
        Box::new(wide_representatives().map(TableWindow::Wide))
    } else {
        Box::new(Window::all().map(TableWindow::Window))
    }
}

/// The windows `renju table diff` compares `a` and `b` on: every wide window (722,500) if
/// either reads wide windows, else every window (59,049).
pub fn diff_windows(a: &Rule, b: &Rule) -> Box<dyn Iterator<Item = TableWindow>> {
    if a.reads_wide_windows() || b.reads_wide_windows() {
        Box::new(WideWindow::all().map(TableWindow::Wide))
    } else {
        Box::new(Window::all().map(TableWindow::Window))
    }
}

/// A window argument that is not a window picture: what is wrong, and a hint for the usual
/// slips (lower-case letters, `|` in an 11-point window, `*` out of place).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BadWindow {
    /// Not a window of 11 characters (and not 13 characters long).
    #[error("{error}{hint}")]
    Window {
        /// What the window parser said (which character, and what is allowed there).
        error: ParseWindowError,
        /// A hint, starting with a separator, or empty.
        hint: String,
    },
    /// 13 characters, but not a wide window.
    #[error("a wide window (13 characters): {error}{hint}")]
    Wide {
        /// What the wide window parser said (which character, and what is allowed there).
        error: ParseWideWindowError,
        /// A hint, starting with a separator, or empty.
        hint: String,
    },
}

/// Checks that `text` is a window picture, as `renju table lookup` reads it: 13 characters
/// are a wide window, anything else must be an 11-character window.
///
/// ```
/// use renju_cli::TableWindow;
/// assert!(matches!(renju_cli::check_window("...XX*.XO.."), Ok(TableWindow::Window(_))));
/// assert!(matches!(renju_cli::check_window("|XXXXX*O....."), Ok(TableWindow::Wide(_))));
/// let error = renju_cli::check_window("...XX*.Xo..").unwrap_err();
/// assert_eq!(error.to_string(), "character 9 is 'o'; allowed there: `.` (empty), `X` (own stone), \
///     `O` (opponent or edge); stones are upper-case letters: `O`");
/// let error = renju_cli::check_window("XXXXXX*......").unwrap_err();
/// assert!(error.to_string().starts_with("a wide window (13 characters): character 1 is 'X'; "));
/// ```
pub fn check_window(text: &str) -> Result<TableWindow, BadWindow> {
    let length = text.chars().count();
    if length == WIDE_CHARS {
        return text
            .parse::<WideWindow>()
            .map(TableWindow::Wide)
            .map_err(|error| {
                let hint = match &error {
                    ParseWideWindowError::Character {
                        found: '*',
                        position,
                        ..
                    } if *position != 7 => {
                        "; `*` (the point under test) is the middle character, the 7th".to_string()
                    }
                    ParseWideWindowError::Character { found, .. } => case_hint(*found),
                    _ => String::new(),
                };
                BadWindow::Wide { error, hint }
            });
    }
    text.parse::<Window>()
        .map(TableWindow::Window)
        .map_err(|error| {
            let hint = match &error {
                ParseWindowError::Character {
                    found, position, ..
                } => match found {
                    '|' => "; an 11-character window draws the board edge as `O` (it blocks like \
                            an opponent stone); a 13-character wide window draws it as `|`"
                        .to_string(),
                    '*' if *position != 6 => {
                        "; `*` (the point under test) is the middle character, the 6th".to_string()
                    }
                    _ => case_hint(*found),
                },
                ParseWindowError::Length { .. } if text.contains('*') => {
                    let before = text.split('*').next().unwrap_or_default().chars().count();
                    format!(
                        "; 5 points before `*` and 5 after (found {before} before), or 6 and 6 \
                         for a wide window"
                    )
                }
                ParseWindowError::Length { .. } => "; or 13 for a wide window".to_string(),
            };
            BadWindow::Window { error, hint }
        })
}

/// The hint for a lower-case stone (or a zero for `O`), else nothing.
fn case_hint(found: char) -> String {
    match found {
        'x' => "; stones are upper-case letters: `X`".to_string(),
        'o' | '0' => "; stones are upper-case letters: `O`".to_string(),
        _ => String::new(),
    }
}
