//! Everything the bindings ask of the `renju` crate, in one place: names of rules, colours,
//! points and kinds, board sizes, the map of stones on a board of any size, and [`Game`], a
//! position of any size played move by move. Every word and mark comes from the runtime.
//! The batch call goes through `renju-batch` (see `batch.rs`); the rest of the bindings deal
//! in Python objects.

use renju::cells::kind_code;
use renju::explain::ExplainLimits;
use renju::{
    diagram, resolve_size, AnyBoard, AnyIncrementalBoard, Color, ForbiddenKind, MoveError, Point,
    Rule, SizePolicy, MAX_SIZE, MIN_SIZE,
};

/// The smallest and largest board sides, as the runtime takes them.
pub const SIZES: std::ops::RangeInclusive<usize> = MIN_SIZE..=MAX_SIZE;

/// The names of the kind codes of a kind array, by code: 0 `"none"`, then each kind's
/// runtime name at its code (1 double-three, 2 double-four, 3 overline).
pub fn kind_names() -> Vec<&'static str> {
    let mut names = vec!["none"; 1 + ForbiddenKind::ALL.len()];
    for kind in ForbiddenKind::ALL {
        names[usize::from(kind_code(kind))] = kind.name();
    }
    names
}

/// The rule variant called `name` (a name or an alias), or an error listing the variants.
pub fn rule_by_name(name: &str) -> Result<&'static Rule, String> {
    Rule::by_name(name).ok_or_else(|| {
        let known: Vec<&str> = Rule::all().iter().map(Rule::name).collect();
        format!(
            "unknown rule {name:?}; the rules are {} (see renju_rules.rules())",
            known.join(", ")
        )
    })
}

/// The name of the default rule variant.
pub fn default_rule_name() -> &'static str {
    Rule::default_rule().name()
}

/// Every variant, sorted by name.
pub fn rules() -> &'static [Rule] {
    Rule::all()
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

/// The point named `name` (`a1` .. `z26`), or an error saying what a point is on a board of
/// `size` points a side.
pub fn point_by_name(name: &str, size: usize) -> Result<Point, String> {
    name.parse::<Point>().map_err(|_| {
        let last = Point::new(size - 1, size - 1).map(|p| p.to_string());
        format!(
            "{name:?} is not a point; points of the {size}x{size} board are a1 .. {} (a column, then a row)",
            last.unwrap_or_default()
        )
    })
}

/// `p` if it is on a board of `size` points a side, else the runtime's error naming the
/// board (`t20 is off the 15x15 board (columns a-o, rows 1-15)`).
pub fn on_board(p: Point, size: usize) -> Result<Point, String> {
    if p.is_on_board_of(size) {
        Ok(p)
    } else {
        Err(MoveError::OffBoard { point: p, size }.to_string())
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
    Ok(Game::new(rule, size, black, white)?.forbidden_map(color))
}

/// A position of any size played move by move: the forbidden maps are kept up to date as
/// stones come and go (the runtime's `AnyIncrementalBoard`).
pub struct Game {
    inner: AnyIncrementalBoard,
}

impl Game {
    /// A `size` x `size` position under `rule` holding the given stones (which cannot be
    /// undone); an unsupported size, a point off the board or given twice is an error.
    pub fn new(
        rule: &'static Rule,
        size: usize,
        black: &[Point],
        white: &[Point],
    ) -> Result<Game, String> {
        let inner = AnyIncrementalBoard::from_stones(rule, size, black, white)
            .map_err(|e| e.to_string())?;
        Ok(Game { inner })
    }

    /// The `size` x `size` position under `rule` that the board string `text` describes
    /// (the runtime's [`renju::board_string`]: `size * size` bytes, the top row first, `.`
    /// empty, `x`/`X` black, `o`/`O` white; read by [`AnyBoard::from_board_string`]), with its
    /// numbers of black and of white stones. Its stones cannot be undone. An unsupported size
    /// or a string that is no board (the runtime's `BoardStringError`) is an error with the
    /// runtime's message.
    pub fn from_board_string(
        rule: &'static Rule,
        size: usize,
        text: &[u8],
    ) -> Result<(Game, [usize; 2]), String> {
        let board = AnyBoard::from_board_string(size, text).map_err(|e| e.to_string())?;
        let counts = [Color::Black, Color::White].map(|color| board.stones(color).len());
        let inner = board.incremental(rule);
        Ok((Game { inner }, counts))
    }

    /// The rule variant's name.
    pub fn rule_name(&self) -> &'static str {
        self.inner.rule().name()
    }

    /// Points on a side of the board.
    pub fn size(&self) -> usize {
        self.inner.size()
    }

    /// Puts a stone of `color` on `p`, returning the runtime's word for what the move was:
    /// `"five"`, the forbidden kind's name (a foul for `color`; the stone is placed all the
    /// same), or `"allowed"`. An occupied point or one off the board is an error naming it.
    pub fn place(&mut self, p: Point, color: Color) -> Result<String, String> {
        let verdict = self.inner.place(p, color).map_err(|e| e.to_string())?;
        Ok(verdict.to_string())
    }

    /// Takes back the last stone placed, returning where it was and its colour.
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        self.inner.undo()
    }

    /// Takes every stone off, the starting ones too, in place; the rule and size stay.
    pub fn clear(&mut self) {
        self.inner.clear();
    }

    /// The position as `size * size` cell codes, row-major.
    pub fn cells(&self) -> Vec<u8> {
        self.inner.cells()
    }

    /// The stones on the board, black and white.
    pub fn stone_count(&self) -> usize {
        self.inner.stone_count()
    }

    /// The empty points forbidden for `color`, with their kinds' names, in row-major order.
    pub fn forbidden_map(&self, color: Color) -> Vec<(Point, &'static str)> {
        let map = self.inner.forbidden_map(color);
        map.into_iter().map(|(p, k)| (p, k.name())).collect()
    }

    /// Writes `true` at the row-major index of each point forbidden for `color` (`mask`
    /// holds `size * size` values).
    pub fn forbidden_mask_into(&self, color: Color, mask: &mut [bool]) {
        let size = self.inner.size();
        for (p, _) in self.inner.forbidden_map(color) {
            if let Some(slot) = mask.get_mut(p.index(size)) {
                *slot = true;
            }
        }
    }

    /// The board as a diagram, black's forbidden points marked with the runtime's marks
    /// (`3` double-three, `4` double-four, `6` overline), as `renju check` draws them.
    pub fn diagram(&self) -> String {
        let marks: Vec<(Point, char)> = self
            .inner
            .forbidden_map(Color::Black)
            .into_iter()
            .map(|(p, kind)| (p, diagram::mark(kind)))
            .collect();
        self.inner.diagram(&marks)
    }

    /// Why `color` may or may not play at the empty point `p`: the explanation tree as text.
    pub fn explain(&self, p: Point, color: Color) -> Result<String, String> {
        self.inner
            .explain(p, color, ExplainLimits::default())
            .map(|e| e.to_string())
            .map_err(|e| e.to_string())
    }
}
