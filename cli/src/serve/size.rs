//! The board size of a request: one parameter, `size`, from the request to the answer.
//!
//! Requests and the page's URL may name any size from [`MIN`] to [`MAX`] (columns `a`..`z`);
//! the page draws them all. The runtime judges 15x15 boards only for now ([`renju::SIZE`]),
//! so [`supported`] is where the server's answer changes once the runtime takes a size: every
//! handler reads the size through [`board_size`], and nothing else in the server assumes 15.

use super::error::ApiError;

/// The smallest board a request may name.
pub const MIN: usize = 5;

/// The largest board a request may name (26 columns, `a`..`z`).
pub const MAX: usize = 26;

/// The size of a request that does not name one.
pub const DEFAULT: usize = renju::SIZE;

/// Whether the runtime judges boards of `size`: today only 15x15 ([`renju::SIZE`]). This is
/// the one line to change when the runtime takes the size as a parameter.
pub fn supported(size: usize) -> bool {
    size == renju::SIZE
}

/// The board `rule`'s games are usually played on: 15x15 for every variant today (the rule
/// files will say it, with issue "board sizes").
pub fn usual(rule: &renju::Rule) -> usize {
    let _ = rule;
    renju::SIZE
}

/// The sizes [`supported`] accepts, smallest first (what `GET /api/rules` lists).
pub fn supported_sizes() -> Vec<usize> {
    (MIN..=MAX).filter(|&n| supported(n)).collect()
}

/// The board size a request asks for (`None`: [`DEFAULT`]), or the 400 that says why it
/// cannot be answered: outside [`MIN`]..=[`MAX`], or not judged yet.
pub fn board_size(asked: Option<u64>) -> Result<usize, ApiError> {
    let Some(asked) = asked else {
        return Ok(DEFAULT);
    };
    let size = usize::try_from(asked).unwrap_or(usize::MAX);
    if !(MIN..=MAX).contains(&size) {
        return Err(ApiError::bad_request(format!(
            "board size {asked} is outside {MIN}..{MAX}"
        )));
    }
    if !supported(size) {
        return Err(ApiError::bad_request(format!(
            "board size {size} is not supported yet: the rules are judged on {}x{} boards only",
            renju::SIZE,
            renju::SIZE
        )));
    }
    Ok(size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifteen_is_judged_other_sizes_are_refused_by_name() {
        assert_eq!(board_size(None).unwrap(), 15);
        assert_eq!(board_size(Some(15)).unwrap(), 15);
        let message = |n| board_size(Some(n)).unwrap_err().message;
        assert!(message(20).starts_with("board size 20 is not supported yet"));
        assert_eq!(message(4), "board size 4 is outside 5..26");
        assert_eq!(message(27), "board size 27 is outside 5..26");
        assert_eq!(
            message(u64::MAX),
            format!("board size {} is outside 5..26", u64::MAX)
        );
        assert_eq!(supported_sizes(), [15]);
    }
}
