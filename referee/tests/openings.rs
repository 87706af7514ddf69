//! The opening rules against their hand-worked cases (conformance/openings/*.txt), a bad
//! opening-rule file refused at its line, and random openings with one foul planted (or
//! none) judged back to exactly that foul.

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use renju::{Point, Rule};
use renju_records::{read_games, Format, ReadOptions};
use renju_referee::opening::{OfferCount, OpeningFileError, OpeningRule, Square, SymmetryReading};
use renju_referee::record::{judge, Judgement, RecordOpening};
use renju_referee::{Outcome, ReplayOptions};
use renju_vocab::Located;
use std::path::Path;

/// Judges the moves line `record` on 15x15 under the opening rule `rule` (and `symmetry`).
fn judged(
    record: &str,
    rule: &'static OpeningRule,
    symmetry: Option<SymmetryReading>,
) -> Judgement {
    let text = format!("case: {record}\n");
    let game = read_games(text.as_bytes(), &ReadOptions::new(Format::Moves))
        .next()
        .expect("one record")
        .unwrap_or_else(|e| panic!("{record}: {e}"));
    let options = ReplayOptions {
        opening: Some(rule),
        symmetry,
        ..ReplayOptions::new(Rule::default_rule())
    };
    judge(&game, &options).unwrap_or_else(|e| panic!("{record}: {e}"))
}

#[test]
fn every_hand_worked_case_is_judged_as_worked_out() {
    let files = renju_conformance::openings::load_all().expect("the opening cases read");
    let shipped: Vec<&str> = OpeningRule::all().iter().map(|r| r.name.as_str()).collect();
    for name in &shipped {
        assert!(
            files.iter().any(|f| f.rule == *name),
            "no cases for the shipped rule {name}"
        );
    }
    let mut count = 0;
    for file in &files {
        for case in &file.cases {
            let at = format!("{}:{} ({})", file.file, case.line, case.name);
            let rule = OpeningRule::by_name(&case.rule).unwrap_or_else(|e| panic!("{at}: {e}"));
            let symmetry = case
                .symmetry
                .as_deref()
                .map(|s| SymmetryReading::from_name(s).expect("board or pattern"));
            let judgement = judged(&case.record, rule, symmetry);
            let Some(RecordOpening::Judged(opening)) = &judgement.opening else {
                panic!("{at}: no opening judged");
            };
            let got = opening
                .foul
                .as_ref()
                .map(|f| (f.kind.code().to_string(), f.at));
            assert_eq!(got, case.expect, "{at}: {:?}", opening.foul);
            if let Some(foul) = &opening.foul {
                assert_eq!(
                    judgement.outcome,
                    Outcome::OpeningFoul {
                        at: foul.at,
                        kind: foul.kind
                    },
                    "{at}"
                );
                if !case.points.is_empty() {
                    let points: Vec<String> = foul.points.iter().map(Point::to_string).collect();
                    assert_eq!(points, case.points, "{at}");
                }
                assert!(!foul.sentence.is_empty(), "{at}");
            }
            if let Some(code) = &case.opening {
                let named = opening.opening.map_or("none", |o| o.code);
                assert_eq!(named, code, "{at}");
            }
            assert_eq!(opening.unchecked, case.unchecked, "{at}");
            count += 1;
        }
    }
    assert!(count >= 40, "{count} cases");
}

#[test]
fn every_foul_code_a_rule_can_produce_has_a_case() {
    // A rule with squares can put a move outside one; a rule with offers can get them
    // wrong in four ways; every rule can see a swap, a declaration or offers it does not
    // allow.
    let files = renju_conformance::openings::load_all().expect("the opening cases read");
    for rule in OpeningRule::all() {
        let squares = rule.moves.iter().any(|m| m.square != Square::Any);
        let offers = rule.fifth.iter().any(|w| w.offers.is_some());
        let mut codes = vec!["swap-not-allowed", "declare-out-of-range", "offer-count"];
        if squares {
            codes.push("outside-square");
        }
        if offers {
            codes.extend(["offer-occupied", "symmetric-offers", "not-offered"]);
        }
        let file = files
            .iter()
            .find(|f| f.rule == rule.name)
            .expect("a file per rule");
        for code in codes {
            assert!(
                file.cases
                    .iter()
                    .any(|c| c.expect.as_ref().is_some_and(|(k, _)| k == code)),
                "{}: no case of {code}",
                file.file
            );
        }
        assert!(
            file.cases.iter().any(|c| c.expect.is_none()),
            "{}: no lawful case",
            file.file
        );
    }
}

