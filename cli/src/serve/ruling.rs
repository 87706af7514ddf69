//! The fields every request that asks for a ruling may give: `rule`, `size`, `color`.

use super::catalogue::Catalogue;
use super::error::ApiError;
use super::size::board_size;
use crate::answer::AnswerColors;
use crate::explain::PlayerColor;
use renju::Rule;

/// What a ruling is asked under: the rule and the board size.
#[derive(Clone, Copy, Debug)]
pub struct Ruling {
    /// The rule (default: [`Catalogue::default_rule`]).
    pub rule: &'static Rule,
    /// The board size (see [`super::size`]).
    pub size: usize,
}

impl Ruling {
    /// The rule of `rules` named (or the default) on a board of the size asked (or the
    /// rule's usual board).
    pub fn new(
        rules: &Catalogue,
        rule: Option<&str>,
        size: Option<u64>,
    ) -> Result<Ruling, ApiError> {
        let rule = match rule {
            Some(name) => rules
                .by_name(name)
                .map_err(|e| ApiError::bad_request(e.to_string()))?,
            None => rules.default_rule(),
        };
        let size = board_size(size, rule)?;
        Ok(Ruling { rule, size })
    }
}

/// Whose forbidden points (`black`, `white` or `both`; default black), as `--color` of
/// `renju batch` reads it.
pub fn answer_colors(name: Option<&str>) -> Result<AnswerColors, ApiError> {
    name.map_or(Ok(AnswerColors::Black), |name| {
        clap::ValueEnum::from_str(name, false).map_err(|_| {
            ApiError::bad_request(format!(
                "unknown color {name:?}: `color` is black, white or both"
            ))
        })
    })
}

/// Who plays (`black` or `white`; default black), as `--color` of `renju explain` reads it.
pub fn player_color(name: Option<&str>) -> Result<PlayerColor, ApiError> {
    name.map_or(Ok(PlayerColor::Black), |name| {
        clap::ValueEnum::from_str(name, false).map_err(|_| {
            ApiError::bad_request(format!(
                "unknown color {name:?}: `color` is who plays, black or white"
            ))
        })
    })
}
