//! The opening judged as it is played: each of its moves against the square the rule puts it
//! in, each swap against the places the rule allows one, a declaration against its bounds,
//! the fifth-move offers against their number, the stones already placed and each other (no
//! two symmetrical), and the fifth move against the offers. The first thing that breaks the
//! rule is an [`OpeningFoul`]; what a record did not carry (most omit the offers) is said to
//! be unchecked, never guessed and never called a foul.
//!
//! Moves are counted from 1, as a game's moves are: a swap or a declaration is judged at the
//! move it follows, the offers at the fifth move.

use crate::opening::canonical::{classify, CanonicalOpening};
use crate::opening::spec::{
    FifthWay, OfferCount, OpeningRule, Square, SymmetryReading, MAX_OPENING_MOVES,
};
use crate::opening::symmetry::{find_symmetry, Symmetry};
use crate::stone::Move;
use renju::{Color, Point};
use std::fmt;

/// Which clause of an opening rule a record broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OpeningFoulKind {
    /// A move outside the square the rule puts it in.
    OutsideSquare,
    /// A swap where the rule allows none (or one more than it allows).
    SwapNotAllowed,
    /// A declared number of offers outside the rule's bounds, or a declaration where the rule
    /// has none.
    DeclareOutOfRange,
    /// Not as many offers as the rule (or the declaration) asks, or offers where the rule
    /// takes none.
    OfferCount,
    /// An offer on a stone, off the board, or given twice.
    OfferOccupied,
    /// Two offers that make the same position, up to a symmetry.
    SymmetricOffers,
    /// A fifth move that is not among the offers.
    NotOffered,
}

impl OpeningFoulKind {
    /// Every kind, in the order of the list above.
    pub const ALL: [OpeningFoulKind; 7] = [
        OpeningFoulKind::OutsideSquare,
        OpeningFoulKind::SwapNotAllowed,
        OpeningFoulKind::DeclareOutOfRange,
        OpeningFoulKind::OfferCount,
        OpeningFoulKind::OfferOccupied,
        OpeningFoulKind::SymmetricOffers,
        OpeningFoulKind::NotOffered,
    ];

    /// The kind's code in answers: `outside-square`, `swap-not-allowed`, ….
    pub fn code(self) -> &'static str {
        match self {
            OpeningFoulKind::OutsideSquare => "outside-square",
            OpeningFoulKind::SwapNotAllowed => "swap-not-allowed",
            OpeningFoulKind::DeclareOutOfRange => "declare-out-of-range",
            OpeningFoulKind::OfferCount => "offer-count",
            OpeningFoulKind::OfferOccupied => "offer-occupied",
            OpeningFoulKind::SymmetricOffers => "symmetric-offers",
            OpeningFoulKind::NotOffered => "not-offered",
        }
    }
}

impl fmt::Display for OpeningFoulKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A foul of the opening: where, what, the points involved, and why in a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningFoul {
    /// The move it is judged at, from 1 (a swap or a declaration: the move it follows; the
    /// offers: the fifth move).
    pub at: usize,
    /// What was broken.
    pub kind: OpeningFoulKind,
    /// The points involved: the move outside its square; the offers at fault; the fifth move
    /// then the offers.
    pub points: Vec<Point>,
    /// The square a move had to lie in (`outside-square`).
    pub square: Option<Square>,
    /// The symmetry that maps one offer's position onto the other's (`symmetric-offers`).
    pub symmetry: Option<Symmetry>,
    /// What was wrong, citing the clause of the rule.
    pub sentence: String,
}

/// The opening of one game judged: the rule, the canonical opening it is (if any), its first
/// foul (if any), and what the record did not carry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningJudgement {
    /// The opening rule's name.
    pub rule: &'static str,
    /// How symmetrical offers were read.
    pub symmetry: SymmetryReading,
    /// Which of the 26 openings moves 1 to 3 make, if they lie in the RIF squares.
    pub opening: Option<&'static CanonicalOpening>,
    /// The first foul of the opening.
    pub foul: Option<OpeningFoul>,
    /// What the rule asks that the record did not carry: `declare` (the declared number),
    /// `offers` (the fifth-move offers); and `swap` when the record marks its swaps in a way
    /// that does not fit the rule's places for one (a RenjuNet `swap` of another length).
    pub unchecked: Vec<&'static str>,
}

