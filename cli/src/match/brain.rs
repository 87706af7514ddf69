//! One engine ("brain") as a child process spoken to by the Gomocup protocol on its stdin
//! and stdout. A reader thread turns its stdout into lines on a channel, so that every read
//! has a deadline; the child is killed and reaped when the [`Brain`] is dropped (at the end
//! of its game, on an error, when the match is stopped), after being asked to `END`.
//!
//! The engine's command line is split as a POSIX shell would split it (the `shlex` crate:
//! quotes and backslashes, no variables, globs or pipes): `--engine "python3 brain.py
//! --depth 2"` runs `python3` with three arguments. Its stderr is discarded. On Unix each
//! brain leads a process group of its own, and the whole group is killed at the end.

use super::stop::Stop;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// The longest line read from a brain; a longer one is cut there (and is no move).
const MAX_LINE: u64 = 4096;

/// How often a wait looks whether the match was stopped.
const POLL: Duration = Duration::from_millis(20);

/// How long a brain may take to exit after `END` before it is killed.
const END_GRACE: Duration = Duration::from_millis(100);

/// What came of waiting for a brain's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// A line (without its line end).
    Line(String),
    /// The brain closed its stdout or exited.
    Closed,
    /// The deadline passed first.
    TimedOut,
    /// The match was stopped (SIGINT, SIGTERM).
    Stopped,
}

/// A running brain.
pub struct Brain {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    /// The process id, for the tests that check that no brain outlives its match.
    pub pid: u32,
}

/// Splits an `--engine` value into a program and its arguments (see the module's text).
///
/// ```
/// use renju_cli::r#match::brain::split_command;
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
        let mut child = command_line
            .spawn()
            .map_err(|e| format!("engine {command:?} cannot be started: {e}"))?;
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (send, lines) = channel();
        // The thread ends when the brain's stdout closes (it exits or is killed).
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut line = Vec::new();
                match reader.by_ref().take(MAX_LINE).read_until(b'\n', &mut line) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        while matches!(line.last(), Some(b'\n' | b'\r')) {
                            line.pop();
                        }
                        if send
                            .send(String::from_utf8_lossy(&line).into_owned())
                            .is_err()
                        {
                            return;
                        }
                    }
                }
            }
        });
        let pid = child.id();
        Ok(Brain {
            child,
            stdin,
            lines,
            pid,
        })
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
        loop {
            if stop.raised() {
                return Heard::Stopped;
            }
            let now = Instant::now();
            if now >= deadline {
                return Heard::TimedOut;
            }
            match self.lines.recv_timeout((deadline - now).min(POLL)) {
                Ok(line) => return Heard::Line(line),
                // A Ctrl-C on the terminal reaches the brains too: their exit is the stop's.
                Err(RecvTimeoutError::Disconnected) if stop.raised() => return Heard::Stopped,
                Err(RecvTimeoutError::Disconnected) => return Heard::Closed,
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    /// Asks the brain to end (`END`), gives it a moment, then kills it; always reaps it.
    pub fn end(&mut self) {
        if self.stdin.is_some() {
            self.send("END");
            // Closing stdin is an end too for a brain that reads until EOF.
            self.stdin = None;
        }
        // The brain's stdout closes when it exits: wait for that (lines it still writes are
        // dropped), not by polling its status.
        let deadline = Instant::now() + END_GRACE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(_) => {}
                Err(RecvTimeoutError::Disconnected | RecvTimeoutError::Timeout) => break,
            }
        }
        self.kill_group();
        let _ = self.child.kill();
        let _ = self.child.wait();
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

impl Drop for Brain {
    fn drop(&mut self) {
        self.end();
    }
}
