//! The concepts of a rule file and the slow, obviously-correct classifier built on them.
//!
//! Each concept is defined from earlier ones, the way RIF chapter 3 does:
//!
//! ```text
//! five          = a run of 5 stones through the point (exactly 5 or 5-or-more: per colour)
//! overline      = a run longer than a five (only where that does not win)
//! four          = stones one move from a five
//! straight-four = a four with 2 completion points
//! three         = stones one move from a straight four
//! ```
//!
//! An *instance* of a concept in a window is a set of own stones containing the point under
//! test, with the empty points (its *completion points*) at which one more stone made it,
//! for concepts defined by `one-move-to`. Fours are counted as distinct stone sets, so a
//! straight four is one four with two completion points.
//!
//! What wins is per colour ([`ColorRules`]): `win` says whether a run longer than the `five`
//! run can win, `five_needs_open_ends` how many of the two points just past a run of exactly
//! that length must be open (caro: a five blocked at both ends does not win), and
//! `six_or_more_needs_open_ends` the same for longer runs; an end is blocked by an opponent
//! stone and, where `board_edge` says so, by the edge. These act on the `five` concept only;
//! every later concept follows from it.
//!
//! The classifier reads a line of 13 points ([`WideWindow`]): the point under test, 5 on each
//! side, and at `±6` what ends a run reaching past `±5`. A [`Window`] is read as such a line
//! whose `O`s (opponent stones or the edge, which it does not tell apart) block, with `±6`
//! blocked too: for the colours that read windows, neither can change a class.

use crate::ClassifyError;
use renju_vocab::{
    BoardEdge, ColorRules, ForbiddenSet, OpenEnds, PatternClass, StraightFourPoints, WideWindow,
    Win, Window, WIDE_REACH,
};
use std::collections::BTreeMap;

/// The names of the concepts a rule file defines, in the order they build on each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ConceptName {
    /// What wins.
    Five,
    /// A run too long to win.
    Overline,
    /// One move from a five.
    Four,
    /// A four with two completion points.
    StraightFour,
    /// One move from a straight four.
    Three,
}

impl ConceptName {
    /// All concepts, each after the ones it may be defined from.
    pub const ALL: [ConceptName; 5] = [
        ConceptName::Five,
        ConceptName::Overline,
        ConceptName::Four,
        ConceptName::StraightFour,
        ConceptName::Three,
    ];

    /// The name used in rule files.
    pub const fn name(self) -> &'static str {
        match self {
            ConceptName::Five => "five",
            ConceptName::Overline => "overline",
            ConceptName::Four => "four",
            ConceptName::StraightFour => "straight-four",
            ConceptName::Three => "three",
        }
    }

    /// The concept with this rule-file name.
    pub fn from_name(name: &str) -> Option<ConceptName> {
        ConceptName::ALL.into_iter().find(|c| c.name() == name)
    }
}

/// How one concept is defined.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Concept {
    /// An unbroken run of this many own stones through the point; whether longer runs also
    /// count is the colour's [`Win`]. For a five-or-more colour, each n stones in a row within
    /// a longer run are an instance (a run of six holds two fives), so fours are counted as
    /// RIF counts them: as sets of four stones.
    Run(u8),
    /// An unbroken run through the point longer than the named `Run` concept, where that does
    /// not win (for a five-or-more colour there is none).
    LongerThan(ConceptName),
    /// Stones to which one more stone on an empty point makes the named concept, containing
    /// both the point under test and the new stone; none where the stones already make it.
    OneMoveTo(ConceptName),
    /// Instances of the named `OneMoveTo` concept with at least this many completion points.
    WithCompletionPoints {
        /// The concept whose instances are filtered.
        base: ConceptName,
        /// Minimum number of distinct completion points.
        at_least: u8,
    },
}

/// The checked concept definitions of one rule file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Concepts {
    defs: BTreeMap<ConceptName, Concept>,
}

/// One instance: the own stones that form it (bit `k` = offset `k - 6`, as [`Line`]) and the
/// empty points that completed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Instance {
    stones: u16,
    completions: u16,
}

/// A line as the classifier reads it: 13 points, bit `k` the point at offset `k - 6`
/// ([`WideWindow::masks`]). Own stones lie within `±5` (so every run does, and its ends lie
/// within `±6`); stones are tried on the empty points within `±5` only.
#[derive(Clone, Copy, Debug)]
struct Line {
    own: u16,
    opponent: u16,
    edge: u16,
}

const CENTRE: u16 = 1 << WIDE_REACH;

/// The points a stone may be tried on: offsets `-5..=5` but the centre.
const TRIED: u16 = 0b0_1111_1011_1110;