#[test]
fn the_shipped_rules_are_their_files_and_a_family_takes_any_n_as_its_file_would() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("openings");
    for rule in OpeningRule::all() {
        let path = dir.join(format!("{}.toml", rule.name));
        let read = OpeningRule::load(&path).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            &read, rule,
            "the build's data for {} is its file",
            rule.name
        );
        let Some(own) = rule.n else {
            assert_eq!(rule.with_n(5), None, "{} is of no family", rule.name);
            continue;
        };
        // The file with another `n` and name is the rule made for that N.
        let text = std::fs::read_to_string(&path).expect("the shipped file reads");
        let (family, _) = rule.name.rsplit_once('-').expect("a family's name");
        for n in [1, 5, own, 1000] {
            let name = format!("{family}-{n}");
            let edited = text
                .replace(
                    &format!("name = \"{}\"", rule.name),
                    &format!("name = \"{name}\""),
                )
                .replace(&format!("\nn = {own}\n"), &format!("\nn = {n}\n"));
            let file = OpeningRule::parse(Path::new(&format!("{name}.toml")), &edited)
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(rule.with_n(n).as_ref(), Some(&file), "{name}");
            assert_eq!(OpeningRule::by_name(&name), Ok(&file), "{name}");
        }
    }
}

#[test]
fn a_bad_opening_rule_file_is_refused_at_its_line_with_a_caret() {
    let text = "name = \"my-rule\"\nsummary = \"a test\"\n\n[[move]]\nsquare = 1\n\n[[move]]\nsquare = 4\n";
    let error = OpeningRule::parse(Path::new("openings/my-rule.toml"), text).unwrap_err();
    assert_eq!(
        error.to_string(),
        "openings/my-rule.toml:8:10: [[move]] 2 square: a square has an odd side from 1 to 25 (1 is the centre), or is \"any\"; got 4\n   8 | square = 4\n     |          ^"
    );
    let named = "name = \"other\"\nsummary = \"a test\"\n";
    let OpeningFileError::At {
        at:
            Located {
                line,
                column,
                entry,
                ..
            },
        ..
    } = OpeningRule::parse(Path::new("x/mine.toml"), named).unwrap_err()
    else {
        panic!("an error at a place");
    };
    assert_eq!((line, column, entry.as_str()), (1, 8, "name"));
    let offers_without_reading = "name = \"o\"\nsummary = \"s\"\n[[move]]\n[[move]]\n[[move]]\n[[move]]\n[[fifth]]\noffers = 2\n";
    let error = OpeningRule::parse(Path::new("o.toml"), offers_without_reading).unwrap_err();
    assert!(
        error
            .to_string()
            .contains("symmetry = \"board\" or \"pattern\""),
        "{error}"
    );
    let unknown_key = "name = \"o\"\nsummary = \"s\"\n[[move]]\nsqare = 3\n";
    let error = OpeningRule::parse(Path::new("o.toml"), unknown_key).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("o.toml:4:1: file: unknown field `sqare`"),
        "{error}"
    );
}

/// A small random opening writer: records under a rule, lawful but for the one foul asked.
struct Writer {
    rng: ChaCha8Rng,
}

/// The foul to plant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plant {
    None,
    OutsideSquare,
    SwapNotAllowed,
    DeclareOutOfRange,
    OfferCount,
    OfferOccupied,
    SymmetricOffers,
    NotOffered,
}

impl Plant {
    fn code(self) -> Option<&'static str> {
        Some(match self {
            Plant::None => return None,
            Plant::OutsideSquare => "outside-square",
            Plant::SwapNotAllowed => "swap-not-allowed",
            Plant::DeclareOutOfRange => "declare-out-of-range",
            Plant::OfferCount => "offer-count",
            Plant::OfferOccupied => "offer-occupied",
            Plant::SymmetricOffers => "symmetric-offers",
            Plant::NotOffered => "not-offered",
        })
    }
}

