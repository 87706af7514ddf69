//! The harness of the HTTP tests: the rules text's double-three, a JSON reader, and a raw
//! request written on a socket.

use crate::serve_common;

use serve_common::Server;
use std::io::Write;
use std::net::TcpStream;
use std::time::Duration;

/// RIF 9.3's double-three: black f8 g8 h9 h10 makes h8 a double-three (row f8 g8 h8 and
/// column h8 h9 h10, each open to a straight four).
pub(super) const DOUBLE_THREE: &str = r#""black": ["f8", "g8", "h9", "h10"]"#;

pub(super) fn json(text: &str) -> serde_json::Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Opens a raw connection and sends `bytes`, leaving it open.
pub(super) fn raw(server: &Server, bytes: &[u8]) -> TcpStream {
    let mut stream = TcpStream::connect(server.addr).expect("connects");
    stream.write_all(bytes).expect("sends");
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .expect("a read timeout");
    stream
}