impl Line {
    /// A [`Window`]'s line: its `O`s, and the points past it, block.
    fn of_window(window: Window) -> Line {
        let (own, opponent) = window.masks();
        Line {
            own: own << 1,
            opponent: opponent << 1 | 1 | 1 << (2 * WIDE_REACH),
            edge: 0,
        }
    }

    /// A [`WideWindow`]'s line.
    fn of_wide(window: WideWindow) -> Line {
        let (own, opponent, edge) = window.masks();
        Line {
            own,
            opponent,
            edge,
        }
    }

    /// The line with one more own stone at the point of bit `q`.
    fn with(self, q: u16) -> Line {
        Line {
            own: self.own | q,
            ..self
        }
    }

    /// The empty points a stone may be tried on.
    fn tried(self) -> u16 {
        !(self.own | self.opponent | self.edge) & TRIED
    }

    /// How many of the two points just past the ends of `run` (an unbroken run of own
    /// stones, as a mask) are open for `rules`: empty, or the edge where it does not block.
    fn open_ends(self, run: u16, rules: &ColorRules) -> u8 {
        let low = run.trailing_zeros();
        let high = u16::BITS - 1 - run.leading_zeros();
        let open = |k: Option<u32>| match k {
            Some(k) if k < u16::BITS => {
                let bit = 1 << k;
                let edge_open = rules.board_edge == BoardEdge::DoesNotBlock;
                u8::from(self.opponent & bit == 0 && (self.edge & bit == 0 || edge_open))
            }
            _ => 0,
        };
        open(low.checked_sub(1)) + open(Some(high + 1))
    }

    /// Whether `run` (of at least `n` stones) is open at enough ends to win for `rules`: a run
    /// of exactly `n` by `five_needs_open_ends`, a longer one by `six_or_more_needs_open_ends`.
    fn ends_let_win(self, run: u16, n: u8, rules: &ColorRules) -> bool {
        let needs: OpenEnds = if run.count_ones() == u32::from(n) {
            rules.five_needs_open_ends
        } else {
            rules.six_or_more_needs_open_ends
        };
        self.open_ends(run, rules) >= needs.count()
    }
}

impl Concepts {
    /// Wraps checked definitions. Every [`ConceptName`] must be present (the spec checker
    /// guarantees it); a missing one classifies as nothing.
    pub fn new(defs: BTreeMap<ConceptName, Concept>) -> Concepts {
        Concepts { defs }
    }

    /// The RIF definitions, as in `rules-spec/renju.toml`.
    pub fn rif() -> Concepts {
        Concepts::new(BTreeMap::from([
            (ConceptName::Five, Concept::Run(5)),
            (
                ConceptName::Overline,
                Concept::LongerThan(ConceptName::Five),
            ),
            (ConceptName::Four, Concept::OneMoveTo(ConceptName::Five)),
            (
                ConceptName::StraightFour,
                Concept::WithCompletionPoints {
                    base: ConceptName::Four,
                    at_least: 2,
                },
            ),
            (
                ConceptName::Three,
                Concept::OneMoveTo(ConceptName::StraightFour),
            ),
        ]))
    }

    /// The definition of `name`.
    pub fn get(&self, name: ConceptName) -> Option<Concept> {
        self.defs.get(&name).copied()
    }

    /// Classifies `window` for a colour that wins with `win`: the slow, direct reading of the
    /// definitions from which the tables are built.
    ///
    /// Returns an error naming the window when its class does not fit a [`PatternClass`]
    /// (see [`ClassifyError`]; possible only for unusual definitions).
    ///
    /// ```
    /// use renju_codegen::Concepts;
    /// use renju_vocab::{Win, Window};
    /// let rif = Concepts::rif();
    /// let class = |w: &str| rif.classify(w.parse::<Window>().unwrap(), Win::ExactlyFive).unwrap().to_string();
    /// assert_eq!(class("...XX*X...."), "straight four");
    /// assert_eq!(class("..X.X*X...."), "four");          // X.XX*X: one completion point
    /// assert_eq!(class(".X.XX*..X.."), "four");
    /// assert_eq!(class("....X*X...."), "three (straight-four points -2 +2)");
    /// assert_eq!(class("...XX*XX..."), "five");
    /// assert_eq!(class("..XXX*XX..."), "overline");
    /// assert_eq!(class("X.XXX*....."), "four");          // only the right end completes
    /// assert_eq!(class("..X.X*X.X.."), "two fours");     // X.X*X.X: two fours on one line
    /// assert_eq!(class(".X.XX*X.X.."), "nothing");       // either gap makes six
    /// ```
    pub fn classify(&self, window: Window, win: Win) -> Result<PatternClass, ClassifyError> {
        self.classify_for(
            window,
            &ColorRules {
                win,
                five_needs_open_ends: OpenEnds::NoEnd,
                six_or_more_needs_open_ends: OpenEnds::NoEnd,
                board_edge: BoardEdge::Blocks,
                forbidden: ForbiddenSet::NONE,
            },
        )
    }

