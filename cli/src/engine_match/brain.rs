//! One engine ("brain") as a child process spoken to by the Gomocup protocol on its stdin
//! and stdout. Its stdout is read only when the runner waits for one of its lines, with a
//! deadline, and never into a queue: while its opponent thinks, nothing reads it, the pipe
//! fills (64 KiB on Linux) and a brain that goes on writing blocks until its own turn. So
//! the runner's memory does not depend on what a brain prints: one line of at most
//! [`MAX_LINE`] bytes and one read of [`CHUNK`] bytes per brain, whatever it writes and
//! whenever. A longer line is one line ([`Heard::LongLine`]: its first bytes kept, the rest
//! read and dropped up to its end), never cut into two.
//!
//! The engine's command line is split as a POSIX shell would split it (the `shlex` crate:
//! quotes and backslashes, no variables, globs or pipes): `--engine "python3 brain.py
//! --depth 2"` runs `python3` with three arguments. Its stderr is discarded. On Unix each
//! brain leads a process group of its own, and the whole group is killed at the end. On
//! Linux the runner is also a "child subreaper" (`prctl(PR_SET_CHILD_SUBREAPER)`): a process
//! a brain started that left the group (`setsid()`, `setpgid()`) and whose parent is gone
//! is handed to the runner instead of to init, and each brain's end kills and reaps every
//! such process that is not a brain itself. The child is killed and reaped when the
//! [`Brain`] is dropped (at the end of its game, on an error, when the match is stopped),
//! after being asked to `END`. No thread reads a brain on Unix, so none can outlive its game.

use super::stop::Stop;
use std::io::Write;
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

/// The longest line read from a brain, in bytes, without its line end; a longer one is read
/// to its end and reported as one [`Heard::LongLine`].
pub const MAX_LINE: usize = 4096;

/// The most bytes read from a brain at once.
pub const CHUNK: usize = 8192;

/// How often a wait looks whether the match was stopped.
const POLL: Duration = Duration::from_millis(20);

/// How long a brain may take to exit after `END` before it is killed.
const END_GRACE: Duration = Duration::from_millis(100);

/// What came of waiting for a brain's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A line (without its line end; never blank: blank lines are skipped, as the protocol
    /// says a manager does).
    Line(String),
    /// A line longer than [`MAX_LINE`] bytes: its first [`MAX_LINE`] bytes (the rest was read
    /// and dropped, up to the line's end).
    LongLine(String),
    /// The brain closed its stdout or exited.
    Closed,
    /// The deadline passed first.
    TimedOut,
    /// The match was stopped (SIGINT, SIGTERM).
    Stopped,
}

/// Cuts a brain's output into lines, holding at most [`MAX_LINE`] + 1 + [`CHUNK`] bytes.
/// Lines end with LF, CR or CR LF (the protocol allows each); blank lines are skipped.
///
/// ```
/// use renju_cli::engine_match::brain::{Heard, Lines, MAX_LINE};
/// let mut lines = Lines::default();
/// lines.push(b"OK\r\n\r\n7,7\rMESSAGE ");
/// assert_eq!(lines.next_line(), Some(Heard::Line("OK".into())));
/// assert_eq!(lines.next_line(), Some(Heard::Line("7,7".into())));
/// assert_eq!(lines.next_line(), None); // "MESSAGE " has no end yet
/// // A line of MAX_LINE + 3 bytes: one long line, whose tail is never a line of its own.
/// lines.push(&vec![b'x'; MAX_LINE - 8]);
/// lines.push(b"0,0\n8,8\n");
/// assert!(matches!(lines.next_line(), Some(Heard::LongLine(start)) if start.len() == MAX_LINE));
/// assert_eq!(lines.next_line(), Some(Heard::Line("8,8".into())));
/// ```
#[derive(Debug, Default)]
pub struct Lines {
    /// Bytes read and not yet cut into a line.
    pending: Vec<u8>,
    /// While the rest of an over-long line is dropped: its first [`MAX_LINE`] bytes.
    long: Option<Vec<u8>>,
}

