//! A board that keeps its forbidden maps up to date as stones come and go, for engines.

use crate::judge::{FirstLook, NoTrace};
use crate::{
    Board, Color, Direction, ForbiddenKind, ForbiddenMap, Occupied, Point, PointSet, Rule, Verdict,
    SIZE,
};
use alloc::vec::Vec;
use renju_vocab::PatternClass;

/// The line through both `p` and `s` (two different points on one line).
fn direction_between(p: Point, s: Point) -> Direction {
    if p.row() == s.row() {
        Direction::Horizontal
    } else if p.col() == s.col() {
        Direction::Vertical
    } else if (p.col() < s.col()) == (p.row() < s.row()) {
        Direction::Diagonal
    } else {
        Direction::AntiDiagonal
    }
}

/// A board that keeps the forbidden map of each colour the rule restricts up to date as
/// stones are placed and taken back, recomputing only the verdicts a change can affect.
///
/// A verdict at `p` depends on the points of `p`'s four lines up to 5 away (its
/// [`PointSet::star`]) and, when the false-three rule had to look deeper, on the lines of
/// every straight-four point it judged. Each verdict remembers what it read beyond its star;
/// a stone placed or removed at `s` recomputes the verdicts of the points in `s`'s star and
/// of those that read `s` — and no others.
///
/// ```
/// use renju::{point, Color, ForbiddenKind, IncrementalBoard, Rule, Verdict};
/// let mut game = IncrementalBoard::new(Rule::default_rule());
/// for p in [point!(f8), point!(g8), point!(h9), point!(h10)] {
///     game.place(p, Color::Black).unwrap();
/// }
/// // RIF 9.3: h8 would make two open threes (row f8-g8-h8, column h8-h9-h10).
/// assert_eq!(game.forbidden_kind(point!(h8), Color::Black), Some(ForbiddenKind::DoubleThree));
/// assert_eq!(game.forbidden_map(Color::Black).len(), 1);
/// game.undo();                      // takes h10 back: no double-three any more
/// assert!(game.forbidden_map(Color::Black).is_empty());
/// // `place` says what the move did: h10 again, then the forbidden h8 (placed all the same).
/// assert_eq!(game.place(point!(h10), Color::Black), Ok(Verdict::Allowed));
/// assert_eq!(game.place(point!(h8), Color::Black),
///            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
/// ```
#[derive(Clone)]
pub struct IncrementalBoard {
    rule: &'static Rule,
    board: Board,
    colors: Vec<Tracked>,
    history: Vec<Point>,
    /// The points holding a stone, either colour.
    stones: PointSet,
}

/// The forbidden map of one colour, with what each verdict read beyond its star.
#[derive(Clone)]
struct Tracked {
    color: Color,
    forbidden: ForbiddenMap,
    /// Points whose last verdict read points outside their own star, with those reads.
    deep: Vec<(Point, PointSet)>,
    /// The points of `deep`.
    deep_points: PointSet,
    /// Per direction, how many own stones lie within 3 points of each point along that line,
    /// bit-sliced: the sets of points whose count has bit 1, 2 and 4 set (a count is at most
    /// 6). Kept as stones come and go.
    near: [[PointSet; 3]; 4],
    /// Points where the colour might be forbidden, from `near` (see `forbidden_candidates`).
    candidates: PointSet,
    /// Points whose last verdict was decided by their four line classes alone, which are kept
    /// in `classes`: while those classes stay the same, so does the verdict.
    cached: PointSet,
    /// The line classes of the points in `cached`, by row-major index.
    classes: [[PatternClass; 4]; SIZE * SIZE],
}

