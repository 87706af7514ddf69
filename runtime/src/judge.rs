//! Deciding a move: five, forbidden or allowed (RIF 9.2-9.3, for any colour the rule
//! restricts): 1. a five wins; 2. an overline is forbidden; 3. so are two or more fours;
//! 4. so are two or more lines holding a real three; 5. anything else is allowed.
//!
//! Per direction the class of the point's window is one table lookup. Only when two or more
//! lines hold a three does the false-three rule need more: each three's straight-four points
//! are judged in turn, on the board that already holds the stone, by this same procedure.

use crate::board::MoveError;
use crate::board::{line_places_of, Board};
use crate::candidates::forbidden_candidates;
use crate::direction::Direction;
use crate::forbidden_map::ForbiddenMap;
use crate::line_class::LineClass;
use crate::line_reading::{with_lines, ReadLines};
use crate::on_board::OnBoard;
use crate::point::Point;
use crate::point_set::PointSet;
use crate::rule::Rule;
use crate::size::{specialized_copies, BoardSize};
use core::fmt;
use core::str::FromStr;
use renju_vocab::{
    Color, ForbiddenKind, ForbiddenSet, ParseNameError, PatternClass, PatternDefinitions,
    StraightFourPoints,
};

/// What the judge tells an observer as it decides: the hook through which
/// [`Rule::explain`](crate::rule::Rule::explain) records its tree and the incremental board the
/// points and classes a false-three verdict read
/// ([`Recorder`](crate::deep_verdict::Recorder)). Every method does nothing by default, and [`NoTrace`]
/// (a zero-size type) is what verdicts and maps pass, so the hook costs nothing when off.
pub(crate) trait Trace<S: BoardSize> {
    /// Whether every straight-four point is to be tried (an explanation shows them all), or
    /// the judge may stop as soon as the answer is known.
    #[inline(always)]
    fn every_point(&self) -> bool {
        false
    }
    /// The judge starts on the empty point `p`, whose four lines have `classes`.
    #[inline(always)]
    fn begin(&mut self, _board: &Board<S>, _p: Point, _classes: &[PatternClass; 4]) {}
    /// `p` is placed to try the straight-four points of its threes.
    #[inline(always)]
    fn placed(&mut self, _p: Point) {}
    /// `p` is taken back after its threes were tried.
    #[inline(always)]
    fn taken_back(&mut self) {}
    /// The straight-four point `q`, `offset` points from the stone along `d`, is tried.
    #[inline(always)]
    fn trial(&mut self, _d: Direction, _offset: i8, _q: Point) {}
    /// What a stone on the point just tried does (`Err` if it holds one), and whether it
    /// makes the three real.
    #[inline(always)]
    fn trial_done(&mut self, _outcome: Result<Verdict, MoveError>, _makes_real: bool) {}
    /// The judge's verdict on the point of the matching [`begin`](Trace::begin).
    #[inline(always)]
    fn end(&mut self, _verdict: Verdict) {}
}

/// The trace that records nothing.
pub(crate) struct NoTrace;

impl<S: BoardSize> Trace<S> for NoTrace {}

/// What the caller of the false-three resolver may already know of a straight-four point:
/// the classes of its four lines on the board without the stone whose threes are tried.
///
/// A straight-four point `q` lies on the line of its three through `p`, so a stone on `p`
/// changes only that one of `q`'s four classes: with the other three known, a trial reads one
/// line instead of four ([`Rule::double_three_knowing`]). Only the trials right under `p` use
/// it; deeper trials have more stones placed and read their lines.
pub(crate) trait KnownClasses<S: BoardSize> {
    /// The classes of the four lines through the empty point `q`, in the order of
    /// [`Direction::ALL`], on the board as it is without the stone under trial, if known.
    fn classes_before(&self, q: Point) -> Option<[LineClass; 4]>;
}

/// Nothing known: every trial reads the lines through its point whose own stones weigh
/// something ([`Rule::own_mask_weight`]).
pub(crate) struct NoneKnown;

impl<S: BoardSize> KnownClasses<S> for NoneKnown {
    #[inline(always)]
    fn classes_before(&self, _q: Point) -> Option<[LineClass; 4]> {
        None
    }
}

