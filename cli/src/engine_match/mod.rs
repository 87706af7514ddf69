//! `renju match`: engines against engines over the Gomocup protocol, every move judged by
//! the same referee as `renju replay` ([`renju_referee::Game`]), under any rule that has a
//! Gomocup number (`INFO rule`): a built-in rule or a rule file.
//!
//! - [`match_args`]: the command's arguments.
//! - [`protocol`]: Gomocup's coordinates and a brain's lines.
//! - [`brain`]: an engine as a child process, read with deadlines, killed and reaped.
//! - [`game`]: one game, judged move by move; why it ended ([`game::Reason`]).
//! - [`schedule`]: pairs, openings, colours.
//! - [`startup`]: the start-up check before the first game (every engine must answer
//!   `START`), and the engines' names.
//! - [`report`] and [`elo`]: the JSON lines, the record lines, the table at the end.
//! - [`stop`]: SIGINT and SIGTERM end the games and their brains.
//! - [`run`]: the command, from its arguments to its exit status.
//!
//! The games run on `--concurrency` threads; each finished game is written at once (so the
//! lines come in the order the games end, each with its number).

pub mod brain;
pub mod elo;
pub mod game;
pub mod match_args;
pub mod protocol;
pub mod report;
pub mod schedule;
pub mod sprt;
pub mod startup;
pub mod stop;

use crate::exit::BAD_INPUT;
use anyhow::Context as _;
use game::{play_game, GameSpec, Limits, Played};
use indicatif::ProgressBar;
use match_args::MatchArgs;
use renju::Rule;
use report::{game_line, record_line, Standings};
use startup::{check_engines, default_name, engine_names, StartupFailure};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use stop::Stop;

/// `renju match` as the command line asks: checks the arguments (two engines, a rule with a
/// Gomocup number, the openings: else a [`BadMatch`]), checks that every engine starts, plays
/// the games (each game's JSON line on stdout as it ends), then writes the table on stderr.
/// The exit status: success, or the signal's (130, 143) when SIGINT or SIGTERM stopped it.
pub fn run(args: MatchArgs) -> anyhow::Result<ExitCode> {
    let rule = args.rule.rule()?;
    if args.engines.len() < 2 {
        return Err(
            BadMatch("renju match needs two engines or more (--engine CMD, twice)".into()).into(),
        );
    }
    for engine in &args.engines {
        brain::split_command(engine).map_err(BadMatch)?;
    }
    check_rule(rule).map_err(BadMatch)?;
    if args.sprt.is_some() && args.engines.len() != 2 {
        return Err(
            BadMatch("--sprt tests one engine against one other: give two engines".into()).into(),
        );
    }
    check_repeat(args.repeat, args.openings.is_some()).map_err(BadMatch)?;
    if args.names.len() > args.engines.len() {
        engine_names(&args.names, vec![String::new(); args.engines.len()]).map_err(BadMatch)?;
    }
    let size = args.size.size.unwrap_or(rule.board_size());
    let openings = match &args.openings {
        Some(path) => schedule::read_openings(path, rule, size).map_err(BadMatch)?,
        None => vec![schedule::Opening {
            name: String::new(),
            moves: Vec::new(),
        }],
    };
    let pairing = schedule::Pairing {
        engines: args.engines.len(),
        gauntlet: args.gauntlet,
        games: args.games,
        repeat: args.repeat,
        seed: args.seed,
    };
    let games = schedule::schedule(&pairing, &openings);
    let limits = Limits {
        timeout_turn: args.timeout_turn,
        timeout_match: args.timeout_match,
        tolerance: args.tolerance,
        max_memory: args.max_memory,
        draw_after: args.draw_after,
    };
    let stop = Stop::on_signals().context("match: cannot catch SIGINT and SIGTERM")?;
    // Every engine must answer START before the first game: else exit status 2, no game.
    let about = match check_engines(&args.engines, size, rule.gomocup_rule(), &limits, &stop) {
        Ok(about) => about,
        Err(StartupFailure::Engines(message)) => return Err(BadMatch(message).into()),
        Err(StartupFailure::Stopped) => {
            return Ok(ExitCode::from(stop.exit_status().unwrap_or(BAD_INPUT)))
        }
    };
    let defaults = args
        .engines
        .iter()
        .zip(&about)
        .map(|(command, about)| default_name(command, about.as_deref()))
        .collect();
    let names = engine_names(&args.names, defaults).map_err(BadMatch)?;
    let options = MatchOptions {
        engines: args.engines,
        names,
        rule,
        size,
        limits,
        concurrency: args.concurrency,
        sprt: args.sprt,
    };
    let mut records = match &args.records {
        Some(path) => Some(BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("match: cannot write {}", path.display()))?,
        )),
        None => None,
    };
    let progress = crate::progress::match_line(games.len() as u64);
    let started = std::time::Instant::now();
    let mut out = io::stdout().lock();
    let standings = run_match(
        &games,
        &options,
        &mut out,
        records.as_mut().map(|r| r as &mut dyn Write),
        &progress,
        &stop,
    );
    progress.finish_and_clear();
    let standings = standings.context("match")?;
    let wall = started.elapsed();
    eprint!("{}", standings.table(&options.names, &options.engines));
    if let Some(sprt) = &options.sprt {
        use sprt::Decision;
        let (lower, upper) = sprt.bounds();
        match standings.sprt_decision {
            Some((games, llr, decision)) => eprintln!(
                "sprt ({sprt}): LLR {llr:.3} past [{lower:.3}, {upper:.3}] after {games} games: {}",
                match decision {
                    Decision::H1 => "H1 accepted: the first engine is the stronger by elo1",
                    Decision::H0 => "H0 accepted: the first engine is not the stronger by elo1",
                }
            ),
            None => {
                let [w, l, d] = standings.scores[0];
                eprintln!(
                    "sprt ({sprt}): LLR {:.3} in [{lower:.3}, {upper:.3}] after {} games: no decision",
                    sprt.llr(w, l, d),
                    w + l + d
                );
            }
        }
    }
    if standings.brain_moves > 0 {
        // The runner's cost: wall time per move, of which waiting for the brains (their
        // thinking and the pipes) and judging (the referee); the rest is starting and ending
        // processes, writing commands and output.
        let moves = standings.brain_moves as f64;
        eprintln!(
            "time: {:.2} s for {} moves, {} at once: {:.1} us a move, {:.1} us of it waiting for the brain, {:.2} us judging",
            wall.as_secs_f64(),
            standings.brain_moves,
            options.concurrency,
            wall.as_secs_f64() * 1e6 / moves,
            standings.waiting_ns as f64 / 1e3 / moves,
            standings.judging_ns as f64 / 1e3 / moves
        );
    }
    Ok(match stop.exit_status() {
        Some(status) => ExitCode::from(status),
        None => ExitCode::SUCCESS,
    })
}

