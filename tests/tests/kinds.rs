//! Every face's list of forbidden kinds is the vocabulary's table, `renju_vocab::KINDS`.
//!
//! The Rust faces call the table (`ForbiddenKind::name`, `code`, `mark`, `attributes`); the
//! files in other languages are checked equal to it here, line by line: the C header's
//! codes, Python's type stubs, the npm package's declarations, the board page's script and
//! style, and the prose that lists the codes. The lines this file renders from the table are
//! generated: with `RENJU_KINDS_BLESS=1` the test rewrites them from the table instead of
//! failing (as `make ffi-header` does for the C header), so a new kind's row reaches them
//! without a hand edit. CONTRIBUTING.md's "Adding a forbidden kind" lists the code files a
//! new kind touches; the last test holds that list to at most 8 files and checks that no
//! other source names a particular kind.

use crate::common::workspace_root;
use renju_vocab::{ForbiddenKind, KindAttributes, KINDS};
use std::fs;
use std::path::Path;

/// The rows in code order (1, 2, ...), as the maps and the C ABI number them.
fn by_code() -> Vec<KindAttributes> {
    let mut rows = KINDS.to_vec();
    rows.sort_by_key(|row| row.code);
    rows
}

/// The kinds' names in code order, each quoted with `quote`, joined by `sep`.
fn names_by_code(quote: &str, sep: &str) -> String {
    by_code()
        .iter()
        .map(|row| format!("{quote}{}{quote}", row.name))
        .collect::<Vec<_>>()
        .join(sep)
}

