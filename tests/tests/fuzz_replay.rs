//! The saved fuzz corpus, replayed without libFuzzer: every file of `fuzz/corpus/<target>/`
//! goes through the same check as the cargo-fuzz target `<target>`, so that
//! `cargo test --workspace` keeps every input the fuzzers once found (crashes included, once
//! saved there) working, whether or not `cargo fuzz` is installed.
//!
//! The checks are not copied: `fuzz/src/lib.rs` (the fuzz crate's library, which the targets
//! call) is compiled into this test as the module `harness`. See `fuzz/README.md`.

#[path = "../../fuzz/src/lib.rs"]
mod harness;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../fuzz")
}

/// The files of `dir`, sorted by name.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("readable directory entry").path())
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    files
}

/// Runs `target`'s check on every file of its saved corpus; fails naming every file that
/// panicked (the panic messages are on stderr).
fn replay(target: &str) {
    let check = harness::TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .map(|&(_, check)| check)
        .unwrap_or_else(|| panic!("no fuzz target {target:?} in fuzz/src/lib.rs"));
    let dir = fuzz_dir().join("corpus").join(target);
    let files = files(&dir);
    assert!(
        files.len() >= 5,
        "{}: only {} corpus files; the saved corpus is missing?",
        dir.display(),
        files.len()
    );
    let mut failed = Vec::new();
    for path in &files {
        let data = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        if catch_unwind(AssertUnwindSafe(|| check(&data))).is_err() {
            failed.push(path.display().to_string());
        }
    }
    assert!(
        failed.is_empty(),
        "{target}: {} of {} corpus files fail (messages above):\n{}",
        failed.len(),
        files.len(),
        failed.join("\n")
    );
}

#[test]
fn batch_line_corpus() {
    replay("batch_line");
}

#[test]
fn diagram_corpus() {
    replay("diagram");
}

#[test]
fn replay_records_corpus() {
    replay("replay_records");
}

#[test]
fn runtime_vs_reference_corpus() {
    replay("runtime_vs_reference");
}

/// The conformance cases (`conformance/cases/*.txt`) are seeds of two targets: each file goes
/// through the `diagram` check as it is (`renju check` reads a case file as its board; the
/// fuzz run starts from the folder too, see `fuzz/run.sh`), and each case's board, of its
/// size, encoded as `runtime_vs_reference` bytes, through that check.
#[test]
fn conformance_cases_through_the_fuzz_checks() {
    let dir = renju_conformance::cases_dir();
    let paths = files(&dir);
    assert!(
        paths.len() >= 120,
        "{}: {} cases",
        dir.display(),
        paths.len()
    );
    let mut sizes = Vec::new();
    for path in &paths {
        let data = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        harness::check_diagram(&data);
        let case = renju_conformance::load(path).unwrap_or_else(|e| panic!("{e}"));
        let point = |s: &renju_conformance::Spot| {
            renju::Point::new(s.col, s.row).expect("case points are on the board")
        };
        let black: Vec<renju::Point> = case.black.iter().map(point).collect();
        let white: Vec<renju::Point> = case.white.iter().map(point).collect();
        let bytes = harness::encode_stones(case.size, &black, &white);
        assert_eq!(
            harness::decode_stones(&bytes),
            (case.size, black.clone(), white.clone()),
            "{}",
            path.display()
        );
        // `renju check` reads a 15x15 case file as the case's board.
        if case.size == renju::STANDARD_SIZE {
            let board = renju_cli::read_board(&data, renju::STANDARD_SIZE)
                .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            assert_eq!(
                Some(board),
                harness::decode_board(&bytes).map(renju::AnyBoard::from),
                "{}",
                path.display()
            );
        }
        harness::check_runtime_vs_reference(&bytes);
        sizes.push(case.size);
    }
    // Boards of other sizes among them.
    assert!(sizes.contains(&19) && sizes.contains(&20));
}

/// Each target in `fuzz/fuzz_targets/` has a check in the harness, a saved corpus and a
/// replay test above (the list here), and the other way round.
#[test]
fn every_fuzz_target_is_replayed() {
    let replayed = [
        "batch_line",
        "diagram",
        "replay_records",
        "runtime_vs_reference",
    ];
    let names = |dir: &str| -> Vec<String> {
        files(&fuzz_dir().join(dir))
            .iter()
            .filter_map(|p| p.file_stem()?.to_str().map(String::from))
            .collect()
    };
    let targets = names("fuzz_targets");
    let checks: Vec<String> = harness::TARGETS
        .iter()
        .map(|(name, _)| name.to_string())
        .collect();
    assert_eq!(targets, replayed, "fuzz/fuzz_targets/*.rs");
    assert_eq!(checks, replayed, "harness::TARGETS");
    for target in replayed {
        assert!(
            fuzz_dir().join("corpus").join(target).is_dir(),
            "no fuzz/corpus/{target}/"
        );
    }
}

/// The decoding of `runtime_vs_reference` bytes that fuzz/README.md documents.
#[test]
fn runtime_vs_reference_bytes_decode_as_documented() {
    let names = |v: Vec<renju::Point>| v.iter().map(|p| p.to_string()).collect::<Vec<_>>();
    // Even length, 15x15: (h8 = 7*15+7 = 112, even: black), (h8 again: skipped), (i9 =
    // 8*15+8 = 128, odd: white), (225 % 225 = 0: a1, even: black).
    let (size, black, white) = harness::decode_stones(&[112, 0, 112, 1, 128, 7, 225, 2]);
    assert_eq!(size, 15);
    assert_eq!(names(black), ["h8", "a1"]);
    assert_eq!(names(white), ["i9"]);
    let board = harness::decode_board(&[112, 0, 128, 7]).expect("a 15x15 board");
    assert_eq!(
        harness::position_json(&board),
        r#"{"id":"fuzz","black":["h8"],"white":["i9"]}"#
    );
    // Odd length: the first byte is the size, 5 + 21 % 22 = 26. (143, 4): index 143 + 256 *
    // (4 / 2) = 655 = 25 * 26 + 5, f26, black; (0, 1): a1, white; (255, 5): 255 + 256 * 2 =
    // 767, 767 % 676 = 91 = 3 * 26 + 13, n4, white.
    let (size, black, white) = harness::decode_stones(&[21, 143, 4, 0, 1, 255, 5]);
    assert_eq!(size, 26);
    assert_eq!(names(black), ["f26"]);
    assert_eq!(names(white), ["a1", "n4"]);
    // 5 + 36 % 22 = 19: a 19x19 board; (18, 0) is s1, black.
    let (size, black, white) = harness::decode_stones(&[36, 18, 0]);
    assert_eq!(
        (size, names(black), names(white)),
        (19, vec!["s1".to_string()], vec![])
    );
    assert_eq!(
        harness::decode_board(&[36, 18, 0]),
        None,
        "not a 15x15 board"
    );
    // Encoding is the inverse, on every size.
    for size in [5, 15, 19, 26] {
        let last = renju::Point::new(size - 1, size - 1).expect("the far corner");
        let a1 = renju::Point::new(0, 0).expect("a1");
        let bytes = harness::encode_stones(size, &[last], &[a1]);
        assert_eq!(bytes.len() % 2, usize::from(size != 15), "size {size}");
        assert_eq!(harness::decode_stones(&bytes), (size, vec![last], vec![a1]));
    }
}
