//! The forbidden kinds, and every word and number a face shows for one, in one table.
//!
//! [`KINDS`] holds one row per [`ForbiddenKind`]: its name (rule files, JSON, text), its code
//! (kind arrays, the C ABI, Python's and the npm package's maps), its mark in a text diagram,
//! its short label and colour on a picture (SVG, the board page). The enum and the table are
//! written by one macro from one list, so a kind cannot be declared without its row, and
//! [`ForbiddenKind::ALL`] is read off the table. The faces take their words from here:
//! `renju::diagram::mark`, `renju::cells::kind_code`, `renju_svg::kind_label` and the
//! others are this table's columns, and the files in other languages (the C header, the
//! Python stubs, the npm declarations, the page's script and style) are checked equal to it
//! by the workspace test `tests/tests/kinds.rs`. CONTRIBUTING.md ("Adding a forbidden kind")
//! lists what else a new kind touches.
//!
//! ```
//! use renju_vocab::{ForbiddenKind, ForbiddenSet, KINDS};
//! assert_eq!(KINDS.len(), ForbiddenKind::ALL.len());
//! let row = ForbiddenKind::DoubleThree.attributes();
//! assert_eq!((row.name, row.code, row.mark, row.label), ("double-three", 1, '3', "3x3"));
//! let renju_black = ForbiddenSet::of(&ForbiddenKind::ALL);
//! assert!(renju_black.contains(ForbiddenKind::Overline));
//! ```

use crate::ParseNameError;
use core::fmt;
use core::str::FromStr;

/// What every face shows for one forbidden kind: a row of [`KINDS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KindAttributes {
    /// The kind this row describes.
    pub kind: ForbiddenKind,
    /// The name in rule files, JSON and text: `double-three`. Lowercase words joined by `-`.
    pub name: &'static str,
    /// The kind's number where a map holds numbers (kind arrays, the C ABI's
    /// `RENJU_DOUBLE_THREE`, Python's and the npm package's `KINDS`): 1 and up, 0 being "not
    /// forbidden". Codes never change once shipped.
    pub code: u8,
    /// The character that marks the kind's points in a text diagram: `3`.
    pub mark: char,
    /// The short label on a picture's mark (SVG, the board page): `3x3`.
    pub label: &'static str,
    /// The colour of the kind's mark on a picture, `#rrggbb` (SVG, the page's style).
    pub colour: &'static str,
}

