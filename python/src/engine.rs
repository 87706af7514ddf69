//! What the bindings translate between Python's words and the `renju` crate's, in one
//! place: names of rules, colours, points and kinds, board sizes, and the map of stones on a
//! board of any size, with the runtime's messages for what is wrong. Every word comes from
//! the runtime. A game played move by move is the referee's (`renju-referee`, see
//! `board.rs`), the batch call goes through `renju-batch` (see `batch.rs`); the rest of the
//! bindings deal in Python objects.

use renju::{
    resolve_size, AnyBoard, Color, Point, PointOnBoardError, Rule, RuleFacts, SizePolicy, MAX_SIZE,
    MIN_SIZE,
};

/// The smallest and largest board sides, as the runtime takes them.
pub const SIZES: std::ops::RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

/// The names of the kind codes of a kind array, by code (the runtime's
/// [`kind_names`](renju::cells::kind_names)).
pub fn kind_names() -> Vec<&'static str> {
    renju::cells::kind_names().to_vec()
}

/// The rule variant called `name` (a name or an alias), or the runtime's error listing the
/// variants, and where a Python user finds them.
pub fn rule_by_name(name: &str) -> Result<&'static Rule, String> {
    Rule::find(name).map_err(|e| format!("{e} (see renju_rules.rules())"))
}

/// The name of the default rule variant.
pub fn default_rule_name() -> &'static str {
    Rule::default_rule().name()
}

/// What `rules()` tells of every variant, sorted by name (the runtime's catalogue).
pub fn rules() -> Vec<RuleFacts> {
    RuleFacts::all()
}

/// The colour called `name` (`"black"` or `"white"`), or the runtime's error.
pub fn color_by_name(name: &str) -> Result<Color, String> {
    name.parse::<Color>().map_err(|e| e.to_string())
}

/// The board side `size`, or `rule`'s own board when `None` (the runtime's
/// [`resolve_size`], for an input with no size of its own); an unsupported side is an error
/// naming it and the supported ones.
pub fn board_size(size: Option<usize>, rule: &Rule) -> Result<usize, String> {
    resolve_size(None, size, rule.board_size(), SizePolicy::OwnMustAgree).map_err(|e| e.to_string())
}

/// The point named `name` (`a1` .. `z26`) on a board of `size` points a side
/// ([`Point::parse_on`]): for a name that is no point, an error saying what the points of that
/// board are; for a point off it, the runtime's error naming the board.
pub fn point_by_name(name: &str, size: usize) -> Result<Point, String> {
    Point::parse_on(name, size).map_err(|e| match e {
        PointOnBoardError::NotAPoint(_) => {
            let last = Point::new(size - 1, size - 1).map(|p| p.to_string());
            format!(
                "{name:?} is not a point; points of the {size}x{size} board are a1 .. {} (a column, then a row)",
                last.unwrap_or_default()
            )
        }
        off @ PointOnBoardError::OffBoard { .. } => off.to_string(),
    })
}

/// `p` if it is on a board of `size` points a side, else the runtime's error naming the
/// board (`t20 is off the 15x15 board (columns a-o, rows 1-15)`), as [`Point::parse_on`]
/// words it: for a point already read (a name the binding has interned).
pub fn on_board(p: Point, size: usize) -> Result<Point, String> {
    if p.is_on_board_of(size) {
        Ok(p)
    } else {
        Err(PointOnBoardError::OffBoard { point: p, size }.to_string())
    }
}

/// The point at row-major index `index` (`row * size + col`, so `a1` = 0, and on 15x15
/// `h8` = 112) of a board of `size` points a side, if on it.
pub fn point_by_index(index: usize, size: usize) -> Option<Point> {
    Point::from_index(index, size)
}

/// The point of index `index` on the largest board: the size-free key the bindings keep
/// point names under.
pub fn point_by_key(key: usize) -> Option<Point> {
    Point::from_index(key, MAX_SIZE)
}

/// Every point of the largest board with its key ([`point_by_key`]) and its name.
pub fn point_keys() -> impl Iterator<Item = (usize, String)> {
    Point::all_of(MAX_SIZE).map(|p| (p.index(MAX_SIZE), p.to_string()))
}

/// The point's name, e.g. `h8`.
pub fn point_name(p: Point) -> String {
    p.to_string()
}

/// The forbidden map of `color` on the `size` x `size` board holding the given stones, in
/// row-major order, or an error naming a point given twice or off the board.
pub fn map_of_stones(
    rule: &'static Rule,
    size: usize,
    black: &[Point],
    white: &[Point],
    color: Color,
) -> Result<Vec<(Point, &'static str)>, String> {
    let board = AnyBoard::from_stones(size, black, white).map_err(|e| e.to_string())?;
    let map = board.forbidden_map(rule, color);
    Ok(map.into_iter().map(|(p, kind)| (p, kind.name())).collect())
}