/// The offsets of a [`StraightFourPoints`] set's bits, in bit order
/// ([`StraightFourPoints::bits`]).
const STRAIGHT_FOUR_OFFSETS: [i8; 8] = [-3, -2, -1, 1, 2, 3, 0, 0];

/// What the table lookups alone say about a move.
pub(crate) enum FirstLook {
    /// The verdict, without the false-three rule.
    Decided(Verdict),
    /// Two or more lines hold a three: the false-three rule decides.
    Threes(ThreeLines),
}

/// The lines holding a three through a point, with the three's straight-four points.
#[derive(Default)]
pub(crate) struct ThreeLines {
    lines: [(Direction, StraightFourPoints); 4],
    len: usize,
}

impl ThreeLines {
    fn push(&mut self, d: Direction, points: StraightFourPoints) {
        if let Some(slot) = self.lines.get_mut(self.len) {
            *slot = (d, points);
            self.len += 1;
        }
    }
}

/// What a move would do.
///
/// Written and read as one word: `five`, `allowed`, or the [`ForbiddenKind`]
/// (`double-three`, `double-four`, `overline`).
///
/// ```
/// use renju::{ForbiddenKind, Verdict};
/// assert_eq!(Verdict::Forbidden(ForbiddenKind::Overline).to_string(), "overline");
/// assert_eq!("five".parse::<Verdict>(), Ok(Verdict::Five));
/// assert_eq!("double-three".parse(), Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
/// assert!("forbidden".parse::<Verdict>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// It makes a winning five, which beats every prohibition.
    Five,
    /// It is forbidden, for the first reason in the order overline, double-four, double-three.
    Forbidden(ForbiddenKind),
    /// It may be played.
    Allowed,
}

impl Verdict {
    /// The kind, if the move is forbidden.
    pub fn forbidden(self) -> Option<ForbiddenKind> {
        match self {
            Verdict::Forbidden(kind) => Some(kind),
            Verdict::Five | Verdict::Allowed => None,
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Five => f.write_str("five"),
            Verdict::Forbidden(kind) => write!(f, "{kind}"),
            Verdict::Allowed => f.write_str("allowed"),
        }
    }
}

impl FromStr for Verdict {
    type Err = ParseNameError;

    fn from_str(text: &str) -> Result<Verdict, ParseNameError> {
        match text {
            "five" => Ok(Verdict::Five),
            "allowed" => Ok(Verdict::Allowed),
            _ => text.parse().map(Verdict::Forbidden).map_err(|_| {
                ParseNameError::new(
                    "verdict",
                    "five, allowed, overline, double-four, double-three",
                    text,
                )
            }),
        }
    }
}

/// The class bit of a five.
const FIVE: u16 = PatternClass::new(true, false, 0, false, StraightFourPoints::NONE).bits();
/// The class bit of an overline.
const OVERLINE: u16 = PatternClass::new(false, true, 0, false, StraightFourPoints::NONE).bits();

/// The sums of four lines' tallies ([`PatternClass::tally`], 0-40) that decide a verdict
/// under `forbidden`, as bits of a word: two fours (sum / 5 of 2 or more) if double-fours are
/// forbidden, two lines with a three (sum % 5 of 2 or more) if double-threes are.
#[inline(always)]
const fn decisive_tallies(forbidden: ForbiddenSet) -> u64 {
    const fn sums(forbidden: ForbiddenSet) -> u64 {
        let double_four = forbidden.contains(ForbiddenKind::DoubleFour);
        let double_three = forbidden.contains(ForbiddenKind::DoubleThree);
        let mut bits = 0;
        let mut sum = 0;
        while sum <= 40 {
            if (double_four && sum / 5 >= 2) || (double_three && sum % 5 >= 2) {
                bits |= 1 << sum;
            }
            sum += 1;
        }
        bits
    }
    /// By the set's bits: every set of kinds.
    const BY_SET: [u64; 1 << ForbiddenKind::COUNT] = {
        let mut by_set = [0; 1 << ForbiddenKind::COUNT];
        let mut bits = 0;
        while bits < by_set.len() {
            if let Some(set) = ForbiddenSet::from_bits(bits as u8) {
                by_set[bits] = sums(set);
            }
            bits += 1;
        }
        by_set
    };
    // The mask drops no bit (a set's bits are below `1 << COUNT`); it spares a bounds check.
    BY_SET[forbidden.bits() as usize & (BY_SET.len() - 1)]
}