/// An opening rule that cannot be applied on a board: its squares need a centre point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoCentre {
    /// The board's side.
    pub size: usize,
}

impl fmt::Display for NoCentre {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.size;
        write!(f, "the opening rule's squares are centred on the board's centre point, and a {size}x{size} board has none (an odd side has)")
    }
}

impl std::error::Error for NoCentre {}

/// An opening being played under a rule, fed its moves and the events between them.
#[derive(Clone, Debug)]
pub struct OpeningReferee {
    rule: &'static OpeningRule,
    reading: SymmetryReading,
    size: usize,
    /// The moves the opening shapes, as played (at most the first five).
    stones: Vec<Move>,
    /// The moves played so far (the opening's and the later ones).
    played: usize,
    /// The moves swaps followed.
    swaps: Vec<usize>,
    /// The declared number of offers.
    declared: Option<u32>,
    /// The offers, once given.
    offers: Option<Vec<Point>>,
    foul: Option<OpeningFoul>,
    /// A fifth move played without offers outside the square of the way without offers
    /// (the way with offers, whose offers the record does not carry).
    fifth_unexplained: bool,
}

impl OpeningReferee {
    /// The opening of a game on a board of `size` points a side, under `rule`, its offers'
    /// symmetry read as `reading` (the rule's own, or a switch). A rule with squares needs an
    /// odd board.
    pub fn new(
        rule: &'static OpeningRule,
        reading: Option<SymmetryReading>,
        size: usize,
    ) -> Result<OpeningReferee, NoCentre> {
        let centred = |s: Square| matches!(s, Square::Centred(_));
        let squares = rule.moves.iter().any(|m| centred(m.square))
            || rule.fifth.iter().any(|w| centred(w.square));
        if squares && size.is_multiple_of(2) {
            return Err(NoCentre { size });
        }
        Ok(OpeningReferee {
            rule,
            reading: reading.unwrap_or(rule.symmetry),
            size,
            stones: Vec::with_capacity(MAX_OPENING_MOVES),
            played: 0,
            swaps: Vec::new(),
            declared: None,
            offers: None,
            foul: None,
            fifth_unexplained: false,
        })
    }

