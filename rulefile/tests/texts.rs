//! What loading a rule file text costs: a text is bounded as a file is (1 MiB), the same text
//! under another path is the rule already made (no new tables), and the aliases of a large
//! file are checked in linear time.
//!
//! Each test loads a text no other test of this file loads (rules are made once per content
//! for the whole process, and the tests run side by side).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The repository's file `relative`, as text.
fn repo_text(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A folder of its own for `test`, under the system's temporary folder.
fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "renju-rule-file-texts-{}-{test}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir
}

#[test]
fn a_text_over_1_mib_is_refused_as_a_file_of_its_bytes_is() {
    let limit = renju_rule_file::MAX_RULE_FILE_BYTES as usize;
    assert_eq!(limit, 1 << 20);
    // A good rule file and a comment that takes it one byte past the limit.
    let head = repo_text("rules-spec/omok.toml") + "\n#";
    let text = head.clone() + &"x".repeat(limit - head.len()) + "\n";
    assert_eq!(text.len(), limit + 1);
    let dir = temp_dir("large");
    let path = dir.join("omok.toml");
    std::fs::write(&path, &text).expect("written");
    let from_text = renju_rule_file::load_text(&path, &text)
        .expect_err("a text past 1 MiB is refused")
        .to_string();
    let from_file = renju_rule_file::load(&path)
        .expect_err("a file past 1 MiB is refused")
        .to_string();
    assert_eq!(from_text, from_file);
    assert_eq!(
        from_text,
        format!(
            "{}: cannot read the rule file: it is larger than 1048576 bytes (1 MiB), the most a \
             rule file may hold (the shipped ones are under 4 KB)",
            path.display()
        )
    );
    // 100 MiB: refused as fast (it is not parsed).
    let huge = text.repeat(100);
    let start = Instant::now();
    assert!(renju_rule_file::load_text(Path::new("omok.toml"), &huge).is_err());
    assert!(
        start.elapsed() < Duration::from_secs(1),
        "{:?}",
        start.elapsed()
    );
    // One byte less is a rule file, and the rule.
    let text = head.clone() + &"x".repeat(limit - head.len() - 1) + "\n";
    assert_eq!(text.len(), limit);
    let rule = renju_rule_file::load_text(&path, &text).expect("exactly 1 MiB loads");
    assert_eq!(rule.name(), "omok");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_same_text_under_another_path_is_the_rule_already_made() {
    // A rule of its own (no built-in rule has its tables), made distinct from the file by its
    // summary so that no other test loads this text.
    let text = repo_text("conformance/rules/caro-six-needs-an-open-end.toml").replace(
        "summary = \"Caro,",
        "summary = \"Loaded under many paths: caro,",
    );
    let name = "caro-six-needs-an-open-end.toml";
    let first = renju_rule_file::load_text(&Path::new("first").join(name), &text)
        .expect("a good rule file");
    assert_eq!(first.spec_file(), format!("first/{name}"));
    for dir in ["first", "second", "third/deeper", ""] {
        let again = renju_rule_file::load_text(&Path::new(dir).join(name), &text)
            .expect("a good rule file");
        assert!(std::ptr::eq(first, again), "{dir}");
    }
    // Written to a file, the same content: the same rule.
    let folder = temp_dir("paths");
    let path = folder.join(name);
    std::fs::write(&path, &text).expect("written");
    assert!(std::ptr::eq(
        first,
        renju_rule_file::load(&path).expect("a good rule file")
    ));
    std::fs::remove_dir_all(&folder).ok();
    // The checks that depend on the path still run, and name the path given.
    let error = renju_rule_file::load_text(Path::new("elsewhere/caro.toml"), &text)
        .expect_err("the stem is not the rule's name")
        .to_string();
    assert!(
        error.starts_with("elsewhere/caro.toml:11:8: name: the variant is named"),
        "{error}"
    );
    // Another text (one more comment) is another rule.
    let other = renju_rule_file::load_text(Path::new(name), &(text.clone() + "# another\n"))
        .expect("a good rule file");
    assert!(!std::ptr::eq(first, other));
    assert_ne!(first.spec_sha256(), other.spec_sha256());
}

/// `omok.toml` with `count` aliases (`ab00000`, `ab00001`, ...) and then `last`.
fn with_aliases(count: usize, last: &str) -> String {
    let mut aliases: Vec<String> = (0..count).map(|i| format!("\"ab{i:05}\"")).collect();
    aliases.push(format!("\"{last}\""));
    repo_text("rules-spec/omok.toml").replacen(
        "name = \"omok\"\n",
        &format!("name = \"omok\"\naliases = [{}]\n", aliases.join(",")),
        1,
    )
}

#[test]
fn ninety_five_thousand_aliases_are_checked_in_linear_time() {
    // 95,000 aliases, 950 KB: each looked up among the others in a list took some 15 s (a
    // release build, 4.5 billion comparisons); in a set it is the parse's time.
    let text = with_aliases(95_000, "last-alias");
    assert!(
        text.len() < 1 << 20 && text.len() > 900_000,
        "{}",
        text.len()
    );
    let start = Instant::now();
    let rule = renju_rule_file::load_text(Path::new("omok.toml"), &text).expect("loads");
    let took = start.elapsed();
    assert_eq!(rule.aliases().len(), 95_001);
    assert_eq!(rule.aliases()[12_345], "ab12345");
    assert!(took < Duration::from_secs(5), "{took:?}");
    // A name given twice is still found, at its second place, however far.
    let twice = with_aliases(95_000, "ab00007");
    let start = Instant::now();
    let error = renju_rule_file::load_text(Path::new("omok.toml"), &twice)
        .expect_err("an alias named twice")
        .to_string();
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    let column = twice.find("\"ab00007\"]").expect("the last alias") + 1
        - twice.find("aliases = [").expect("the aliases");
    assert!(
        error.starts_with(&format!(
            "omok.toml:21:{column}: aliases: `ab00007` is named twice"
        )),
        "{}",
        &error[..error.len().min(200)]
    );
    // And the rule's own name.
    let own = with_aliases(3, "omok");
    let error = renju_rule_file::load_text(Path::new("omok.toml"), &own)
        .expect_err("its own name as an alias")
        .to_string();
    assert!(error.contains("aliases: `omok` is named twice"), "{error}");
}
