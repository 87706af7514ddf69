//! The body of `POST /api/forbidden` and `POST /api/explain`: a `renju batch` input line with
//! the server's own fields beside the position's (`rule`, `color`, `size`, and `point` for
//! explain).
//!
//! The server's fields are taken out and blanked in place, so that what is left is a batch
//! line whose every other byte is where the body had it: the batch reader then reads it as
//! `renju batch` would, and its messages' line and column numbers are those of the body.
//!
//! ```text
//! body: {"id": 1, "black": ["h8"], "rule": "omok"}
//! line: {"id": 1, "black": ["h8"]                }
//! ```

use super::error::ApiError;
use crate::position_error::PositionError;
use serde::de::{self, Deserializer as _, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::fmt;

/// The server's fields of a position request, as written (each read by its handler).
#[derive(Debug, Default)]
pub struct Fields<'a> {
    /// `rule`: a rule name.
    pub rule: Option<&'a RawValue>,
    /// `color`: whose forbidden points, or who plays.
    pub color: Option<&'a RawValue>,
    /// `size`: the board size.
    pub size: Option<&'a RawValue>,
    /// `point`: the point to explain.
    pub point: Option<&'a RawValue>,
}

/// A position request taken apart.
#[derive(Debug)]
pub struct PositionRequest<'a> {
    /// The server's fields.
    pub fields: Fields<'a>,
    /// The body with the server's fields blanked: a `renju batch` input line.
    pub line: String,
    /// Whether the body gives an `id` (batch lines need one; the API does not).
    pub has_id: bool,
}

/// The server's field names, and the ones this endpoint takes.
const SERVER_FIELDS: [&str; 4] = ["rule", "color", "size", "point"];

/// Takes `body` apart. `takes_point` says whether `point` is a server field here (explain)
/// or, like any other unknown field, left for the batch reader to refuse.
pub fn split(body: &[u8], takes_point: bool) -> Result<PositionRequest<'_>, ApiError> {
    let text = std::str::from_utf8(body)
        .map_err(|_| ApiError::bad_request("the body is not UTF-8 text"))?;
    let mut deserializer = serde_json::Deserializer::from_str(text);
    let members = deserializer
        .deserialize_any(MembersVisitor)
        .and_then(|members| deserializer.end().map(|()| members))
        .map_err(|e| ApiError::bad_request(PositionError::from(e).to_string()))?;
    let mut line = text.as_bytes().to_vec();
    let mut fields = Fields::default();
    let mut kept = 0;
    let mut has_id = false;
    for member in &members {
        let taken = SERVER_FIELDS
            .iter()
            .position(|&f| f == member.name && (takes_point || f != "point"));
        let Some(which) = taken else {
            kept += 1;
            has_id |= member.name == "id";
            continue;
        };
        let slot = match which {
            0 => &mut fields.rule,
            1 => &mut fields.color,
            2 => &mut fields.size,
            _ => &mut fields.point,
        };
        if slot.replace(member.value).is_some() {
            return Err(ApiError::bad_request(format!(
                "duplicate field `{}`",
                member.name
            )));
        }
        let start = offset(text, member.key.get());
        let end = offset(text, member.value.get()) + member.value.get().len();
        blank(&mut line, start, end);
    }
    if !has_id {
        // A batch line needs an id: give it one at the very end, where it moves nothing.
        let close = line.iter().rposition(|&b| b == b'}').unwrap_or(line.len());
        let id: &[u8] = if kept == 0 { b"\"id\":0" } else { b",\"id\":0" };
        line.splice(close..close, id.iter().copied());
    }
    // Only ASCII spaces replaced whole characters, so the line is still UTF-8.
    let line = String::from_utf8(line).unwrap_or_default();
    Ok(PositionRequest {
        fields,
        line,
        has_id,
    })
}

impl PositionRequest<'_> {
    /// A batch answer to [`line`](Self::line) as the API gives it: without the id the server
    /// added, if the body gave none (`{"id":0,"forbidden":…}` → `{"forbidden":…}`).
    pub fn answer_without_added_id(&self, answer: Vec<u8>) -> Vec<u8> {
        const ADDED: &[u8] = b"{\"id\":0,";
        match answer.strip_prefix(ADDED) {
            Some(rest) if !self.has_id => [b"{".as_slice(), rest].concat(),
            _ => answer,
        }
    }
}

/// Reads a server field's value as `T`, or says what it should be.
pub fn read_field<'a, T: serde::Deserialize<'a>>(
    value: Option<&'a RawValue>,
    name: &str,
    expected: &str,
) -> Result<Option<T>, ApiError> {
    value
        .map(|raw| {
            serde_json::from_str(raw.get()).map_err(|_| {
                ApiError::bad_request(format!("`{name}` must be {expected}, not {}", raw.get()))
            })
        })
        .transpose()
}

