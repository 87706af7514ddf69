//! `renju_rule_load`: rule files loaded at run time through the C ABI, as a C caller loads
//! them. Every shipped rule file, loaded, answers exactly as the built-in rule of its name on
//! random boards of several sizes (one board at a time, in batches, and on a board played
//! move by move); bad files, bad paths and NULL are refused with the build's message.
//!
//! (Its own test binary: loading rules adds ids, which the other tests count.)

// As in the library (src/lib.rs): every unsafe block says why it is sound.
#![deny(clippy::undocumented_unsafe_blocks)]

use renju::Rule;
use renju_ffi::*;
use std::ffi::{c_char, CStr, CString};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

/// Held by every test here: each counts or numbers the rules loaded, which another test
/// loading at the same time would change.
fn serial() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn rules_spec() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../rules-spec")
}

fn load(path: &Path) -> i32 {
    let path = CString::new(path.to_str().expect("a UTF-8 path")).expect("no NUL");
    // SAFETY: a NUL-terminated string.
    unsafe { renju_rule_load(path.as_ptr()) }
}

fn text(ptr: *const c_char) -> Option<String> {
    (!ptr.is_null()).then(|| {
        // SAFETY: not NULL (checked), so a C string from the library, alive until the next
        // refused call on this thread.
        unsafe { CStr::from_ptr(ptr) }
            .to_string_lossy()
            .into_owned()
    })
}

fn last_error() -> String {
    text(renju_last_error()).unwrap_or_default()
}

fn by_name(name: &str) -> i32 {
    let name = CString::new(name).expect("no NUL");
    // SAFETY: a NUL-terminated string.
    unsafe { renju_rule_by_name(name.as_ptr()) }
}

/// A small xorshift generator: the same boards on every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// `n` random boards of `size`, board after board, each with its own density of stones.
fn random_boards(rng: &mut Rng, size: usize, n: usize) -> Vec<u8> {
    let mut cells = vec![0u8; n * size * size];
    for board in cells.chunks_mut(size * size) {
        let percent = 3 + rng.below(35);
        for cell in board.iter_mut() {
            if rng.below(100) < percent {
                *cell = 1 + rng.below(2) as u8;
            }
        }
    }
    cells
}

/// The maps of `boards` (of `size`) for `color` under rule id `rule`, one call a board.
fn maps_one_by_one(rule: i32, size: usize, color: i32, boards: &[u8]) -> Vec<u8> {
    let mut kinds = vec![0xAA; boards.len()];
    for (cells, out) in boards
        .chunks(size * size)
        .zip(kinds.chunks_mut(size * size))
    {
        // SAFETY: size * size cells and kinds, apart.
        let n = unsafe {
            renju_forbidden_map(rule, size as i32, color, cells.as_ptr(), out.as_mut_ptr())
        };
        assert!(n >= 0, "{}", last_error());
    }
    kinds
}

/// The maps of `boards` in one batch on two threads.
fn maps_batched(rule: i32, size: usize, color: i32, boards: &[u8]) -> Vec<u8> {
    let mut kinds = vec![0xAA; boards.len()];
    let n = boards.len() / (size * size);
    // SAFETY: n * size * size cells and kinds, apart.
    let count = unsafe {
        renju_forbidden_maps(
            rule,
            size as i32,
            color,
            boards.as_ptr(),
            n,
            kinds.as_mut_ptr(),
            2,
        )
    };
    assert!(count >= 0, "{}", last_error());
    kinds
}

#[test]
fn every_shipped_rule_file_loaded_answers_as_its_built_in_rule() {
    let _serial = serial();
    let mut rng = Rng(0x5eed_1234_abcd_9876);
    let mut files: Vec<PathBuf> = std::fs::read_dir(rules_spec())
        .expect("rules-spec/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    assert_eq!(files.len(), Rule::all().len(), "one file per built-in rule");
    for file in &files {
        let name = file.file_stem().and_then(|s| s.to_str()).expect("a stem");
        let built_in = by_name(name);
        assert!(built_in >= 0, "{name}: {}", last_error());
        let loaded = load(file);
        assert!(loaded >= 0, "{}: {}", file.display(), last_error());
        // Loaded rules come after the built-in ones; the same file again is the same rule.
        assert!(loaded as usize >= Rule::all().len() && loaded < renju_rule_count());
        assert_eq!(load(file), loaded, "{name} loaded twice");
        assert_eq!(text(renju_rule_name(loaded)).as_deref(), Some(name));
        assert_eq!(
            renju_rule_board_size(loaded),
            renju_rule_board_size(built_in)
        );
        // The built-in rule is still the one its name finds.
        assert_eq!(by_name(name), built_in);
        let own = renju_rule_board_size(built_in) as usize;
        for size in [own, 5, 15, 26] {
            let boards = random_boards(&mut rng, size, 150);
            for color in [1, 2] {
                let expected = maps_one_by_one(built_in, size, color, &boards);
                assert!(
                    maps_one_by_one(loaded, size, color, &boards) == expected,
                    "{name}, {size}x{size}, color {color}: one by one"
                );
                assert!(
                    maps_batched(loaded, size, color, &boards) == expected,
                    "{name}, {size}x{size}, color {color}: batched"
                );
            }
        }
    }
}

#[test]
fn a_loaded_rule_plays_on_a_board() {
    let _serial = serial();
    // Gomocup's caro (rule 8), on 20x20: black a1 b1 c1 d1 against the edge, white f1; e1
    // makes a five blocked at one end only (the edge does not block), which wins.
    let caro = load(&rules_spec().join("caro.toml"));
    assert!(caro >= 0, "{}", last_error());
    let board = renju_board_new(caro, 20);
    assert!(!board.is_null(), "{}", last_error());
    // SAFETY: a live board from renju_board_new, freed once at the end.
    unsafe {
        assert_eq!(renju_board_size(board), 20);
        for p in [0, 1, 2, 3] {
            assert_eq!(renju_board_place(board, p, 1), RENJU_PLACED);
        }
        assert_eq!(renju_board_place(board, 5, 2), RENJU_PLACED);
        assert_eq!(renju_board_place(board, 4, 1), RENJU_PLACED_FIVE);
        renju_board_free(board);
    }
}

#[test]
fn loads_from_several_threads_agree() {
    let _serial = serial();
    let path = rules_spec().join("renju-overline-wins.toml");
    let ids: Vec<i32> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4).map(|_| s.spawn(|| load(&path))).collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("no panic"))
            .collect()
    });
    assert!(ids[0] >= 0);
    assert!(ids.iter().all(|&id| id == ids[0]), "{ids:?}");
}