/// Arguments of `renju match` that clap cannot check (an engine that does not start among
/// them): exit status 2, its message saying what is wrong.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadMatch(pub String);

/// How `renju match` runs.
#[derive(Clone, Debug)]
pub struct MatchOptions {
    /// The engines' command lines.
    pub engines: Vec<String>,
    /// The engines' names, in the same order, for the JSON lines, the records and the table
    /// (`--name`, else short names: [`startup::engine_names`]).
    pub names: Vec<String>,
    /// The rule the games are played and judged under.
    pub rule: &'static Rule,
    /// The board's side.
    pub size: usize,
    /// The time and memory limits, and `--draw-after`.
    pub limits: Limits,
    /// Games played at once.
    pub concurrency: usize,
    /// The test that ends a match of two engines early (`--sprt`): no game starts once it
    /// has decided; the games in play finish and count.
    pub sprt: Option<sprt::Sprt>,
}

/// Why a rule cannot be played over the protocol: it has no Gomocup number for `INFO rule`,
/// or its number is one a built-in rule claims and it does not state that rule (other
/// settings, or a window classed otherwise): the brains would be told one rule while the
/// referee judged another. The rule's number when it can be played.
///
/// ```
/// use renju::Rule;
/// use renju_cli::engine_match::check_rule;
/// assert_eq!(check_rule(Rule::by_name("renju").unwrap()), Ok(4));
/// let omok = Rule::by_name("omok").unwrap();
/// assert_eq!(
///     check_rule(omok).unwrap_err(),
///     "rule omok has no Gomocup number (`INFO rule`): a brain could not be told it; \
///      renju match plays only rules that have one (gomocup-rule in the rule file)"
/// );
/// ```
pub fn check_rule(rule: &Rule) -> Result<u32, String> {
    let number = rule.gomocup_rule().ok_or_else(|| {
        format!(
            "rule {} has no Gomocup number (`INFO rule`): a brain could not be told it; \
             renju match plays only rules that have one (gomocup-rule in the rule file)",
            rule.name()
        )
    })?;
    match Rule::by_gomocup_rule(number) {
        Some(claimed) if claimed != rule => match rule_difference(rule, claimed) {
            Some(difference) => Err(format!(
                "rule {} says gomocup-rule = {number}, the number of the built-in rule {}, but \
                 is not that rule: {difference}; brains told `INFO rule {number}` would play \
                 {} while the referee judged {}. State {}'s rule (the same settings and \
                 tables: `renju table diff {} FILE` shows what differs) or give another number",
                rule.name(),
                claimed.name(),
                claimed.name(),
                rule.name(),
                claimed.name(),
                claimed.name(),
            )),
            None => Ok(number),
        },
        _ => Ok(number),
    }
}

/// `--repeat` plays each opening twice, colours swapped; without `--openings` the one
/// opening is the empty board, whose games alternate colours anyway, so `--repeat` would
/// only play the same games again: refused, with the fix.
///
/// ```
/// use renju_cli::engine_match::check_repeat;
/// assert!(check_repeat(true, true).is_ok());
/// assert!(check_repeat(false, false).is_ok());
/// assert!(check_repeat(true, false).unwrap_err().contains("--openings FILE"));
/// ```
pub fn check_repeat(repeat: bool, openings: bool) -> Result<(), String> {
    if repeat && !openings {
        return Err(
            "--repeat plays each opening twice, colours swapped, but no openings were \
                    given (--openings FILE): every game starts on the empty board and the \
                    colours alternate anyway, so it would only replay the same games. Give \
                    --openings FILE, or leave out --repeat"
                .to_string(),
        );
    }
    Ok(())
}