/// The offset of a point from h8 and back.
fn at(dx: i32, dy: i32) -> Point {
    Point::new((7 + dx) as usize, (7 + dy) as usize).expect("on 15x15")
}

fn reach(square: Square) -> i32 {
    match square {
        Square::Any => 7,
        Square::Centred(side) => i32::from(side / 2),
    }
}

impl Writer {
    fn pick(&mut self, reach: i32, taken: &[Point]) -> Point {
        loop {
            let p = at(
                self.rng.random_range(-reach..=reach),
                self.rng.random_range(-reach..=reach),
            );
            if !taken.contains(&p) {
                return p;
            }
        }
    }

    /// A point outside `square` (some exists: the squares are smaller than the board).
    fn outside(&mut self, square: Square, taken: &[Point]) -> Point {
        loop {
            let p = self.pick(7, taken);
            let (dx, dy) = (p.col() as i32 - 7, p.row() as i32 - 7);
            if dx.abs().max(dy.abs()) > reach(square) {
                return p;
            }
        }
    }

    /// `count` empty offers (none on `taken`) that no symmetry of either reading can map
    /// onto each other or onto a point of `avoid`'s invariants, given the opening's stones
    /// `stones`: their squared distances from the centre differ (every symmetry of the board
    /// keeps them), and so do their sums of squared distances to the stones (every rotation,
    /// reflection and shift keeps the sum of squared distances between the stones of a
    /// position, which is the stones' own sum plus this one).
    fn distinct_offers(
        &mut self,
        count: usize,
        stones: &[Point],
        taken: &[Point],
        avoid: &[(i64, i64)],
    ) -> Vec<Point> {
        let mut offers: Vec<Point> = Vec::new();
        let mut seen: Vec<(i64, i64)> = avoid.to_vec();
        let mut taken = taken.to_vec();
        while offers.len() < count {
            let p = self.pick(7, &taken);
            let (d, s) = invariants(p, stones);
            if seen.iter().any(|&(d2, s2)| d2 == d || s2 == s) {
                continue;
            }
            seen.push((d, s));
            offers.push(p);
            taken.push(p);
        }
        offers
    }

