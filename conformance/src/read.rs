//! The case files read: where they are ([`cases_dir`], [`rules_dir`]), all of them at once
//! ([`load_all`]), and the one reader of the format ([`parse`]): the header's keys, the board
//! diagram, the point checks, each mistake refused at its line.

use crate::{
    Case, CaseError, Color, Expect, Kind, PointCheck, Spot, CLAUSES, MAX_SIZE, MIN_SIZE, SIZE,
};
use std::path::{Path, PathBuf};

/// The folder of the case files, `cases/` beside this crate's `Cargo.toml`.
pub fn cases_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("cases")
}

/// The folder of the rule files that cases may name besides the shipped rules (readings no
/// tournament plays, loaded at run time): `rules/` beside this crate's `Cargo.toml`.
pub fn rules_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules")
}

/// Every `*.txt` file of [`cases_dir`], read, in name order.
pub fn load_all() -> Result<Vec<Case>, CaseError> {
    let dir = cases_dir();
    let entries = std::fs::read_dir(&dir).map_err(|e| CaseError {
        file: dir.display().to_string(),
        line: 0,
        message: format!("cannot list the cases: {e}"),
    })?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    paths.sort();
    paths.iter().map(|p| load(p)).collect()
}

/// Reads one case file.
pub fn load(path: &Path) -> Result<Case, CaseError> {
    let text = std::fs::read_to_string(path).map_err(|e| CaseError {
        file: path.display().to_string(),
        line: 0,
        message: format!("cannot read: {e}"),
    })?;
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    parse(name, &text)
}

/// Whether `line` is a header line (`word word: value`): a lower-case letter first, then
/// letters, digits, spaces and `-` up to a colon. Board rows and column letters never are.
pub fn is_header(line: &str) -> bool {
    let line = line.trim_start();
    let Some((key, _)) = line.split_once(':') else {
        return false;
    };
    key.starts_with(|c: char| c.is_ascii_lowercase())
        && key
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == ' ' || c == '-')
}

/// The variants named on the `variant:` line of `text`, read as [`parse`] reads them, without
/// the rest of the file (which may be only a board, as `renju check` takes it).
///
/// ```
/// let text = "# RIF 9.3\nvariant: renju, renju-completing-five-counts\n 8 ...\n";
/// let named: Vec<&str> = renju_conformance::named_variants(text).collect();
/// assert_eq!(named, ["renju", "renju-completing-five-counts"]);
/// assert_eq!(renju_conformance::named_variants("# variant: caro").count(), 0);
/// ```
pub fn named_variants(text: &str) -> impl Iterator<Item = &str> {
    let value = text
        .lines()
        .filter(|line| is_header(line))
        .find_map(|line| {
            let (key, value) = line.split_once(':')?;
            (key.trim() == "variant").then_some(value)
        });
    list(value.unwrap_or_default())
}

