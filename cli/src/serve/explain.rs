//! `POST /api/explain`: a position (as for `/api/forbidden`) with `point`, and `rule`,
//! `color` (who plays) and `size` → the document `renju explain --json` prints.

use super::cancel::Cancel;
use super::catalogue::Catalogue;
use super::error::ApiError;
use super::request::{read_field, split};
use super::ruling::{player_color, Ruling};
use crate::explain::explain_json;
use crate::point_name::parse_point;
use crate::position::parse_position;

/// The answer to a `POST /api/explain` body: the explanation tree as one JSON line, or the
/// 400 that says what is wrong with the body; `rule` is one of `rules`.
pub fn explain(rules: &Catalogue, body: &[u8], cancel: &Cancel) -> Result<Vec<u8>, ApiError> {
    // One ruling, bounded by the body and the board: checked once, before it begins.
    cancel.check()?;
    let request = split(body, true)?;
    let fields = &request.fields;
    let rule: Option<String> = read_field(fields.rule, "rule", "a rule name")?;
    let size: Option<u64> = read_field(fields.size, "size", "a board size like 15")?;
    let color: Option<String> = read_field(fields.color, "color", "black or white")?;
    let point: Option<String> = read_field(fields.point, "point", "a point name like \"h8\"")?;
    let ruling = Ruling::new(rules, rule.as_deref(), size)?;
    let color = player_color(color.as_deref())?;
    let point = point.ok_or_else(|| {
        ApiError::bad_request("missing field `point`: the empty point to explain, like \"h8\"")
    })?;
    let point = parse_point(&point).map_err(|e| ApiError::bad_request(format!("`point`: {e}")))?;
    let bad = |e: crate::position_error::PositionError| ApiError::bad_request(e.to_string());
    let position = parse_position(&request.line, false).map_err(bad)?;
    let size = position
        .size_or(ruling.size, Some(ruling.size))
        .map_err(bad)?;
    let board = position.any_board(size).map_err(bad)?;
    let json = explain_json(ruling.rule, &board, point, color.into()).map_err(|e| {
        ApiError::bad_request(format!("`point`: {e}: explain needs an empty point"))
    })?;
    Ok(json.into_bytes())
}