    /// The rule.
    pub fn rule(&self) -> &'static OpeningRule {
        self.rule
    }

    /// How symmetrical offers are read.
    pub fn reading(&self) -> SymmetryReading {
        self.reading
    }

    /// Tells the referee how many moves have been played, before a swap, a declaration or
    /// offers (a game need not show it the moves past the opening, which change nothing of
    /// it but this count).
    pub fn set_played(&mut self, played: usize) {
        self.played = played;
    }

    /// The first foul, once there is one.
    pub fn foul(&self) -> Option<&OpeningFoul> {
        self.foul.as_ref()
    }

    /// The moves the rule shapes: 4 and its fifth, or as many as it states.
    fn length(&self) -> usize {
        self.rule.moves.len() + usize::from(!self.rule.fifth.is_empty())
    }

    /// Records `foul` unless there is one already; returns the first.
    fn fault(&mut self, foul: OpeningFoul) -> Result<(), OpeningFoul> {
        let first = self.foul.get_or_insert(foul).clone();
        Err(first)
    }

    fn foul_at(
        &mut self,
        at: usize,
        kind: OpeningFoulKind,
        points: Vec<Point>,
        sentence: String,
    ) -> Result<(), OpeningFoul> {
        self.fault(OpeningFoul {
            at,
            kind,
            points,
            square: None,
            symmetry: None,
            sentence,
        })
    }

    /// Move `at` (`p`) outside `square`: the foul, with `sentence` saying where the rule
    /// puts it.
    fn outside_square(
        &mut self,
        at: usize,
        p: Point,
        square: Square,
        sentence: String,
    ) -> Result<(), OpeningFoul> {
        self.fault(OpeningFoul {
            at,
            kind: OpeningFoulKind::OutsideSquare,
            points: vec![p],
            square: Some(square),
            symmetry: None,
            sentence,
        })
    }

    /// Whether `p` lies in `square` on this board.
    fn within(&self, p: Point, square: Square) -> bool {
        match square {
            Square::Any => true,
            Square::Centred(side) => {
                let c = (self.size / 2) as i32;
                let reach = i32::from(side / 2);
                (p.col() as i32 - c).abs() <= reach && (p.row() as i32 - c).abs() <= reach
            }
        }
    }

    /// The way of the fifth move with offers, and the one without.
    fn ways(&self) -> (Option<FifthWay>, Option<FifthWay>) {
        let with = self.rule.fifth.iter().find(|w| w.offers.is_some()).copied();
        let without = self.rule.fifth.iter().find(|w| w.offers.is_none()).copied();
        (with, without)
    }

    /// A move, `color`'s at `p` (its square, or for the fifth its offers). The first foul of
    /// the opening is returned again for every later event.
    pub fn on_move(&mut self, p: Point, color: Color) -> Result<(), OpeningFoul> {
        if let Some(foul) = &self.foul {
            return Err(foul.clone());
        }
        let at = self.played + 1;
        self.played = at;
        // Past the opening a move changes nothing of it (only the count, for the steps).
        if at > MAX_OPENING_MOVES {
            return Ok(());
        }
        let name = &self.rule.name;
        if let Some(rule) = self.rule.moves.get(at - 1) {
            if !self.within(p, rule.square) {
                let sentence = format!(
                    "move {at} ({p}) lies outside {}, where the {name} opening rule puts move {at}",
                    rule.square.words()
                );
                return self.outside_square(at, p, rule.square, sentence);
            }
        } else if at == 5 && !self.rule.fifth.is_empty() {
            match (&self.offers, self.ways()) {
                (Some(offers), _) if !offers.contains(&p) => {
                    let listed: Vec<String> = offers.iter().map(Point::to_string).collect();
                    let sentence = format!(
                        "the fifth move ({p}) is not among the offers ({}): under the {name} opening rule white keeps one of black's offers as the fifth move",
                        listed.join(", ")
                    );
                    let mut points = vec![p];
                    points.extend(offers.iter().copied());
                    return self.foul_at(5, OpeningFoulKind::NotOffered, points, sentence);
                }
                (Some(_), _) => {}
                (None, (_, Some(direct))) if self.within(p, direct.square) => {}
                // Outside the square of the way without offers: the way with offers, whose
                // offers the record does not carry, unless a swap after move 4 (which only
                // the way without offers allows) says it was not that way.
                (None, (Some(with), Some(_))) if !self.swaps.contains(&4) || with.swap_before => {
                    self.fifth_unexplained = true
                }
                (None, (Some(_), None)) => self.fifth_unexplained = true,
                (None, (_, Some(direct))) => {
                    let sentence = format!(
                        "the fifth move ({p}) lies outside {}, where the {name} opening rule puts it",
                        direct.square.words()
                    );
                    return self.outside_square(at, p, direct.square, sentence);
                }
                (None, (None, None)) => {}
            }
        }
        self.stones.push(Move { point: p, color });
        Ok(())
    }

    /// The places a swap may follow, in words: `after move 3`, `after moves 3 and 4`.
    fn swap_places(&self) -> String {
        let places = self.rule.swap_places();
        match places.as_slice() {
            [] => "it allows no swap".to_string(),
            [one] => format!("a swap may follow move {one} only"),
            many => {
                let (last, rest) = many.split_last().unwrap_or((&0, &[]));
                let rest: Vec<String> = rest.iter().map(usize::to_string).collect();
                format!(
                    "a swap may follow moves {} and {last} only",
                    rest.join(", ")
                )
            }
        }
    }

    /// A swap after the moves so far.
    pub fn on_swap(&mut self) -> Result<(), OpeningFoul> {
        if let Some(foul) = &self.foul {
            return Err(foul.clone());
        }
        let after = self.played;
        let (with, without) = self.ways();
        let allowed = match after {
            0 => false,
            k if k <= self.rule.moves.len() && self.rule.moves[k - 1].swap_after => true,
            // After move 4, on a way that allows it (the way without offers: offers given
            // already say the other way).
            4 => {
                (self.offers.is_none() && without.is_some_and(|w| w.swap_before))
                    || with.is_some_and(|w| w.swap_before)
            }
            5 => {
                let way = if self.offers.is_some() {
                    with
                } else {
                    without.or(with)
                };
                way.is_some_and(|w| w.swap_after)
            }
            _ => false,
        };
        let rule: &'static OpeningRule = self.rule;
        let name = &rule.name;
        // A swap after the fifth move, with no offers: the way without offers, whose square
        // the fifth move left.
        if allowed && after == 5 && self.offers.is_none() && self.fifth_unexplained {
            if let (Some(direct), Some(fifth)) = (without, self.stones.get(4)) {
                let p = fifth.point;
                let sentence = format!(
                    "the fifth move ({p}) lies outside {}, where the {name} opening rule puts it on the way without offers, which the swap after it shows was taken",
                    direct.square.words()
                );
                return self.outside_square(5, p, direct.square, sentence);
            }
        }
        if !allowed {
            let when = match after {
                0 => "a swap before the first move".to_string(),
                k => format!("a swap after move {k}"),
            };
            let sentence = format!(
                "{when} breaks the {name} opening rule: {}",
                self.swap_places()
            );
            return self.foul_at(after, OpeningFoulKind::SwapNotAllowed, Vec::new(), sentence);
        }
        if self.swaps.contains(&after) {
            let sentence = format!("a second swap after move {after}: the {name} opening rule allows one at each place");
            return self.foul_at(after, OpeningFoulKind::SwapNotAllowed, Vec::new(), sentence);
        }
        if let Some(max) = self
            .rule
            .max_swaps
            .filter(|&max| self.swaps.len() >= max as usize)
        {
            let before: Vec<String> = self.swaps.iter().map(usize::to_string).collect();
            let sentence = format!(
                "a swap after move {after}, after the swap after move {}: the {name} opening rule allows {max} swap{} in all",
                before.join(", "),
                if max == 1 { "" } else { "s" }
            );
            return self.foul_at(after, OpeningFoulKind::SwapNotAllowed, Vec::new(), sentence);
        }
        self.swaps.push(after);
        Ok(())
    }

    /// A declaration of `count` fifth-move offers after the moves so far.
    pub fn on_declare(&mut self, count: u32) -> Result<(), OpeningFoul> {
        if let Some(foul) = &self.foul {
            return Err(foul.clone());
        }
        let after = self.played;
        let name = &self.rule.name;
        let bounds = after
            .checked_sub(1)
            .and_then(|i| self.rule.moves.get(i))
            .and_then(|m| m.declare);
        let Some((min, max)) = bounds else {
            let sentence = format!("a declaration after move {after}: the {name} opening rule declares no number of offers there");
            return self.foul_at(
                after,
                OpeningFoulKind::DeclareOutOfRange,
                Vec::new(),
                sentence,
            );
        };
        if self.declared.is_some() {
            let sentence = format!("a second declaration after move {after}: the {name} opening rule declares the number of offers once");
            return self.foul_at(
                after,
                OpeningFoulKind::DeclareOutOfRange,
                Vec::new(),
                sentence,
            );
        }
        if count < min || max.is_some_and(|max| count > max) {
            let range = match max {
                Some(max) => format!("{min} to {max}"),
                None => format!("at least {min}"),
            };
            let sentence = format!("{count} fifth-move offers declared after move {after}: the {name} opening rule declares {range}");
            return self.foul_at(
                after,
                OpeningFoulKind::DeclareOutOfRange,
                Vec::new(),
                sentence,
            );
        }
        self.declared = Some(count);
        Ok(())
    }

    /// The fifth-move offers `offers`, given before the next move; `color` is the colour of
    /// the fifth stone (black's, unless the game started otherwise) and `board` the stone at
    /// a point (`None`: empty; off the board counts as empty here, and is checked apart).
    pub fn on_offers(
        &mut self,
        offers: &[Point],
        color: Color,
        board: impl Fn(Point) -> Option<Color>,
    ) -> Result<(), OpeningFoul> {
        if let Some(foul) = &self.foul {
            return Err(foul.clone());
        }
        let at = self.played + 1;
        let rule: &'static OpeningRule = self.rule;
        let name = &rule.name;
        let (with, _) = self.ways();
        let Some(way) = with.filter(|_| at == 5 && self.offers.is_none()) else {
            let sentence = match with {
                Some(_) if self.offers.is_some() => format!("offers given twice: the {name} opening rule takes the fifth-move offers once"),
                Some(_) => format!("offers before move {at}: the {name} opening rule takes them before the fifth move"),
                None => format!("offers before move {at}: the {name} opening rule takes no fifth-move offers"),
            };
            return self.foul_at(at, OpeningFoulKind::OfferCount, offers.to_vec(), sentence);
        };
        // A swap after move 4 on a way that does not allow it.
        if self.swaps.contains(&4) && !way.swap_before && !self.rule.moves[3].swap_after {
            let sentence = format!("a swap after move 4, and then offers: under the {name} opening rule a swap after move 4 belongs to the way without offers");
            return self.foul_at(4, OpeningFoulKind::SwapNotAllowed, Vec::new(), sentence);
        }
        let wanted = match way.offers {
            Some(OfferCount::Fixed(k)) => Some(k),
            _ => self.declared,
        };
        if let Some(k) = wanted.filter(|&k| k as usize != offers.len()) {
            let asked = if self.declared.is_some() && way.offers == Some(OfferCount::Declared) {
                format!("as many as declared, {k}")
            } else {
                k.to_string()
            };
            let sentence = format!(
                "{} fifth-move offers: the {name} opening rule asks for {asked}",
                offers.len()
            );
            return self.foul_at(5, OpeningFoulKind::OfferCount, offers.to_vec(), sentence);
        }
        // Each point once (a record may list any number of offers: the check is linear, and
        // past it there are at most as many offers as empty points).
        // The points given so far, a bit each.
        let mut given = [0u64; MAX_POINTS.div_ceil(64)];
        for &p in offers {
            let why = if !p.is_on_board_of(self.size) {
                Some(format!("off the {0}x{0} board", self.size))
            } else if let Some(by) = board(p) {
                Some(format!("on a {by} stone"))
            } else if !newly_set(&mut given, p.index(self.size)) {
                Some("given twice".to_string())
            } else {
                None
            };
            if let Some(why) = why {
                let sentence = format!("the offer {p} is {why}: the {name} opening rule's offers are distinct empty points");
                return self.foul_at(5, OpeningFoulKind::OfferOccupied, vec![p], sentence);
            }
        }
        // What every symmetry of the reading keeps of an offer's position: its squared
        // distance from the centre (the board's symmetries), or the sum of its squared
        // distances to the stones (rotations, reflections and shifts keep the sum over every
        // pair of stones). Two offers that differ in it are not symmetrical; only the others
        // are compared stone by stone.
        let last = self.size as i64 - 1;
        let kept = |p: Point| -> i64 {
            let (x, y) = (p.col() as i64, p.row() as i64);
            match self.reading {
                SymmetryReading::Board => (2 * x - last).pow(2) + (2 * y - last).pow(2),
                SymmetryReading::Pattern => self
                    .stones
                    .iter()
                    .map(|m| (x - m.point.col() as i64).pow(2) + (y - m.point.row() as i64).pow(2))
                    .sum(),
            }
        };
        // On the stack for the offers a rule asks (up to 16), else on the heap.
        let mut small = [0i64; 16];
        let mut large = Vec::new();
        let invariants: &[i64] = if offers.len() <= small.len() {
            for (slot, &p) in small.iter_mut().zip(offers) {
                *slot = kept(p);
            }
            &small[..offers.len()]
        } else {
            large.extend(offers.iter().map(|&p| kept(p)));
            &large
        };
        for (i, &p) in offers.iter().enumerate() {
            for (j, &q) in offers.iter().enumerate().skip(i + 1) {
                if invariants[i] != invariants[j] {
                    continue;
                }
                let with_stone = |x: Point| {
                    let mut v = self.stones.clone();
                    v.push(Move { point: x, color });
                    v
                };
                if let Some(symmetry) =
                    find_symmetry(self.reading, &with_stone(p), &with_stone(q), self.size)
                {
                    let sentence = format!(
                        "the offers {p} and {q} are symmetrical: {symmetry} maps the position with the one onto the position with the other (the {name} opening rule: no two offers may be symmetrical; read on the {})",
                        match self.reading {
                            SymmetryReading::Board => "board",
                            SymmetryReading::Pattern => "stones alone",
                        }
                    );
                    return self.fault(OpeningFoul {
                        at: 5,
                        kind: OpeningFoulKind::SymmetricOffers,
                        points: vec![p, q],
                        square: None,
                        symmetry: Some(symmetry),
                        sentence,
                    });
                }
            }
        }
        self.offers = Some(offers.to_vec());
        Ok(())
    }

    /// The judgement of the opening so far: its first foul, and what the rule asks that was
    /// not carried (judged once the moves that ask it have been played).
    pub fn judgement(&self) -> OpeningJudgement {
        let mut unchecked = Vec::new();
        if self.foul.is_none() {
            let declaring = self.rule.moves.iter().position(|m| m.declare.is_some());
            if declaring.is_some_and(|i| self.played > i) && self.declared.is_none() {
                unchecked.push("declare");
            }
            let needs_offers = !self.rule.fifth.is_empty() && self.ways().1.is_none();
            if self.played >= 5 && self.offers.is_none() && (needs_offers || self.fifth_unexplained)
            {
                unchecked.push("offers");
            }
        }
        let opening = match self.stones.as_slice() {
            [a, b, c, ..] => classify([a.point, b.point, c.point], self.size),
            _ => None,
        };
        OpeningJudgement {
            rule: &self.rule.name,
            symmetry: self.reading,
            opening,
            foul: self.foul.clone(),
            unchecked,
        }
    }

    /// Whether the opening's moves have all been played (later events are out of it).
    pub fn is_over(&self) -> bool {
        self.played >= self.length()
    }
}

