//! The shared position corpora (`../shared/corpus/*.jsonl` beside the repository): loading,
//! and a small deterministic random-number generator for tests that sample or shuffle them.

use renju::{Board, Point};
use std::path::PathBuf;

/// One corpus position: its id and stone lists (point names).
#[derive(Clone, Debug)]
pub struct Position {
    /// The corpus file's stem (`game`, `dense`, `wide`).
    pub file: String,
    /// The id written in the file.
    pub id: String,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
}

impl Position {
    /// The position as a runtime board (stones placed black first, in file order).
    pub fn board(&self) -> Board {
        Board::from_stones(&self.black, &self.white).unwrap_or_else(|e| {
            panic!(
                "corpus position {} {}: a point twice: {e}",
                self.file, self.id
            )
        })
    }

    /// `file:id`, for messages.
    pub fn name(&self) -> String {
        format!("{}:{}", self.file, self.id)
    }
}

/// `../shared/corpus` beside the repository.
pub fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus")
}

/// Every position of `<stem>.jsonl` (e.g. `load("game")`), in file order.
pub fn load(stem: &str) -> Vec<Position> {
    let path = corpus_dir().join(format!("{stem}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: the shared corpus must be beside the repository: {e}",
            path.display()
        )
    });
    let positions: Vec<Position> = text
        .lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let v: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("{}:{}: not JSON: {e}", path.display(), i + 1));
            let names = |key: &str| -> Vec<Point> {
                v[key]
                    .as_array()
                    .unwrap_or_else(|| panic!("{}:{}: no {key:?} list", path.display(), i + 1))
                    .iter()
                    .map(|s| {
                        let name = s.as_str().unwrap_or_else(|| {
                            panic!(
                                "{}:{}: a {key} point is not a string",
                                path.display(),
                                i + 1
                            )
                        });
                        name.parse()
                            .unwrap_or_else(|e| panic!("{}:{}: {e}", path.display(), i + 1))
                    })
                    .collect()
            };
            Position {
                file: stem.to_string(),
                id: v["id"].as_str().unwrap_or_default().to_string(),
                black: names("black"),
                white: names("white"),
            }
        })
        .collect();
    assert!(!positions.is_empty(), "{}: no positions", path.display());
    positions
}

/// Every position of every corpus file, files in name order (`dense`, `game`, `wide`).
pub fn load_all() -> Vec<Position> {
    let dir = corpus_dir();
    let mut stems: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            panic!(
                "{}: the shared corpus must be beside the repository: {e}",
                dir.display()
            )
        })
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "jsonl"))
        .filter_map(|p| p.file_stem().and_then(|s| s.to_str()).map(String::from))
        .collect();
    stems.sort();
    assert!(!stems.is_empty(), "{}: no *.jsonl files", dir.display());
    stems.iter().flat_map(|s| load(s)).collect()
}

/// [`load_all`], read once per test binary (tests of one file share it).
pub fn all() -> &'static [Position] {
    static ALL: std::sync::OnceLock<Vec<Position>> = std::sync::OnceLock::new();
    ALL.get_or_init(load_all)
}

/// The number of positions the corpus README promises (game + dense + wide).
pub const CORPUS_SIZE: usize = 23_587;

/// SplitMix64: a tiny deterministic generator, so that samples and shuffles are the same on
/// every run and every machine.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`; the tiny bias of `%` does not matter here).
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "below(0)");
        (self.next_u64() % n as u64) as usize
    }

    /// Fisher-Yates shuffle of `items`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}
