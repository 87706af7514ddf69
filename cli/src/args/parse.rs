//! Clap's readings of the values of single options: each checks its text and says what is
//! wrong with a bad one (the message clap prints before the usage).

use crate::point_name::parse_point;
use renju::Point;
use renju_positions::Style;
use renju_records::Format;

/// `--max-connections N`: 1 to 1,000,000.
pub(super) fn max_connections(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=1_000_000).contains(&n) => Ok(n),
        _ => Err(format!(
            "{text:?} is not a number of connections from 1 to 1000000"
        )),
    }
}

/// A `--host` name: a DNS name or an IP address (an IPv6 one in brackets), without a port.
pub(super) fn host_name(name: &str) -> Result<String, String> {
    let bracketed = name
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .is_some_and(|inside| inside.parse::<std::net::Ipv6Addr>().is_ok());
    let plain = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    if bracketed || plain {
        Ok(name.to_ascii_lowercase())
    } else {
        Err(format!(
            "{name:?} is not a host name: give a name like board.lan or an address like \
             192.168.1.5 or [fe80::1], without a port"
        ))
    }
}

/// Clap's reading of a point name.
pub(super) fn parse_point_arg(name: &str) -> Result<Point, String> {
    parse_point(name).map_err(|e| e.to_string())
}

/// Clap's reading of `--style STYLE`.
pub(super) fn parse_style(name: &str) -> Result<Style, String> {
    name.parse()
        .map_err(|e: renju_positions::UnknownStyle| e.to_string())
}

/// Clap's reading of `--format`: one of the format names, listed in the help.
pub(super) fn format_parser() -> impl clap::builder::TypedValueParser<Value = Format> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(Format::ALL.map(Format::name))
        .try_map(|name| name.parse::<Format>())
}

/// Clap's reading of `--max-record-bytes`: a whole number, at least 64.
pub(super) fn parse_record_bytes(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if n >= 64 => Ok(n),
        _ => Err(format!("{text:?} is not a byte count of at least 64")),
    }
}