fn is_line_end(byte: &u8) -> bool {
    matches!(byte, b'\n' | b'\r')
}

impl Lines {
    /// Adds bytes read (at most [`CHUNK`] at a time, and only once [`Lines::next_line`] has
    /// given `None`, for the memory bound to hold).
    pub fn push(&mut self, bytes: &[u8]) {
        self.pending.extend_from_slice(bytes);
    }

    /// The next whole line, if the bytes pushed hold one.
    pub fn next_line(&mut self) -> Option<Heard> {
        loop {
            let end = self.pending.iter().position(is_line_end);
            if let Some(start) = &self.long {
                let Some(end) = end else {
                    self.pending.clear();
                    return None;
                };
                self.pending.drain(..=end);
                let start = String::from_utf8_lossy(start).into_owned();
                self.long = None;
                return Some(Heard::LongLine(start));
            }
            match end {
                Some(end) if end <= MAX_LINE => {
                    let line: Vec<u8> = self.pending.drain(..=end).take(end).collect();
                    if line.iter().all(u8::is_ascii_whitespace) {
                        continue;
                    }
                    return Some(Heard::Line(String::from_utf8_lossy(&line).into_owned()));
                }
                _ if self.pending.len() > MAX_LINE => {
                    self.long = Some(self.pending.drain(..MAX_LINE).collect());
                }
                _ => return None,
            }
        }
    }

    /// At the end of the output: the last line if it had no line end.
    pub fn finish(&mut self) -> Option<Heard> {
        if let Some(start) = self.long.take() {
            self.pending.clear();
            return Some(Heard::LongLine(
                String::from_utf8_lossy(&start).into_owned(),
            ));
        }
        let line = std::mem::take(&mut self.pending);
        (!line.iter().all(u8::is_ascii_whitespace))
            .then(|| Heard::Line(String::from_utf8_lossy(&line).into_owned()))
    }
}

/// A running brain.
pub struct Brain {
    child: Child,
    stdin: Option<ChildStdin>,
    output: Output,
    /// The process id, for the tests that check that no brain outlives its match.
    pub pid: u32,
    /// The brain was reaped by [`Brain::exit_status`]: its process group is not killed by
    /// id at its end (the id may be another's by then; on Linux what it left is reaped as
    /// the runner's orphans).
    reaped: bool,
}

/// Splits an `--engine` value into a program and its arguments (see the module's text).
///
/// ```
/// use renju_cli::engine_match::brain::split_command;
/// assert_eq!(split_command("python3 'my brain.py' -v").unwrap(), ["python3", "my brain.py", "-v"]);
/// assert!(split_command("").is_err());
/// assert!(split_command("python3 'unclosed").is_err());
/// ```
pub fn split_command(command: &str) -> Result<Vec<String>, String> {
    let words = shlex::split(command)
        .ok_or_else(|| format!("engine {command:?}: unbalanced quotes or a trailing backslash"))?;
    if words.is_empty() {
        return Err("an engine's command line is empty".to_string());
    }
    Ok(words)
}