impl Rule {
    /// The class of each line through the empty point `p` if `color` played there, in the
    /// order of [`Direction::ALL`]: four table lookups.
    ///
    /// ```
    /// use renju::{Board, Color, Point, Rule};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// let board: Board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let classes = Rule::default_rule().line_classes(&board, p("h8"), Color::Black).unwrap();
    /// assert_eq!(classes[0].to_string(), "three (straight-four points -3 +1)"); // row
    /// assert_eq!(classes[1].to_string(), "three (straight-four points -1 +3)"); // column
    /// assert!(classes[2].is_nothing() && classes[3].is_nothing());
    /// ```
    pub fn line_classes<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
    ) -> Result<[PatternClass; 4], MoveError> {
        board.check_empty(p)?;
        Ok(with_lines!(S, self, lines => lines.classes(board, p, color)).map(LineClass::class))
    }

    /// Whether `color` playing at the empty point `p` makes a winning five under this rule
    /// (for renju's black, exactly five; for white, five or more): four table lookups. An
    /// occupied `p`, or one off the board, makes none.
    ///
    /// ```
    /// use renju::{point, Board, Color, Rule};
    /// let board: Board = Board::from_stones(&[point!(d8), point!(e8), point!(f8), point!(g8)], &[]).unwrap();
    /// let renju = Rule::default_rule();
    /// assert!(renju.makes_five(&board, point!(h8), Color::Black));
    /// assert!(!renju.makes_five(&board, point!(h9), Color::Black));
    /// ```
    #[inline]
    pub fn makes_five<S: BoardSize>(&self, board: &Board<S>, p: Point, color: Color) -> bool {
        if board.get(p).is_some() || !p.is_on::<S>() {
            return false;
        }
        self.weight(board, p, color) >= 2
            && with_lines!(S, self, lines => lines.classes(board, p, color))
                .iter()
                .any(|c| c.class().five())
    }

    /// What playing `color` at the empty point `p` would do under this rule; an error if `p`
    /// holds a stone or is off the board.
    ///
    /// ```
    /// use renju::{Board, Color, ForbiddenKind, Point, Rule, Verdict};
    /// let p = |s: &str| s.parse::<Point>().unwrap();
    /// // RIF 9.3's double-three: black f8 g8 h9 h10, black to play h8.
    /// let board: Board = Board::from_stones(&[p("f8"), p("g8"), p("h9"), p("h10")], &[]).unwrap();
    /// let renju = Rule::default_rule();
    /// assert_eq!(renju.verdict(&board, p("h8"), Color::Black),
    ///            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
    /// assert_eq!(renju.verdict(&board, p("h8"), Color::White), Ok(Verdict::Allowed));
    /// assert!(renju.verdict(&board, p("p1"), Color::White).is_err());
    /// ```
    #[inline]
    pub fn verdict<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
    ) -> Result<Verdict, MoveError> {
        self.verdict_at(board, OnBoard::new(p)?, color)
    }

    /// [`Rule::verdict`] of a point checked to be on the board when it was made: an error
    /// only if `p` holds a stone.
    ///
    /// ```
    /// use renju::{point, Board, Color, ForbiddenKind, MoveError, OnBoard, Rule, Verdict};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10, black to play h8.
    /// let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
    /// let renju = Rule::default_rule();
    /// let h8 = OnBoard::new(point!(h8)).unwrap();
    /// assert_eq!(renju.verdict_at(&board, h8, Color::Black),
    ///            Ok(Verdict::Forbidden(ForbiddenKind::DoubleThree)));
    /// let f8 = OnBoard::new(point!(f8)).unwrap();
    /// assert_eq!(renju.verdict_at(&board, f8, Color::Black),
    ///            Err(MoveError::Occupied { point: point!(f8), by: Color::Black }));
    /// ```
    #[inline]
    pub fn verdict_at<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: OnBoard<S>,
        color: Color,
    ) -> Result<Verdict, MoveError> {
        let p = p.point();
        // Most points have too few own stones on their lines for anything but "allowed": no
        // table lookup. An occupied point weighs 2 or more, so it is caught below.
        if self.weight(board, p, color) < 2 {
            return Ok(Verdict::Allowed);
        }
        self.verdict_by_lines(board, p, color)
    }

    /// The verdict on `p` from the classes of its four lines, and the false-three rule if two
    /// hold a three, or the error if `p` is occupied (kept out of [`Rule::verdict`] so that
    /// the common case stays small enough to inline). All four are looked up, without a
    /// branch per line: the lookups hit L1, a mispredicted branch costs more.
    #[inline(never)]
    fn verdict_by_lines<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
    ) -> Result<Verdict, MoveError> {
        if let Some(by) = board.stone_at(p) {
            return Err(MoveError::Occupied { point: p, by });
        }
        Ok(with_lines!(S, self, lines => {
            match self.look_at(lines.classes(board, p, color), color) {
                FirstLook::Decided(verdict) => verdict,
                FirstLook::Threes(threes) => {
                    self.false_three_verdict(lines, board, p, color, &threes)
                }
            }
        }))
    }

    /// The sum of the own-mask weights ([`Rule::own_mask_weight`]) of the four lines through
    /// `p`: below 2, no line decides a verdict alone and at most one holds anything, so the
    /// move is allowed (and makes no five). A stone on `p` sets the centre bit of a mask
    /// ([`Board::own_masks`]), which weighs 2: an occupied point is never below 2.
    #[inline(always)]
    pub(crate) fn weight<S: BoardSize>(&self, board: &Board<S>, p: Point, color: Color) -> u8 {
        let [a, b, c, d] = board.own_masks(p, color);
        self.own_mask_weight(a, color)
            + self.own_mask_weight(b, color)
            + self.own_mask_weight(c, color)
            + self.own_mask_weight(d, color)
    }

    /// The verdict when two lines hold a three: the false-three rule decides, on a copy of
    /// the board (kept out of [`Rule::verdict`] so that the common case stays small).
    #[inline(never)]
    fn false_three_verdict<S: BoardSize, R: ReadLines>(
        &self,
        reading: R,
        board: &Board<S>,
        p: Point,
        color: Color,
        lines: &ThreeLines,
    ) -> Verdict {
        let mut board = board.clone();
        match self.double_three(reading, &mut board, p, color, lines, &mut NoTrace) {
            Some(kind) => Verdict::Forbidden(kind),
            None => Verdict::Allowed,
        }
    }

    /// Why `color` may not play at `p`, or `None` when it may (or `p` is occupied, or off the
    /// board).
    ///
    /// ```
    /// use renju::{point, Board, Color, ForbiddenKind, Rule};
    /// // RIF 9.2's overline: black e8 f8 g8 i8 j8; h8 makes six.
    /// let board: Board = Board::from_stones(
    ///     &[point!(e8), point!(f8), point!(g8), point!(i8), point!(j8)], &[]).unwrap();
    /// let renju = Rule::default_rule();
    /// assert_eq!(renju.forbidden(&board, point!(h8), Color::Black), Some(ForbiddenKind::Overline));
    /// assert_eq!(renju.forbidden(&board, point!(h8), Color::White), None);
    /// assert_eq!(renju.forbidden(&board, point!(a1), Color::Black), None);
    /// ```
    pub fn forbidden<S: BoardSize>(
        &self,
        board: &Board<S>,
        p: Point,
        color: Color,
    ) -> Option<ForbiddenKind> {
        self.verdict(board, p, color).ok()?.forbidden()
    }

    /// Every empty point forbidden for `color`, with its kind.
    ///
    /// ```
    /// use renju::{point, Board, Color, ForbiddenKind, Rule};
    /// // RIF 9.3's double-three: black f8 g8 h9 h10.
    /// let board: Board = Board::from_stones(&[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
    /// let map = Rule::default_rule().forbidden_map(&board, Color::Black);
    /// assert_eq!(map.iter().collect::<Vec<_>>(), [(point!(h8), ForbiddenKind::DoubleThree)]);
    /// assert!(Rule::default_rule().forbidden_map(&board, Color::White).is_empty());
    /// ```
    pub fn forbidden_map<S: BoardSize>(&self, board: &Board<S>, color: Color) -> ForbiddenMap<S> {
        // On the standard board, one copy per colour, in which the colour is a constant: a
        // line's slots are then fixed offsets from its number.
        if !specialized_copies::<S>() {
            return self.forbidden_map_of(board, color);
        }
        match color {
            Color::Black => self.forbidden_map_of(board, Color::Black),
            Color::White => self.forbidden_map_of(board, Color::White),
        }
    }

    /// [`Rule::forbidden_map`] for the one `color` it is inlined with.
    #[inline(always)]
    fn forbidden_map_of<S: BoardSize>(&self, board: &Board<S>, color: Color) -> ForbiddenMap<S> {
        if self.settings.color(color).forbidden.is_empty() {
            return ForbiddenMap::EMPTY;
        }
        // The filter counts stones as RIF's patterns need them; other definitions (a rule
        // file's own `[concepts]`) have every empty point looked up.
        let candidates = match self.settings.patterns {
            PatternDefinitions::Rif => forbidden_candidates(board, color),
            PatternDefinitions::Other => board
                .stone_set(Color::Black)
                .or(board.stone_set(Color::White))
                .complement(),
        };
        with_lines!(S, self, lines => self.map_by(lines, board, color, candidates))
    }

    /// [`Rule::forbidden_map`] for `color` from the points that might be forbidden
    /// (`candidates`), the lines read by `lines`.
    #[inline(always)]
    fn map_by<S: BoardSize, R: ReadLines>(
        &self,
        lines: R,
        board: &Board<S>,
        color: Color,
        candidates: PointSet<S>,
    ) -> ForbiddenMap<S> {
        let mut map = ForbiddenMap::EMPTY;
        // The recursion places stones; copy the board only if some point needs it.
        let mut scratch: Option<Board<S>> = None;
        for p in candidates.iter() {
            // Unlike `verdict`, no weight test first: most candidates hold a pattern, and
            // the test's branch mispredicted more often than it saved lookups.
            let forbidden = match self.look_at(lines.classes(board, p, color), color) {
                FirstLook::Decided(verdict) => verdict.forbidden(),
                FirstLook::Threes(threes) => {
                    let scratch = scratch.get_or_insert_with(|| board.clone());
                    self.double_three(lines, scratch, p, color, &threes, &mut NoTrace)
                }
            };
            if forbidden.is_some() {
                map.put(p, forbidden);
            }
        }
        map
    }

    /// The ruling on the empty point `p` (RIF 9.2-9.3; the steps are in the module docs),
    /// told to `trace` as it goes. `board` is used as scratch space for the recursion and is
    /// left as it was found.
    pub(crate) fn judge<S: BoardSize, T: Trace<S>, R: ReadLines>(
        &self,
        reading: R,
        board: &mut Board<S>,
        p: Point,
        color: Color,
        trace: &mut T,
    ) -> Verdict {
        let classes = reading.classes(board, p, color);
        self.judge_classes(reading, board, p, color, classes, trace)
    }

    /// [`Rule::judge`] of the empty point `p` whose four lines have `classes` (read on
    /// `board`, with the stones of the trials above it placed).
    #[inline(always)]
    fn judge_classes<S: BoardSize, T: Trace<S>, R: ReadLines>(
        &self,
        reading: R,
        board: &mut Board<S>,
        p: Point,
        color: Color,
        classes: [LineClass; 4],
        trace: &mut T,
    ) -> Verdict {
        trace.begin(board, p, &classes.map(LineClass::class));
        let verdict = match self.look_at(classes, color) {
            FirstLook::Decided(verdict) => verdict,
            FirstLook::Threes(lines) => {
                match self.double_three(reading, board, p, color, &lines, trace) {
                    Some(kind) => Verdict::Forbidden(kind),
                    None => Verdict::Allowed,
                }
            }
        };
        trace.end(verdict);
        verdict
    }

    /// Steps 1-3, and the lines that hold a three: all that the classes of the four lines
    /// decide.
    #[inline(always)]
    pub(crate) fn look_at(&self, lines: [LineClass; 4], color: Color) -> FirstLook {
        let forbidden = self.settings.color(color).forbidden;
        // Most points decide nothing (steps 1-4 all pass): one branch for all of them, since
        // which step a point would stop at is data, and a branch per step mispredicts. A five
        // or overline is a bit of any line; two fours or two lines with a three show in the
        // sum of the tallies.
        let any = lines[0].class_bits()
            | lines[1].class_bits()
            | lines[2].class_bits()
            | lines[3].class_bits();
        let flags = FIVE
            | if forbidden.contains(ForbiddenKind::Overline) {
                OVERLINE
            } else {
                0
            };
        let tally = lines[0].tally() + lines[1].tally() + lines[2].tally() + lines[3].tally();
        let decides = any & flags != 0 || decisive_tallies(forbidden) >> tally & 1 != 0;
        if !decides {
            return FirstLook::Decided(Verdict::Allowed);
        }
        let classes = lines.map(LineClass::class);
        let any = PatternClass::from_bits(any);
        let (fours, three_lines) = (tally / 5, tally % 5);
        // 1. A five wins, whatever else the move makes.
        if any.five() {
            return FirstLook::Decided(Verdict::Five);
        }
        // 2. Overline.
        if forbidden.contains(ForbiddenKind::Overline) && any.overline() {
            return FirstLook::Decided(Verdict::Forbidden(ForbiddenKind::Overline));
        }
        // 3. Fours, counted as distinct stone sets over all lines.
        if forbidden.contains(ForbiddenKind::DoubleFour) && fours >= 2 {
            return FirstLook::Decided(Verdict::Forbidden(ForbiddenKind::DoubleFour));
        }
        // 4. Threes: at most one per line, and only in lines without a four. Fewer than two
        //    lines with a three cannot make a double-three, real or not.
        if forbidden.contains(ForbiddenKind::DoubleThree) && three_lines >= 2 {
            let mut lines = ThreeLines::default();
            for (d, class) in Direction::ALL.into_iter().zip(classes) {
                if class.tally() == 1 {
                    lines.push(d, class.three());
                }
            }
            return FirstLook::Threes(lines);
        }
        FirstLook::Decided(Verdict::Allowed)
    }

    /// Step 4 for the lines holding a three through `p`: a double-three if two of them are
    /// real, that is, have a straight-four point that may itself be played (on the board that
    /// already holds `p`). `board` is left as it was found. The search stops as soon as the
    /// answer is known: at a line's first real straight-four point, at the second real line,
    /// and when too few lines are left for two to be real (a trace that asks for
    /// [`every_point`](Trace::every_point) sees them all).
    pub(crate) fn double_three<S: BoardSize, T: Trace<S>, R: ReadLines>(
        &self,
        reading: R,
        board: &mut Board<S>,
        p: Point,
        color: Color,
        lines: &ThreeLines,
        trace: &mut T,
    ) -> Option<ForbiddenKind> {
        self.double_three_knowing(reading, board, p, color, lines, trace, &NoneKnown)
    }

    /// [`Rule::double_three`] told what is `known` of the straight-four points' classes on
    /// `board` as it is (without `p`): a trial at a known point reads only the line through
    /// `p`, the other three classes being those known. The same trials in the same order,
    /// the same classes told to `trace`, the same answer.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn double_three_knowing<
        S: BoardSize,
        T: Trace<S>,
        R: ReadLines,
        K: KnownClasses<S>,
    >(
        &self,
        reading: R,
        board: &mut Board<S>,
        p: Point,
        color: Color,
        lines: &ThreeLines,
        trace: &mut T,
        known: &K,
    ) -> Option<ForbiddenKind> {
        board.check_empty(p).ok()?;
        board.put(p, color);
        trace.placed(p);
        let mut real = 0;
        for (tried, &(d, points)) in lines.lines[..lines.len].iter().enumerate() {
            // Two real threes cannot be found among the lines left: the answer is known.
            if real + (lines.len - tried) < 2 && !trace.every_point() {
                break;
            }
            let mut is_real = false;
            // The set's points in ascending order of offset, as `StraightFourPoints::offsets`
            // gives them, one set bit at a time.
            let mut bits = points.bits();
            while bits != 0 {
                let offset = STRAIGHT_FOUR_OFFSETS[bits.trailing_zeros() as usize & 7];
                bits &= bits - 1;
                let Some(q) = p.offset(d.step(), isize::from(offset)) else {
                    continue;
                };
                if !q.is_on::<S>() {
                    continue;
                }
                trace.trial(d, offset, q);
                is_real |= self.is_straight_four_point(reading, board, q, d, color, trace, known);
                if is_real && !trace.every_point() {
                    break;
                }
            }
            if is_real {
                real += 1;
                if real == 2 && !trace.every_point() {
                    break;
                }
            }
        }
        board.remove(p);
        trace.taken_back();
        (real >= 2).then_some(ForbiddenKind::DoubleThree)
    }

    /// Whether a stone at `q` (a candidate straight-four point along `d`, on the board that
    /// already holds the three) makes the straight four as a move that may be played. If
    /// `known` has `q`'s classes without the three's stone, only the line along `d` is read.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn is_straight_four_point<S: BoardSize, T: Trace<S>, R: ReadLines, K: KnownClasses<S>>(
        &self,
        reading: R,
        board: &mut Board<S>,
        q: Point,
        d: Direction,
        color: Color,
        trace: &mut T,
        known: &K,
    ) -> bool {
        if let Some(by) = board.stone_at(q) {
            trace.trial_done(Err(MoveError::Occupied { point: q, by }), false);
            return false;
        }
        let classes = match known.classes_before(q) {
            // The three's stone is on `q`'s line along `d` and on no other.
            Some(mut classes) => {
                let place = line_places_of::<S>(q)[d.index() & 3];
                let line = board.line_view(place, color);
                classes[d.index() & 3] = reading.line_class(board, place, line, place.pos, color);
                classes
            }
            // A line whose own stones weigh 0 holds nothing whatever the opponent
            // ([`Rule::own_mask_weight`]): only the others are read.
            None => {
                let masks = board.own_masks(q, color);
                let places = line_places_of::<S>(q);
                let mut classes = [LineClass::NOTHING; 4];
                for ((class, place), mask) in classes.iter_mut().zip(places).zip(masks) {
                    if self.own_mask_weight(mask, color) != 0 {
                        let line = board.line_view(place, color);
                        *class = reading.line_class(board, place, line, place.pos, color);
                    }
                }
                classes
            }
        };
        let verdict = self.judge_classes(reading, board, q, color, classes, trace);
        let makes_real = match verdict {
            // The disputed point: literal RIF says a move that also completes a five is not
            // a straight-four point.
            Verdict::Five => {
                self.settings.straight_four_point_completing_five
                    == renju_vocab::StraightFourPointCompletingFive::Counts
            }
            Verdict::Forbidden(_) => false,
            Verdict::Allowed => true,
        };
        trace.trial_done(Ok(verdict), makes_real);
        makes_real
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::line_reading::with_lines;
    use crate::size::Standard;
    use std::prelude::rust_2021::*;

    /// A trace that checks every class the resolver hands the judge against the four lines
    /// read in full on the board as it is then (the trial stones placed), and counts them.
    struct FullReading<R> {
        reading: R,
        color: Color,
        judged: usize,
    }

    impl<S: BoardSize, R: ReadLines> Trace<S> for FullReading<R> {
        fn begin(&mut self, board: &Board<S>, p: Point, classes: &[PatternClass; 4]) {
            let full = self
                .reading
                .classes(board, p, self.color)
                .map(LineClass::class);
            assert_eq!(classes, &full, "{p}");
            self.judged += 1;
        }
    }

    /// The classes of every empty point of a board, as a [`KnownClasses`] would keep them.
    struct AllKnown(Vec<Option<[LineClass; 4]>>);

    impl KnownClasses<Standard> for AllKnown {
        fn classes_before(&self, q: Point) -> Option<[LineClass; 4]> {
            self.0[q.row() * 15 + q.col()]
        }
    }

    #[test]
    fn trials_read_the_classes_a_full_reading_gives_whatever_is_known() {
        // Dense random boards, black two stones in three, under every rule that restricts
        // black: at each point whose lines hold two threes, the resolver (which reads only
        // the lines of weight above 0, or only the line through the stone when the other
        // classes are known) hands the judge at every trial point the classes of all four
        // lines read on the board as it is then, and comes to the same verdict with what is
        // known of every point, of none, and of every other point.
        let mut next = crate::test_rng::xorshift(0x9E37_79B9_7F4A_7C15);
        let (mut resolved, mut trials) = (0, 0);
        for rule in Rule::all() {
            if !rule
                .settings()
                .color(Color::Black)
                .forbidden
                .contains(ForbiddenKind::DoubleThree)
            {
                continue;
            }
            for _ in 0..150 {
                let mut board = Board::<Standard>::new();
                let density = 30 + next() % 40;
                for p in Point::all::<Standard>() {
                    let roll = next() % 100;
                    if roll < density {
                        let color = if roll.is_multiple_of(3) {
                            Color::White
                        } else {
                            Color::Black
                        };
                        board.place(p, color).expect("each point once");
                    }
                }
                with_lines!(Standard, rule, reading => {
                    let mut classes = vec![None; 15 * 15];
                    for q in Point::all::<Standard>() {
                        classes[q.row() * 15 + q.col()] = board
                            .stone_at(q)
                            .is_none()
                            .then(|| reading.classes(&board, q, Color::Black));
                    }
                    for p in Point::all::<Standard>() {
                        let i = p.row() * 15 + p.col();
                        let Some(at_p) = classes[i] else { continue };
                        let FirstLook::Threes(lines) = rule.look_at(at_p, Color::Black) else {
                            continue;
                        };
                        let mut verdicts = Vec::new();
                        let every = AllKnown(classes.clone());
                        let mut some = classes.clone();
                        for slot in some.iter_mut().skip(i % 2).step_by(2) {
                            *slot = None;
                        }
                        let some = AllKnown(some);
                        for known in [None, Some(&every), Some(&some)] {
                            let mut trace = FullReading { reading, color: Color::Black, judged: 0 };
                            let verdict = match known {
                                None => rule.double_three(
                                    reading, &mut board, p, Color::Black, &lines, &mut trace,
                                ),
                                Some(known) => rule.double_three_knowing(
                                    reading, &mut board, p, Color::Black, &lines, &mut trace, known,
                                ),
                            };
                            verdicts.push((verdict, trace.judged));
                        }
                        assert!(verdicts.iter().all(|v| *v == verdicts[0]), "{p} {verdicts:?}");
                        resolved += 1;
                        trials += verdicts[0].1;
                    }
                });
            }
        }
        assert!(resolved > 500 && trials > 1_000, "{resolved} {trials}");
    }

    #[test]
    fn decisive_tallies_are_two_fours_or_two_threes_counted_line_by_line() {
        // Every way four lines can hold nothing, a three, a four or two fours, under every
        // combination of forbidden double-fours and double-threes, against the count made
        // line by line.
        const LINE: [(u16, u16, u16); 4] = [(0, 0, 0), (1, 0, 1), (5, 1, 0), (10, 2, 0)];
        for double_four in [false, true] {
            for double_three in [false, true] {
                let mut forbidden = ForbiddenSet::of(&[ForbiddenKind::Overline]);
                if double_four {
                    forbidden = forbidden.with(ForbiddenKind::DoubleFour);
                }
                if double_three {
                    forbidden = forbidden.with(ForbiddenKind::DoubleThree);
                }
                for lines in 0..LINE.len().pow(4) {
                    let (mut tally, mut fours, mut threes) = (0, 0, 0);
                    for k in 0..4 {
                        let (t, f, h) = LINE[lines / LINE.len().pow(k) % LINE.len()];
                        (tally, fours, threes) = (tally + t, fours + f, threes + h);
                    }
                    let decides = (double_four && fours >= 2) || (double_three && threes >= 2);
                    assert_eq!(
                        decisive_tallies(forbidden) >> tally & 1 == 1,
                        decides,
                        "{lines} {forbidden:?}"
                    );
                }
            }
        }
    }
}
