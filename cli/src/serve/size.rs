//! The board size of a request: one parameter, `size`, from the request to the answer.
//!
//! Requests and the page's URL may name any size from [`MIN`] to [`MAX`] (columns `a`..`z`);
//! a request that names none is judged on its rule's usual board ([`usual`]). Every handler
//! reads the size through [`board_size`].

use super::error::ApiError;

/// The smallest board a request may name.
pub const MIN: usize = renju::MIN_SIZE;

/// The largest board a request may name (26 columns, `a`..`z`).
pub const MAX: usize = renju::MAX_SIZE;

/// Whether the runtime judges boards of `size`: every size from [`MIN`] to [`MAX`].
pub fn supported(size: usize) -> bool {
    renju::SizeError::check(size).is_ok()
}

/// The board `rule`'s games are usually played on (its rule file's `board-size`): the size
/// of a request that names none.
pub fn usual(rule: &renju::Rule) -> usize {
    rule.board_size()
}

/// The sizes [`supported`] accepts, smallest first (what `GET /api/rules` lists).
pub fn supported_sizes() -> Vec<usize> {
    (MIN..=MAX).filter(|&n| supported(n)).collect()
}

/// The board size a request asks for (`None`: `rule`'s usual board), or the 400 that says
/// why it cannot be answered: outside [`MIN`]..=[`MAX`] ([`renju::resolve_size`], with no
/// size of the position's own: a line's own is the answer's to weigh).
pub fn board_size(asked: Option<u64>, rule: &renju::Rule) -> Result<usize, ApiError> {
    let size = asked.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    renju::resolve_size(None, size, usual(rule), renju::SizePolicy::OwnMustAgree).map_err(|e| {
        let named = match (asked, e) {
            (Some(asked), _) => asked.to_string(),
            (None, renju::SizeChoiceError::Unsupported(size)) => size.to_string(),
            // With no size of its own, nothing can disagree.
            (None, renju::SizeChoiceError::Conflict { own, .. }) => own.to_string(),
        };
        ApiError::bad_request(format!("board size {named} is outside {MIN}..{MAX}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_from_5_to_26_is_judged_others_are_refused_by_name() {
        let renju = renju::Rule::default_rule();
        let freestyle = renju::Rule::by_name("gomoku-freestyle").expect("a rule");
        assert_eq!(board_size(None, renju).unwrap(), renju::STANDARD_SIZE);
        assert_eq!(board_size(None, freestyle).unwrap(), 20);
        assert_eq!(board_size(Some(19), renju).unwrap(), 19);
        let message = |n| board_size(Some(n), renju).unwrap_err().message;
        assert_eq!(message(4), "board size 4 is outside 5..26");
        assert_eq!(message(27), "board size 27 is outside 5..26");
        assert_eq!(
            message(u64::MAX),
            format!("board size {} is outside 5..26", u64::MAX)
        );
        assert_eq!(
            supported_sizes(),
            (renju::MIN_SIZE..=renju::MAX_SIZE).collect::<Vec<_>>()
        );
    }
}