/// An opening referee as a [`Game`](crate::Game) keeps it: behind a table of its methods,
/// made only where an opening rule is set, so that a program that never sets one (the C
/// library) links none of the opening's code.
pub(crate) trait JudgeOpening: fmt::Debug + Send + Sync {
    /// See [`OpeningReferee::on_move`].
    fn on_move(&mut self, p: Point, color: Color) -> Result<(), OpeningFoul>;
    /// See [`OpeningReferee::on_swap`].
    fn on_swap(&mut self) -> Result<(), OpeningFoul>;
    /// See [`OpeningReferee::on_declare`].
    fn on_declare(&mut self, count: u32) -> Result<(), OpeningFoul>;
    /// See [`OpeningReferee::on_offers`].
    fn on_offers(
        &mut self,
        offers: &[Point],
        color: Color,
        board: &dyn Fn(Point) -> Option<Color>,
    ) -> Result<(), OpeningFoul>;
    /// See [`OpeningReferee::set_played`].
    fn set_played(&mut self, played: usize);
    /// See [`OpeningReferee::judgement`].
    fn judgement(&self) -> OpeningJudgement;
    /// See [`OpeningReferee::foul`].
    fn foul(&self) -> Option<&OpeningFoul>;
    /// A referee of the same rule and reading, from the first move, on a board of `size`.
    fn restarted(&self, size: usize) -> Option<Box<dyn JudgeOpening>>;
    /// A copy.
    fn boxed_clone(&self) -> Box<dyn JudgeOpening>;
}

