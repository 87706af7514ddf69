//! Running a parsed command line: input, output, messages and exit status.

use crate::args::{Cli, Command};
use crate::batch::run_batch;
use crate::check::{read_board, report};
use crate::explain::explain_report;
use crate::rules::rules_table;
use anyhow::Context as _;
use renju::{Color, Point, Rule};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status for bad input or an I/O error (2 is clap's, for bad arguments).
const BAD_INPUT: u8 = 1;

/// Runs `cli`, printing answers on stdout and errors on stderr, and returns the exit status:
/// 0 all good, 1 bad input or an I/O error. A closed stdout ends the run quietly.
pub fn run(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Command::Batch { rule } => batch(rule.unwrap_or_else(Rule::default_rule)),
        Command::Check { rule, file } => check(rule.unwrap_or_else(Rule::default_rule), file),
        Command::Explain {
            rule,
            color,
            point,
            file,
        } => explain(
            rule.unwrap_or_else(Rule::default_rule),
            color.into(),
            point,
            file,
        ),
        Command::Rules => write_stdout(&rules_table()).map(|()| ExitCode::SUCCESS),
    };
    match result {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "error: {e:#}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn batch(rule: &Rule) -> anyhow::Result<ExitCode> {
    let summary = run_batch(io::stdin().lock(), io::stdout().lock(), rule)
        .context("batch: reading stdin or writing stdout")?;
    Ok(if summary.bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BAD_INPUT)
    })
}

fn check(rule: &Rule, file: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let (board, _) = read_position(file)?;
    write_stdout(&report(rule, &board))?;
    Ok(ExitCode::SUCCESS)
}

fn explain(
    rule: &Rule,
    color: Color,
    point: Point,
    file: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let (board, name) = read_position(file)?;
    let text = explain_report(rule, &board, point, color)
        .with_context(|| format!("{name}: explain needs an empty point"))?;
    write_stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// The position in `file` (`-` or none: stdin), read as `renju check` reads it, and the name
/// of where it came from.
fn read_position(file: Option<PathBuf>) -> anyhow::Result<(renju::Board, String)> {
    let file = file.filter(|f| f.as_os_str() != "-");
    let (input, name) = match &file {
        Some(path) => (read_file(path)?, path.display().to_string()),
        None => {
            let mut input = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut input)
                .context("cannot read stdin")?;
            (input, "stdin".to_string())
        }
    };
    let board = read_board(&input).with_context(|| name.clone())?;
    Ok((board, name))
}

fn read_file(path: &Path) -> anyhow::Result<Vec<u8>> {
    std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))
}

fn write_stdout(text: &str) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
