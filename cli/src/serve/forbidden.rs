//! `POST /api/forbidden`: a `renju batch` input line (its `id` optional) with `rule`,
//! `color` and `size` → the object `renju batch` prints for that line.

use super::cancel::Cancel;
use super::catalogue::Catalogue;
use super::error::ApiError;
use super::request::{read_field, split};
use super::ruling::{answer_colors, Ruling};
use crate::answer::write_answer;

/// The answer to a `POST /api/forbidden` body: the batch answer line (a newline at its end),
/// or the 400 that says what is wrong with the body; `rule` is one of `rules`.
pub fn forbidden(rules: &Catalogue, body: &[u8], cancel: &Cancel) -> Result<Vec<u8>, ApiError> {
    // One ruling, bounded by the body and the board: checked once, before it begins.
    cancel.check()?;
    let request = split(body, false)?;
    let fields = &request.fields;
    let rule: Option<String> = read_field(fields.rule, "rule", "a rule name")?;
    let size: Option<u64> = read_field(fields.size, "size", "a board size like 15")?;
    let color: Option<String> = read_field(fields.color, "color", "black, white or both")?;
    let ruling = Ruling::new(rules, rule.as_deref(), size)?;
    let colors = answer_colors(color.as_deref())?;
    let mut answer = Vec::new();
    // Writing to a Vec cannot fail. The line's own `"size"`, if any, must agree.
    let good = write_answer(
        &mut answer,
        ruling.rule,
        colors,
        Some(ruling.size),
        1,
        request.line.as_bytes(),
    )
    .unwrap_or(false);
    if !good {
        return Err(ApiError::bad_request(error_of(&answer)));
    }
    let mut answer = request.answer_without_added_id(answer);
    answer.push(b'\n');
    Ok(answer)
}

/// The `error` of a batch answer to a bad line.
pub fn error_of(answer: &[u8]) -> String {
    #[derive(serde::Deserialize)]
    struct Bad {
        error: String,
    }
    serde_json::from_slice::<Bad>(answer).map_or_else(
        |_| String::from_utf8_lossy(answer).into_owned(),
        |bad| bad.error,
    )
}
