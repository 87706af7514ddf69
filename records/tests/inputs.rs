//! Opening inputs: format detection, files that cannot be read and directories (issue 25,
//! defect 7), and chunks.

use crate::common;

use common::show;
use renju_records::{read_file, read_games, Format, ReadOptions};

#[test]
fn a_directory_or_a_missing_file_is_one_error() {
    let dir = std::env::temp_dir();
    let items: Vec<_> = read_file(&dir, &ReadOptions::default()).collect();
    assert_eq!(
        show(&items),
        [format!(
            "! - the input: {} is a directory, not a record file",
            dir.display()
        )]
    );
    let missing = dir.join("renju-records-no-such-file.sgf");
    let items: Vec<_> = read_file(&missing, &ReadOptions::default()).collect();
    assert_eq!(items.len(), 1);
    let error = items[0].as_ref().expect_err("an error");
    assert!(
        error
            .message
            .starts_with(&format!("cannot read {}: ", missing.display())),
        "{error}"
    );
}

#[test]
fn a_file_is_read_by_its_extension_and_named_by_its_path() {
    let path = std::env::temp_dir().join(format!("renju-records-{}.psq", std::process::id()));
    std::fs::write(&path, "Piskvorky 15x15, 11:11, 0\n8,8,0\n").expect("written");
    let items: Vec<_> = read_file(&path, &ReadOptions::default()).collect();
    std::fs::remove_file(&path).expect("removed");
    assert_eq!(show(&items), [format!("{} Some(15): h8", path.display())]);
}

#[test]
fn auto_detects_each_format_from_its_first_bytes() {
    let inputs: [(&[u8], &str); 4] = [
        (b"h8 i9\n", "1 None: h8 i9"),
        (
            b"<games><game id=\"x\"><move>h8</move></game></games>",
            "x Some(15): h8",
        ),
        (b"(;GM[4];B[hh])", "1 None: h8"),
        (b"Piskvorky 15x15, 1:1, 0\n8,8\n", "- Some(15): h8"),
    ];
    for (bytes, expected) in inputs {
        let items: Vec<_> = read_games(bytes, &ReadOptions::new(Format::Auto)).collect();
        assert_eq!(show(&items), [expected]);
    }
}
