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
//! run wins, and `five_needs_open_ends` how many of the two points just past a run of
//! exactly that length must be empty (caro: a five blocked at both ends does not win). Both
//! act on the `five` concept only; every later concept follows from it.

use crate::ClassifyError;
use renju_vocab::{
    ColorRules, FiveNeedsOpenEnds, ForbiddenSet, PatternClass, StraightFourPoints, Win, Window,
    REACH, WINDOW_LEN,
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

/// One instance: the own stones that form it (bit `k` = offset `k - 5`) and the empty points
/// that completed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Instance {
    stones: u16,
    completions: u16,
}

const CENTRE: u16 = 1 << REACH;

/// What the classifier needs to know of a colour: which runs of the `five` concept win.
#[derive(Clone, Copy, Debug)]
struct Wins {
    win: Win,
    five_needs_open_ends: FiveNeedsOpenEnds,
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
                five_needs_open_ends: FiveNeedsOpenEnds::NoEnd,
                forbidden: ForbiddenSet::NONE,
            },
        )
    }

    /// Classifies `window` for a colour with the rules `rules`: like
    /// [`classify`](Concepts::classify), and a run of exactly the `five` concept's length is a
    /// five only if at least `rules.five_needs_open_ends.count()` of the two points just past its ends
    /// are empty (not an opponent stone, not the edge). Only `win` and `five_needs_open_ends`
    /// matter; what the colour may not play is the runtime's business.
    ///
    /// Decidable within the window: a run of exactly five through the point spans offsets
    /// `a..=a+4` with `-4 <= a <= 0`, so the points just past it, `a-1 >= -5` and
    /// `a+5 <= 5`, are in the window (and are not own stones, or the run would be longer).
    /// Runs of six or more, whose ends may lie beyond the window, are not judged by their ends.
    ///
    /// ```
    /// use renju_codegen::Concepts;
    /// use renju_vocab::{ColorRules, FiveNeedsOpenEnds, ForbiddenSet, Win, Window};
    /// let caro = ColorRules { win: Win::FiveOrMore, five_needs_open_ends: FiveNeedsOpenEnds::OneEnd, forbidden: ForbiddenSet::NONE };
    /// let class = |w: &str| Concepts::rif().classify_for(w.parse::<Window>().unwrap(), &caro).unwrap().to_string();
    /// assert_eq!(class("OXXXX*....."), "five");      // blocked at one end only
    /// assert_eq!(class("OXXXX*O...."), "nothing");   // blocked at both ends
    /// assert_eq!(class("OXXXX*XO..."), "five");      // six: not judged by its ends
    /// assert_eq!(class(".OXXX*.O..."), "nothing");   // +1 would make a blocked five: no four
    /// assert_eq!(class(".OXXX*..O.."), "four");      // +1 makes a five open at +2
    /// ```
    pub fn classify_for(
        &self,
        window: Window,
        rules: &ColorRules,
    ) -> Result<PatternClass, ClassifyError> {
        let wins = Wins {
            win: rules.win,
            five_needs_open_ends: rules.five_needs_open_ends,
        };
        let (own, opponent) = window.masks();
        let five = !self
            .instances(ConceptName::Five, own, opponent, wins)
            .is_empty();
        let overline = !self
            .instances(ConceptName::Overline, own, opponent, wins)
            .is_empty();
        let fours = self.instances(ConceptName::Four, own, opponent, wins).len();
        let straight_four = !self
            .instances(ConceptName::StraightFour, own, opponent, wins)
            .is_empty();
        let three_points = self
            .instances(ConceptName::Three, own, opponent, wins)
            .iter()
            .fold(0, |acc, i| acc | i.completions);
        let offsets: Vec<i8> = (0..WINDOW_LEN)
            .filter(|k| three_points & (1 << k) != 0)
            .map(|k| k as i8 - REACH as i8)
            .collect();
        let three = StraightFourPoints::from_offsets(&offsets)
            .ok_or(ClassifyError::ThreeOutOfReach { window, offsets })?;
        if fours > usize::from(PatternClass::MAX_FOURS) {
            return Err(ClassifyError::TooManyFours { window, fours });
        }
        Ok(PatternClass::new(
            five,
            overline,
            fours as u8,
            straight_four,
            three,
        ))
    }

    fn instances(&self, name: ConceptName, own: u16, opponent: u16, wins: Wins) -> Vec<Instance> {
        let win = wins.win;
        match self.get(name) {
            None => Vec::new(),
            Some(Concept::Run(n)) => {
                let run = run_through_centre(own);
                if name == ConceptName::Five
                    && run.count_ones() == u32::from(n)
                    && open_ends(run, opponent) < u32::from(wins.five_needs_open_ends.count())
                {
                    // A run of exactly five, blocked at too many ends: not a five (caro).
                    return Vec::new();
                }
                match win {
                    // The run itself, if it has exactly n stones.
                    Win::ExactlyFive if run.count_ones() == u32::from(n) => vec![Instance {
                        stones: run,
                        completions: 0,
                    }],
                    Win::ExactlyFive => Vec::new(),
                    // Every n stones in a row within the run that hold the point: a run of six
                    // holds two fives.
                    Win::FiveOrMore => (0..=WINDOW_LEN - usize::from(n))
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
                let run = run_through_centre(own);
                if win == Win::ExactlyFive && run.count_ones() > u32::from(n) {
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
                if !self.instances(target, own, opponent, wins).is_empty() {
                    return Vec::new();
                }
                let mut found: Vec<Instance> = Vec::new();
                for k in 0..WINDOW_LEN {
                    let q = 1u16 << k;
                    if (own | opponent) & q != 0 {
                        continue;
                    }
                    for made in self.instances(target, own | q, opponent, wins) {
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
                .instances(base, own, opponent, wins)
                .into_iter()
                .filter(|i| i.completions.count_ones() >= u32::from(at_least))
                .collect(),
        }
    }
}

/// How many of the two points just past the ends of `run` (an unbroken run, as a mask) are
/// not opponent stones. A point past the window reads as an opponent, as
/// [`Window::cell`] does; for runs of up to 5 stones through the centre that never happens
/// (see [`Concepts::classify_for`]).
fn open_ends(run: u16, opponent: u16) -> u32 {
    let low = run.trailing_zeros();
    let high = u16::BITS - 1 - run.leading_zeros();
    let open = |k: Option<u32>| match k {
        Some(k) if (k as usize) < WINDOW_LEN => u32::from(opponent & (1 << k) == 0),
        _ => 0,
    };
    open(low.checked_sub(1)) + open(Some(high + 1))
}

/// The unbroken run of own stones through the centre, as a mask.
fn run_through_centre(own: u16) -> u16 {
    let mut run = CENTRE;
    let mut k = REACH;
    while k > 0 && own & (1 << (k - 1)) != 0 {
        k -= 1;
        run |= 1 << k;
    }
    let mut k = REACH;
    while k + 1 < WINDOW_LEN && own & (1 << (k + 1)) != 0 {
        k += 1;
        run |= 1 << k;
    }
    run
}
