//! Which games a match plays: the pairs (round robin, or the first engine against each other
//! with `--gauntlet`), `--games N` per pair, the openings (`--openings FILE`, shuffled by
//! `--seed`) and the colours.
//!
//! Within a pair the colours alternate game by game; `--seed` decides who is black in the
//! pair's first game. With `--repeat` the games come two by two on one opening, colours
//! swapped; without it each game takes the next opening. Openings are used in the seed's
//! order, over again from the first when they run out.

use super::game::GameSpec;
use super::protocol::from_gomocup;
use renju::{Point, Rule, Verdict};
use renju_records::{read_games, Format, ReadOptions};
use renju_referee::Game;
use std::io::Read;
use std::path::Path;

/// An opening: a name and its stones, black first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The line's `ID:` prefix, else its line number.
    pub name: String,
    /// The stones.
    pub moves: Vec<Point>,
}

/// The openings of `path` (at most [`MAX_OPENINGS_BYTES`], UTF-8), each judged by the
/// referee under `rule` on a board of side `size`: one that holds a five, a foul, an occupied
/// point or a point off the board is an error naming it. Two formats, told apart by the first line that holds anything:
/// - moves lines, one opening a line, as `renju replay` reads games (`h8 i9 j10`, with an
///   optional `ID:` prefix);
/// - c-gomoku-cli's offsets (its "plaintext" openings): moves `x,y` separated by `, `, each
///   an offset from the centre in Gomocup's axes (x to the right, y down), the centre being
///   `size / 2` rounded down on both: `0,0, 1,-1` is h8 then i9 on 15x15.
pub fn read_openings(
    path: &Path,
    rule: &'static Rule,
    size: usize,
) -> Result<Vec<Opening>, String> {
    let bytes = read_bounded(path)?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: not UTF-8 text: byte {} is not part of a character",
            path.display(),
            e.utf8_error().valid_up_to() + 1
        )
    })?;
    let offsets = text
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty())
        .is_some_and(|line| parse_offsets(line).is_some());
    let mut openings = Vec::new();
    if offsets {
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let moves = parse_offsets(line).ok_or_else(|| {
                format!(
                    "{}:{}: not an opening of offsets (`x,y, x,y, ...`, as the file's first \
                     line): {line:?}",
                    path.display(),
                    i + 1
                )
            })?;
            let half = (size / 2) as i64;
            let stones = moves
                .iter()
                .map(|&(dx, dy)| {
                    let (x, y) = (dx + half, dy + half);
                    let point = usize::try_from(x)
                        .ok()
                        .zip(usize::try_from(y).ok())
                        .and_then(|(x, y)| from_gomocup(x, y, size));
                    (point, format!("{dx},{dy}"))
                })
                .collect();
            openings.push(judged(path, format!("line {}", i + 1), stones, rule, size)?);
        }
    } else {
        let options = ReadOptions {
            format: Format::Moves,
            name: path.display().to_string(),
            max_record_bytes: renju_records::DEFAULT_MAX_RECORD_BYTES,
            default_size: size,
        };
        for item in read_games(text.as_bytes(), &options) {
            let game = item.map_err(|e| format!("{}: {e}", path.display()))?;
            let stones = game
                .moves
                .iter()
                .map(|stone| {
                    let point = Point::new(usize::from(stone.col), usize::from(stone.row));
                    (point, stone.point_name())
                })
                .collect();
            openings.push(judged(path, game.id, stones, rule, size)?);
        }
    }
    if openings.is_empty() {
        return Err(format!("{}: no openings", path.display()));
    }
    Ok(openings)
}

/// The most bytes an openings file may hold: 1 MiB, as the other inputs of the CLI (a
/// position, a record). Tens of thousands of openings fit.
pub const MAX_OPENINGS_BYTES: u64 = 1 << 20;

