//! Positions given as one JSON object: `{"id": "x", "black": ["h8", "g8"], "white": ["i9"]}`,
//! and optionally `"size": 19` (the board's side, 5 to 26); or with the stones as one board
//! string instead of the lists, `{"id": "x", "board": "...x..."}` (see
//! [`board_of_string`](crate::board_string::board_of_string)).
//!
//! The object is read once, by serde, straight into stone lists (or the board string) and
//! then the board: no intermediate JSON value is built. Reading is strict: an unknown or repeated field, a value
//! of the wrong type, a bad point name and a point given twice are all errors that say what
//! and where (serde_json adds the line and column of the text), so that a typo such as
//! `"balck"` (or `"ID"`) never silently means "no black stones".

use crate::board_string::{board_of_bytes, fill_from_string};
use crate::point_name::{parse_point, PointNameError};
use crate::position_error::{Place, PositionError};
use renju::{
    resolve_size, AnyBoard, AnyError, Board, BoardSize, Color, MoveError, Point, SizeError,
    SizePolicy, MAX_SIZE,
};
use serde::de::{self, Deserialize, DeserializeSeed, Deserializer, SeqAccess, Visitor};
use serde_json::value::RawValue;
use std::borrow::Cow;
use std::cell::RefCell;
use std::fmt;

/// The shape of a position object, for error messages.
const EXAMPLE: &str = r#"{"id": "x", "black": ["h8", "g8"], "white": ["i9"]}"#;

/// The room a list is made with: more stones than game positions hold of one colour, so that
/// it is allocated once (and small, so that moving a position moves little).
const LIST_ROOM: usize = 56;

/// Lists given back by [`StoneList::recycle`] (emptied, their room kept), taken again by the
/// next lists read on this thread: `renju batch` reads a chunk of lines and answers them, then
/// gives their lists back, so that a line's two lists cost no allocation once warm.
const MAX_SPARE_LISTS: usize = 2 * crate::batch::CHUNK_LINES;

thread_local! {
    /// This thread's spare lists (at most [`MAX_SPARE_LISTS`]).
    static SPARE_LISTS: RefCell<Vec<Vec<Point>>> = const { RefCell::new(Vec::new()) };
}

/// One colour's stones in the order given (at most one per point).
#[derive(Clone, Default)]
pub struct StoneList {
    points: Vec<Point>,
}

impl StoneList {
    /// An empty list with room: a spare one of this thread's if there is one.
    fn with_room() -> StoneList {
        let spare = SPARE_LISTS.with(|spare| spare.borrow_mut().pop());
        StoneList {
            points: spare.unwrap_or_else(|| Vec::with_capacity(LIST_ROOM)),
        }
    }

    /// Gives the list's room back to this thread's spare lists, for the next list read.
    pub(crate) fn recycle(self) {
        let mut points = self.points;
        if points.capacity() == 0 {
            return;
        }
        points.clear();
        SPARE_LISTS.with(|spare| {
            let mut spare = spare.borrow_mut();
            if spare.len() < MAX_SPARE_LISTS {
                spare.push(points);
            }
        });
    }

    /// The points, in the order given.
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.points.iter().copied()
    }

    /// The points, in the order given.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// How many points.
    pub fn len(&self) -> usize {
        self.points.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// The index in the list of `p`, if given.
    fn position(&self, p: Point) -> Option<usize> {
        self.iter().position(|q| q == p)
    }
}

impl fmt::Debug for StoneList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// The fields of a position object, as serde reads them.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Fields<'a> {
    #[serde(default, borrow, deserialize_with = "some_id")]
    id: Option<&'a RawValue>,
    #[serde(default, deserialize_with = "black_stones")]
    black: Option<StoneList>,
    #[serde(default, deserialize_with = "white_stones")]
    white: Option<StoneList>,
    #[serde(default, borrow, deserialize_with = "some_board")]
    board: Option<Cow<'a, [u8]>>,
    #[serde(default, deserialize_with = "some_size")]
    size: Option<usize>,
}

/// The `size`, checked to be a supported board size. A value that is no whole number (`5.0`,
/// `"15"`, `-1`, `null`) is named as `renju serve` names a request's: `` `size` must be a
/// board size like 15, not 5.0 `` (rather than in serde's words, "invalid type: floating
/// point `5.0`, expected usize").
fn some_size<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<usize>, D::Error> {
    let raw = <&RawValue>::deserialize(deserializer)?;
    let size: usize = serde_json::from_str(raw.get()).map_err(|_| {
        de::Error::custom(format_args!(
            "`size` must be a board size like 15, not {}",
            raw.get()
        ))
    })?;
    SizeError::check(size).map(Some).map_err(de::Error::custom)
}

