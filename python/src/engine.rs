//! Everything the bindings ask of the `renju` crate, in one place: names of rules, colours,
//! points and kinds; the map of one board given as cell codes; and [`Game`], a position that
//! is played move by move. The rest of the bindings deal in Python objects and never call the
//! runtime directly.

use renju::explain::ExplainLimits;
use renju::{Board, Color, ForbiddenKind, IncrementalBoard, Point, Rule, Standard, Verdict};

/// Points on the board, and cells in a board array.
pub use renju::cells::CELLS;

/// Cell code of an empty point (arrays use 0 empty, 1 black, 2 white).
pub const EMPTY: u8 = 0;
/// Cell code of a white stone.
pub const WHITE: u8 = 2;

/// The kind names by code: 0 none, 1 double-three, 2 double-four, 3 overline.
pub const KIND_NAMES: [&str; 4] = ["none", "double-three", "double-four", "overline"];

/// The rule variant called `name`, or an error listing the variants.
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

/// Every variant as (name, summary), sorted by name.
pub fn rule_summaries() -> Vec<(&'static str, &'static str)> {
    Rule::all()
        .iter()
        .map(|r| (r.name(), r.summary()))
        .collect()
}

/// `"black"` or `"white"`.
pub fn color_by_name(name: &str) -> Result<Color, String> {
    Color::ALL
        .into_iter()
        .find(|c| c.name() == name)
        .ok_or_else(|| format!("unknown color {name:?}; expected \"black\" or \"white\""))
}

/// A colour's name.
pub fn color_name(color: Color) -> &'static str {
    color.name()
}

/// The other colour.
pub fn opponent(color: Color) -> Color {
    color.opponent()
}

/// A point named like `h8` (columns `a`..`o`, rows `1`..`15`).
pub fn point_by_name(name: &str) -> Result<Point, String> {
    // The package's boards are 15x15: a point of a larger board is no point here.
    let on_board = name.parse::<Point>().ok().filter(|p| p.is_on::<Standard>());
    on_board.ok_or_else(|| {
        format!("{name:?} is not a point; points are a1 .. o15 (column a-o, then row 1-15)")
    })
}

/// The point at row-major index `index` (`row * 15 + col`, so `a1` = 0, `h8` = 112).
pub fn point_by_index(index: usize) -> Option<Point> {
    Point::from_index(index, renju::STANDARD_SIZE)
}

/// The point's name, e.g. `h8`.
pub fn point_name(p: Point) -> String {
    p.to_string()
}

/// Whether every one of `cells` is a cell code (0, 1 or 2).
pub fn cells_are_codes(cells: &[u8]) -> bool {
    renju::cells::first_bad_cell(cells, renju::STANDARD_SIZE).is_none()
}

/// The forbidden map of `color` on the board `cells` describes, written into `out` as kind
/// codes at the forbidden points; `out` must hold zeros (it is left as it is elsewhere, so a
/// freshly zeroed buffer is not written where nothing is forbidden). Returns how many points
/// are forbidden.
pub fn map_codes(rule: &Rule, cells: &[u8; CELLS], color: Color, out: &mut [u8; CELLS]) -> usize {
    // The callers checked every cell (naming the board and the point of a bad one), so this
    // cannot fail; were it to, nothing is written: the empty map.
    rule.write_map_of_cells::<Standard>(cells, color, out)
        .unwrap_or(0)
}

/// The forbidden map of `color` on the board holding the given stones, in row-major order, or
/// an error naming a point given twice.
pub fn map_of_stones(
    rule: &Rule,
    black: &[Point],
    white: &[Point],
    color: Color,
) -> Result<Vec<(Point, &'static str)>, String> {
    let board = Board::<Standard>::from_stones(black, white).map_err(|e| e.to_string())?;
    Ok(rule
        .forbidden_map(&board, color)
        .iter()
        .map(|(p, k)| (p, k.name()))
        .collect())
}

/// A position played move by move: the forbidden maps are kept up to date as stones come and
/// go (the runtime's `IncrementalBoard`).
pub struct Game {
    inner: IncrementalBoard,
}

impl Game {
    /// A position under `rule` holding the given stones (which cannot be undone).
    pub fn new(rule: &'static Rule, black: &[Point], white: &[Point]) -> Result<Game, String> {
        let board = Board::from_stones(black, white).map_err(|e| e.to_string())?;
        Ok(Game {
            inner: IncrementalBoard::from_board(rule, board),
        })
    }

    /// The rule variant's name.
    pub fn rule_name(&self) -> &'static str {
        self.inner.rule().name()
    }

    /// Puts a stone of `color` on `p`, returning what the move was: `"five"` (it makes a
    /// winning five), the forbidden kind's name (a foul for `color`; the stone is placed all
    /// the same), or `"allowed"`. An occupied point is an error naming it.
    pub fn place(&mut self, p: Point, color: Color) -> Result<&'static str, String> {
        let verdict = self.inner.place(p, color).map_err(|e| e.to_string())?;
        Ok(match verdict {
            Verdict::Five => "five",
            Verdict::Forbidden(kind) => kind.name(),
            Verdict::Allowed => "allowed",
        })
    }

    /// Takes back the last stone placed, returning where it was and its colour.
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        self.inner.undo()
    }

    /// The position as 225 cell codes, row-major.
    pub fn cells(&self) -> Vec<u8> {
        self.inner.board().cells()
    }

    /// The stones on the board, black then white.
    pub fn stone_count(&self) -> usize {
        self.inner.board().stone_count()
    }

    /// The empty points forbidden for `color`, with kinds, in row-major order.
    pub fn forbidden_map(&self, color: Color) -> Vec<(Point, &'static str)> {
        self.inner
            .forbidden_map(color)
            .iter()
            .map(|(p, k)| (p, k.name()))
            .collect()
    }

    /// Writes `true` at the row-major index of each point forbidden for `color`.
    pub fn forbidden_mask_into(&self, color: Color, mask: &mut [bool]) {
        for p in self.inner.forbidden_map(color).points().iter() {
            if let Some(slot) = mask.get_mut(p.index(renju::STANDARD_SIZE)) {
                *slot = true;
            }
        }
    }

    /// The board as a diagram, black's forbidden points marked `3` (double-three), `4`
    /// (double-four) and `6` (overline), as `renju check` draws them.
    pub fn diagram(&self) -> String {
        let marks: Vec<(Point, char)> = self
            .inner
            .forbidden_map(Color::Black)
            .iter()
            .map(|(p, k)| {
                let mark = match k {
                    ForbiddenKind::DoubleThree => '3',
                    ForbiddenKind::DoubleFour => '4',
                    ForbiddenKind::Overline => '6',
                };
                (p, mark)
            })
            .collect();
        renju::diagram::render(self.inner.board(), &marks)
    }

    /// Why `color` may or may not play at the empty point `p`: the explanation tree as text.
    pub fn explain(&self, p: Point, color: Color) -> Result<String, String> {
        self.inner
            .rule()
            .explain_with(self.inner.board(), p, color, ExplainLimits::default())
            .map(|e| e.to_string())
            .map_err(|e| e.to_string())
    }
}