impl Brain {
    /// Starts `command` (see [`split_command`]).
    pub fn start(command: &str) -> Result<Brain, String> {
        let words = split_command(command)?;
        let mut command_line = Command::new(&words[0]);
        command_line
            .args(&words[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        // Its own process group: the whole group is killed at the end, and a Ctrl-C on the
        // terminal reaches the runner only, which ends the brains itself.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command_line, 0);
        let mut child = descendants::spawn(&mut command_line)
            .map_err(|e| format!("cannot be started: {}", why_not_started(&words[0], &e)))?;
        let stdin = child.stdin.take();
        let Some(stdout) = child.stdout.take() else {
            let _ = child.kill();
            let _ = child.wait();
            descendants::reaped(child.id());
            return Err(format!("engine {command:?}: no stdout"));
        };
        let pid = child.id();
        Ok(Brain {
            child,
            stdin,
            output: Output::new(stdout),
            pid,
            reaped: false,
        })
    }

    /// How the brain exited, once it has (after its output closed): `exit status 3`, `killed
    /// by signal 9`; `None` if it is still running after `within`. The brain is reaped then.
    pub fn exit_status(&mut self, within: Duration) -> Option<String> {
        let deadline = Instant::now() + within;
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    self.reaped = true;
                    return Some(describe_exit(status));
                }
                Ok(None) if Instant::now() < deadline => std::thread::sleep(POLL / 4),
                Ok(None) | Err(_) => return None,
            }
        }
    }

    /// Writes one command line; `false` if the brain no longer reads (it exited).
    pub fn send(&mut self, line: &str) -> bool {
        let Some(stdin) = self.stdin.as_mut() else {
            return false;
        };
        let written = stdin
            .write_all(line.as_bytes())
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        written.is_ok()
    }

    /// The next line, waiting until `deadline` at most (or until `stop` is raised).
    pub fn hear(&mut self, deadline: Instant, stop: &Stop) -> Heard {
        self.output.hear(deadline, stop)
    }

    /// Asks the brain to end (`END`), gives it a moment, then kills it and its process group;
    /// always reaps it, and (on Linux) every process it left behind.
    pub fn end(&mut self) {
        if self.stdin.is_some() {
            self.send("END");
            // Closing stdin is an end too for a brain that reads until EOF.
            self.stdin = None;
        }
        // The brain's stdout closes when it exits: wait for that (lines it still writes are
        // read and dropped), not by polling its status.
        let deadline = Instant::now() + END_GRACE;
        let never = Stop::new();
        while let Heard::Line(_) | Heard::LongLine(_) = self.output.hear(deadline, &never) {}
        if !self.reaped {
            self.kill_group();
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
        descendants::reaped(self.pid);
        descendants::reap_orphans();
    }

    /// Kills the brain's process group (the brain and whatever it started), before the brain
    /// is reaped (so that its id, the group's, cannot have been reused).
    #[cfg(unix)]
    fn kill_group(&self) {
        if let Ok(group) = libc::pid_t::try_from(self.pid) {
            // SAFETY: kill(2) takes no pointers; a negative id names the process group the
            // brain leads (made at its start), and the brain is not reaped yet.
            unsafe {
                libc::kill(-group, libc::SIGKILL);
            }
        }
    }

    #[cfg(not(unix))]
    fn kill_group(&self) {}
}

/// Why a program could not be started, in words that say what to do: a program not found
/// is named, as a path (with a `/`) or as a name looked for on the `PATH`.
fn why_not_started(program: &str, error: &std::io::Error) -> String {
    let on_path = !program.contains(std::path::MAIN_SEPARATOR) && !program.contains('/');
    match error.kind() {
        std::io::ErrorKind::NotFound if on_path => format!(
            "no program {program:?} on the PATH (give the program's path, e.g. ./{program})"
        ),
        std::io::ErrorKind::NotFound if Path::new(program).exists() => format!(
            "{program} exists but cannot be run: the interpreter its first line (#!) names \
             was not found"
        ),
        std::io::ErrorKind::NotFound => format!("no such file: {program} (check the path)"),
        std::io::ErrorKind::PermissionDenied => {
            format!("{program} is not executable (chmod +x, or name its interpreter first: python3 {program})")
        }
        _ => format!("{program}: {error}"),
    }
}

/// A process's end in words: `exit status 3`, `killed by signal 9`.
fn describe_exit(status: std::process::ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        return format!("killed by signal {signal}");
    }
    status.to_string()
}

impl Drop for Brain {
    fn drop(&mut self) {
        self.end();
    }
}

