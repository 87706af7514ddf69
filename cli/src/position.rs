//! Positions given as one JSON object: `{"id": "x", "black": ["h8", "g8"], "white": ["i9"]}`.
//!
//! Reading is strict: an unknown or repeated field, a value of the wrong type, a bad point
//! name and a point given twice are all errors that say what and where, so that a typo such
//! as `"balck"` never silently means "no black stones".

use crate::json_kind::json_kind;
use crate::point_name::{parse_point, PointNameError};
use renju::{Board, Color, Occupied, Point, SIZE};
use serde::de::{Deserialize, Deserializer, MapAccess, Visitor};
use serde_json::value::RawValue;
use std::fmt;

/// The shape of a position object, for error messages.
const EXAMPLE: &str = r#"{"id": "x", "black": ["h8", "g8"], "white": ["i9"]}"#;

/// Where a stone was given: a colour's list and the 0-based index in it, shown as `black[2]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// The list (`black` or `white`).
    pub color: Color,
    /// 0-based index in the list.
    pub index: usize,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}[{}]", self.color, self.index)
    }
}

/// What is wrong with a JSON position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// The text is not JSON.
    #[error("not JSON: {message} at {}", location(*line, *column))]
    NotJson {
        /// What the JSON reader said.
        message: String,
        /// 1-based line of the text.
        line: usize,
        /// 1-based column of the line.
        column: usize,
    },
    /// The text is JSON, but not an object.
    #[error("not a position: got {0}, expected an object like {EXAMPLE}")]
    NotObject(&'static str),
    /// A field other than `id`, `black` and `white`.
    #[error("unknown field {0:?}: a position has only the fields \"id\", \"black\" and \"white\"")]
    UnknownField(String),
    /// A field given twice.
    #[error("field {0:?} is given twice")]
    RepeatedField(String),
    /// No `id` where one is required.
    #[error("missing field \"id\": each position needs an id, a string or a number")]
    MissingId,
    /// An `id` that is neither a string nor a number.
    #[error("\"id\" must be a string or a number, not {0}")]
    BadId(&'static str),
    /// A `black` or `white` value that is not an array.
    #[error("{0:?} must be an array of point names like [\"h8\", \"g8\"], not {1}")]
    NotArray(&'static str, &'static str),
    /// An item of a stone list that is not a string.
    #[error("{place} must be a point name string like \"h8\", not {kind}")]
    NotString {
        /// Where.
        place: Place,
        /// What it is instead.
        kind: &'static str,
    },
    /// A string that is not a point of the board.
    #[error("{place}: {error}")]
    BadPoint {
        /// Where.
        place: Place,
        /// What is wrong with it.
        error: PointNameError,
    },
    /// A point given twice, in one list or in both.
    #[error("{point} is given twice: {first} and {second}")]
    Repeated {
        /// The point.
        point: Point,
        /// Where it was given first.
        first: Place,
        /// Where it was given again.
        second: Place,
    },
    /// The stones could not be placed (not expected after the checks above).
    #[error("{0}")]
    Stone(Occupied),
}

fn location(line: usize, column: usize) -> String {
    if line <= 1 {
        format!("column {column}")
    } else {
        format!("line {line} column {column}")
    }
}

impl From<serde_json::Error> for PositionError {
    fn from(e: serde_json::Error) -> PositionError {
        let text = e.to_string();
        let message = match text.rsplit_once(" at line ") {
            Some((message, _)) => message.to_string(),
            None => text,
        };
        PositionError::NotJson {
            message,
            line: e.line(),
            column: e.column(),
        }
    }
}

/// A position object split into its fields, each still raw JSON. A problem with the field
/// names (unknown or repeated) is kept and reported by [`RawPosition::board`], after the id,
/// so that the id of such a line can still be echoed.
#[derive(Clone, Debug, Default)]
pub struct RawPosition<'a> {
    id: Option<&'a RawValue>,
    black: Option<&'a RawValue>,
    white: Option<&'a RawValue>,
    repeated_id: bool,
    field_error: Option<PositionError>,
}

/// The entries of a JSON object in the order given, repeated keys kept.
struct Entries<'a>(Vec<(String, &'a RawValue)>);

impl<'de> Deserialize<'de> for Entries<'de> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct EntriesVisitor;
        impl<'de> Visitor<'de> for EntriesVisitor {
            type Value = Entries<'de>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Entries<'de>, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry::<String, &'de RawValue>()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        deserializer.deserialize_map(EntriesVisitor)
    }
}