/// `1 double-three, 2 double-four, 3 overline`: the codes in words, as docs write them.
fn codes_in_words() -> String {
    by_code()
        .iter()
        .map(|row| format!("{} {}", row.code, row.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A name as a JavaScript object key: bare where it is an identifier, else quoted.
fn js_key(name: &str) -> String {
    if name.contains('-') {
        format!("'{name}'")
    } else {
        name.to_string()
    }
}

/// `template` with `@name@`, `@key@`, `@label@`, `@colour@` and `@code@` replaced by `row`'s.
fn render(template: &str, row: &KindAttributes) -> String {
    template
        .replace("@name@", row.name)
        .replace("@key@", &js_key(row.name))
        .replace("@label@", row.label)
        .replace("@colour@", row.colour)
        .replace("@code@", &row.code.to_string())
}

/// Whether `line` has the shape of `template`: its literal pieces, in order, the first at the
/// start and the last at the end.
fn has_shape(line: &str, template: &str) -> bool {
    let pieces: Vec<&str> = template
        .split('@')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, piece)| piece)
        .collect();
    let (first, last) = (pieces[0], pieces[pieces.len() - 1]);
    if !line.starts_with(first) || !line.ends_with(last) || line.len() < first.len() + last.len() {
        return false;
    }
    let mut rest = &line[first.len()..line.len() - last.len()];
    for piece in &pieces[1..pieces.len() - 1] {
        match rest.find(piece) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    true
}

/// What a file's generated lines must be.
enum Generated {
    /// A run of lines, one per kind: the first run of lines of the template's shape.
    Block {
        /// One line, with `@...@` placeholders.
        template: &'static str,
        /// In code order (else reporting order).
        by_code: bool,
    },
    /// One whole line, found by how it starts.
    Line {
        /// What the line starts with.
        starts: &'static str,
        /// The line.
        line: fn() -> String,
    },
}

/// The generated lines of the faces in other languages, by file.
fn generated() -> Vec<(&'static str, Vec<Generated>)> {
    use Generated::{Block, Line};
    vec![
        (
            "python/renju_rules/_core.pyi",
            vec![
                Line {
                    starts: "Kind = Literal[",
                    line: || format!("Kind = Literal[{}]", names_by_code("\"", ", ")),
                },
                Line {
                    starts: "Verdict = Literal[",
                    line: || {
                        format!(
                            "Verdict = Literal[\"allowed\", \"five\", {}]",
                            names_by_code("\"", ", ")
                        )
                    },
                },
                Line {
                    starts: "\"\"\"Kind names by the codes `forbidden` returns:",
                    line: || {
                        format!(
                            "\"\"\"Kind names by the codes `forbidden` returns: [\"none\", {}].\"\"\"",
                            names_by_code("\"", ", ")
                        )
                    },
                },
            ],
        ),
        (
            "wasm/npm/index.d.ts",
            vec![
                Line {
                    starts: "export type Kind = ",
                    line: || format!("export type Kind = {};", names_by_code("\"", " | ")),
                },
                Line {
                    starts: "export type KindCode = ",
                    line: || {
                        let codes: Vec<String> =
                            (0..=KINDS.len()).map(|c| c.to_string()).collect();
                        format!("export type KindCode = {};", codes.join(" | "))
                    },
                },
                Line {
                    starts: "/** A kind code, as the maps hold them: ",
                    line: || {
                        format!(
                            "/** A kind code, as the maps hold them: 0 none, {}. */",
                            codes_in_words()
                        )
                    },
                },
                Line {
                    starts: "/** The names of the kind codes, by code: ",
                    line: || {
                        format!(
                            "/** The names of the kind codes, by code: `[\"none\", {}]`. */",
                            names_by_code("\"", ", ")
                        )
                    },
                },
            ],
        ),
        (
            "cli/assets/board.js",
            vec![Block {
                template: "  @key@: { label: '@label@', colour: '@colour@' },",
                by_code: true,
            }],
        ),
        (
            "cli/assets/explain.js",
            vec![Block {
                template: "  @key@: 'forbidden: @name@',",
                by_code: false,
            }],
        ),
        (
            "cli/assets/style.css",
            vec![
                Block {
                    template: "  --k-@name@: @colour@;",
                    by_code: true,
                },
                Block {
                    template: ".pt[data-forbidden=\"@name@\"] .badge { fill: var(--k-@name@); }",
                    by_code: true,
                },
                Block {
                    template: ".pt[data-forbidden-white=\"@name@\"] .ring-white { stroke: var(--k-@name@); }",
                    by_code: true,
                },
                Block {
                    template: ".k-@name@ { background: var(--k-@name@); border-color: var(--k-@name@); }",
                    by_code: true,
                },
                Line {
                    starts: ".ring-swatch.k-",
                    line: || {
                        let each: Vec<String> = by_code()
                            .iter()
                            .map(|row| format!(".ring-swatch.k-{}", row.name))
                            .collect();
                        format!("{} {{ background: none; }}", each.join(", "))
                    },
                },
                Block {
                    template: ".verdict.v-@name@ { background: var(--k-@name@); }",
                    by_code: true,
                },
            ],
        ),
    ]
}

/// `text` with its generated lines checked against `wanted`: the lines as they must be, and
/// a message per line that differs.
fn regenerate(file: &str, text: &str, wanted: &[Generated]) -> (String, Vec<String>) {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut wrong = Vec::new();
    for generated in wanted {
        match generated {
            Generated::Line { starts, line } => {
                let want = line();
                match lines.iter().position(|l| l.starts_with(starts)) {
                    Some(at) if lines[at] == want => {}
                    Some(at) => {
                        wrong.push(format!(
                            "{file}:{}: `{}`, the table says `{want}`",
                            at + 1,
                            lines[at]
                        ));
                        lines[at] = want;
                    }
                    None => wrong.push(format!(
                        "{file}: no line starts with `{starts}` (want `{want}`)"
                    )),
                }
            }
            Generated::Block {
                template,
                by_code: in_code_order,
            } => {
                let rows = if *in_code_order {
                    by_code()
                } else {
                    KINDS.to_vec()
                };
                let want: Vec<String> = rows.iter().map(|row| render(template, row)).collect();
                let Some(start) = lines.iter().position(|l| has_shape(l, template)) else {
                    wrong.push(format!(
                        "{file}: no line of the shape `{template}` (want `{}`)",
                        want[0]
                    ));
                    continue;
                };
                let len = lines[start..]
                    .iter()
                    .take_while(|l| has_shape(l, template))
                    .count();
                if lines[start..start + len] != want[..] {
                    wrong.push(format!(
                        "{file}:{}-{}: {:?}, the table says {want:?}",
                        start + 1,
                        start + len,
                        &lines[start..start + len]
                    ));
                    lines.splice(start..start + len, want);
                }
            }
        }
    }
    let mut out = lines.join("\n");
    if text.ends_with('\n') {
        out.push('\n');
    }
    (out, wrong)
}

#[test]
fn the_other_languages_list_the_kinds_of_the_table() {
    let root = workspace_root();
    let bless = std::env::var_os("RENJU_KINDS_BLESS").is_some();
    let mut wrong = Vec::new();
    for (file, wanted) in generated() {
        let path = root.join(file);
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let (new, differs) = regenerate(file, &text, &wanted);
        if bless && new != text {
            fs::write(&path, new).unwrap_or_else(|e| panic!("{file}: {e}"));
        } else {
            wrong.extend(differs);
        }
    }
    assert!(
        wrong.is_empty(),
        "these lines differ from the kinds' table (vocab/src/kind.rs); rewrite them from it \
         with `RENJU_KINDS_BLESS=1 cargo test -p renju-tests --test main kinds`:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn a_generated_block_is_found_by_its_shape_and_rewritten_whole() {
    // A stale block (a wrong colour, a kind missing) is replaced by one line per kind; the
    // lines around it stay.
    let text = "const KINDS = {\n  five: 'makes five',\n  overline: 'forbidden: overline',\n  'double-four': 'forbidden: double-fours',\n  allowed: 'allowed',\n};\n";
    let wanted = [Generated::Block {
        template: "  @key@: 'forbidden: @name@',",
        by_code: false,
    }];
    let (new, wrong) = regenerate("x.js", text, &wanted);
    assert_eq!(wrong.len(), 1, "{wrong:?}");
    assert_eq!(
        new,
        "const KINDS = {\n  five: 'makes five',\n  overline: 'forbidden: overline',\n  'double-four': 'forbidden: double-four',\n  'double-three': 'forbidden: double-three',\n  allowed: 'allowed',\n};\n"
    );
    assert_eq!(regenerate("x.js", &new, &wanted).1, Vec::<String>::new());
}

#[test]
fn the_c_header_defines_each_kinds_code() {
    // Each kind's block: "Kind: forbidden, <name> ..." then `#define RENJU_<NAME> <code>`,
    // and no other "Kind: forbidden" block.
    let header = fs::read_to_string(workspace_root().join("ffi/include/renju.h"))
        .expect("ffi/include/renju.h");
    let lines: Vec<&str> = header.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.trim().strip_prefix("Kind: forbidden, ") else {
            continue;
        };
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '-')
            .collect();
        let define = lines[i..]
            .iter()
            .find(|l| l.starts_with("#define "))
            .unwrap_or_else(|| panic!("renju.h:{}: no #define after it", i + 1));
        found.push((name, define.to_string()));
    }
    let want: Vec<(String, String)> = by_code()
        .iter()
        .map(|row| {
            let constant = format!("RENJU_{}", row.name.to_uppercase().replace('-', "_"));
            (
                row.name.to_string(),
                format!("#define {constant} {}", row.code),
            )
        })
        .collect();
    assert_eq!(
        found, want,
        "the C header's kinds (ffi/src/codes.rs, then `make ffi-header`)"
    );
}

/// `text` with comment leaders (`///`, `//!`, `//`, `*`, `#`) and runs of white space
/// taken out of each line, and its lines joined by spaces: prose as one line.
fn prose(text: &str) -> String {
    text.lines()
        .map(|line| {
            line.trim()
                .trim_start_matches("//!")
                .trim_start_matches("///")
                .trim_start_matches("//")
                .trim_start_matches('*')
                .trim_start_matches('#')
                .trim()
        })
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn prose_that_lists_the_codes_lists_every_kind() {
    // Wherever the docs start the list ("1 double-three, ..."), it goes on to every code.
    let start = {
        let first = &by_code()[0];
        format!("{} {},", first.code, first.name)
    };
    let whole = codes_in_words();
    let files = [
        "python/src/batch.rs",
        "python/renju_rules/__init__.py",
        "python/renju_rules/arrow.py",
        "python/renju_rules/_core.pyi",
        "python/README.md",
        "wasm/npm/index.d.ts",
        "wasm/npm/README.md",
        "ffi/include/renju.h",
    ];
    let mut wrong = Vec::new();
    for file in files {
        let text = prose(
            &fs::read_to_string(workspace_root().join(file))
                .unwrap_or_else(|e| panic!("{file}: {e}")),
        );
        let starts = text.matches(&start).count();
        let wholes = text.matches(&whole).count();
        if starts == 0 || starts != wholes {
            wrong.push(format!(
                "{file}: {starts} lists start `{start}`, {wholes} say `{whole}`"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_page_explains_each_kind() {
    // The page's reason for a ruling has words for each kind (written by hand).
    let script = fs::read_to_string(workspace_root().join("cli/assets/explain.js"))
        .expect("cli/assets/explain.js");
    for row in KINDS {
        assert!(
            script.contains(&format!("case '{}'", row.name)),
            "cli/assets/explain.js: reason() has no case '{}'",
            row.name
        );
    }
}

/// The section of CONTRIBUTING.md on adding a kind, and the code files it lists (the
/// numbered items' first path in backquotes).
fn contributing_files() -> Vec<String> {
    let text =
        fs::read_to_string(workspace_root().join("CONTRIBUTING.md")).expect("CONTRIBUTING.md");
    let section = text
        .split("\n## ")
        .find(|s| s.starts_with("Adding a forbidden kind"))
        .expect("CONTRIBUTING.md has a section \"Adding a forbidden kind\"");
    section
        .lines()
        .filter(|l| {
            l.split_once(". ")
                .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        })
        .filter_map(|l| {
            let (_, rest) = l.split_once('`')?;
            let (path, _) = rest.split_once('`')?;
            Some(path.to_string())
        })
        .collect()
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn adding_a_kind_touches_only_the_files_contributing_lists() {
    let listed = contributing_files();
    let root = workspace_root();
    assert!(
        (1..=8).contains(&listed.len()),
        "CONTRIBUTING.md lists {} code files for a new kind, at most 8: {listed:?}",
        listed.len()
    );
    for file in &listed {
        assert!(
            root.join(file).is_file(),
            "CONTRIBUTING.md lists {file}, which is not a file"
        );
    }
    assert!(listed.iter().any(|f| f == "vocab/src/kind.rs"));
    // No library source outside that list names a particular kind (`ForbiddenKind::Overline`,
    // a variant: capital then lowercase) outside its tests and comments: every other face
    // takes the kinds from the table, so a new kind's row reaches it. (The reference, the
    // slow oracle, is independent on purpose and listed on its own.)
    let crates = [
        "vocab",
        "codegen",
        "runtime",
        "rulefile",
        "records",
        "referee",
        "batch",
        "cli",
        "svg",
        "wasm",
        "ffi",
        "python",
        "positions",
    ];
    let mut names_a_kind = Vec::new();
    for krate in crates {
        let mut files = Vec::new();
        rust_files(&root.join(krate).join("src"), &mut files);
        for path in files {
            let file = path
                .strip_prefix(&root)
                .expect("under the root")
                .to_string_lossy()
                .replace('\\', "/");
            if listed.contains(&file) {
                continue;
            }
            let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
            for (i, line) in text.lines().enumerate() {
                if line.trim_start().starts_with("#[cfg(test)]") {
                    break;
                }
                if line.trim_start().starts_with("//") {
                    continue;
                }
                let named = line.match_indices("ForbiddenKind::").any(|(at, m)| {
                    let mut rest = line[at + m.len()..].chars();
                    matches!((rest.next(), rest.next()), (Some(a), Some(b)) if a.is_ascii_uppercase() && b.is_ascii_lowercase())
                });
                if named {
                    names_a_kind.push(format!("{file}:{}: {}", i + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        names_a_kind.is_empty(),
        "these lines name a particular kind outside the files CONTRIBUTING.md lists for a new \
         kind: take the kind's words from its row of renju_vocab::KINDS, or list the file \
         (at most 8):\n{}",
        names_a_kind.join("\n")
    );
}

#[test]
fn every_kind_is_in_all_once_at_its_index() {
    // The table and ALL agree, and every code from 1 to N names one kind.
    assert_eq!(ForbiddenKind::ALL.len(), KINDS.len());
    for (i, kind) in ForbiddenKind::ALL.into_iter().enumerate() {
        assert_eq!(kind.index(), i);
        assert_eq!(kind.attributes().kind, kind);
        assert_eq!(kind.name().parse::<ForbiddenKind>(), Ok(kind));
    }
    let codes: Vec<u8> = by_code().iter().map(|row| row.code).collect();
    assert_eq!(codes, (1..=KINDS.len() as u8).collect::<Vec<_>>());
}
