//! Running a parsed command line: input, output, messages and exit status.

use crate::args::table::TableCommand;
use crate::args::{Cli, Command, ExplainForm};
use crate::batch::{run_batch_with, BatchOptions};
use crate::bench::{bench_size, read_positions_from, BenchMode, MAX_BENCH_BYTES};
use crate::check::{board_size_of, case_variant, read_board, report};
use crate::corpus::write_corpus;
use crate::engine_match::BadMatch;
use crate::exit::{BAD_ARGUMENTS, BAD_INPUT};
use crate::explain::{explain_json, explain_report};
use crate::options::SizeArg;
use crate::replay;
use crate::rule_file::BadRuleFile;
use crate::rules::{rule_by_name, rules_table};
use crate::table::{colors_of, lookup, stats_report, write_dump};
use crate::table_diff::{write_diff, DiffOptions};
use anyhow::Context as _;
use clap::CommandFactory;
use renju::{Color, Point, Rule};
use renju_svg::{check_svg, explain_svg};
use std::io::{self, BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The most bytes `check` and `explain` read as their one position (1 MiB): a diagram is
/// about 600 bytes.
const MAX_POSITION_BYTES: u64 = 1 << 20;

/// Runs `cli`, printing answers on stdout and errors on stderr (control characters escaped),
/// and returns the exit status: 0 all good, 1 bad input or an I/O error, 2 a rule file the
/// build would refuse (its message as the build gives it, read before any input), two rule
/// files of one name given to `renju serve`, or `renju serve` asked of a binary built without
/// the server. A closed
/// stdout ends the run quietly, with status 1 (not everything asked for was written).
pub fn run(cli: Cli) -> ExitCode {
    match run_command(cli.command) {
        Ok(code) => code,
        Err(e) if is_broken_pipe(&e) => ExitCode::from(BAD_INPUT),
        Err(e) if is_bad_argument(&e) => {
            // A rule file's is the build's message: several lines (the file's line and a
            // caret under it).
            let message = escape_controls_but_lines(&format!("{e:#}"));
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(BAD_ARGUMENTS)
        }
        Err(e) => {
            let message = escape_controls(&format!("{e:#}"));
            let _ = writeln!(io::stderr(), "error: {message}");
            ExitCode::from(BAD_INPUT)
        }
    }
}

/// Runs one subcommand.
fn run_command(command: Command) -> anyhow::Result<ExitCode> {
    match command {
        Command::Batch {
            rule,
            colors,
            max_line_bytes,
            size,
        } => batch(&BatchOptions {
            rule: rule.rule()?,
            colors,
            max_line_bytes,
            size: size.size,
            input_len: crate::progress::stdin_len(),
        }),
        Command::Check {
            rule,
            size,
            svg,
            file,
        } => check(rule.given()?, size, svg, file),
        Command::Explain {
            rule,
            size,
            color,
            form,
            point,
            file,
        } => explain(rule.given()?, size, color.into(), form.0, point, file),
        Command::Rules => write_stdout(&rules_table()).map(|()| ExitCode::SUCCESS),
        Command::Openings => {
            write_stdout(&crate::opening::openings_table()).map(|()| ExitCode::SUCCESS)
        }
        Command::Opening {
            rule,
            opening,
            format,
            files,
        } => opening_command(
            crate::opening::OpeningOptions {
                rule: rule.rule()?,
                opening: opening.rule()?,
                symmetry: opening.symmetry(),
                format,
            },
            files,
        ),
        Command::Completions { shell } => {
            let mut text = Vec::new();
            clap_complete::generate(shell, &mut Cli::command(), "renju", &mut text);
            write_stdout_bytes(&text).map(|()| ExitCode::SUCCESS)
        }
        Command::Man { dir: None } => {
            let mut page = Vec::new();
            clap_mangen::Man::new(Cli::command()).render(&mut page)?;
            write_stdout_bytes(&page).map(|()| ExitCode::SUCCESS)
        }
        Command::Man { dir: Some(dir) } => {
            std::fs::create_dir_all(&dir)
                .with_context(|| format!("man: cannot make {}", dir.display()))?;
            clap_mangen::generate_to(Cli::command(), &dir)
                .with_context(|| format!("man: cannot write the pages into {}", dir.display()))?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Bench {
            rule,
            size,
            reps,
            mode,
            file,
        } => bench(rule.rule()?, size, reps, mode.0, &file),
        Command::Corpus {
            style,
            count,
            seed,
            size,
        } => corpus(style, count, seed, size),
        Command::Table { command } => table(command),
        Command::Serve {
            bind,
            port,
            request_timeout,
            max_connections,
            rule_files,
            hosts,
        } => serve(
            bind,
            port,
            request_timeout,
            max_connections,
            &rule_files,
            hosts,
        ),
        Command::Match(args) => {
            ensure_stdout_open()?;
            crate::engine_match::run(args)
        }
        Command::Replay {
            rule,
            size,
            format,
            positions,
            max_record_bytes,
            strict,
            opening,
            files,
        } => replay(
            replay::options::Options {
                rule: rule.rule()?,
                format,
                positions,
                max_record_bytes,
                strict,
                size: size.size,
                opening: opening.rule()?,
                symmetry: opening.symmetry(),
            },
            files,
        ),
    }
}

fn batch(options: &BatchOptions<'_>) -> anyhow::Result<ExitCode> {
    ensure_stdout_open()?;
    let summary = run_batch_with(io::stdin().lock(), io::stdout().lock(), options)
        .context("batch: reading stdin or writing stdout")?;
    Ok(if summary.bad == 0 && !summary.output_closed {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BAD_INPUT)
    })
}

fn check(
    rule: Option<&'static Rule>,
    size: SizeArg,
    svg: bool,
    file: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let (rule, board, _) = position_board(rule, size, file)?;
    let text = if svg {
        check_svg(rule, &board)
    } else {
        report(rule, &board)
    };
    write_stdout(&text)?;
    Ok(ExitCode::SUCCESS)
}

fn explain(
    rule: Option<&'static Rule>,
    size: SizeArg,
    color: Color,
    form: ExplainForm,
    point: Point,
    file: Option<PathBuf>,
) -> anyhow::Result<ExitCode> {
    let (rule, board, name) = position_board(rule, size, file)?;
    let explained = match form {
        ExplainForm::Json => explain_json(rule, &board, point, color),
        ExplainForm::Svg => explain_svg(rule, &board, point, color),
        ExplainForm::Text => explain_report(rule, &board, point, color),
    };
    let explained =
        explained.with_context(|| format!("{name}: explain needs an empty point on the board"))?;
    write_stdout(&explained)?;
    Ok(ExitCode::SUCCESS)
}

/// The one position of `renju check` and `renju explain`: read from `file` (stdin if none),
/// judged under `rule` (else the rule its `variant:` line names, else the default rule), on
/// the board size it states or `size` asks for. Returns the rule, the board and the input's
/// name (errors are prefixed with it).
fn position_board(
    rule: Option<&'static Rule>,
    size: SizeArg,
    file: Option<PathBuf>,
) -> anyhow::Result<(&'static Rule, renju::AnyBoard, String)> {
    let position = read_position(file)?;
    let rule = position.rule(rule)?;
    let name = position.name;
    let size = board_size_of(&position.input, size.size, rule.board_size())
        .with_context(|| name.clone())?;
    let board = read_board(&position.input, size).with_context(|| name.clone())?;
    Ok((rule, board, name))
}

/// The inputs named on the command line, in order (`-` is stdin); none: stdin.
fn inputs_of(files: Vec<PathBuf>) -> Vec<replay::Input> {
    if files.is_empty() {
        vec![replay::Input::Stdin]
    } else {
        files.into_iter().map(replay::Input::named).collect()
    }
}

fn bench(
    rule: &'static Rule,
    size: SizeArg,
    reps: u32,
    mode: BenchMode,
    file: &Path,
) -> anyhow::Result<ExitCode> {
    let input =
        std::fs::File::open(file).with_context(|| format!("cannot read {}", file.display()))?;
    let positions = read_positions_from(input, MAX_BENCH_BYTES)
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    anyhow::ensure!(!positions.is_empty(), "{}: no positions", file.display());
    let size = bench_size(&positions, size.size, rule.board_size())
        .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
    let passes = reps as usize;
    let timing = crate::bench::bench(mode, &positions, rule, size, passes)?;
    write_stdout(&timing.report(positions.len(), rule))?;
    Ok(ExitCode::SUCCESS)
}

/// `renju serve`: loads the rule files (a bad one refused before anything listens), then
/// serves until stopped.
#[cfg(feature = "serve")]
fn serve(
    bind: std::net::IpAddr,
    port: u16,
    request_timeout: u64,
    max_connections: usize,
    rule_files: &[PathBuf],
    hosts: Vec<String>,
) -> anyhow::Result<ExitCode> {
    let loaded = rule_files
        .iter()
        .map(|path| crate::rule_file::load_rule_file(path))
        .collect::<Result<Vec<_>, _>>()?;
    crate::serve::serve(crate::serve::ServeOptions {
        bind,
        port,
        request_timeout: std::time::Duration::from_secs(request_timeout),
        max_connections,
        rules: crate::serve::Catalogue::new(loaded)?,
        hosts,
    })
    .map(|()| ExitCode::SUCCESS)
}

/// `renju serve` in a binary built without the server: the error that says so, before any
/// rule file is read (it would not be used).
#[cfg(not(feature = "serve"))]
fn serve(
    _bind: std::net::IpAddr,
    _port: u16,
    _request_timeout: u64,
    _max_connections: usize,
    _rule_files: &[PathBuf],
    _hosts: Vec<String>,
) -> anyhow::Result<ExitCode> {
    Err(crate::serve::ServerNotBuilt.into())
}

fn corpus(
    style: renju_positions::Style,
    count: usize,
    seed: u64,
    size: usize,
) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(io::stdout().lock());
    let progress = crate::progress::counting(count as u64, "positions");
    write_corpus(&mut out, style, count, seed, size, &progress)?;
    progress.finish_and_clear();
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// `renju opening`: each game's opening explained.
fn opening_command(
    options: crate::opening::OpeningOptions,
    files: Vec<PathBuf>,
) -> anyhow::Result<ExitCode> {
    ensure_stdout_open()?;
    let inputs = inputs_of(files);
    let mut out = BufWriter::new(io::stdout().lock());
    let errors = crate::opening::explain_openings(&inputs, options, &mut out).context("opening")?;
    Ok(if errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(BAD_INPUT)
    })
}