/// Reads the text of a case file named `name`.
pub fn parse(name: &str, text: &str) -> Result<Case, CaseError> {
    let err = |line: usize, message: String| CaseError {
        file: format!("{name}.txt"),
        line,
        message,
    };
    let mut case = Case {
        name: name.to_string(),
        title: String::new(),
        comments: Vec::new(),
        variants: Vec::new(),
        source: String::new(),
        clauses: Vec::new(),
        size: SIZE,
        diagram: String::new(),
        black: Vec::new(),
        white: Vec::new(),
        forbidden: [None, None],
        fives: [None, None],
        checks: Vec::new(),
    };
    // The size first: every point name of the file is read against it.
    let mut size_line = None;
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if is_header(line)
            && line
                .split_once(':')
                .is_some_and(|(k, _)| k.trim() == "size")
        {
            let n = i + 1;
            once(size_line.is_none(), n, "size").map_err(|m| err(n, m))?;
            size_line = Some(n);
            case.size = board_size(line.split_once(':').map_or("", |(_, v)| v.trim()))
                .map_err(|m| err(n, m))?;
        }
    }
    let size = case.size;
    let spot = |name: &str| spot(name, size);
    let mut rows: Vec<(usize, &str)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim();
        if line.is_empty() || size_line == Some(n) {
            continue;
        }
        if let Some(comment) = line.strip_prefix('#') {
            case.comments
                .push(comment.strip_prefix(' ').unwrap_or(comment).to_string());
            continue;
        }
        if !is_header(line) {
            rows.push((n, raw));
            continue;
        }
        let (key, value) = line.split_once(':').expect("a header has a colon");
        let (key, value) = (key.trim(), value.trim());
        let words: Vec<&str> = key.split_whitespace().collect();
        match words.as_slice() {
            ["variant"] => {
                once(case.variants.is_empty(), n, key).map_err(|m| err(n, m))?;
                case.variants = list(value).map(String::from).collect();
            }
            ["source"] => {
                once(case.source.is_empty(), n, key).map_err(|m| err(n, m))?;
                case.source = value.to_string();
            }
            ["clause"] => {
                once(case.clauses.is_empty(), n, key).map_err(|m| err(n, m))?;
                for clause in list(value) {
                    if !CLAUSES.iter().any(|(c, _)| *c == clause) {
                        let known: Vec<&str> = CLAUSES.iter().map(|(c, _)| *c).collect();
                        return Err(err(
                            n,
                            format!("unknown clause {clause:?}; known: {}", known.join(", ")),
                        ));
                    }
                    case.clauses.push(clause.to_string());
                }
            }
            [color, "forbidden"] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                once(case.forbidden[c as usize].is_none(), n, key).map_err(|m| err(n, m))?;
                case.forbidden[c as usize] =
                    Some(forbidden_list(value, size).map_err(|m| err(n, m))?);
            }
            [color, "fives"] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                once(case.fives[c as usize].is_none(), n, key).map_err(|m| err(n, m))?;
                case.fives[c as usize] = Some(point_list(value, size).map_err(|m| err(n, m))?);
            }
            [color, "at", point, rest @ ..] => {
                let c =
                    color_of(color).ok_or_else(|| err(n, format!("unknown colour {color:?}")))?;
                let point = spot(point).map_err(|m| err(n, m))?;
                let after = match rest {
                    [] => Vec::new(),
                    ["after", points @ ..] if !points.is_empty() => points
                        .iter()
                        .map(|p| spot(p))
                        .collect::<Result<_, _>>()
                        .map_err(|m| err(n, m))?,
                    _ => {
                        return Err(err(
                            n,
                            format!("expected `{color} at POINT` or `{color} at POINT after POINT …`, found `{key}`"),
                        ))
                    }
                };
                let expect = Expect::parse(value).ok_or_else(|| {
                    err(
                        n,
                        format!("unknown verdict {value:?}: use legal, five, overline, double-four or double-three"),
                    )
                })?;
                case.checks.push(PointCheck {
                    color: c,
                    point,
                    after,
                    expect,
                    line: n,
                });
            }
            _ => return Err(err(n, format!("unknown header `{key}:`"))),
        }
    }
    read_board(&mut case, &rows).map_err(|(line, m)| err(line, m))?;
    case.title = case.comments.first().cloned().unwrap_or_default();
    let missing = |what: &str| err(0, format!("no `{what}` line"));
    if case.title.is_empty() {
        return Err(err(
            1,
            "the first line must be a comment saying what the case shows".into(),
        ));
    }
    if case.variants.is_empty() {
        return Err(missing("variant:"));
    }
    if case.source.is_empty() {
        return Err(missing("source:"));
    }
    if case.clauses.is_empty() {
        return Err(missing("clause:"));
    }
    let expectations = case.forbidden.iter().flatten().count()
        + case.fives.iter().flatten().count()
        + case.checks.len();
    if expectations == 0 {
        return Err(err(
            0,
            "no expectation: give `black forbidden:` (the full map), `black fives:` or `black at …` lines".into(),
        ));
    }
    check_points(&case).map_err(|(line, m)| err(line, m))?;
    Ok(case)
}

/// Stops a header given twice.
fn once(first: bool, _line: usize, key: &str) -> Result<(), String> {
    if first {
        Ok(())
    } else {
        Err(format!("`{key}:` given twice"))
    }
}

/// The items of a list: separated by commas and/or spaces.
fn list(value: &str) -> impl Iterator<Item = &str> {
    value
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|s| !s.is_empty())
}

fn color_of(word: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|c| c.name() == word)
}

/// The value of a `size:` line: a side of 5 to 26 points.
fn board_size(value: &str) -> Result<usize, String> {
    let size: usize = value.parse().map_err(|_| {
        format!(
            "`size: {value}`: give the side of the board, a number from {MIN_SIZE} to {MAX_SIZE}"
        )
    })?;
    if (MIN_SIZE..=MAX_SIZE).contains(&size) {
        Ok(size)
    } else {
        Err(format!(
            "`size: {size}` is not supported: a side has {MIN_SIZE} to {MAX_SIZE} points"
        ))
    }
}

/// The name of the last column of a board of `size` points a side.
fn last_column(size: usize) -> char {
    char::from(b'a' + size as u8 - 1)
}

fn spot(name: &str, size: usize) -> Result<Spot, String> {
    Spot::parse_on(name, size).ok_or_else(|| {
        format!(
            "{name:?} is not a point of the {size}x{size} board (a1 to {}{size})",
            last_column(size)
        )
    })
}

/// `none`, or points in row-by-row order without repeats.
fn point_list(value: &str, size: usize) -> Result<Vec<Spot>, String> {
    if value == "none" {
        return Ok(Vec::new());
    }
    let points: Vec<Spot> = list(value)
        .map(|name| spot(name, size))
        .collect::<Result<_, _>>()?;
    in_order(&points)?;
    Ok(points)
}

