//! Opening-rule files read (see `openings/README.md` for the format) into an
//! [`OpeningRule`] and checked strictly: each mistake refused at its file, line and column
//! with the line and a caret. Behind the crate's default feature `files` (the only part that
//! needs a TOML reader); the build script reads the shipped files with it too.

use super::spec::{
    family_of, FifthWay, MoveRule, NFields, OfferCount, OpeningFileError, OpeningRule, Square,
    SymmetryReading, MAX_N, MAX_OPENING_FILE_BYTES, MAX_OPENING_MOVES,
};
use renju_vocab::{is_rule_name, Located};
use serde::Deserialize;
use std::fmt;
use std::ops::Range;
use std::path::Path;
use toml::Spanned;

/// A file's text with the name messages show it by.
struct Source<'a> {
    path: &'a Path,
    text: &'a str,
}

impl Source<'_> {
    fn error(
        &self,
        span: Range<usize>,
        entry: &str,
        message: impl fmt::Display,
    ) -> OpeningFileError {
        OpeningFileError::At {
            path: self.path.to_path_buf(),
            at: Located::of(self.text, span.start, entry, message),
        }
    }
}

/// A count as written: a number, or `"n"` (the rule's N) / `"declared"` where they may stand.
#[derive(Deserialize)]
#[serde(untagged)]
enum RawCount {
    Number(i64),
    Word(String),
}

/// A square as written: an odd side, or `"any"`.
#[derive(Deserialize)]
#[serde(untagged)]
enum RawSquare {
    Side(i64),
    Word(String),
}