/// Only the id of a position object (other fields skipped unread): what a bad line's answer
/// echoes.
#[derive(serde::Deserialize)]
struct IdOnly<'a> {
    #[serde(default, borrow, deserialize_with = "some_id")]
    id: Option<&'a RawValue>,
}

/// A JSON object read as `T`; any other JSON value is "not a position". (A derived struct
/// alone would also take an array of its fields in order.)
struct Object<T>(T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct ObjectVisitor<T>(std::marker::PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjectVisitor<T> {
            type Value = Object<T>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a position: an object like {EXAMPLE}")
            }
            fn visit_map<A: de::MapAccess<'de>>(self, map: A) -> Result<Object<T>, A::Error> {
                T::deserialize(de::value::MapAccessDeserializer::new(map)).map(Object)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, _: A) -> Result<Object<T>, A::Error> {
                Err(not_a_position("an array"))
            }
            fn visit_str<E: de::Error>(self, _: &str) -> Result<Object<T>, E> {
                Err(not_a_position("a string"))
            }
            fn visit_i64<E: de::Error>(self, _: i64) -> Result<Object<T>, E> {
                Err(not_a_position("a number"))
            }
            fn visit_u64<E: de::Error>(self, _: u64) -> Result<Object<T>, E> {
                Err(not_a_position("a number"))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<Object<T>, E> {
                Err(not_a_position("a number"))
            }
            fn visit_bool<E: de::Error>(self, _: bool) -> Result<Object<T>, E> {
                Err(not_a_position("a boolean"))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Object<T>, E> {
                Err(not_a_position("null"))
            }
        }
        fn not_a_position<E: de::Error>(kind: &str) -> E {
            E::custom(format_args!(
                "not a position: got {kind}, expected an object like {EXAMPLE}"
            ))
        }
        deserializer.deserialize_any(ObjectVisitor(std::marker::PhantomData))
    }
}

/// The `id`, kept exactly as written (so `1.50e3` is echoed as `1.50e3`), if it is a string
/// or a number.
fn some_id<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<&'de RawValue>, D::Error> {
    let raw = <&RawValue>::deserialize(deserializer)?;
    // A JSON value's first character says its type (RFC 8259, section 3).
    let kind = match raw.get().as_bytes().first() {
        Some(b'"' | b'-' | b'0'..=b'9') => return Ok(Some(raw)),
        Some(b'{') => "an object",
        Some(b'[') => "an array",
        Some(b't' | b'f') => "a boolean",
        _ => "null",
    };
    Err(de::Error::custom(format_args!(
        "\"id\" must be a string or a number, not {kind}"
    )))
}

fn black_stones<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<StoneList>, D::Error> {
    deserializer
        .deserialize_seq(StonesVisitor(Color::Black))
        .map(Some)
}

fn white_stones<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<StoneList>, D::Error> {
    deserializer
        .deserialize_seq(StonesVisitor(Color::White))
        .map(Some)
}

/// The `board` string's bytes, borrowed from the line unless it holds an escape. Read as
/// bytes: serde_json then finds the string's end with a vector search rather than 8 bytes at a
/// time, and checks no UTF-8 (the line was checked whole; a good board string is ASCII).
fn some_board<'de: 'a, 'a, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<Cow<'a, [u8]>>, D::Error> {
    struct BoardVisitor;
    impl<'de> Visitor<'de> for BoardVisitor {
        type Value = Cow<'de, [u8]>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("\"board\" to be a string of the points, row by row, like \"..x..o..\"")
        }
        fn visit_borrowed_bytes<E: de::Error>(self, text: &'de [u8]) -> Result<Self::Value, E> {
            Ok(Cow::Borrowed(text))
        }
        fn visit_bytes<E: de::Error>(self, text: &[u8]) -> Result<Self::Value, E> {
            Ok(Cow::Owned(text.to_owned()))
        }
    }
    deserializer.deserialize_bytes(BoardVisitor).map(Some)
}

/// Reads one colour's list of point names; a point given twice in it is an error here.
struct StonesVisitor(Color);