/// `none`, or `point kind` pairs separated by commas, row by row.
fn forbidden_list(value: &str, size: usize) -> Result<Vec<(Spot, Kind)>, String> {
    if value == "none" {
        return Ok(Vec::new());
    }
    let mut map = Vec::new();
    for item in value.split(',') {
        let words: Vec<&str> = item.split_whitespace().collect();
        let [point, kind] = words.as_slice() else {
            return Err(format!(
                "expected `POINT KIND, POINT KIND, …` (or `none`), found {:?}",
                item.trim()
            ));
        };
        let kind = Kind::parse(kind).ok_or_else(|| {
            format!("unknown kind {kind:?}: use overline, double-four or double-three")
        })?;
        map.push((spot(point, size)?, kind));
    }
    in_order(&map.iter().map(|&(p, _)| p).collect::<Vec<_>>())?;
    Ok(map)
}

fn in_order(points: &[Spot]) -> Result<(), String> {
    match points.windows(2).find(|w| w[0] >= w[1]) {
        Some(w) => Err(format!(
            "list points row by row (a1 b1 … o1 a2 …), each once: {} before {}",
            w[0], w[1]
        )),
        None => Ok(()),
    }
}

/// Reads the diagram: `size` rows (15 unless a `size:` line says otherwise) of `.`, `X`, `O`
/// (spaces allowed between), the top row first, row numbers at either end allowed (and
/// checked), lines of column letters allowed.
fn read_board(case: &mut Case, rows: &[(usize, &str)]) -> Result<(), (usize, String)> {
    let size = case.size;
    let letters: String = ('a'..='z').take(size).collect();
    let mut row_count = 0;
    let mut diagram = String::new();
    for &(n, raw) in rows {
        diagram.push_str(raw.trim_end());
        diagram.push('\n');
        let cells: String = raw.chars().filter(|c| !c.is_whitespace()).collect();
        if cells == letters {
            continue;
        }
        if row_count == size {
            return Err((
                n,
                format!(
                    "a board row past the {size} of a {size}x{size} board (or an unknown line): {:?}",
                    raw.trim()
                ),
            ));
        }
        let row = size - 1 - row_count;
        let label_left: String = cells.chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = &cells[label_left.len()..];
        let label_right: String = {
            let digits: Vec<char> = rest
                .chars()
                .rev()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            digits.into_iter().rev().collect()
        };
        let points = &rest[..rest.len() - label_right.len()];
        for label in [&label_left, &label_right] {
            if !label.is_empty() && label.parse::<usize>() != Ok(row + 1) {
                return Err((
                    n,
                    format!("row labelled {label}, but it is row {}", row + 1),
                ));
            }
        }
        if points.chars().count() != size {
            return Err((
                n,
                format!(
                    "row {} has {} points; a row has {size}",
                    row + 1,
                    points.chars().count()
                ),
            ));
        }
        for (col, c) in points.chars().enumerate() {
            let p = Spot { col, row };
            match c {
                '.' => {}
                'X' => case.black.push(p),
                'O' => case.white.push(p),
                other => {
                    return Err((
                        n,
                        format!(
                            "{other:?} is not a point: use `.` (empty), `X` (black) or `O` (white)"
                        ),
                    ))
                }
            }
        }
        row_count += 1;
    }
    if row_count != size {
        let hint = if size == SIZE {
            " (a board of another size needs a `size:` line)"
        } else {
            ""
        };
        return Err((
            0,
            format!("the board has {row_count} rows; it needs {size}{hint}"),
        ));
    }
    case.black.sort();
    case.white.sort();
    case.diagram = diagram;
    Ok(())
}

/// Expectations name empty points only; the points a check adds are empty and distinct.
fn check_points(case: &Case) -> Result<(), (usize, String)> {
    for color in Color::ALL {
        let forbidden = case.forbidden_map(color).unwrap_or_default();
        let fives = case.five_points(color).unwrap_or_default();
        for p in forbidden
            .iter()
            .map(|&(p, _)| p)
            .chain(fives.iter().copied())
        {
            if case.occupied(p) {
                return Err((
                    0,
                    format!("{color} expectation at {p}, which holds a stone"),
                ));
            }
        }
        if let Some(p) = fives
            .iter()
            .find(|p| forbidden.iter().any(|(q, _)| q == *p))
        {
            return Err((0, format!("{p} is both a {color} five and forbidden")));
        }
    }
    for check in &case.checks {
        let mut seen: Vec<Spot> = Vec::new();
        for &p in check.after.iter().chain([&check.point]) {
            if case.occupied(p) || seen.contains(&p) {
                return Err((check.line, format!("{p} is not empty")));
            }
            seen.push(p);
        }
    }
    Ok(())
}