fn replay(options: replay::options::Options, files: Vec<PathBuf>) -> anyhow::Result<ExitCode> {
    ensure_stdout_open()?;
    let inputs = inputs_of(files);
    // Progress only where someone watches stderr and the answers go elsewhere.
    let progress = crate::progress::spinner("games");
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let summary = replay::replay(&inputs, options, &mut out, &progress);
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
            let rule = rule.rule()?;
            let mut out = BufWriter::new(io::stdout().lock());
            write_dump(&mut out, rule, color.color())?;
            out.flush()?;
        }
        TableCommand::Lookup {
            window,
            rule,
            color,
        } => {
            // The window was checked when the arguments were read.
            let line = lookup(rule.rule()?, &window, color.color())?;
            write_stdout(&format!("{line}\n"))?;
        }
        TableCommand::Stats { rule } => write_stdout(&stats_report(rule.rule()?))?,
        TableCommand::Diff {
            a,
            b,
            color,
            summary,
        } => {
            let (a, b) = (a.load()?, b.load()?);
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
    /// The input, as read (its board is made once its size is known).
    input: Vec<u8>,
    /// Where it came from: the file's name, or `stdin`.
    name: String,
    /// The first rule a case file's `variant:` line names.
    variant: Option<String>,
}

impl OnePosition {
    /// The rule to judge it by: `given` (by `--rule` or `--rule-file`) if any, else the case
    /// file's variant, else the default rule.
    fn rule(&self, given: Option<&'static Rule>) -> anyhow::Result<&'static Rule> {
        match (given, &self.variant) {
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
    let variant = case_variant(&input).map(str::to_string);
    Ok(OnePosition {
        input,
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
    escape_controls_except(text, &[])
}

/// `text` with each control character but newlines and tabs escaped, as [`escape_controls`]:
/// for a message of several lines whose own layout must show (a rule file's line and the
/// caret under it).
fn escape_controls_but_lines(text: &str) -> String {
    escape_controls_except(text, &['\n', '\t'])
}

/// `text` with each control character not in `kept` written as an escape.
fn escape_controls_except(text: &str, kept: &[char]) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() && !kept.contains(&c) {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Fails when standard output was closed when the program started (`renju batch >&-`): the
/// Rust runtime then opens `/dev/null` in its place, read-write, and every answer would be
/// lost without an error. Seen on Linux through `/proc` (a `/dev/null` that the shell opened
/// for `> /dev/null` is write-only, and passes); elsewhere not detected.
fn ensure_stdout_open() -> anyhow::Result<()> {
    anyhow::ensure!(
        !stdout_was_closed(),
        "standard output is closed: the answers cannot be written"
    );
    Ok(())
}

#[cfg(target_os = "linux")]
fn stdout_was_closed() -> bool {
    /// `O_ACCMODE` and `O_RDWR` (octal, as /proc shows the flags).
    const ACCESS_MODE: u32 = 0o3;
    const READ_WRITE: u32 = 0o2;
    let is_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|p| p == Path::new("/dev/null"));
    let flags = std::fs::read_to_string("/proc/self/fdinfo/1")
        .ok()
        .and_then(|info| {
            let line = info.lines().find(|l| l.starts_with("flags:"))?;
            u32::from_str_radix(line["flags:".len()..].trim(), 8).ok()
        });
    is_null && flags.is_some_and(|f| f & ACCESS_MODE == READ_WRITE)
}

#[cfg(not(target_os = "linux"))]
fn stdout_was_closed() -> bool {
    false
}

fn write_stdout(text: &str) -> anyhow::Result<()> {
    write_stdout_bytes(text.as_bytes())
}

fn write_stdout_bytes(bytes: &[u8]) -> anyhow::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)?;
    out.flush()?;
    Ok(())
}

/// Whether `e` is about the arguments, in a way clap cannot see: a rule file the build would
/// refuse, two rule files of one name (or a name two rules answer to) given to `renju serve`, or `renju serve` asked of a
/// binary built without the server.
fn is_bad_argument(e: &anyhow::Error) -> bool {
    #[cfg(feature = "serve")]
    if e.downcast_ref::<crate::serve::CatalogueError>().is_some() {
        return true;
    }
    e.downcast_ref::<BadRuleFile>().is_some()
        || e.downcast_ref::<renju_referee::opening::OpeningFileError>()
            .is_some()
        || e.downcast_ref::<BadMatch>().is_some()
        || e.downcast_ref::<crate::serve::ServerNotBuilt>().is_some()
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