    /// Classifies `window` for a colour with the rules `rules`, reading its `O`s (opponent
    /// stones or the edge) and the points past it as blocking: like
    /// [`classify`](Concepts::classify), and a run of exactly the `five` concept's length is a
    /// five only if at least `rules.five_needs_open_ends.count()` of the two points just past
    /// its ends are empty. Only the colour's wins matter; what it may not play is the
    /// runtime's business.
    ///
    /// Exact for the colours that read windows ([`ColorRules::reads_wide_windows`] false):
    /// a run of exactly five through the point spans offsets `a..=a+4` with `-4 <= a <= 0`,
    /// so the points just past it, `a-1 >= -5` and `a+5 <= 5`, are in the window, and there
    /// the edge blocks like an opponent and longer runs are not judged by their ends. The
    /// others are classified by [`classify_wide`](Concepts::classify_wide).
    ///
    /// ```
    /// use renju_codegen::Concepts;
    /// use renju_vocab::{BoardEdge, ColorRules, ForbiddenSet, OpenEnds, Win, Window};
    /// let caro = ColorRules { win: Win::FiveOrMore, five_needs_open_ends: OpenEnds::OneEnd,
    ///     six_or_more_needs_open_ends: OpenEnds::NoEnd, board_edge: BoardEdge::Blocks,
    ///     forbidden: ForbiddenSet::NONE };
    /// let class = |w: &str| Concepts::rif().classify_for(w.parse::<Window>().unwrap(), &caro).unwrap().to_string();
    /// assert_eq!(class("OXXXX*....."), "five");      // blocked at one end only
    /// assert_eq!(class("OXXXX*O...."), "nothing");   // blocked at both ends
    /// assert_eq!(class("OXXXX*XO..."), "five");      // six: not judged by its ends here
    /// assert_eq!(class(".OXXX*.O..."), "nothing");   // +1 would make a blocked five: no four
    /// assert_eq!(class(".OXXX*..O.."), "four");      // +1 makes a five open at +2
    /// ```
    pub fn classify_for(
        &self,
        window: Window,
        rules: &ColorRules,
    ) -> Result<PatternClass, ClassifyError> {
        self.classify_line(Line::of_window(window), rules)
            .map_err(|e| e.in_window(window.to_string()))
    }

    /// Classifies the wide window `window` for a colour with the rules `rules`: the edge is
    /// its own cell (blocking an end only where `rules.board_edge` says so) and runs of six or
    /// more are judged by their ends as `rules.six_or_more_needs_open_ends` says, however far
    /// they reach (see [`WideWindow`]). For a colour that reads windows, the class of a wide
    /// window is that of its [`compact`](WideWindow::compact) window.
    ///
    /// ```
    /// use renju_codegen::Concepts;
    /// use renju_vocab::{BoardEdge, ColorRules, ForbiddenSet, OpenEnds, WideWindow, Win};
    /// // Gomocup's caro: the edge does not block; a six always wins.
    /// let caro = ColorRules { win: Win::FiveOrMore, five_needs_open_ends: OpenEnds::OneEnd,
    ///     six_or_more_needs_open_ends: OpenEnds::NoEnd, board_edge: BoardEdge::DoesNotBlock,
    ///     forbidden: ForbiddenSet::NONE };
    /// let class = |w: &str, rules: &ColorRules| Concepts::rif()
    ///     .classify_wide(w.parse::<WideWindow>().unwrap(), rules).unwrap().to_string();
    /// assert_eq!(class("||XXXX*O.....", &caro), "five");     // the edge leaves an end open
    /// assert_eq!(class(".OXXXX*O.....", &caro), "nothing");  // two opponents block it
    /// // KataGomo's "a long run wins unless blocked at both ends", the edge blocking:
    /// let kata = ColorRules { six_or_more_needs_open_ends: OpenEnds::OneEnd,
    ///     board_edge: BoardEdge::Blocks, ..caro };
    /// assert_eq!(class("OXXXXX*O.....", &kata), "overline"); // a six, blocked at both ends
    /// assert_eq!(class(".XXXXX*O.....", &kata), "five");     // a six, open past -6
    /// ```
    pub fn classify_wide(
        &self,
        window: WideWindow,
        rules: &ColorRules,
    ) -> Result<PatternClass, ClassifyError> {
        self.classify_line(Line::of_wide(window), rules)
            .map_err(|e| e.in_window(window.to_string()))
    }

