//! Naming the type of a JSON value for error messages, from its raw text.

use serde_json::value::RawValue;

/// What kind of JSON value `raw` is, with its article: `"a string"`, `"a number"`,
/// `"an object"`, `"an array"`, `"a boolean"` or `"null"`.
pub(crate) fn json_kind(raw: &RawValue) -> &'static str {
    match raw.get().trim_start().as_bytes().first() {
        Some(b'"') => "a string",
        Some(b'{') => "an object",
        Some(b'[') => "an array",
        Some(b't' | b'f') => "a boolean",
        Some(b'n') => "null",
        _ => "a number",
    }
}
