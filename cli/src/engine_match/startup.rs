//! Before the first game: every engine is started once and must answer `START` with `OK`
//! (the start-up check), and every engine gets a short name for the table, the JSON lines
//! and the records.
//!
//! The check goes as a game's start-up goes (`START`, the `INFO` lines and `ABOUT`, all
//! engines at once, on no clock; see docs/match.md), then ends the brains. An engine that
//! cannot be started (no such program), exits, answers anything but `OK` to `START` (an
//! `ERROR`) or says nothing within the start-up's time is an error that names it and what
//! happened: `renju match` exits with status 2 and plays no game, instead of a match of
//! `crash` losses. A brain that fails later, in a game, loses that game as before.

use super::brain::Brain;
use super::game::{answer_about, answer_start, send_info_and_about, startup_time, Limits, Reason};
use super::protocol::{about_field, escape_text};
use super::stop::Stop;
use std::path::Path;
use std::time::{Duration, Instant};

/// How long the check waits for the exit status of a brain whose output closed.
const EXIT_WAIT: Duration = Duration::from_millis(200);

/// Why the start-up check failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartupFailure {
    /// One or more engines cannot play: a message naming each, what happened and what to
    /// do, one line per engine.
    Engines(String),
    /// The match was stopped (SIGINT, SIGTERM) during the check; the brains are ended.
    Stopped,
}

/// Starts every engine of `engines` (command lines) at once, as a game of `size` under the
/// rule `gomocup_rule` would, and ends them again: `START`, which each must answer `OK`, then
/// the `INFO` lines and `ABOUT`. Gives each engine's `ABOUT` answer (`None` when it gave
/// none: that loses nothing), or the engines that cannot play.
pub fn check_engines(
    engines: &[String],
    size: usize,
    gomocup_rule: Option<u32>,
    limits: &Limits,
    stop: &Stop,
) -> Result<Vec<Option<String>>, StartupFailure> {
    let mut failures: Vec<(usize, String)> = Vec::new();
    let mut brains: Vec<Option<Brain>> = engines
        .iter()
        .enumerate()
        .map(|(i, command)| match Brain::start(command) {
            Ok(brain) => Some(brain),
            Err(e) => {
                failures.push((i, e));
                None
            }
        })
        .collect();
    for brain in brains.iter_mut().flatten() {
        brain.send(&format!("START {size}"));
    }
    let deadline = Instant::now() + startup_time(limits);
    for (i, slot) in brains.iter_mut().enumerate() {
        let Some(brain) = slot else { continue };
        match answer_start(brain, limits, deadline, stop) {
            Ok(()) => {}
            Err(None) => return Err(StartupFailure::Stopped),
            Err(Some((reason, detail))) => {
                let mut what = match reason {
                    Reason::Crash => format!("exited before answering START {size}"),
                    _ => detail
                        .unwrap_or_default()
                        .replace("START", &format!("START {size}")),
                };
                if let Some(status) = brain.exit_status(EXIT_WAIT) {
                    what.push_str(&format!(" ({status})"));
                }
                failures.push((i, what));
                *slot = None;
            }
        }
    }
    for brain in brains.iter_mut().flatten() {
        send_info_and_about(brain, limits, gomocup_rule);
    }
    let deadline = Instant::now() + startup_time(limits);
    let mut about = vec![None; engines.len()];
    for (i, slot) in brains.iter_mut().enumerate() {
        let Some(brain) = slot else { continue };
        match answer_about(brain, deadline, stop) {
            Ok(answer) => about[i] = answer,
            Err(None) => return Err(StartupFailure::Stopped),
            Err(Some((_, detail))) => {
                let mut what = detail.unwrap_or_default();
                if let Some(status) = brain.exit_status(EXIT_WAIT) {
                    what.push_str(&format!(" ({status})"));
                }
                failures.push((i, what));
            }
        }
    }
    // Every brain is ended (END, then its process group killed) and reaped here.
    drop(brains);
    if failures.is_empty() {
        return Ok(about);
    }
    failures.sort_by_key(|(i, _)| *i);
    let lines: Vec<String> = failures
        .iter()
        .map(|(i, what)| {
            format!(
                "engine {} ({}): {}",
                i + 1,
                escape_text(&engines[*i]),
                escape_text(what)
            )
        })
        .collect();
    Err(StartupFailure::Engines(format!(
        "{} of {} engine{} cannot play, so no game was played (each engine must answer START \
         {size} with OK; run its command by hand and type START {size} to see what it \
         says):\n  {}",
        failures.len(),
        engines.len(),
        if engines.len() == 1 { "" } else { "s" },
        lines.join("\n  ")
    )))
}