/// Per point and direction, the other points within 3 points along that line.
static NEAR: [[PointSet; 4]; SIZE * SIZE] = {
    let mut table = [[PointSet::EMPTY; 4]; SIZE * SIZE];
    let steps: [(isize, isize); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let mut i = 0;
    while i < SIZE * SIZE {
        let (col, row) = ((i % SIZE) as isize, (i / SIZE) as isize);
        let mut d = 0;
        while d < 4 {
            let mut words = [0u64; 4];
            let mut k = -3;
            while k <= 3 {
                let (c, r) = (col + steps[d].0 * k, row + steps[d].1 * k);
                if k != 0 && c >= 0 && r >= 0 && c < SIZE as isize && r < SIZE as isize {
                    let bit = r as usize * 16 + c as usize;
                    words[bit / 64] |= 1 << (bit % 64);
                }
                k += 1;
            }
            table[i][d] = PointSet::from_words(words);
            d += 1;
        }
        i += 1;
    }
    table
};

impl Tracked {
    /// Counts a stone of the tracked colour coming to (`coming`) or leaving `s`: one
    /// bit-sliced increment or decrement per direction, of the counts of the points within 3
    /// of `s` along it, then the candidates of the whole board in a few word operations.
    fn count(&mut self, s: Point, coming: bool) {
        for (near, [c1, c2, c4]) in NEAR[s.index()].iter().zip(&mut self.near) {
            // Ripple carry (borrow) through the three bits of the counts of `near`.
            let low = if coming { *c1 } else { c1.complement() };
            let carry = near.and(low);
            *c1 = c1.xor(*near);
            let middle = if coming { *c2 } else { c2.complement() };
            *c2 = c2.xor(carry);
            *c4 = c4.xor(carry.and(middle));
        }
        // Candidates: a line with 3 own stones, or two lines with 2 (`forbidden_candidates`).
        let (mut one_line, mut two_lines, mut three) =
            (PointSet::EMPTY, PointSet::EMPTY, PointSet::EMPTY);
        for [c1, c2, c4] in self.near {
            let at_least_two = c2.or(c4);
            three = three.or(c4).or(c2.and(c1));
            two_lines = two_lines.or(one_line.and(at_least_two));
            one_line = one_line.or(at_least_two);
        }
        self.candidates = two_lines.or(three);
    }
}

impl IncrementalBoard {
    /// An empty board under `rule`.
    pub fn new(rule: &'static Rule) -> IncrementalBoard {
        IncrementalBoard::from_board(rule, Board::new())
    }

    /// Starts from `board` (its stones are not in the undo history).
    pub fn from_board(rule: &'static Rule, board: Board) -> IncrementalBoard {
        let colors = Color::ALL
            .into_iter()
            .filter(|&c| !rule.settings().color(c).forbidden.is_empty())
            .map(|color| {
                let mut tracked = Tracked {
                    color,
                    forbidden: ForbiddenMap::EMPTY,
                    deep: Vec::new(),
                    deep_points: PointSet::EMPTY,
                    near: [[PointSet::EMPTY; 3]; 4],
                    candidates: PointSet::EMPTY,
                    cached: PointSet::EMPTY,
                    classes: [[PatternClass::NOTHING; 4]; SIZE * SIZE],
                };
                for s in board.stone_set(color).iter() {
                    tracked.count(s, true);
                }
                tracked
            })
            .collect();
        let stones = board
            .stone_set(Color::Black)
            .or(board.stone_set(Color::White));
        let mut this = IncrementalBoard {
            rule,
            board,
            colors,
            // A game has at most one placement per point.
            history: Vec::with_capacity(SIZE * SIZE),
            stones,
        };
        for t in 0..this.colors.len() {
            let candidates = this.colors[t].candidates;
            for p in candidates.iter() {
                this.rejudge(t, p);
            }
        }
        this
    }

    /// The rule the maps follow.
    pub fn rule(&self) -> &'static Rule {
        self.rule
    }

    /// The position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Puts a stone of `color` on the empty point `p`, updates the maps, and returns what
    /// the move did: [`Verdict::Five`] if it made a winning five,
    /// [`Verdict::Forbidden`] if it was forbidden for `color` (a foul; the stone is placed
    /// all the same, so a referee can show the position), [`Verdict::Allowed`] otherwise.
    pub fn place(&mut self, p: Point, color: Color) -> Result<Verdict, Occupied> {
        if let Some(by) = self.board.get(p) {
            return Err(Occupied { point: p, by });
        }
        let verdict = match self.forbidden_kind(p, color) {
            Some(kind) => Verdict::Forbidden(kind),
            None if self.rule.makes_five(&self.board, p, color) => Verdict::Five,
            None => Verdict::Allowed,
        };
        self.board.place(p, color)?;
        self.stones.insert(p);
        self.history.push(p);
        self.changed(p, color, true);
        Ok(verdict)
    }

    /// Takes back the last stone placed with [`place`](IncrementalBoard::place), returning
    /// where it was and its colour (`None` when nothing is left to undo).
    pub fn undo(&mut self) -> Option<(Point, Color)> {
        let p = self.history.pop()?;
        let color = self.board.remove(p)?;
        self.stones.remove(p);
        self.changed(p, color, false);
        Some((p, color))
    }

    /// Takes the stone off `p`, wherever it came from, returning its colour.
    pub fn remove(&mut self, p: Point) -> Option<Color> {
        let color = self.board.remove(p)?;
        self.stones.remove(p);
        if let Some(i) = self.history.iter().rposition(|&h| h == p) {
            self.history.remove(i);
        }
        self.changed(p, color, false);
        Some(color)
    }

    /// The empty points forbidden for `color`, with their kinds (empty when the rule forbids
    /// it nothing): a copy of the map kept up to date, 96 bytes.
    #[inline]
    pub fn forbidden_map(&self, color: Color) -> ForbiddenMap {
        self.tracked(color)
            .map_or(ForbiddenMap::EMPTY, |t| t.forbidden)
    }

    /// Why `color` may not play at `p`, or `None` if it may (or `p` is occupied): read from
    /// the maintained map, a few bit tests.
    #[inline]
    pub fn forbidden_kind(&self, p: Point, color: Color) -> Option<ForbiddenKind> {
        self.tracked(color).and_then(|t| t.forbidden.kind(p))
    }

    fn tracked(&self, color: Color) -> Option<&Tracked> {
        self.colors.iter().find(|t| t.color == color)
    }

    /// Recomputes every verdict that a stone of `color` coming to (`coming`) or leaving `s`
    /// can affect.
    fn changed(&mut self, s: Point, color: Color, coming: bool) {
        for t in 0..self.colors.len() {
            let tracked = &mut self.colors[t];
            if tracked.color == color {
                tracked.count(s, coming);
            }
            // In the star of `s`: empty points that may now be forbidden, were forbidden, read
            // beyond their star, or hold cached classes. Everywhere else: verdicts that read
            // `s` through the false-three rule. No other verdict can change. (Occupied points
            // have none: `s` itself, if now occupied, loses its entry first.)
            let mut affected = PointSet::star(s)
                .and(
                    tracked
                        .candidates
                        .or(tracked.forbidden.points())
                        .or(tracked.deep_points)
                        .or(tracked.cached),
                )
                .and(self.stones.complement());
            if coming
                && tracked
                    .forbidden
                    .points()
                    .or(tracked.deep_points)
                    .or(tracked.cached)
                    .contains(s)
            {
                self.rejudge(t, s);
            }
            let tracked = &self.colors[t];
            if tracked.deep_points.intersects(affected.complement()) {
                for &(p, reads) in &tracked.deep {
                    if reads.contains(s) {
                        affected.insert(p);
                    }
                }
            }
            for p in affected.iter() {
                // `s` lies on one line through `p`: if that line's class is unchanged, so are
                // all four, and a verdict they decided alone stands.
                let tracked = &self.colors[t];
                // A verdict the false-three rule decided also stands if its classes do and
                // it read nothing at `s` beyond them.
                let deep_stands = || {
                    tracked.deep_points.contains(p)
                        && tracked
                            .deep
                            .iter()
                            .any(|&(q, reads)| q == p && !reads.contains(s))
                };
                if p != s
                    && tracked.candidates.contains(p)
                    && (tracked.cached.contains(p) || deep_stands())
                {
                    let d = direction_between(p, s);
                    let class = self
                        .rule
                        .line_class(&self.board, p, d.index(), tracked.color);
                    let mut classes = tracked.classes[p.index()];
                    if class == classes[d.index()] {
                        continue;
                    }
                    // Only that line changed: the other three classes stand.
                    classes[d.index()] = class;
                    self.rejudge_with(t, p, Some(classes));
                    continue;
                }
                self.rejudge(t, p);
            }
        }
    }

    /// Recomputes the verdict of colour slot `t` at `p`.
    fn rejudge(&mut self, t: usize, p: Point) {
        self.rejudge_with(t, p, None);
    }

    /// [`rejudge`](IncrementalBoard::rejudge), with `p`'s line classes when the caller has
    /// them already (an empty candidate's, on the current board).
    fn rejudge_with(&mut self, t: usize, p: Point, known: Option<[PatternClass; 4]>) {
        let color = self.colors[t].color;
        let tracked = &mut self.colors[t];
        if tracked.deep_points.contains(p) {
            tracked.deep.retain(|&(q, _)| q != p);
            tracked.deep_points.remove(p);
        }
        tracked.cached.remove(p);
        let kind = if self.board.get(p).is_some() || !tracked.candidates.contains(p) {
            None
        } else {
            let classes = known.unwrap_or_else(|| self.rule.classes(&self.board, p, color));
            let verdict = match self.rule.look_at(classes, color) {
                FirstLook::Decided(verdict) => {
                    tracked.classes[p.index()] = classes;
                    tracked.cached.insert(p);
                    verdict
                }
                FirstLook::Threes(lines) => {
                    // The points read beyond the lines' classes: the stars of the
                    // straight-four points judged.
                    let mut reads = PointSet::EMPTY;
                    tracked.classes[p.index()] = classes;
                    let verdict = match self.rule.double_three(
                        &mut self.board,
                        p,
                        color,
                        &lines,
                        &mut reads,
                        &mut NoTrace,
                    ) {
                        Some(kind) => Verdict::Forbidden(kind),
                        None => Verdict::Allowed,
                    };
                    tracked.deep.push((p, reads));
                    tracked.deep_points.insert(p);
                    verdict
                }
            };
            verdict.forbidden()
        };
        tracked.forbidden.set(p, kind);
    }
}

impl core::fmt::Debug for IncrementalBoard {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("IncrementalBoard")
            .field("rule", &self.rule.name())
            .field("board", &self.board)
            .field("history", &self.history)
            .finish_non_exhaustive()
    }
}
