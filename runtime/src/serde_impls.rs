//! `serde` support (feature `serde`): points, verdicts and directions travel as the words
//! people read (`"h8"`, `"double-three"`, `"row"`), a forbidden map as the list
//! `[{"point": "g8", "kind": "overline"}, …]` that `renju batch` prints.

use crate::board::MoveError;
use crate::direction::Direction;
use crate::forbidden_map::ForbiddenMap;
use crate::judge::Verdict;
use crate::point::Point;
use crate::size::BoardSize;
use alloc::vec::Vec;
use renju_vocab::ForbiddenKind;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

renju_vocab::serde_as_text!(Point);
renju_vocab::serde_as_text!(Verdict);
renju_vocab::serde_as_text!(serialize Direction);

/// One entry of a serialized [`ForbiddenMap`].
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    point: Point,
    kind: ForbiddenKind,
}

impl<B: BoardSize> Serialize for ForbiddenMap<B> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter().map(|(point, kind)| Entry { point, kind }))
    }
}

impl<'de, B: BoardSize> Deserialize<'de> for ForbiddenMap<B> {
    /// The map of the entries; a point off the board is an error naming the board's size.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ForbiddenMap<B>, D::Error> {
        let entries = Vec::<Entry>::deserialize(d)?;
        let mut map = ForbiddenMap::EMPTY;
        for e in entries {
            if !map.set(e.point, Some(e.kind)) {
                let off = MoveError::OffBoard {
                    point: e.point,
                    size: B::N,
                };
                return Err(serde::de::Error::custom(off));
            }
        }
        Ok(map)
    }
}

#[cfg(test)]
mod tests {
    use crate::forbidden_map::ForbiddenMap;
    use crate::judge::Verdict;
    use crate::point;
    use renju_vocab::ForbiddenKind;
    use std::prelude::rust_2021::*;

    #[test]
    fn maps_and_verdicts_round_trip_as_words() {
        let map: ForbiddenMap = [
            (point!(h8), ForbiddenKind::DoubleThree),
            (point!(g8), ForbiddenKind::Overline),
        ]
        .into_iter()
        .collect();
        let json = serde_json::to_string(&map).unwrap();
        // Row-major order: g8 before h8.
        assert_eq!(
            json,
            r#"[{"point":"g8","kind":"overline"},{"point":"h8","kind":"double-three"}]"#
        );
        assert_eq!(serde_json::from_str::<ForbiddenMap>(&json).unwrap(), map);
        let verdict: Verdict = serde_json::from_str(r#""double-four""#).unwrap();
        assert_eq!(verdict, Verdict::Forbidden(ForbiddenKind::DoubleFour));
        assert!(
            serde_json::from_str::<ForbiddenMap>(r#"[{"point":"p1","kind":"overline"}]"#).is_err()
        );
    }
}