    /// A record of the opening under `rule` with `plant` planted, and the move the planted
    /// foul is judged at (0 for none).
    fn record(&mut self, rule: &OpeningRule, plant: Plant) -> Option<(String, usize)> {
        let mut words: Vec<String> = Vec::new();
        let mut stones: Vec<Point> = Vec::new();
        let mut swaps = 0u32;
        let max_swaps = rule.max_swaps.unwrap_or(u32::MAX);
        let squared: Vec<usize> = (1..=rule.moves.len().min(4))
            .filter(|&k| rule.moves[k - 1].square != Square::Any)
            .collect();
        let symmetric = plant == Plant::SymmetricOffers;
        let mut declared = None;
        // Moves 1 to 4 (free moves where the rule states fewer).
        for k in 1..=4 {
            let rule_move = rule.moves.get(k - 1);
            let square = rule_move.map_or(Square::Any, |m| m.square);
            let p = if plant == Plant::OutsideSquare && Some(&k) == squared.last() {
                let p = self.outside(square, &stones);
                words.push(p.to_string());
                return Some((words.join(" "), k));
            } else if symmetric {
                // Every stone on column h: the reflection in column h keeps them all.
                loop {
                    let r = reach(square);
                    let p = at(0, self.rng.random_range(-r..=r));
                    if !stones.contains(&p) {
                        break p;
                    }
                }
            } else {
                self.pick(reach(square), &stones)
            };
            words.push(p.to_string());
            stones.push(p);
            match (rule_move.and_then(|m| m.declare), plant) {
                (Some((min, max)), Plant::DeclareOutOfRange) => {
                    let count = match max {
                        Some(max) if self.rng.random_bool(0.5) => max + 1,
                        _ => min - 1,
                    };
                    words.push(format!("declare={count}"));
                    return Some((words.join(" "), k));
                }
                (Some((min, max)), _) => {
                    let low = if symmetric { min.max(2) } else { min };
                    let count = self.rng.random_range(low..=max.unwrap_or(6).min(6));
                    words.push(format!("declare={count}"));
                    declared = Some(count);
                }
                (None, Plant::DeclareOutOfRange)
                    if k == 4 && !rule.moves.iter().any(|m| m.declare.is_some()) =>
                {
                    words.push("declare=2".to_string());
                    return Some((words.join(" "), k));
                }
                (None, _) => {}
            }
            let allowed = rule_move.is_some_and(|m| m.swap_after);
            if plant == Plant::SwapNotAllowed && k < 4 && (!allowed || swaps >= max_swaps) {
                words.push("swap".to_string());
                return Some((words.join(" "), k));
            }
            if allowed && swaps < max_swaps && self.rng.random_bool(0.5) {
                words.push("swap".to_string());
                swaps += 1;
            }
        }
        if plant == Plant::SwapNotAllowed {
            // Every place up to move 3 allows a swap (Taraguchi): one after move 6 instead,
            // past every opening rule's moves.
            for _ in 0..2 {
                let p = self.pick(7, &stones);
                words.push(p.to_string());
                stones.push(p);
            }
            words.push("swap".to_string());
            return Some((words.join(" "), stones.len()));
        }
        let Some(way) = rule.fifth.iter().find(|w| w.offers.is_some()).copied() else {
            if plant == Plant::OfferCount {
                let p = self.pick(7, &stones);
                words.push(format!("offers={p}"));
                words.push(p.to_string());
                return Some((words.join(" "), stones.len() + 1));
            }
            return Some((words.join(" "), 0));
        };
        let wanted = match way.offers {
            Some(OfferCount::Fixed(k)) => k as usize,
            _ => declared.unwrap_or(2) as usize,
        };
        let mut offers = if symmetric {
            // A pair the reflection in column h swaps, then offers unlike them.
            let (dx, dy) = (self.rng.random_range(1..=7), self.rng.random_range(-7..=7));
            let pair = [at(-dx, dy), at(dx, dy)];
            let avoid = pair.map(|p| invariants(p, &stones));
            let mut taken = stones.clone();
            taken.extend(pair);
            let mut all = pair.to_vec();
            all.extend(self.distinct_offers(wanted - 2, &stones, &taken, &avoid));
            all
        } else {
            let count = if plant == Plant::OfferCount {
                wanted + 1
            } else {
                wanted
            };
            self.distinct_offers(count, &stones, &stones, &[])
        };
        if plant == Plant::OfferOccupied {
            let i = self.rng.random_range(0..offers.len());
            offers[i] = if offers.len() < 2 || self.rng.random_bool(0.5) {
                stones[self.rng.random_range(0..stones.len())]
            } else {
                offers[(i + 1) % offers.len()]
            };
        }
        let names: Vec<String> = offers.iter().map(Point::to_string).collect();
        words.push(format!("offers={}", names.join(",")));
        let fifth = match plant {
            Plant::NotOffered => {
                let mut taken = stones.clone();
                taken.extend(offers.iter().copied());
                self.pick(7, &taken)
            }
            // An offer on a stone is no move: the fifth is an empty point (the game goes on
            // after the foul, and a record's moves land on empty points).
            Plant::OfferOccupied => self.pick(7, &stones),
            _ => offers[0],
        };
        words.push(fifth.to_string());
        Some((words.join(" "), if plant == Plant::None { 0 } else { 5 }))
    }
}

/// What every symmetry keeps of an offer `p` given the opening's `stones`: its squared
/// distance from the centre (the board's symmetries) and the sum of its squared distances to
/// the stones (rotations, reflections and shifts).
fn invariants(p: Point, stones: &[Point]) -> (i64, i64) {
    let (x, y) = (p.col() as i64 - 7, p.row() as i64 - 7);
    let to_stones: i64 = stones
        .iter()
        .map(|b| {
            (p.col() as i64 - b.col() as i64).pow(2) + (p.row() as i64 - b.row() as i64).pow(2)
        })
        .sum();
    (x * x + y * y, to_stones)
}

