//! Helpers of the `renju serve` tests: a server on a free port of 127.0.0.1, and an HTTP/1.1
//! client (hyper) for it.

// Each test file uses only some of these helpers.
#![allow(dead_code)]

use crate::common;

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::client::conn::http1::SendRequest;
use std::io::{BufRead, BufReader, Read};
use std::net::SocketAddr;
use std::process::{Child, ChildStderr, Command, Stdio};

/// A `renju serve` process listening on 127.0.0.1, killed when dropped.
pub struct Server {
    /// The process.
    pub child: Child,
    /// Where it listens.
    pub addr: SocketAddr,
    /// The first line it printed.
    pub first_line: String,
    stderr: Option<ChildStderr>,
}

impl Server {
    /// Starts `renju serve --port 0 ARGS` and reads its first line.
    pub fn start(args: &[&str]) -> Server {
        Server::start_under(&[], args)
    }

    /// Starts `WRAPPER… renju serve --port 0 ARGS` (a wrapper that executes the command in
    /// its own process, like `prlimit --as=N --`, so that the process is the server) and
    /// reads its first line. The `renju` is this build's, or the one the environment
    /// variable `RENJU_SERVE_BINARY` names (a release build, or an older one to compare
    /// with: the load tests run by hand say so).
    pub fn start_under(wrapper: &[&str], args: &[&str]) -> Server {
        let renju = std::env::var_os("RENJU_SERVE_BINARY")
            .unwrap_or_else(|| env!("CARGO_BIN_EXE_renju").into());
        let mut command = match wrapper.split_first() {
            Some((program, rest)) => {
                let mut command = Command::new(program);
                command.args(rest).arg(renju);
                command
            }
            None => Command::new(renju),
        };
        let mut child = command
            .args(["serve", "--port", "0"])
            .args(args)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("renju serve starts");
        let mut first_line = String::new();
        let stdout = child.stdout.take().expect("stdout is piped");
        BufReader::new(stdout)
            .read_line(&mut first_line)
            .expect("renju serve prints a line");
        let first_line = first_line.trim_end_matches('\n').to_string();
        let addr = first_line
            .strip_prefix("listening on http://")
            .and_then(|rest| rest.strip_suffix('/'))
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("not a listening line: {first_line:?}"));
        let stderr = child.stderr.take();
        Server {
            child,
            addr,
            first_line,
            stderr,
        }
    }

    /// The value of a field of `/proc/PID/status` in kB (`VmHWM`: the most memory the
    /// process has held at once; `VmPeak`: the most address space).
    pub fn status_kb(&self, field: &str) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .expect("/proc/PID/status of the server");
        status
            .lines()
            .find_map(|line| line.strip_prefix(&format!("{field}:")))
            .and_then(|value| value.trim().strip_suffix("kB"))
            .and_then(|kb| kb.trim().parse().ok())
            .unwrap_or_else(|| panic!("no {field} in /proc/PID/status"))
    }

    /// Whether the process is still running.
    pub fn is_running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Sends `signal` (`TERM`, `INT`) and waits for the exit; returns the status code and
    /// what it wrote on stderr.
    pub fn stop_with(mut self, signal: &str) -> (Option<i32>, String) {
        let pid = self.child.id().to_string();
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &pid])
            .status()
            .expect("kill runs");
        assert!(sent.success(), "kill -{signal} {pid}");
        let status = self.child.wait().expect("renju serve exits");
        let mut stderr = String::new();
        if let Some(mut pipe) = self.stderr.take() {
            let _ = pipe.read_to_string(&mut stderr);
        }
        (status.code(), stderr)
    }

    /// `method path` with `body`, on a connection of its own.
    pub fn send(&self, method: &str, path: &str, body: &[u8]) -> Reply {
        runtime().block_on(async {
            let mut connection = connect(self.addr).await;
            send(&mut connection, method, path, body.to_vec()).await
        })
    }

    /// `POST path` with `body`.
    pub fn post(&self, path: &str, body: &str) -> Reply {
        self.send("POST", path, body.as_bytes())
    }

    /// `GET path`.
    pub fn get(&self, path: &str) -> Reply {
        self.send("GET", path, b"")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A response.
#[derive(Debug)]
pub struct Reply {
    /// The status code.
    pub status: u16,
    /// The headers, names in lower case.
    pub headers: Vec<(String, String)>,
    /// The body.
    pub body: Vec<u8>,
}

impl Reply {
    /// The body as text.
    pub fn text(&self) -> String {
        String::from_utf8(self.body.clone()).expect("a UTF-8 body")
    }

    /// The value of header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The `error` of a JSON error body (and checks that it is one, `{"error": "…"}`).
    pub fn error(&self) -> String {
        assert_eq!(self.header("content-type"), Some("application/json"));
        let value: serde_json::Value = serde_json::from_slice(&self.body).expect("a JSON body");
        let object = value.as_object().expect("an object");
        assert_eq!(object.len(), 1, "only `error`: {value}");
        object["error"].as_str().expect("a string").to_string()
    }
}

/// A runtime for one client call.
pub fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime")
}