impl<'de> Visitor<'de> for StonesVisitor {
    type Value = StoneList;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "\"{}\" to be an array of point names like [\"h8\", \"g8\"]",
            self.0
        )
    }

    #[inline(always)]
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<StoneList, A::Error> {
        let mut list = StoneList::with_room();
        // A bit per point of the largest board, by its index there.
        let mut seen = [0u64; (MAX_SIZE * MAX_SIZE).div_ceil(64)];
        loop {
            let second = Place {
                color: self.0,
                index: list.len(),
            };
            let Some(point) = seq.next_element_seed(PointSeed(second))? else {
                return Ok(list);
            };
            let (word, bit) = (point.index(MAX_SIZE) / 64, point.index(MAX_SIZE) % 64);
            if seen[word] >> bit & 1 != 0 {
                return Err(given_twice(&list, point, second));
            }
            seen[word] |= 1 << bit;
            list.points.push(point);
        }
    }
}

/// The error of `point` given again in `list`, at `second`.
#[cold]
fn given_twice<E: de::Error>(list: &StoneList, point: Point, second: Place) -> E {
    let index = list.position(point).unwrap_or_default();
    let first = Place { index, ..second };
    E::custom(format_args!("{point} is given twice: {first} and {second}"))
}

/// Reads one point name of a list, knowing where in the list it is.
struct PointSeed(Place);

impl<'de> DeserializeSeed<'de> for PointSeed {
    type Value = Point;

    #[inline(always)]
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Point, D::Error> {
        // As a string, not as bytes like "board": serde_json's vector search for a string's
        // end costs more than its own loop on two or three characters. (`deserialize_str`
        // rather than `deserialize_any`, which costs some 30 instructions more a point: an
        // array or object in its place is then named at the character before it.)
        deserializer.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for PointSeed {
    type Value = Point;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} to be a point name like \"h8\"", self.0)
    }

    #[inline(always)]
    fn visit_str<E: de::Error>(self, name: &str) -> Result<Point, E> {
        parse_point(name).map_err(|error| bad_point(self.0, &error))
    }
}

/// The error of a bad point name at `place`.
#[cold]
fn bad_point<E: de::Error>(place: Place, error: &PointNameError) -> E {
    E::custom(format_args!("{place}: {error}"))
}

/// A position read from JSON: its id (if given), its board size (if given), and its stones:
/// the lists in the order given, or a board string. Its board is made for a size by
/// [`Position::board`].
#[derive(Clone, Debug)]
pub struct Position<'a> {
    /// The `id`, exactly as given.
    pub id: Option<&'a RawValue>,
    /// The `size`, if given (checked to be 5 to 26).
    pub size: Option<usize>,
    /// Black's points, in the order given.
    pub black: StoneList,
    /// White's points, in the order given.
    pub white: StoneList,
    /// The bytes of the `board` string (UTF-8, JSON escapes undone), if the stones are given
    /// so (then both lists are empty).
    pub board_string: Option<Cow<'a, [u8]>>,
}