/// Declares [`ForbiddenKind`] and [`KINDS`] from one list, so that neither can name a kind
/// the other lacks.
macro_rules! forbidden_kinds {
    ($(
        $(#[doc = $doc:literal])*
        $kind:ident {
            name: $name:literal,
            code: $code:literal,
            mark: $mark:literal,
            label: $label:literal,
            colour: $colour:literal $(,)?
        }
    ),* $(,)?) => {
        /// Why a move is forbidden (RIF 9.2): the kinds of foul. When several apply, the first
        /// in this order is reported. In rule files and output: `overline`, `double-four`,
        /// `double-three` (with the `serde` feature, read and written as those words through
        /// `FromStr` and `Display`). Each kind's words and numbers are its row of [`KINDS`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum ForbiddenKind {
            $( $(#[doc = $doc])* $kind, )*
        }

        /// Every forbidden kind's attributes, one row per kind, in reporting order (the order
        /// of [`ForbiddenKind`], so row `i` is the kind whose [`index`](ForbiddenKind::index)
        /// is `i`).
        ///
        /// | kind | name | code | mark | label | colour |
        /// |---|---|---|---|---|---|
        $( #[doc = concat!("| `", stringify!($kind), "` | `", $name, "` | ", $code, " | `", $mark, "` | `", $label, "` | `", $colour, "` |")] )*
        pub const KINDS: [KindAttributes; [$(ForbiddenKind::$kind),*].len()] = [
            $( KindAttributes {
                kind: ForbiddenKind::$kind,
                name: $name,
                code: $code,
                mark: $mark,
                label: $label,
                colour: $colour,
            }, )*
        ];
    };
}

forbidden_kinds! {
    /// Six or more in a row.
    Overline { name: "overline", code: 3, mark: '6', label: "6+", colour: "#d84315" },
    /// Two or more fours at once.
    DoubleFour { name: "double-four", code: 2, mark: '4', label: "4x4", colour: "#6a1b9a" },
    /// Two or more real threes at once.
    DoubleThree { name: "double-three", code: 1, mark: '3', label: "3x3", colour: "#c62828" },
}

// The table's own rules, checked as the crate compiles: each row at its kind's index; names
// rule-file words and distinct; codes 1..=N, each once; marks and labels distinct; colours
// `#rrggbb`; and few enough kinds for a `ForbiddenSet`'s bits.
const _: () = {
    assert!(KINDS.len() <= 8, "a ForbiddenSet holds at most 8 kinds");
    let mut i = 0;
    while i < KINDS.len() {
        let row = KINDS[i];
        assert!(
            row.kind as usize == i,
            "KINDS is in the order of ForbiddenKind"
        );
        assert!(is_kind_name(row.name), "a kind's name is rule-file words");
        assert!(
            row.code >= 1 && row.code as usize <= KINDS.len(),
            "codes are 1..=N"
        );
        assert!(
            row.mark.is_ascii_graphic() && row.mark != '.',
            "a mark is one visible character"
        );
        assert!(is_colour(row.colour), "a colour is #rrggbb");
        let mut j = 0;
        while j < i {
            let other = KINDS[j];
            assert!(!same(row.name, other.name), "two kinds share a name");
            assert!(row.code != other.code, "two kinds share a code");
            assert!(row.mark != other.mark, "two kinds share a mark");
            assert!(!same(row.label, other.label), "two kinds share a label");
            j += 1;
        }
        i += 1;
    }
};

/// Whether `name` is lowercase ASCII words joined by single `-` (as rule files write them).
const fn is_kind_name(name: &str) -> bool {
    let b = name.as_bytes();
    if b.is_empty() || b[0] == b'-' || b[b.len() - 1] == b'-' {
        return false;
    }
    let mut i = 0;
    while i < b.len() {
        let ok = b[i].is_ascii_lowercase()
            || b[i].is_ascii_digit()
            || (b[i] == b'-' && b[i - 1] != b'-');
        if !ok {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether two strings are equal, at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether `text` is `#` and six hexadecimal digits.
const fn is_colour(text: &str) -> bool {
    let b = text.as_bytes();
    if b.len() != 7 || b[0] != b'#' {
        return false;
    }
    let mut i = 1;
    while i < 7 {
        if !b[i].is_ascii_hexdigit() {
            return false;
        }
        i += 1;
    }
    true
}

impl ForbiddenKind {
    /// How many kinds there are: the length of [`KINDS`].
    pub const COUNT: usize = KINDS.len();

    /// Every kind, in reporting order: read off [`KINDS`], so it holds every kind.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// let names: Vec<&str> = ForbiddenKind::ALL.iter().map(|k| k.name()).collect();
    /// assert_eq!(names, ["overline", "double-four", "double-three"]);
    /// ```
    pub const ALL: [ForbiddenKind; ForbiddenKind::COUNT] = {
        let mut all = [KINDS[0].kind; ForbiddenKind::COUNT];
        let mut i = 0;
        while i < ForbiddenKind::COUNT {
            all[i] = KINDS[i].kind;
            i += 1;
        }
        all
    };

    /// The kind's place in reporting order, `0..COUNT`: its row of [`KINDS`] and its bit in
    /// a [`ForbiddenSet`].
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind's row of [`KINDS`]: its name, code, mark, label and colour.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!(ForbiddenKind::Overline.attributes().colour, "#d84315");
    /// ```
    #[inline]
    pub const fn attributes(self) -> &'static KindAttributes {
        &KINDS[self.index()]
    }

    /// The name used in rule files and output: `overline`, `double-four`, `double-three`.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!(ForbiddenKind::DoubleThree.name(), "double-three");
    /// ```
    pub const fn name(self) -> &'static str {
        self.attributes().name
    }

    /// The kind's number in kind maps (0 being "not forbidden"): 1 double-three, 2
    /// double-four, 3 overline.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!(ForbiddenKind::DoubleFour.code(), 2);
    /// ```
    pub const fn code(self) -> u8 {
        self.attributes().code
    }

    /// The kind whose [`code`](ForbiddenKind::code) is `code`; `None` for 0 and any number
    /// no kind has.
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!(ForbiddenKind::from_code(3), Some(ForbiddenKind::Overline));
    /// assert_eq!(ForbiddenKind::from_code(0), None);
    /// ```
    pub fn from_code(code: u8) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// The kind's mark in a text diagram: `6` overline, `4` double-four, `3` double-three.
    pub const fn mark(self) -> char {
        self.attributes().mark
    }

    /// The kind with this [`name`](ForbiddenKind::name).
    pub fn from_name(name: &str) -> Option<ForbiddenKind> {
        ForbiddenKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// The kinds' names joined by `, `, in reporting order: what a misread name is told to be.
const NAMES_LIST_LEN: usize = {
    let mut len = 0;
    let mut i = 0;
    while i < KINDS.len() {
        len += KINDS[i].name.len() + if i > 0 { 2 } else { 0 };
        i += 1;
    }
    len
};

/// The bytes of [`NAMES_LIST`].
const NAMES_LIST_BYTES: [u8; NAMES_LIST_LEN] = {
    let mut out = [0; NAMES_LIST_LEN];
    let (mut at, mut i) = (0, 0);
    while i < KINDS.len() {
        if i > 0 {
            out[at] = b',';
            out[at + 1] = b' ';
            at += 2;
        }
        let name = KINDS[i].name.as_bytes();
        let mut j = 0;
        while j < name.len() {
            out[at] = name[j];
            at += 1;
            j += 1;
        }
        i += 1;
    }
    out
};

/// `overline, double-four, double-three`.
const NAMES_LIST: &str = match core::str::from_utf8(&NAMES_LIST_BYTES) {
    Ok(list) => list,
    Err(_) => panic!("kind names are ASCII"),
};

impl fmt::Display for ForbiddenKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ForbiddenKind {
    type Err = ParseNameError;

    /// Reads a kind by its [`name`](ForbiddenKind::name).
    ///
    /// ```
    /// use renju_vocab::ForbiddenKind;
    /// assert_eq!("double-four".parse::<ForbiddenKind>(), Ok(ForbiddenKind::DoubleFour));
    /// let e = "double-five".parse::<ForbiddenKind>().unwrap_err();
    /// assert_eq!(e.to_string(),
    ///            "unknown forbidden kind \"double-five\" (expected overline, double-four, double-three)");
    /// ```
    fn from_str(name: &str) -> Result<ForbiddenKind, ParseNameError> {
        ForbiddenKind::from_name(name)
            .ok_or_else(|| ParseNameError::new("forbidden kind", NAMES_LIST, name))
    }
}

/// The set of forbidden kinds for one colour: one bit per kind, at its
/// [`index`](ForbiddenKind::index).
///
/// ```
/// use renju_vocab::{ForbiddenKind, ForbiddenSet};
/// let set = ForbiddenSet::NONE.with(ForbiddenKind::DoubleFour);
/// assert!(set.contains(ForbiddenKind::DoubleFour) && !set.contains(ForbiddenKind::Overline));
/// assert_eq!(set.iter().collect::<Vec<_>>(), [ForbiddenKind::DoubleFour]);
/// assert_eq!(format!("{set:?}"), "ForbiddenSet[DoubleFour]");
/// assert!(ForbiddenSet::NONE.is_empty());
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct ForbiddenSet {
    bits: u8,
}

impl ForbiddenSet {
    /// Nothing is forbidden.
    pub const NONE: ForbiddenSet = ForbiddenSet { bits: 0 };

    /// Every kind is forbidden (Renju's black).
    pub const ALL: ForbiddenSet = ForbiddenSet::of(&ForbiddenKind::ALL);

    /// The set of the kinds listed (a kind listed twice is in it once).
    ///
    /// ```
    /// use renju_vocab::{ForbiddenKind, ForbiddenSet};
    /// let omok_white = ForbiddenSet::of(&[ForbiddenKind::DoubleThree]);
    /// assert_eq!(omok_white, ForbiddenSet::NONE.with(ForbiddenKind::DoubleThree));
    /// ```
    pub const fn of(kinds: &[ForbiddenKind]) -> ForbiddenSet {
        let mut set = ForbiddenSet::NONE;
        let mut i = 0;
        while i < kinds.len() {
            set = set.with(kinds[i]);
            i += 1;
        }
        set
    }

    /// The set with `kind` in it too.
    pub const fn with(self, kind: ForbiddenKind) -> ForbiddenSet {
        ForbiddenSet {
            bits: self.bits | 1 << kind.index(),
        }
    }

    /// Whether `kind` is in the set.
    #[inline(always)]
    pub const fn contains(self, kind: ForbiddenKind) -> bool {
        self.bits >> kind.index() & 1 != 0
    }

    /// True when nothing is forbidden.
    #[inline(always)]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// The set's bits: bit `i` for the kind of [`index`](ForbiddenKind::index) `i`, below
    /// `1 << ForbiddenKind::COUNT`.
    #[inline(always)]
    pub const fn bits(self) -> u8 {
        self.bits
    }

    /// The set with these [`bits`](ForbiddenSet::bits); `None` if a bit names no kind.
    ///
    /// ```
    /// use renju_vocab::ForbiddenSet;
    /// assert_eq!(ForbiddenSet::from_bits(0b111), Some(ForbiddenSet::ALL));
    /// assert_eq!(ForbiddenSet::from_bits(0b1000), None);
    /// ```
    pub const fn from_bits(bits: u8) -> Option<ForbiddenSet> {
        if (bits as u32) >> ForbiddenKind::COUNT == 0 {
            Some(ForbiddenSet { bits })
        } else {
            None
        }
    }

    /// The kinds in the set, in reporting order.
    pub fn iter(self) -> impl Iterator<Item = ForbiddenKind> {
        ForbiddenKind::ALL
            .into_iter()
            .filter(move |&k| self.contains(k))
    }
}

impl fmt::Debug for ForbiddenSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ForbiddenSet")?;
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_names_list_is_every_name_in_order() {
        assert_eq!(NAMES_LIST, "overline, double-four, double-three");
    }

    #[test]
    fn a_set_holds_each_combination_of_kinds_apart() {
        // 2^3 sets from the three kinds, each told apart by contains, and its bits.
        for bits in 0..8u8 {
            let kinds: alloc::vec::Vec<ForbiddenKind> = ForbiddenKind::ALL
                .into_iter()
                .enumerate()
                .filter(|&(i, _)| bits >> i & 1 == 1)
                .map(|(_, k)| k)
                .collect();
            let set = ForbiddenSet::of(&kinds);
            assert_eq!(set.bits(), bits);
            assert_eq!(set.is_empty(), bits == 0);
            for (i, k) in ForbiddenKind::ALL.into_iter().enumerate() {
                assert_eq!(set.contains(k), bits >> i & 1 == 1, "{set:?} {k}");
            }
            assert_eq!(set.iter().collect::<alloc::vec::Vec<_>>(), kinds);
        }
    }

    #[test]
    fn codes_are_the_c_abis_and_marks_the_diagrams() {
        // By hand: the C header's RENJU_DOUBLE_THREE 1, RENJU_DOUBLE_FOUR 2, RENJU_OVERLINE 3,
        // and the diagrams' 3, 4 and 6 (the length of the runs that make each).
        use ForbiddenKind::*;
        let got: alloc::vec::Vec<(u8, char)> = [DoubleThree, DoubleFour, Overline]
            .into_iter()
            .map(|k| (k.code(), k.mark()))
            .collect();
        assert_eq!(got, [(1, '3'), (2, '4'), (3, '6')]);
        for code in 0..=255u8 {
            let kind = ForbiddenKind::from_code(code);
            assert_eq!(
                kind.map(ForbiddenKind::code),
                (1..=3).contains(&code).then_some(code)
            );
        }
    }
}
