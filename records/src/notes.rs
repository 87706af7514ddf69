//! What the RenjuNet XML and SGF readers share in reading a record's opening
//! ([`OpeningNotes`](crate::OpeningNotes)): the offers around the fifth move.

use crate::{Move, OpeningEvent};

/// The offers event of a record whose fifth-move offers are `offered` (as the record lists
/// them) and whose moves are `moves`: the offers after move 4, each with the fifth move's
/// colour, and the fifth move itself added when the list does not name it (RenjuNet's `alt`
/// lists the offers not kept; the fifth move is the one kept). `None` for a record of fewer
/// than five moves: its fifth move is not there to be the one kept.
pub(crate) fn fifth_offers(offered: &[Move], moves: &[Move]) -> Option<(usize, OpeningEvent)> {
    let fifth = moves.get(4)?;
    let same = |a: &Move, b: &Move| (a.col, a.row) == (b.col, b.row);
    let mut offers: Vec<Move> = offered
        .iter()
        .map(|m| Move {
            color: fifth.color,
            ..*m
        })
        .collect();
    if !offers.iter().any(|m| same(m, fifth)) {
        offers.push(*fifth);
    }
    Some((4, OpeningEvent::Offers(offers)))
}