/// Where `part` (a slice of `text`) starts in `text`.
fn offset(text: &str, part: &str) -> usize {
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

/// Blanks `line[start..end]` (a member) with spaces, and one comma next to it: the one after
/// it, else the one before it, so that the object stays well-formed. Newlines are kept, so
/// that line numbers stay those of the body.
fn blank(line: &mut [u8], start: usize, end: usize) {
    let after = line[end..]
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .map(|i| end + i);
    let before = line[..start].iter().rposition(|b| !b.is_ascii_whitespace());
    let (start, end) = match (after, before) {
        (Some(i), _) if line[i] == b',' => (start, i + 1),
        (_, Some(i)) if line[i] == b',' => (i, end),
        _ => (start, end),
    };
    for b in &mut line[start..end] {
        if *b != b'\n' {
            *b = b' ';
        }
    }
}

/// One member of the body's object, as written.
struct Member<'a> {
    /// The key's text, quotes included.
    key: &'a RawValue,
    /// The key, decoded.
    name: String,
    /// The value's text.
    value: &'a RawValue,
}

/// Reads the body's object as its members, in order (repeated ones too: the batch reader
/// refuses those).
struct MembersVisitor;

impl<'de> Visitor<'de> for MembersVisitor {
    type Value = Vec<Member<'de>>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(r#"a position: an object like {"black": ["h8", "g8"], "white": ["i9"]}"#)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut members = Vec::new();
        while let Some(key) = map.next_key::<&'de RawValue>()? {
            let name: String = serde_json::from_str(key.get()).map_err(de::Error::custom)?;
            let value = map.next_value::<&'de RawValue>()?;
            members.push(Member { key, name, value });
        }
        Ok(members)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, _: A) -> Result<Self::Value, A::Error> {
        Err(not_an_object("an array"))
    }

    fn visit_str<E: de::Error>(self, _: &str) -> Result<Self::Value, E> {
        Err(not_an_object("a string"))
    }

    fn visit_i64<E: de::Error>(self, _: i64) -> Result<Self::Value, E> {
        Err(not_an_object("a number"))
    }

    fn visit_u64<E: de::Error>(self, _: u64) -> Result<Self::Value, E> {
        Err(not_an_object("a number"))
    }

    fn visit_f64<E: de::Error>(self, _: f64) -> Result<Self::Value, E> {
        Err(not_an_object("a number"))
    }

    fn visit_bool<E: de::Error>(self, _: bool) -> Result<Self::Value, E> {
        Err(not_an_object("a boolean"))
    }

    fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
        Err(not_an_object("null"))
    }
}

/// The error for a body that is JSON but not an object, as `renju batch` words it.
fn not_an_object<E: de::Error>(kind: &str) -> E {
    E::custom(format_args!(
        r#"not a position: got {kind}, expected an object like {{"black": ["h8", "g8"], "white": ["i9"]}}"#
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(body: &str, takes_point: bool) -> String {
        split(body.as_bytes(), takes_point).unwrap().line
    }

    #[test]
    fn server_fields_are_blanked_in_place_with_a_comma() {
        // Each blanked member takes the comma after it, or (last) the one before it: every
        // other byte stays where it was.
        assert_eq!(
            line(r#"{"id": 1, "black": ["h8"], "rule": "omok"}"#, false),
            r#"{"id": 1, "black": ["h8"]                }"#
        );
        assert_eq!(
            line(r#"{"rule":"a","color":"b","id":2}"#, false),
            r#"{                       "id":2}"#
        );
        assert_eq!(
            line("{\"id\":3,\n\"size\": 15\n}", false),
            "{\"id\":3 \n          \n}"
        );
    }

    #[test]
    fn a_missing_id_is_added_at_the_end_and_taken_out_of_the_answer() {
        let request = split(br#"{"black": ["h8"], "color": "both"}"#, false).unwrap();
        assert_eq!(request.line, r#"{"black": ["h8"]                 ,"id":0}"#);
        let answer = request.answer_without_added_id(b"{\"id\":0,\"forbidden\":[]}".to_vec());
        assert_eq!(answer, b"{\"forbidden\":[]}");
        assert_eq!(line("{}", false), r#"{"id":0}"#);
        // `"rule": "renju"` is 15 bytes, all blanked.
        assert_eq!(
            line(r#"{"rule": "renju"}"#, false),
            format!("{{{}\"id\":0}}", " ".repeat(15))
        );
    }

    #[test]
    fn point_is_a_server_field_only_for_explain() {
        let explain = split(br#"{"point": "h8", "id": 1}"#, true).unwrap();
        assert_eq!(explain.fields.point.map(RawValue::get), Some(r#""h8""#));
        let batch = split(br#"{"point": "h8", "id": 1}"#, false).unwrap();
        assert_eq!(batch.line, r#"{"point": "h8", "id": 1}"#);
    }

    #[test]
    fn bad_bodies_say_what_is_wrong() {
        let error = |body: &[u8]| split(body, false).unwrap_err().message;
        assert_eq!(error(b"\xff"), "the body is not UTF-8 text");
        assert!(error(b"{\"id\": 1,").starts_with("not JSON: EOF while parsing"));
        assert!(error(b"[1]").starts_with("not a position: got an array, expected an object"));
        assert_eq!(
            error(br#"{"rule": "a", "rule": "b"}"#),
            "duplicate field `rule`"
        );
        assert!(error(b"{} x").starts_with("not JSON: trailing characters"));
    }
}