/// An engine's name when `--name` gives none: the name its `ABOUT` answer gives
/// (`name="…"`), else its program's file name (the command line's first word without its
/// folder), never the whole command line.
///
/// ```
/// use renju_cli::engine_match::startup::default_name;
/// let about = r#"name="Rapfi", version="0.43.02""#;
/// assert_eq!(default_name("/opt/rapfi/pbrain-rapfi --x", Some(about)), "Rapfi");
/// assert_eq!(default_name("/opt/rapfi/pbrain-rapfi --x", None), "pbrain-rapfi");
/// assert_eq!(default_name("'my brains/b 1' -v", Some("UNKNOWN")), "b 1");
/// ```
pub fn default_name(command: &str, about: Option<&str>) -> String {
    if let Some(name) = about.and_then(|line| about_field(line, "name")) {
        let name = name.trim();
        if !name.is_empty() {
            return name.to_string();
        }
    }
    let program = shlex::split(command)
        .and_then(|words| words.into_iter().next())
        .unwrap_or_else(|| command.to_string());
    Path::new(&program)
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .filter(|name| !name.is_empty())
        .unwrap_or(program)
}

/// The engines' names: `given` (`--name`, in the order of `--engine`; there may be fewer)
/// then `defaults` for the rest, each name that two or more engines share numbered in the
/// order of `--engine` (`rapfi (1)`, `rapfi (2)`). An error if more names than engines are
/// given, if a name is empty, or if the numbering still leaves two names alike.
///
/// ```
/// use renju_cli::engine_match::startup::engine_names;
/// let defaults = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
/// assert_eq!(
///     engine_names(&[], defaults(&["rapfi", "pybrain", "rapfi"])).unwrap(),
///     ["rapfi (1)", "pybrain", "rapfi (2)"]
/// );
/// assert_eq!(
///     engine_names(&["new".into()], defaults(&["rapfi", "rapfi"])).unwrap(),
///     ["new", "rapfi"]
/// );
/// assert!(engine_names(&["a".into(), "b".into(), "c".into()], defaults(&["x", "y"])).is_err());
/// ```
pub fn engine_names(given: &[String], defaults: Vec<String>) -> Result<Vec<String>, String> {
    if given.len() > defaults.len() {
        return Err(format!(
            "{} names (--name) for {} engines (--engine): give at most one --name per \
             --engine, in the same order",
            given.len(),
            defaults.len()
        ));
    }
    if given.iter().any(|name| name.trim().is_empty()) {
        return Err("an engine's name (--name) is empty: give it a word or more".to_string());
    }
    let names: Vec<String> = given
        .iter()
        .cloned()
        .chain(defaults.into_iter().skip(given.len()))
        .collect();
    let mut numbered = Vec::with_capacity(names.len());
    for (i, name) in names.iter().enumerate() {
        let shared = names.iter().filter(|n| *n == name).count();
        if shared > 1 {
            let nth = names[..=i].iter().filter(|n| *n == name).count();
            numbered.push(format!("{name} ({nth})"));
        } else {
            numbered.push(name.clone());
        }
    }
    for (i, name) in numbered.iter().enumerate() {
        if numbered[..i].contains(name) {
            return Err(format!(
                "two engines would both be named {:?}: give each engine a name of its own \
                 (--name, once per --engine, in the same order)",
                escape_text(name)
            ));
        }
    }
    Ok(numbered)
}