    /// Classifies `line`; an error's window is filled in by the caller.
    fn classify_line(&self, line: Line, rules: &ColorRules) -> Result<PatternClass, ClassifyError> {
        let five = !self.instances(ConceptName::Five, line, rules).is_empty();
        let overline = !self
            .instances(ConceptName::Overline, line, rules)
            .is_empty();
        let fours = self.instances(ConceptName::Four, line, rules).len();
        let straight_four = !self
            .instances(ConceptName::StraightFour, line, rules)
            .is_empty();
        let three_points = self
            .instances(ConceptName::Three, line, rules)
            .iter()
            .fold(0, |acc, i| acc | i.completions);
        let offsets: Vec<i8> = (0..u16::BITS)
            .filter(|k| three_points & (1 << k) != 0)
            .map(|k| k as i8 - WIDE_REACH as i8)
            .collect();
        let three =
            StraightFourPoints::from_offsets(&offsets).ok_or(ClassifyError::ThreeOutOfReach {
                window: String::new(),
                offsets,
            })?;
        if fours > usize::from(PatternClass::MAX_FOURS) {
            return Err(ClassifyError::TooManyFours {
                window: String::new(),
                fours,
            });
        }
        Ok(PatternClass::new(
            five,
            overline,
            fours as u8,
            straight_four,
            three,
        ))
    }

    fn instances(&self, name: ConceptName, line: Line, rules: &ColorRules) -> Vec<Instance> {
        match self.get(name) {
            None => Vec::new(),
            Some(Concept::Run(n)) => {
                let run = run_through_centre(line.own);
                let len = run.count_ones();
                if len < u32::from(n)
                    || (rules.win == Win::ExactlyFive && len > u32::from(n))
                    || (name == ConceptName::Five && !line.ends_let_win(run, n, rules))
                {
                    // Too short; too long to win; or a five blocked at too many ends.
                    return Vec::new();
                }
                match rules.win {
                    // The run itself, of exactly n stones.
                    Win::ExactlyFive => vec![Instance {
                        stones: run,
                        completions: 0,
                    }],
                    // Every n stones in a row within the run that hold the point: a run of six
                    // holds two fives.
                    Win::FiveOrMore => (0..u16::BITS - u32::from(n))
                        .map(|a| ((1u16 << n) - 1) << a)
                        .filter(|&row| row & CENTRE != 0 && row & run == row)
                        .map(|stones| Instance {
                            stones,
                            completions: 0,
                        })
                        .collect(),
                }
            }
            Some(Concept::LongerThan(base)) => {
                let Some(Concept::Run(n)) = self.get(base) else {
                    return Vec::new();
                };
                let run = run_through_centre(line.own);
                let wins = rules.win == Win::FiveOrMore
                    && (base != ConceptName::Five || line.ends_let_win(run, n, rules));
                if run.count_ones() > u32::from(n) && !wins {
                    vec![Instance {
                        stones: run,
                        completions: 0,
                    }]
                } else {
                    Vec::new()
                }
            }
            Some(Concept::OneMoveTo(target)) => {
                // Stones that already make the target are not "one move from" it: with
                // five-or-more, a five plus one stone is still a five, not a four.
                if !self.instances(target, line, rules).is_empty() {
                    return Vec::new();
                }
                let mut found: Vec<Instance> = Vec::new();
                let tried = line.tried();
                for k in 0..u16::BITS {
                    let q = 1u16 << k;
                    if tried & q == 0 {
                        continue;
                    }
                    for made in self.instances(target, line.with(q), rules) {
                        if made.stones & q == 0 || made.stones & CENTRE == 0 {
                            continue;
                        }
                        let stones = made.stones & !q;
                        match found.iter_mut().find(|i| i.stones == stones) {
                            Some(i) => i.completions |= q,
                            None => found.push(Instance {
                                stones,
                                completions: q,
                            }),
                        }
                    }
                }
                found
            }
            Some(Concept::WithCompletionPoints { base, at_least }) => self
                .instances(base, line, rules)
                .into_iter()
                .filter(|i| i.completions.count_ones() >= u32::from(at_least))
                .collect(),
        }
    }
}

/// The unbroken run of own stones through the centre, as a mask.
fn run_through_centre(own: u16) -> u16 {
    let mut run = CENTRE;
    let mut k = WIDE_REACH;
    while k > 0 && own & (1 << (k - 1)) != 0 {
        k -= 1;
        run |= 1 << k;
    }
    let mut k = WIDE_REACH;
    while k + 1 < u16::BITS as usize && own & (1 << (k + 1)) != 0 {
        k += 1;
        run |= 1 << k;
    }
    run
}