impl Position<'_> {
    /// The board's side: the position's own `size`, else `asked` (an explicit `--size`), else
    /// `default` (the rule's board); an error if `asked` contradicts the position's own
    /// ([`resolve_size`] under [`SizePolicy::OwnMustAgree`]).
    ///
    /// ```
    /// use renju_cli::parse_position;
    /// let position = parse_position(r#"{"size": 19, "black": ["s19"]}"#, false).unwrap();
    /// assert_eq!(position.size_or(15, None), Ok(19));
    /// assert!(position.size_or(15, Some(15)).is_err());
    /// let plain = parse_position(r#"{"black": ["h8"]}"#, false).unwrap();
    /// assert_eq!(plain.size_or(20, None), Ok(20));
    /// ```
    pub fn size_or(&self, default: usize, asked: Option<usize>) -> Result<usize, PositionError> {
        Ok(resolve_size(
            self.size,
            asked,
            default,
            SizePolicy::OwnMustAgree,
        )?)
    }

    /// The position on a board of size `S`: an error names the first point past the edge,
    /// or the first point given in both lists.
    ///
    /// ```
    /// use renju::{Size, Standard};
    /// use renju_cli::parse_position;
    /// let position = parse_position(r#"{"black": ["h8", "t20"], "white": ["i9"]}"#, false).unwrap();
    /// assert_eq!(position.board::<Size<20>>().unwrap().stone_count(), 3);
    /// assert_eq!(position.board::<Standard>().unwrap_err().to_string(),
    ///            "black[1]: t20 is off the 15x15 board (columns a-o, rows 1-15)");
    /// ```
    pub fn board<S: BoardSize>(&self) -> Result<Board<S>, PositionError> {
        if let Some(text) = &self.board_string {
            return board_of_bytes(text);
        }
        match Board::<S>::from_stones(self.black.points(), self.white.points()) {
            Ok(board) => Ok(board),
            Err(error) => Err(self.board_error(error)),
        }
    }

    /// The position on a board of `size` points a side, chosen at run time: as
    /// [`Position::board`], and an error for a size outside 5..=26.
    ///
    /// ```
    /// use renju_cli::parse_position;
    /// let position = parse_position(r#"{"black": ["h8", "t20"], "white": ["i9"]}"#, false).unwrap();
    /// assert_eq!(position.any_board(20).unwrap().stone_count(), 3);
    /// assert_eq!(position.any_board(15).unwrap_err().to_string(),
    ///            "black[1]: t20 is off the 15x15 board (columns a-o, rows 1-15)");
    /// assert!(position.any_board(27).is_err());
    /// ```
    pub fn any_board(&self, size: usize) -> Result<AnyBoard, PositionError> {
        if let Some(text) = &self.board_string {
            let mut board = AnyBoard::new(size)?;
            fill_from_string(&mut board, text)?;
            return Ok(board);
        }
        AnyBoard::from_stones(size, self.black.points(), self.white.points()).map_err(|e| match e {
            AnyError::Size(e) => PositionError::Size(e),
            AnyError::Move(e) => self.board_error(e),
            // Stone lists make no cells.
            other => PositionError::NotPosition(other.to_string()),
        })
    }

    /// What [`Position::board`]'s error means for the lists: where the point was given.
    #[cold]
    pub(crate) fn board_error(&self, error: MoveError) -> PositionError {
        let point = error.point();
        let place = |color: Color, list: &StoneList| {
            list.position(point).map(|index| Place { color, index })
        };
        let (in_black, in_white) = (
            place(Color::Black, &self.black),
            place(Color::White, &self.white),
        );
        match (error, in_black, in_white) {
            (MoveError::Occupied { .. }, Some(first), Some(second)) => PositionError::Repeated {
                point,
                first,
                second,
            },
            (_, Some(place), _) | (_, None, Some(place)) => {
                PositionError::OffBoard { place, error }
            }
            (_, None, None) => PositionError::NotPosition(error.to_string()),
        }
    }
}

/// Reads one JSON position object; `id_required` says whether a missing `id` is an error.
/// The board is made from it by [`Position::board`], once its size is known.
///
/// ```
/// use renju_cli::parse_position;
/// let position = parse_position(r#"{"id": 7, "black": ["h8"], "white": ["i9"]}"#, true).unwrap();
/// assert_eq!(position.id.map(|id| id.get()), Some("7"));
/// assert_eq!(position.board::<renju::Standard>().unwrap().stone_count(), 2);
/// let error = parse_position(r#"{"id": 7, "balck": ["h8"]}"#, true).unwrap_err();
/// assert!(error.to_string().starts_with("unknown field `balck`"));
/// let error = parse_position(r#"{"id": 7, "size": 30}"#, true).unwrap_err();
/// assert!(error.to_string().starts_with("board size 30 is not supported"));
/// ```
pub fn parse_position(text: &str, id_required: bool) -> Result<Position<'_>, PositionError> {
    let Object(fields): Object<Fields<'_>> = serde_json::from_str(text)?;
    if id_required && fields.id.is_none() {
        return Err(PositionError::MissingId);
    }
    if fields.board.is_some() && (fields.black.is_some() || fields.white.is_some()) {
        return Err(PositionError::BoardAndLists);
    }
    Ok(Position {
        id: fields.id,
        size: fields.size,
        black: fields.black.unwrap_or_default(),
        white: fields.white.unwrap_or_default(),
        board_string: fields.board,
    })
}

/// The id of the position object `text`, if it is one and its id is good, whatever else is
/// wrong with it: what the answer to a bad line echoes.
///
/// ```
/// use renju_cli::id_of;
/// assert_eq!(id_of(r#"{"id": "x", "balck": ["h8"]}"#).map(|id| id.get()), Some("\"x\""));
/// assert!(id_of(r#"{"id": null}"#).is_none());
/// ```
pub fn id_of(text: &str) -> Option<&RawValue> {
    let Object(IdOnly { id }) = serde_json::from_str(text).ok()?;
    id
}