/// The most points a board has (26 x 26).
const MAX_POINTS: usize = renju::MAX_SIZE * renju::MAX_SIZE;

/// Sets bit `i` of `bits`; whether it was clear.
fn newly_set(bits: &mut [u64], i: usize) -> bool {
    let (word, bit) = (i / 64, 1u64 << (i % 64));
    let was = bits[word] & bit;
    bits[word] |= bit;
    was == 0
}

impl JudgeOpening for OpeningReferee {
    fn on_move(&mut self, p: Point, color: Color) -> Result<(), OpeningFoul> {
        OpeningReferee::on_move(self, p, color)
    }

    fn on_swap(&mut self) -> Result<(), OpeningFoul> {
        OpeningReferee::on_swap(self)
    }

    fn on_declare(&mut self, count: u32) -> Result<(), OpeningFoul> {
        OpeningReferee::on_declare(self, count)
    }

    fn on_offers(
        &mut self,
        offers: &[Point],
        color: Color,
        board: &dyn Fn(Point) -> Option<Color>,
    ) -> Result<(), OpeningFoul> {
        OpeningReferee::on_offers(self, offers, color, board)
    }

    fn set_played(&mut self, played: usize) {
        OpeningReferee::set_played(self, played);
    }

    fn judgement(&self) -> OpeningJudgement {
        OpeningReferee::judgement(self)
    }

    fn foul(&self) -> Option<&OpeningFoul> {
        OpeningReferee::foul(self)
    }

    fn restarted(&self, size: usize) -> Option<Box<dyn JudgeOpening>> {
        let fresh = OpeningReferee::new(self.rule, Some(self.reading), size).ok()?;
        Some(Box::new(fresh))
    }

    fn boxed_clone(&self) -> Box<dyn JudgeOpening> {
        Box::new(self.clone())
    }
}

impl Clone for Box<dyn JudgeOpening> {
    fn clone(&self) -> Box<dyn JudgeOpening> {
        self.boxed_clone()
    }
}
