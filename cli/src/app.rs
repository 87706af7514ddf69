//! Running a parsed command line: input, output, messages and exit status.

use crate::args::{Cli, Command, RuleArg, TableCommand};
use crate::batch::{run_batch_with, BatchOptions};
use crate::bench::{bench_full_map, bench_incremental, bench_point, read_positions};
use crate::check::{case_variant, read_board, report};
use crate::corpus::write_corpus;
use crate::explain::{explain_json, explain_report};
use crate::replay;
use crate::rules::{rule_by_name, rules_table};
use crate::svg::{check_svg, explain_svg};
use crate::table::{colors_of, lookup, stats_report, write_diff, write_dump, DiffOptions};
use anyhow::Context as _;
use renju::{Color, Point, Rule};
use std::io::{self, BufReader, BufWriter, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status for bad input or an I/O error (2 is clap's, for bad arguments).
const BAD_INPUT: u8 = 1;

/// The most bytes `check` and `explain` read as their one position (1 MiB): a diagram is
/// about 600 bytes.
const MAX_POSITION_BYTES: u64 = 1 << 20;

/// Runs `cli`, printing answers on stdout and errors on stderr (control characters escaped),
/// and returns the exit status: 0 all good, 1 bad input or an I/O error. A closed stdout ends
/// the run quietly, with status 1 (not everything asked for was written).
pub fn run(cli: Cli) -> ExitCode {
    let result = match cli.command {
        Command::Batch {
            rule,
            colors,
            max_line_bytes,
        } => batch(&BatchOptions {
            rule: rule.rule(),
            colors,
            max_line_bytes,
        }),
        Command::Check { rule, svg, file } => check(rule, svg, file),
        Command::Explain {
            rule,
            color,
            json,
            svg,
            point,
            file,
        } => explain(rule, color.into(), Form::new(json, svg), point, file),
        Command::Rules => write_stdout(&rules_table()).map(|()| ExitCode::SUCCESS),
        Command::Bench {
            rule,
            reps,
            incremental,
            point,
            file,
        } => bench(rule.rule(), reps, BenchMode::new(incremental, point), &file),
        Command::Corpus { style, count, seed } => corpus(style, count, seed),
        Command::Table { command } => table(command),
        Command::Serve {
            bind,
            port,
            request_timeout,
        } => crate::serve::serve(crate::serve::ServeOptions {
            bind,
            port,
            request_timeout: std::time::Duration::from_secs(request_timeout),
        })
        .map(|()| ExitCode::SUCCESS),
        Command::Replay {
            rule,
            format,
            positions,
            max_record_bytes,
            files,
        } => replay(
            replay::Options {
                rule: rule.rule(),
                format,
                positions,
                max_record_bytes,
            },
            &files,
        ),
    };
    match result {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::from(BAD_INPUT),
        Err(e) => {
            let message = escape_controls(&format!("{e:#}"));
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

fn batch(options: &BatchOptions<'_>) -> anyhow::Result<ExitCode> {
    let summary = run_batch_with(io::stdin().lock(), io::stdout().lock(), options)
        .context("batch: reading stdin or writing stdout")?;
    Ok(if summary.bad == 0 && !summary.output_closed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BAD_INPUT)
    })
}

fn check(rule: RuleArg, svg: bool, file: Option<PathBuf>) -> anyhow::Result<ExitCode> {
    let position = read_position(file)?;
    let (rule, board) = (position.rule(rule)?, &position.board);
    let text = if svg {
        check_svg(rule, board)
    } else {
        report(rule, board)
    };
    write_stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// What `renju explain` writes: text, JSON or an SVG picture.
enum Form {
    Text,
    Json,
    Svg,
}

impl Form {
    fn new(json: bool, svg: bool) -> Form {
        match (json, svg) {
            (true, _) => Form::Json,
            (false, true) => Form::Svg,
            (false, false) => Form::Text,
        }
    }
}

fn explain(
    rule: RuleArg,
    color: Color,
    form: Form,
    point: Point,
    file: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let position = read_position(file)?;
    let (rule, board) = (position.rule(rule)?, &position.board);
    let explained = match form {
        Form::Json => explain_json(rule, board, point, color),
        Form::Svg => explain_svg(rule, board, point, color),
        Form::Text => explain_report(rule, board, point, color),
    };
    let name = &position.name;
    let text = explained.with_context(|| format!("{name}: explain needs an empty point"))?;
    write_stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}

/// What `renju bench` times.
enum BenchMode {
    FullMap,
    Incremental,
    Point,
}

impl BenchMode {
    fn new(incremental: bool, point: bool) -> BenchMode {
        match (incremental, point) {
            (true, _) => BenchMode::Incremental,
            (false, true) => BenchMode::Point,
            (false, false) => BenchMode::FullMap,
        }
    }
}

fn bench(rule: &'static Rule, reps: u32, mode: BenchMode, file: &Path) -> anyhow::Result<ExitCode> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let positions =
        read_positions(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    anyhow::ensure!(!positions.is_empty(), "{}: no positions", file.display());
    let passes = reps as usize;
    let timing = match mode {
        BenchMode::FullMap => bench_full_map(&positions, rule, passes),
        BenchMode::Incremental => bench_incremental(&positions, rule, passes),
        BenchMode::Point => bench_point(&positions, rule, passes),
    };
    write_stdout(&timing.report(positions.len(), rule))?;
    Ok(ExitCode::SUCCESS)
}

fn corpus(style: renju_positions::Style, count: usize, seed: u64) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(io::stdout().lock());
    write_corpus(&mut out, style, count, seed)?;
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn replay(options: replay::Options, files: &[PathBuf]) -> anyhow::Result<ExitCode> {
    let stdin_only = [PathBuf::from("-")];
    let files = if files.is_empty() {
        &stdin_only[..]
    } else {
        files
    };
    let mut inputs = Vec::new();
    for file in files {
        // A file that cannot be opened is answered with an error line in its place.
        let reader: Result<Box<dyn io::BufRead + Send>, String> = if file.as_os_str() == "-" {
            Ok(Box::new(BufReader::with_capacity(1 << 16, io::stdin())))
        } else {
            match std::fs::File::open(file) {
                Ok(f) => Ok(Box::new(BufReader::with_capacity(1 << 16, f))),
                Err(e) => Err(format!("cannot read {}: {e}", file.display())),
            }
        };
        inputs.push(replay::Input {
            name: file.display().to_string(),
            reader,
        });
    }
    // Progress only where someone watches stderr and the answers go elsewhere.
    let progress = if io::stderr().is_terminal() && !io::stdout().is_terminal() {
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template("{spinner} {human_pos} games in {elapsed}")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        bar.enable_steady_tick(std::time::Duration::from_millis(200));
        bar
    } else {
        indicatif::ProgressBar::hidden()
    };
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let summary = replay::replay(inputs, options, &mut out, &progress);
    progress.finish_and_clear();
    let summary = summary.context("replay")?;
    out.flush()?;
    eprint!("{summary}");
    Ok(if summary.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BAD_INPUT)
    })
}

fn table(command: TableCommand) -> anyhow::Result<ExitCode> {
    match command {
        TableCommand::Dump { rule, color } => {
            let mut out = BufWriter::new(io::stdout().lock());
            write_dump(&mut out, rule.rule(), color.color())?;
            out.flush()?;
        }
        TableCommand::Lookup {
            window,
            rule,
            color,
        } => {
            // The window was checked when the arguments were read.
            let line = lookup(rule.rule(), &window, color.color())?;
            write_stdout(&format!("{line}\n"))?;
        }
        TableCommand::Stats { rule } => write_stdout(&stats_report(rule.rule()))?,
        TableCommand::Diff {
            a,
            b,
            color,
            summary,
        } => {
            let options = DiffOptions {
                colors: colors_of(color.map(Color::from)),
                windows: !summary,
            };
            let mut out = BufWriter::new(io::stdout().lock());
            write_diff(&mut out, a, b, options)?;
            out.flush()?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The one position `check` and `explain` read.
struct OnePosition {
    board: renju::Board,
    /// Where it came from: the file's name, or `stdin`.
    name: String,
    /// The first rule a case file's `variant:` line names.
    variant: Option<String>,
}

impl OnePosition {
    /// The rule to judge it by: `--rule` if given, else the case file's variant, else the
    /// default rule.
    fn rule(&self, arg: RuleArg) -> anyhow::Result<&'static Rule> {
        match (arg.given(), &self.variant) {
            (Some(rule), _) => Ok(rule),
            (None, Some(variant)) => {
                rule_by_name(variant).with_context(|| format!("{}: the `variant:` line", self.name))
            }
            (None, None) => Ok(Rule::default_rule()),
        }
    }
}

/// The position in `file` (`-` or none: stdin), read as `renju check` reads it.
fn read_position(file: Option<PathBuf>) -> anyhow::Result<OnePosition> {
    let file = file.filter(|f| f.as_os_str() != "-");
    let (input, name) = match &file {
        Some(path) => {
            let name = path.display().to_string();
            let opened = std::fs::File::open(path).with_context(|| format!("cannot read {name}"));
            (read_capped(opened?, &name)?, name)
        }
        None => (
            read_capped(io::stdin().lock(), "stdin")?,
            "stdin".to_string(),
        ),
    };
    let board = read_board(&input).with_context(|| name.clone())?;
    let variant = case_variant(&input).map(str::to_string);
    Ok(OnePosition {
        board,
        name,
        variant,
    })
}

/// All of `input`, if it is at most [`MAX_POSITION_BYTES`] long (no more is read).
fn read_capped(input: impl Read, name: &str) -> anyhow::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    input
        .take(MAX_POSITION_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    anyhow::ensure!(
        bytes.len() as u64 <= MAX_POSITION_BYTES,
        "{name}: more than {MAX_POSITION_BYTES} bytes; a position (JSON or diagram) is at most 1 MiB"
    );
    Ok(bytes)
}

/// `text` with each control character (such as ESC or a newline, which a file name or an
/// input line may hold) written as an escape like `\u{1b}`, so that a message cannot drive
/// the terminal or break its line.
fn escape_controls(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
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