/// The bytes of `path`, at most [`MAX_OPENINGS_BYTES`]: a longer file (or one that never
/// ends, as `/dev/zero`) is refused once that much has been read, with nothing more held.
fn read_bounded(path: &Path) -> Result<Vec<u8>, String> {
    let cannot = |e: std::io::Error| format!("{}: cannot read the openings: {e}", path.display());
    let file = std::fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    file.take(MAX_OPENINGS_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_OPENINGS_BYTES {
        return Err(format!(
            "{}: more than {MAX_OPENINGS_BYTES} bytes (1 MiB); an openings file is at most 1 MiB",
            path.display()
        ));
    }
    Ok(bytes)
}

/// The moves of a line of offsets (`8,-3, 6,-4, 5,-4`), or `None` when it is not one.
///
/// ```
/// use renju_cli::engine_match::schedule::parse_offsets;
/// assert_eq!(parse_offsets("0,0, 1,-1"), Some(vec![(0, 0), (1, -1)]));
/// assert_eq!(parse_offsets("0,0"), Some(vec![(0, 0)]));
/// assert_eq!(parse_offsets("h8 i9"), None);
/// assert_eq!(parse_offsets("0,0, 1"), None);
/// ```
pub fn parse_offsets(line: &str) -> Option<Vec<(i64, i64)>> {
    line.split(", ")
        .map(|mv| {
            let (x, y) = mv.trim().split_once(',')?;
            Some((x.trim().parse().ok()?, y.trim().parse().ok()?))
        })
        .collect()
}

/// The opening `name` of `stones` (each a point, `None` when off the board, and its name as
/// the file gives it), black first, judged by the referee: every move legal and the game
/// still open.
fn judged(
    path: &Path,
    name: String,
    stones: Vec<(Option<Point>, String)>,
    rule: &'static Rule,
    size: usize,
) -> Result<Opening, String> {
    let mut game: Game = Game::new(rule, size).map_err(|e| e.to_string())?;
    for (i, (point, shown)) in stones.into_iter().enumerate() {
        let why = match point.map(|p| game.play(p)) {
            Some(Ok(Verdict::Allowed)) => continue,
            None => "off the board".to_string(),
            Some(Ok(Verdict::Five)) => "it makes five".to_string(),
            Some(Ok(Verdict::Forbidden(kind))) => format!("it is a foul: {kind}"),
            Some(Err(e)) => e.to_string(),
        };
        return Err(format!(
            "{}: opening {name}: move {} ({shown}) is not a legal move that leaves the game \
             open ({why})",
            path.display(),
            i + 1,
        ));
    }
    let moves = game.moves().iter().map(|m| m.point).collect();
    Ok(Opening { name, moves })
}

/// SplitMix64: a small, fixed generator, so that a seed gives the same match everywhere.
#[derive(Clone, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    /// The generator for `seed`.
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (> 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// How the games are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// How many engines.
    pub engines: usize,
    /// The first engine against each other instead of every pair.
    pub gauntlet: bool,
    /// Games per pair.
    pub games: usize,
    /// Each opening twice, colours swapped.
    pub repeat: bool,
    /// The seed for the openings' order and the first colours.
    pub seed: u64,
}

/// The games of a match, numbered from 1 (see the module's text).
///
/// ```
/// use renju_cli::engine_match::schedule::{schedule, Opening, Pairing};
/// let openings = vec![Opening { name: "o1".into(), moves: vec![] }];
/// let pairing = Pairing { engines: 3, gauntlet: true, games: 2, repeat: true, seed: 1 };
/// let games = schedule(&pairing, &openings);
/// assert_eq!(games.len(), 4); // engine 0 against 1, then against 2, two games each
/// assert_eq!((games[0].black, games[0].white), (games[1].white, games[1].black));
/// ```
pub fn schedule(pairing: &Pairing, openings: &[Opening]) -> Vec<GameSpec> {
    let mut random = SplitMix::new(pairing.seed);
    let mut order: Vec<usize> = (0..openings.len()).collect();
    // Fisher-Yates.
    for i in (1..order.len()).rev() {
        let j = random.below(i + 1);
        order.swap(i, j);
    }
    let pairs: Vec<(usize, usize)> = (0..pairing.engines)
        .flat_map(|a| ((a + 1)..pairing.engines).map(move |b| (a, b)))
        .filter(|&(a, _)| !pairing.gauntlet || a == 0)
        .collect();
    let mut games = Vec::new();
    let mut next_opening = 0;
    for (a, b) in pairs {
        let flip = random.below(2) == 1;
        let mut opening = 0;
        for g in 0..pairing.games {
            if !pairing.repeat || g.is_multiple_of(2) {
                opening = order[next_opening % order.len()];
                next_opening += 1;
            }
            let a_black = g.is_multiple_of(2) != flip;
            let (black, white) = if a_black { (a, b) } else { (b, a) };
            games.push(GameSpec {
                number: games.len() + 1,
                black,
                white,
                opening: openings[opening].name.clone(),
                opening_moves: openings[opening].moves.clone(),
            });
        }
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;

    fn openings(n: usize) -> Vec<Opening> {
        (0..n)
            .map(|i| Opening {
                name: format!("o{i}"),
                moves: Vec::new(),
            })
            .collect()
    }

    fn layout(seed: u64, repeat: bool) -> Vec<(usize, usize, String)> {
        let pairing = Pairing {
            engines: 3,
            gauntlet: false,
            games: 4,
            repeat,
            seed,
        };
        schedule(&pairing, &openings(5))
            .into_iter()
            .map(|g| (g.black, g.white, g.opening))
            .collect()
    }

    #[test]
    fn a_seed_gives_the_same_match_and_seeds_differ() {
        assert_eq!(layout(7, true), layout(7, true));
        assert!((0..20).any(|seed| layout(seed, false) != layout(7, false)));
    }

    #[test]
    fn round_robin_plays_every_pair_with_alternating_colours() {
        let games = layout(3, false);
        // Three pairs, four games each, numbered in order.
        assert_eq!(games.len(), 12);
        for pair in games.chunks(4) {
            for two in pair.windows(2) {
                assert_eq!((two[0].0, two[0].1), (two[1].1, two[1].0));
            }
        }
        let pairs: Vec<(usize, usize)> = games
            .chunks(4)
            .map(|p| (p[0].0.min(p[0].1), p[0].0.max(p[0].1)))
            .collect();
        assert_eq!(pairs, [(0, 1), (0, 2), (1, 2)]);
    }

    #[test]
    fn repeat_plays_each_opening_twice_and_without_it_each_game_takes_the_next() {
        let repeated = layout(5, true);
        for two in repeated.chunks(2) {
            assert_eq!(two[0].2, two[1].2);
        }
        let single = layout(5, false);
        // Five openings, each used before any is used again.
        let first: std::collections::BTreeSet<&String> = single[..5].iter().map(|g| &g.2).collect();
        assert_eq!(first.len(), 5);
    }
}