// The type names show in some TOML messages ("expected struct RawMove").

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawOpening {
    name: Spanned<String>,
    summary: Spanned<String>,
    symmetry: Option<Spanned<String>>,
    n: Option<Spanned<i64>>,
    swaps: Option<Spanned<i64>>,
    #[serde(default, rename = "move")]
    moves: Vec<Spanned<RawMove>>,
    #[serde(default)]
    fifth: Vec<Spanned<RawWay>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawMove {
    square: Option<Spanned<RawSquare>>,
    swap: Option<Spanned<bool>>,
    declare: Option<Spanned<RawDeclare>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawDeclare {
    min: Spanned<RawCount>,
    max: Option<Spanned<RawCount>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawWay {
    offers: Option<Spanned<RawCount>>,
    square: Option<Spanned<RawSquare>>,
    swap_before: Option<Spanned<bool>>,
    swap: Option<Spanned<bool>>,
}

impl OpeningRule {
    /// Reads and checks the file at `path` (its stem must be its rule's name).
    pub fn load(path: &Path) -> Result<OpeningRule, OpeningFileError> {
        let text = read(path)?;
        OpeningRule::parse(path, &text)
    }

    /// Reads and checks the text of an opening-rule file named `path` in messages.
    ///
    /// ```
    /// use renju_referee::opening::OpeningRule;
    /// use std::path::Path;
    /// let text = "name = \"mine\"\nsummary = \"The first move at the centre.\"\n[[move]]\nsquare = 1\n";
    /// let rule = OpeningRule::parse(Path::new("mine.toml"), text).unwrap();
    /// assert_eq!(rule.moves.len(), 1);
    /// let wrong = OpeningRule::parse(Path::new("mine.toml"), &text.replace("= 1", "= 4")).unwrap_err();
    /// assert!(wrong.to_string().starts_with("mine.toml:4:10: [[move]] 1 square: a square has an odd side"));
    /// ```
    pub fn parse(path: &Path, text: &str) -> Result<OpeningRule, OpeningFileError> {
        let src = Source { path, text };
        let raw: RawOpening = toml::from_str(text).map_err(|e| {
            let message = e
                .message()
                .trim_end()
                .replace("unknown variant", "unknown value");
            src.error(e.span().unwrap_or(0..0), "file", message)
        })?;
        check(&src, raw)
    }
}

/// Reads `path`, at most [`MAX_OPENING_FILE_BYTES`], as UTF-8.
fn read(path: &Path) -> Result<String, OpeningFileError> {
    use std::io::Read as _;
    let failed = |message: String| OpeningFileError::Read {
        path: path.to_path_buf(),
        message,
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| {
            file.take(MAX_OPENING_FILE_BYTES + 1)
                .read_to_end(&mut bytes)
        })
        .map_err(|e| failed(e.to_string()))?;
    if bytes.len() as u64 > MAX_OPENING_FILE_BYTES {
        return Err(failed(format!(
            "it is larger than {MAX_OPENING_FILE_BYTES} bytes (1 MiB), the most an opening-rule file may hold"
        )));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let text = String::from_utf8_lossy(e.as_bytes());
        Source { path, text: &text }.error(
            at..at + 1,
            "encoding",
            "this byte is not UTF-8 (opening-rule files are UTF-8 text)",
        )
    })
}

/// A square as written, checked.
fn square(
    src: &Source<'_>,
    raw: &Option<Spanned<RawSquare>>,
    entry: &str,
) -> Result<Square, OpeningFileError> {
    let Some(raw) = raw else {
        return Ok(Square::Any);
    };
    let wrong = |got: String| {
        src.error(
            raw.span(),
            entry,
            format!(
                "a square has an odd side from 1 to 25 (1 is the centre), or is \"any\"; got {got}"
            ),
        )
    };
    match raw.get_ref() {
        RawSquare::Word(word) if word == "any" => Ok(Square::Any),
        RawSquare::Word(word) => Err(wrong(format!("{word:?}"))),
        RawSquare::Side(side) if (1..=25).contains(side) && side % 2 == 1 => {
            Ok(Square::Centred(*side as u8))
        }
        RawSquare::Side(side) => Err(wrong(side.to_string())),
    }
}

/// A count as written, checked: a number from 1 up, or `"n"` (when the rule has one).
fn count(
    src: &Source<'_>,
    raw: &Spanned<RawCount>,
    entry: &str,
    n: Option<u32>,
    declared_allowed: bool,
) -> Result<Option<u32>, OpeningFileError> {
    let also = if declared_allowed {
        ", \"declared\""
    } else {
        ""
    };
    match raw.get_ref() {
        RawCount::Number(k) if (1..=1000).contains(k) => Ok(Some(*k as u32)),
        RawCount::Number(k) => Err(src.error(
            raw.span(),
            entry,
            format!("a count is a number from 1 to 1000, \"n\"{also}; got {k}"),
        )),
        RawCount::Word(word) if word == "n" => n.map(Some).ok_or_else(|| {
            src.error(
                raw.span(),
                entry,
                "\"n\" stands for the rule's N, but the file has no `n = …`",
            )
        }),
        RawCount::Word(word) if word == "declared" && declared_allowed => Ok(None),
        RawCount::Word(word) => Err(src.error(
            raw.span(),
            entry,
            format!("a count is a number from 1 to 1000, \"n\"{also}; got {word:?}"),
        )),
    }
}

/// Whether a count as written is the rule's N.
fn is_n(raw: &Spanned<RawCount>) -> bool {
    matches!(raw.get_ref(), RawCount::Word(word) if word == "n")
}

fn check(src: &Source<'_>, raw: RawOpening) -> Result<OpeningRule, OpeningFileError> {
    let stem = src
        .path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let name = raw.name.get_ref();
    if !is_rule_name(name) {
        return Err(src.error(
            raw.name.span(),
            "name",
            "a name is lowercase words of letters and digits joined by `-`",
        ));
    }
    if name != stem {
        return Err(src.error(
            raw.name.span(),
            "name",
            format!("the name must be the file's stem, {stem:?}: a rule is asked for by its file's name"),
        ));
    }
    if raw.summary.get_ref().trim().is_empty() {
        return Err(src.error(raw.summary.span(), "summary", "the summary is empty"));
    }
    let own_n = match &raw.n {
        None => None,
        Some(n) => {
            let value = *n.get_ref();
            if !(1..=i64::from(MAX_N)).contains(&value) {
                return Err(src.error(
                    n.span(),
                    "n",
                    format!("N is a number from 1 to 1000; got {value}"),
                ));
            }
            if family_of(name).map(|(_, k)| k) != Some(value as u32) {
                return Err(src.error(
                    raw.name.span(),
                    "name",
                    format!("a rule with `n = {value}` is named after it: its family, `-`, then {value} (as soosorv-8)"),
                ));
            }
            Some(value as u32)
        }
    };
    let n = own_n;
    let mut n_fields = NFields {
        summary: raw.summary.get_ref().clone(),
        ..NFields::default()
    };
    let max_swaps = match &raw.swaps {
        None => None,
        Some(s) if (1..=10).contains(s.get_ref()) => Some(*s.get_ref() as u32),
        Some(s) => {
            return Err(src.error(
                s.span(),
                "swaps",
                format!(
                    "the most swaps is a number from 1 to 10; got {}",
                    s.get_ref()
                ),
            ))
        }
    };
    if raw.moves.len() > MAX_OPENING_MOVES {
        return Err(src.error(
            raw.moves[MAX_OPENING_MOVES].span(),
            "[[move]]",
            format!(
                "an opening rule states at most {MAX_OPENING_MOVES} moves; this is move {}",
                MAX_OPENING_MOVES + 1
            ),
        ));
    }
    let mut moves = Vec::new();
    let mut declares = 0;
    for (i, raw_move) in raw.moves.iter().enumerate() {
        let at = i + 1;
        let m = raw_move.get_ref();
        let declare = match &m.declare {
            None => None,
            Some(d) => {
                let entry = format!("[[move]] {at} declare");
                let min = count(src, &d.get_ref().min, &entry, n, false)?.unwrap_or(1);
                if is_n(&d.get_ref().min) {
                    n_fields.declare_min.push(i);
                }
                let max = match &d.get_ref().max {
                    None => None,
                    Some(max) => {
                        if is_n(max) {
                            n_fields.declare_max.push(i);
                        }
                        count(src, max, &entry, n, false)?
                    }
                };
                if let Some(max) = max.filter(|&max| max < min) {
                    return Err(src.error(
                        d.span(),
                        &entry,
                        format!("the bounds are reversed: min {min}, max {max}"),
                    ));
                }
                declares += 1;
                if declares > 1 {
                    return Err(src.error(
                        d.span(),
                        &entry,
                        "the number of offers is declared once: another move declares it already",
                    ));
                }
                Some((min, max))
            }
        };
        moves.push(MoveRule {
            square: square(src, &m.square, &format!("[[move]] {at} square"))?,
            swap_after: m.swap.as_ref().is_some_and(|s| *s.get_ref()),
            declare,
        });
    }
    let mut fifth = Vec::new();
    if let Some(first) = raw.fifth.first() {
        if raw.moves.len() != 4 {
            return Err(src.error(
                first.span(),
                "[[fifth]]",
                format!("the fifth move's ways follow moves 1 to 4: state all four as [[move]] (this file states {})", raw.moves.len()),
            ));
        }
    }
    for (i, raw_way) in raw.fifth.iter().enumerate() {
        let entry = format!("[[fifth]] {}", i + 1);
        let w = raw_way.get_ref();
        let offers = match &w.offers {
            None => None,
            Some(c) => Some(match count(src, c, &format!("{entry} offers"), n, true)? {
                Some(k) => OfferCount::Fixed(k),
                None if declares == 1 => OfferCount::Declared,
                None => {
                    return Err(src.error(c.span(), &format!("{entry} offers"), "\"declared\" needs a move that declares the number (`declare = { min = …, max = … }`)"))
                }
            }),
        };
        if w.offers.as_ref().is_some_and(is_n) {
            n_fields.offers.push(i);
        }
        let way = FifthWay {
            offers,
            square: square(src, &w.square, &format!("{entry} square"))?,
            swap_before: w.swap_before.as_ref().is_some_and(|s| *s.get_ref()),
            swap_after: w.swap.as_ref().is_some_and(|s| *s.get_ref()),
        };
        if fifth
            .iter()
            .any(|other: &FifthWay| other.offers.is_some() == way.offers.is_some())
        {
            return Err(src.error(
                raw_way.span(),
                &entry,
                "two ways of the fifth move must differ in whether they have offers: a record tells its way by its offers",
            ));
        }
        if way.swap_before && moves[3].swap_after {
            return Err(src.error(
                raw_way.span(),
                &entry,
                "move 4 already allows a swap after it on every way",
            ));
        }
        fifth.push(way);
    }
    let has_offers = fifth.iter().any(|w| w.offers.is_some());
    if !fifth.iter().any(|w| w.offers == Some(OfferCount::Declared)) {
        let mut declaring = raw.moves.iter().enumerate();
        if let Some((i, d)) =
            declaring.find_map(|(i, m)| m.get_ref().declare.as_ref().map(|d| (i, d)))
        {
            return Err(src.error(
                d.span(),
                &format!("[[move]] {} declare", i + 1),
                "a number is declared but no way of the fifth move has `offers = \"declared\"`",
            ));
        }
    }
    let symmetry = match (&raw.symmetry, has_offers) {
        (Some(s), _) => SymmetryReading::from_name(s.get_ref()).ok_or_else(|| {
            src.error(s.span(), "symmetry", format!("the reading is \"board\" or \"pattern\"; got {:?}", s.get_ref()))
        })?,
        (None, false) => SymmetryReading::Board,
        (None, true) => {
            return Err(src.error(
                0..0,
                "symmetry",
                "a rule with fifth-move offers says how \"symmetrical offers\" is read: symmetry = \"board\" or \"pattern\"",
            ))
        }
    };
    // `{n}` in the summary is the rule's N.
    let summary = match n {
        Some(n) => raw.summary.get_ref().replace("{n}", &n.to_string()),
        None => raw.summary.into_inner(),
    };
    Ok(OpeningRule {
        name: name.clone(),
        summary,
        symmetry,
        n,
        max_swaps,
        moves,
        fifth,
        n_fields: if n.is_some() {
            n_fields
        } else {
            NFields::default()
        },
    })
}