impl<'a> RawPosition<'a> {
    /// Reads `text` as one JSON object. Fields other than `id`, `black` and `white`, or
    /// given twice, are an error of [`RawPosition::board`] (or of [`RawPosition::id`] for a
    /// repeated `id`).
    pub fn parse(text: &'a str) -> Result<RawPosition<'a>, PositionError> {
        let value: &RawValue = serde_json::from_str(text)?;
        if !value.get().starts_with('{') {
            return Err(PositionError::NotObject(json_kind(value)));
        }
        let Entries(entries) = serde_json::from_str(value.get())?;
        let mut position = RawPosition::default();
        for (name, value) in entries {
            let slot = match name.as_str() {
                "id" => &mut position.id,
                "black" => &mut position.black,
                "white" => &mut position.white,
                _ => {
                    position
                        .field_error
                        .get_or_insert(PositionError::UnknownField(name));
                    continue;
                }
            };
            if slot.is_none() {
                *slot = Some(value);
                continue;
            }
            if name == "id" {
                position.repeated_id = true;
            }
            position
                .field_error
                .get_or_insert(PositionError::RepeatedField(name));
        }
        Ok(position)
    }

    /// The `id`, exactly as given, if it is a string or a number. A missing id is an error
    /// only if `required`; an id given twice is always one.
    pub fn id(&self, required: bool) -> Result<Option<&'a RawValue>, PositionError> {
        if self.repeated_id {
            return Err(PositionError::RepeatedField("id".to_string()));
        }
        match self.id {
            None if required => Err(PositionError::MissingId),
            None => Ok(None),
            Some(id) => match json_kind(id) {
                "a string" | "a number" => Ok(Some(id)),
                kind => Err(PositionError::BadId(kind)),
            },
        }
    }

    /// The board holding the stones of `black` and `white` (a missing list means no stones of
    /// that colour), or the first unknown or repeated field.
    pub fn board(&self) -> Result<Board, PositionError> {
        let (black, white) = self.stone_lists()?;
        Board::from_stones(&black, &white).map_err(PositionError::Stone)
    }

    /// The points of `black` and `white`, in the order given, checked as for
    /// [`RawPosition::board`] (no point off the board or given twice).
    pub fn stone_lists(&self) -> Result<(Vec<Point>, Vec<Point>), PositionError> {
        if let Some(error) = &self.field_error {
            return Err(error.clone());
        }
        let black = stones(Color::Black, self.black)?;
        let white = stones(Color::White, self.white)?;
        let mut seen: [Option<Place>; SIZE * SIZE] = [None; SIZE * SIZE];
        let placed = black.iter().chain(white.iter());
        for &(point, second) in placed {
            if let Some(slot) = seen.get_mut(point.index()) {
                if let Some(first) = *slot {
                    return Err(PositionError::Repeated {
                        point,
                        first,
                        second,
                    });
                }
                *slot = Some(second);
            }
        }
        let points = |list: &[(Point, Place)]| list.iter().map(|&(p, _)| p).collect::<Vec<_>>();
        Ok((points(&black), points(&white)))
    }
}

/// The points of one colour's list, each with where it was given.
fn stones(color: Color, raw: Option<&RawValue>) -> Result<Vec<(Point, Place)>, PositionError> {
    let Some(raw) = raw else {
        return Ok(Vec::new());
    };
    if !raw.get().starts_with('[') {
        return Err(PositionError::NotArray(color.name(), json_kind(raw)));
    }
    let items: Vec<&RawValue> = serde_json::from_str(raw.get())?;
    items
        .into_iter()
        .enumerate()
        .map(|(index, item)| {
            let place = Place { color, index };
            if !item.get().starts_with('"') {
                return Err(PositionError::NotString {
                    place,
                    kind: json_kind(item),
                });
            }
            let name: String = serde_json::from_str(item.get())?;
            let point =
                parse_point(&name).map_err(|error| PositionError::BadPoint { place, error })?;
            Ok((point, place))
        })
        .collect()
}

/// A position read from JSON: its id (if given) and its board.
#[derive(Clone, Debug)]
pub struct Position<'a> {
    /// The `id`, exactly as given.
    pub id: Option<&'a RawValue>,
    /// The stones.
    pub board: Board,
}

/// Reads one JSON position object; `id_required` says whether a missing `id` is an error.
///
/// ```
/// use renju_cli::parse_position;
/// let position = parse_position(r#"{"id": 7, "black": ["h8"], "white": ["i9"]}"#, true).unwrap();
/// assert_eq!(position.id.map(|id| id.get()), Some("7"));
/// assert_eq!(position.board.stone_count(), 2);
/// let error = parse_position(r#"{"id": 7, "balck": ["h8"]}"#, true).unwrap_err();
/// assert!(error.to_string().contains("unknown field \"balck\""));
/// ```
pub fn parse_position(text: &str, id_required: bool) -> Result<Position<'_>, PositionError> {
    let raw = RawPosition::parse(text)?;
    let id = raw.id(id_required)?;
    let board = raw.board()?;
    Ok(Position { id, board })
}