/// An HTTP/1.1 connection to `addr`.
pub async fn connect(addr: SocketAddr) -> SendRequest<Full<Bytes>> {
    let stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("the server accepts");
    let io = hyper_util::rt::TokioIo::new(stream);
    let (sender, connection) = hyper::client::conn::http1::handshake(io)
        .await
        .expect("an HTTP/1.1 handshake");
    tokio::spawn(async move {
        let _ = connection.await;
    });
    sender
}

/// Sends one request on `connection` and reads the whole response.
pub async fn send(
    connection: &mut SendRequest<Full<Bytes>>,
    method: &str,
    path: &str,
    body: Vec<u8>,
) -> Reply {
    let request = hyper::Request::builder()
        .method(method)
        .uri(path)
        .header("host", "127.0.0.1")
        .header("content-type", "application/json")
        .body(Full::new(Bytes::from(body)))
        .expect("a request");
    connection.ready().await.expect("the connection is ready");
    let response = connection.send_request(request).await.expect("a response");
    let status = response.status().as_u16();
    let headers = response
        .headers()
        .iter()
        .map(|(n, v)| (n.as_str().to_string(), v.to_str().unwrap_or("").to_string()))
        .collect();
    let body = response
        .into_body()
        .collect()
        .await
        .expect("the whole body")
        .to_bytes()
        .to_vec();
    Reply {
        status,
        headers,
        body,
    }
}

/// A response read off a raw connection: the status line and headers as text, and the body.
#[derive(Debug)]
pub struct RawReply {
    /// The status line and the headers, up to the blank line.
    pub head: String,
    /// What came after the blank line, up to the end of the connection.
    pub body: Vec<u8>,
}

impl RawReply {
    /// The status code of the first status line.
    pub fn status(&self) -> u16 {
        self.head
            .split(' ')
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or_else(|| panic!("no status line: {:?}", self.head))
    }

    /// The value of header `name` (any case).
    pub fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().skip(1).find_map(|line| {
            let (n, v) = line.split_once(':')?;
            n.eq_ignore_ascii_case(name).then_some(v.trim())
        })
    }

    /// The `error` of a JSON error body.
    pub fn error(&self) -> String {
        let value: serde_json::Value =
            serde_json::from_slice(&self.body).unwrap_or_else(|e| panic!("{e}: {self:?}"));
        value["error"].as_str().expect("an error").to_string()
    }
}

/// Sends `request` (the whole request, as written) on a connection of its own and reads the
/// response until the server closes the connection (send `Connection: close`) or
/// `wait` passes.
pub fn raw_exchange(addr: SocketAddr, request: &[u8], wait: std::time::Duration) -> RawReply {
    use std::io::Write as _;
    let mut stream = std::net::TcpStream::connect(addr).expect("the server accepts");
    stream.set_read_timeout(Some(wait)).expect("a read timeout");
    stream.write_all(request).expect("the request is sent");
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 16 * 1024];
    loop {
        match stream.read(&mut chunk) {
            Ok(0) | Err(_) => break,
            Ok(n) => bytes.extend_from_slice(&chunk[..n]),
        }
    }
    let end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no whole head: {:?}", String::from_utf8_lossy(&bytes)));
    RawReply {
        head: String::from_utf8_lossy(&bytes[..end]).into_owned(),
        body: bytes[end + 4..].to_vec(),
    }
}

/// Runs `renju ARGS` with `stdin`: the end-to-end tests' own runner.
pub use common::run_bytes as run;

/// The stdout of `renju ARGS` on `stdin`, as text.
pub fn stdout_of(args: &[&str], stdin: &[u8]) -> String {
    String::from_utf8(run(args, stdin).stdout).expect("UTF-8 output")
}

/// A file of the repository, as text.
pub fn repo_file(path: &str) -> String {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// The names of the rules, sorted: the rule files of `rules-spec/` (the end-to-end tests').
pub fn rule_names() -> Vec<String> {
    common::rule_names()
}