/// A brain's stdout, read on Unix by the thread that waits for it: `poll(2)` with the
/// deadline, then one `read(2)` of at most [`CHUNK`] bytes, and only while no whole line is
/// at hand.
#[cfg(unix)]
struct Output {
    stdout: ChildStdout,
    lines: Lines,
    /// Where a read lands: made once per brain (a buffer made per wait was zeroed each time,
    /// 8 KiB a line heard).
    chunk: Box<[u8; CHUNK]>,
    /// The brain closed its stdout (read gave 0 bytes, or failed).
    closed: bool,
}

#[cfg(unix)]
impl Output {
    fn new(stdout: ChildStdout) -> Output {
        Output {
            stdout,
            lines: Lines::default(),
            chunk: Box::new([0; CHUNK]),
            closed: false,
        }
    }

    fn hear(&mut self, deadline: Instant, stop: &Stop) -> Heard {
        use std::io::Read;
        use std::os::fd::AsRawFd;
        loop {
            if stop.raised() {
                return Heard::Stopped;
            }
            if let Some(heard) = self.lines.next_line() {
                return heard;
            }
            if self.closed {
                return self.lines.finish().unwrap_or(Heard::Closed);
            }
            let now = Instant::now();
            if now >= deadline {
                return Heard::TimedOut;
            }
            let wait = (deadline - now).min(POLL);
            let mut poll = libc::pollfd {
                fd: self.stdout.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            };
            let millis = libc::c_int::try_from(wait.as_millis().max(1)).unwrap_or(1);
            // SAFETY: one pollfd, valid for the call; the descriptor is the open pipe from
            // the brain, owned by `self.stdout`.
            let ready = unsafe { libc::poll(&mut poll, 1, millis) };
            if ready <= 0 {
                // Nothing yet, or a signal (EINTR): look at the stop flag and the clock again.
                continue;
            }
            match self.stdout.read(&mut self.chunk[..]) {
                Ok(0) => self.closed = true,
                Ok(n) => self.lines.push(&self.chunk[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => self.closed = true,
            }
            // A Ctrl-C on a terminal reaches the brains too, unless they lead groups of their
            // own: their exit then is the stop's.
            if self.closed && stop.raised() {
                return Heard::Stopped;
            }
        }
    }
}

/// A brain's stdout, read elsewhere by a thread that cuts it into lines and hands them over
/// one at a time through a channel of a few places: a brain that writes while nobody
/// listens blocks that thread, then itself (the pipe fills), as on Unix. The thread ends
/// when the brain's output closes.
#[cfg(not(unix))]
struct Output {
    lines: std::sync::mpsc::Receiver<Heard>,
}

#[cfg(not(unix))]
impl Output {
    fn new(mut stdout: ChildStdout) -> Output {
        use std::io::Read;
        let (send, lines) = std::sync::mpsc::sync_channel(4);
        std::thread::spawn(move || {
            let mut cut = Lines::default();
            let mut chunk = [0u8; CHUNK];
            loop {
                match stdout.read(&mut chunk) {
                    Ok(0) | Err(_) => {
                        if let Some(last) = cut.finish() {
                            let _ = send.send(last);
                        }
                        return;
                    }
                    Ok(n) => cut.push(&chunk[..n]),
                }
                while let Some(line) = cut.next_line() {
                    if send.send(line).is_err() {
                        return;
                    }
                }
            }
        });
        Output { lines }
    }

    fn hear(&mut self, deadline: Instant, stop: &Stop) -> Heard {
        use std::sync::mpsc::RecvTimeoutError;
        loop {
            if stop.raised() {
                return Heard::Stopped;
            }
            let now = Instant::now();
            if now >= deadline {
                return Heard::TimedOut;
            }
            match self.lines.recv_timeout((deadline - now).min(POLL)) {
                Ok(line) => return line,
                Err(RecvTimeoutError::Disconnected) if stop.raised() => return Heard::Stopped,
                Err(RecvTimeoutError::Disconnected) => return Heard::Closed,
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }
}

/// The brains' descendants that leave their process group. On Linux the runner becomes a
/// child subreaper before its first brain starts: an orphan among a brain's descendants is
/// then re-parented to the runner, which kills and reaps, at each brain's end, every child
/// of its own that is not a brain still in play (the brains are started and listed under one
/// lock, so a brain just started is never taken for an orphan). Elsewhere a process that
/// leaves the group survives the match (documented in docs/match.md).
#[cfg(target_os = "linux")]
mod descendants {
    use std::process::{Child, Command};
    use std::sync::{Mutex, Once};

    /// The brains started and not yet reaped, by process id.
    static BRAINS: Mutex<Vec<u32>> = Mutex::new(Vec::new());
    static SUBREAPER: Once = Once::new();

    /// The most processes one clean-up kills before it gives up (a brain that forks without
    /// end would otherwise hold its game's thread).
    const MOST_ORPHANS: usize = 10_000;

    fn brains() -> std::sync::MutexGuard<'static, Vec<u32>> {
        BRAINS
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Starts a brain, and lists it.
    pub fn spawn(command: &mut Command) -> std::io::Result<Child> {
        SUBREAPER.call_once(|| {
            // SAFETY: prctl(2) with PR_SET_CHILD_SUBREAPER takes integers only. Should it
            // fail, orphans go to init as before, and the process group is still killed.
            unsafe {
                libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
            }
        });
        let mut brains = brains();
        let child = command.spawn()?;
        brains.push(child.id());
        Ok(child)
    }

    /// The brain `pid` was reaped: it is no longer listed.
    pub fn reaped(pid: u32) {
        brains().retain(|&p| p != pid);
    }

    /// The runner's children: from `/proc/self/task/*/children` (each thread's), else from
    /// every process's parent in `/proc/*/stat`.
    fn children() -> Vec<u32> {
        let mut found = Vec::new();
        let mut listed = false;
        if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
            for task in tasks.flatten() {
                if let Ok(text) = std::fs::read_to_string(task.path().join("children")) {
                    listed = true;
                    found.extend(
                        text.split_whitespace()
                            .filter_map(|p| p.parse::<u32>().ok()),
                    );
                }
            }
        }
        if listed {
            return found;
        }
        let me = std::process::id();
        let Ok(processes) = std::fs::read_dir("/proc") else {
            return found;
        };
        for process in processes.flatten() {
            let Some(pid) = process
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(process.path().join("stat")) else {
                continue;
            };
            // `pid (name) state ppid ...`: the name may hold anything, so read after its `)`.
            let parent = stat
                .rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if parent == Some(me) {
                found.push(pid);
            }
        }
        found
    }

    /// Kills and reaps every child of the runner that is not a listed brain: the descendants
    /// of ended brains that left their process groups (and were re-parented to the runner),
    /// then theirs, until none is left.
    pub fn reap_orphans() {
        let mut killed = 0;
        while killed < MOST_ORPHANS {
            let brains = brains();
            let orphans: Vec<u32> = children()
                .into_iter()
                .filter(|pid| !brains.contains(pid))
                .collect();
            if orphans.is_empty() {
                return;
            }
            for pid in orphans {
                let Ok(pid) = libc::pid_t::try_from(pid) else {
                    continue;
                };
                // SAFETY: kill(2) and waitpid(2) on a child of this process that is no brain
                // (so no `Child` of the standard library waits for it): SIGKILL to it and to
                // the group it leads, if it leads one (`-pid` names no other group), then
                // reaped, so that its own children come to the runner in turn.
                unsafe {
                    libc::kill(-pid, libc::SIGKILL);
                    libc::kill(pid, libc::SIGKILL);
                    let mut status = 0;
                    libc::waitpid(pid, &mut status, 0);
                }
                killed += 1;
            }
        }
    }
}

/// Without Linux's child subreaper: brains are started as they are, and only their process
/// groups are killed at the end.
#[cfg(not(target_os = "linux"))]
mod descendants {
    use std::process::{Child, Command};

    pub fn spawn(command: &mut Command) -> std::io::Result<Child> {
        command.spawn()
    }

    pub fn reaped(_pid: u32) {}

    pub fn reap_orphans() {}
}