/// A scratch folder of this test run.
fn scratch(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("renju-ffi-{}-{test}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

#[test]
fn a_bad_file_is_refused_with_the_builds_message() {
    let _serial = serial();
    let dir = scratch("bad");
    let renju = std::fs::read_to_string(rules_spec().join("renju.toml")).expect("renju.toml");
    let bad = renju.replace("\"double-three\"]", "\"double-tree\"]");
    assert_ne!(bad, renju);
    let path = dir.join("renju.toml");
    std::fs::write(&path, &bad).expect("write");
    let count = renju_rule_count();
    assert_eq!(load(&path), RENJU_ERR_RULE_FILE);
    // Exactly the build's message (file, line, column, entry; the line and a caret).
    let build = renju_rule_file::load(&path)
        .expect_err("refused")
        .to_string();
    assert_eq!(last_error(), format!("renju_rule_load: {build}"));
    assert!(
        build.contains("unknown forbidden kind \"double-tree\""),
        "{build}"
    );
    assert_eq!(build.lines().count(), 3, "{build}");
    assert!(build.lines().nth(2).is_some_and(|l| l.ends_with('^')));
    assert_eq!(renju_rule_count(), count, "nothing was added");
    // Fixed, the same path loads: a new id, or the id of the rule already made from the same
    // content (a rule is made once per content, whichever path it was read from first).
    std::fs::write(&path, &renju).expect("write");
    let id = load(&path);
    assert!((0..=count).contains(&id), "{id}: {}", last_error());
    assert_eq!(text(renju_rule_name(id)).as_deref(), Some("renju"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_changed_file_is_a_new_rule_and_the_old_id_keeps_the_old_one() {
    let _serial = serial();
    let dir = scratch("changed");
    let path = dir.join("gomoku-standard.toml");
    let original =
        std::fs::read_to_string(rules_spec().join("gomoku-standard.toml")).expect("read");
    std::fs::write(&path, &original).expect("write");
    let first = load(&path);
    assert!(first >= 0, "{}", last_error());
    std::fs::write(&path, format!("{original}\n# an edit\n")).expect("write");
    let second = load(&path);
    assert!(second >= 0 && second != first, "{first} {second}");
    let name = |id| text(renju_rule_name(id));
    assert_eq!(name(first).as_deref(), Some("gomoku-standard"));
    assert_eq!(name(second), name(first));
    // The same content as the first time: the first rule again.
    std::fs::write(&path, &original).expect("write");
    assert_eq!(load(&path), first);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn missing_null_and_non_utf8_paths_are_refused() {
    let _serial = serial();
    let missing = rules_spec().join("no-such-rule.toml");
    assert_eq!(load(&missing), RENJU_ERR_RULE_FILE);
    let message = last_error();
    assert!(
        message.starts_with(&format!(
            "renju_rule_load: {}: cannot read the rule file: ",
            missing.display()
        )),
        "{message}"
    );
    assert_eq!(
        // SAFETY: NULL is refused before anything is read.
        unsafe { renju_rule_load(std::ptr::null()) },
        RENJU_ERR_NULL_POINTER
    );
    assert_eq!(last_error(), "renju_rule_load: path is NULL");
    let latin1 = CString::new(b"rules-spec/r\xe9nju.toml".to_vec()).expect("no NUL");
    assert_eq!(
        // SAFETY: a NUL-terminated string.
        unsafe { renju_rule_load(latin1.as_ptr()) },
        RENJU_ERR_RULE_FILE
    );
    assert_eq!(
        last_error(),
        "renju_rule_load: path \"rules-spec/r\u{fffd}nju.toml\" is not UTF-8 (at byte 12)"
    );
    // A file that is no rule file: the build's message points into it.
    assert_eq!(
        load(&rules_spec().join("../ffi/Cargo.toml")),
        RENJU_ERR_RULE_FILE
    );
    assert!(last_error().contains("ffi/Cargo.toml:"), "{}", last_error());
    // Every error code has a message of its own.
    assert!(text(renju_error_message(RENJU_ERR_RULE_FILE))
        .is_some_and(|m| m.starts_with("the rule file cannot be read")));
}