/// What differs between `rule` and `claimed`, in words, or `None` if they are the same rule:
/// their settings in words ([`crate::table_diff::settings_that_differ`]), then every window (or wide
/// window, if either reads them) of both colours, as `renju table diff` compares them.
fn rule_difference(rule: &Rule, claimed: &Rule) -> Option<String> {
    let settings = crate::table_diff::settings_that_differ(rule, claimed);
    let mut parts = Vec::new();
    if !settings.is_empty() {
        let each: Vec<String> = settings
            .iter()
            .map(|(setting, mine, theirs)| {
                format!(
                    "{setting}: {} says {mine}, {} says {theirs}",
                    rule.name(),
                    claimed.name()
                )
            })
            .collect();
        parts.push(format!(
            "{} setting{} differ{} ({})",
            settings.len(),
            if settings.len() == 1 { "" } else { "s" },
            if settings.len() == 1 { "s" } else { "" },
            each.join("; ")
        ));
    }
    let mut windows = Vec::new();
    for color in renju::Color::ALL {
        let differ = crate::table_window::diff_windows(rule, claimed)
            .filter(|w| w.class(rule, color) != w.class(claimed, color))
            .count();
        if differ > 0 {
            windows.push(format!("{differ} of {color}'s"));
        }
    }
    if !windows.is_empty() {
        let noun = if rule.reads_wide_windows() || claimed.reads_wide_windows() {
            "wide windows"
        } else {
            "windows"
        };
        parts.push(format!(
            "{} {noun} are classed otherwise",
            windows.join(" and ")
        ));
    }
    (!parts.is_empty()).then(|| parts.join(", and "))
}

/// Plays `games` as `options` say, writing each game's JSON line to `out` and its record to
/// `records` as it ends, ticking `progress` with the score; returns the standings. Stops
/// early (the games in play ended, their brains reaped) when `stop` is raised.
pub fn run_match(
    games: &[GameSpec],
    options: &MatchOptions,
    out: &mut dyn Write,
    mut records: Option<&mut dyn Write>,
    progress: &ProgressBar,
    stop: &Stop,
) -> io::Result<Standings> {
    let mut standings = Standings::new(options.engines.len());
    let next = AtomicUsize::new(0);
    // Raised when the SPRT has decided: no more games start.
    let decided = AtomicBool::new(false);
    let workers = options.concurrency.clamp(1, games.len().max(1));
    std::thread::scope(|scope| {
        let (send, results) = channel::<Played>();
        for _ in 0..workers {
            let send = send.clone();
            let next = &next;
            let decided = &decided;
            scope.spawn(move || loop {
                if decided.load(Ordering::SeqCst) {
                    return;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(spec) = games.get(i) else { return };
                if stop.raised() {
                    return;
                }
                let played = play_game(
                    spec,
                    &options.engines,
                    options.rule,
                    options.size,
                    options.limits,
                    stop,
                );
                match played {
                    Some(played) => {
                        if send.send(played).is_err() {
                            return;
                        }
                    }
                    None => return,
                }
            });
        }
        drop(send);
        let mut failed = None;
        for played in results {
            if failed.is_some() {
                continue;
            }
            standings.add(&played);
            if let (Some(sprt), None) = (&options.sprt, standings.sprt_decision) {
                let [w, l, d] = standings.scores[0];
                if let Some(decision) = sprt.decide(w, l, d) {
                    standings.sprt_decision = Some((w + l + d, sprt.llr(w, l, d), decision));
                    decided.store(true, Ordering::SeqCst);
                }
            }
            let written = out
                .write_all(game_line(&played, &options.names).as_bytes())
                .and_then(|()| out.flush())
                .and_then(|()| match records.as_deref_mut() {
                    Some(records) => {
                        records.write_all(record_line(&played, &options.names).as_bytes())
                    }
                    None => Ok(()),
                });
            if let Err(e) = written {
                // Stop the other games; their brains are ended as they stop.
                stop.raise();
                failed = Some(e);
            }
            progress.inc(1);
            progress.set_message(score_message(&standings, &options.engines));
        }
        match failed {
            Some(e) => Err(e),
            None => Ok(()),
        }
    })?;
    if let Some(records) = records {
        records.flush()?;
    }
    Ok(standings)
}

/// The live line's message: each engine's wins, losses and draws.
fn score_message(standings: &Standings, engines: &[String]) -> String {
    let scores: Vec<String> = engines
        .iter()
        .zip(&standings.scores)
        .enumerate()
        .map(|(i, (_, [w, l, d]))| format!("#{} +{w} -{l} ={d}", i + 1))
        .collect();
    scores.join("  ")
}