#[test]
fn random_openings_come_back_with_exactly_the_planted_foul() {
    let mut writer = Writer {
        rng: ChaCha8Rng::seed_from_u64(53),
    };
    let plants = [
        Plant::None,
        Plant::OutsideSquare,
        Plant::SwapNotAllowed,
        Plant::DeclareOutOfRange,
        Plant::OfferCount,
        Plant::OfferOccupied,
        Plant::SymmetricOffers,
        Plant::NotOffered,
    ];
    let mut judged_count = 0;
    for rule in OpeningRule::all() {
        let squares = rule.moves.iter().any(|m| m.square != Square::Any);
        let offers = rule.fifth.iter().any(|w| w.offers.is_some());
        for plant in plants {
            let possible = match plant {
                Plant::OutsideSquare => squares,
                Plant::OfferOccupied | Plant::SymmetricOffers | Plant::NotOffered => offers,
                _ => true,
            };
            if !possible {
                continue;
            }
            for _ in 0..200 {
                let Some((record, at)) = writer.record(rule, plant) else {
                    continue;
                };
                for reading in [SymmetryReading::Board, SymmetryReading::Pattern] {
                    let judgement = judged(&record, rule, Some(reading));
                    let Some(RecordOpening::Judged(opening)) = &judgement.opening else {
                        panic!("no opening judged");
                    };
                    let got = opening.foul.as_ref().map(|f| (f.kind.code(), f.at));
                    let want = plant.code().map(|code| (code, at));
                    assert_eq!(
                        got, want,
                        "{} {reading:?}: {record}: {:?}",
                        rule.name, opening.foul
                    );
                    judged_count += 1;
                }
            }
        }
    }
    assert!(judged_count > 10_000, "{judged_count}");
}

/// A record that marks its swaps without move numbers (RenjuNet XML's `swap`, an SGF `SW`):
/// one mark for each place the rule allows a swap, placed by the referee at the rule's
/// places. Worked by hand: RIF's one place is after move 3, Soosõrv-8's after moves 3 and 4.
#[test]
fn swap_marks_are_placed_at_the_rules_places() {
    let tables =
        "<rules><rule id=\"1\" name=\"RIF\"/><rule id=\"2\" name=\"Soosorv-8\"/></rules>\n";
    let xml = format!(
        "<database>\n{tables}<games>\n\
         <game id=\"a\" rule=\"1\" swap=\"R\"><move>h8 h9 j10 i10</move></game>\n\
         <game id=\"b\" rule=\"2\" swap=\"-R\"><move>h8 h9 j10 i10</move></game>\n\
         <game id=\"c\" rule=\"1\" swap=\"RR\"><move>h8 h9 j10 i10</move></game>\n\
         <game id=\"d\" rule=\"1\" swap=\"x\"><move>h8 h9 j10 i10</move></game>\n\
         </games>\n</database>"
    );
    let games: Vec<_> = read_games(xml.as_bytes(), &ReadOptions::new(Format::Rif))
        .map(|g| g.expect("a game"))
        .collect();
    let options = ReplayOptions::new(Rule::default_rule());
    let opening = |i: usize| match judge(&games[i], &options).expect("judged").opening {
        Some(RecordOpening::Judged(o)) => o,
        other => panic!("{other:?}"),
    };
    // a: the record's own rule, RIF; the swap after move 3 is lawful.
    let a = opening(0);
    assert_eq!(
        (a.rule, a.foul.is_none(), a.unchecked.clone()),
        ("rif", true, vec![])
    );
    // b: Soosõrv-8, "-R": no swap after move 3, one after move 4: lawful; the number of
    // offers declared with move 4 is not in the record.
    let b = opening(1);
    assert_eq!(
        (b.rule, b.foul.is_none(), b.unchecked.clone()),
        ("soosorv-8", true, vec!["declare"])
    );
    // c, d: marks that do not fit RIF's one place: not placed, said unchecked.
    assert_eq!(opening(2).unchecked, ["swap"]);
    assert_eq!(opening(3).unchecked, ["swap"]);
    // Under RIF asked for, "R" on a Soosõrv record would be after move 3 too: the rule asked
    // for decides the places. A swap after move 4 under RIF is a foul: Soosõrv's "-R" read
    // under RIF does not fit its one place, so it is unchecked, not a foul.
    let rif = ReplayOptions {
        opening: Some(OpeningRule::by_name("rif").expect("rif")),
        ..options
    };
    match judge(&games[1], &rif).expect("judged").opening {
        Some(RecordOpening::Judged(o)) => {
            assert_eq!((o.foul.is_none(), o.unchecked), (true, vec!["swap"]))
        }
        other => panic!("{other:?}"),
    }
}
