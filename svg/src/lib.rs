//! Renju positions as standalone SVG pictures: what `renju check --svg` and `renju explain
//! --svg` write (and the WebAssembly package's `svg`), the forbidden points marked by kind,
//! with coordinates and a legend. A crate of its own so that every front end draws the same
//! picture without the command line's dependencies.
//!
//! [`board_svg`] draws a [`BoardPicture`], which holds points and a board size, so the writer
//! draws any size from 5 to 26 (columns `a`..`z`, rows `1`..`N` from the bottom);
//! [`check_svg`] and [`explain_svg`] make the picture of a runtime board. The marks are those
//! of the board page (`renju serve`): a filled badge for a point forbidden to black (`3x3`
//! double-three, `4x4` double-four, `6+` overline), a ring of the same colour for a point
//! forbidden to white.

#![forbid(unsafe_code)]

use renju::explain::{ExplainLimits, Explanation};
use renju::{AnyBoard, Color, ForbiddenKind, MoveError, Point, Rule};
use std::fmt::Write as _;

/// Pixels between two lines of the grid.
const CELL: usize = 36;
/// Pixels from the picture's edge to the outer lines (room for the coordinates).
const MARGIN: usize = 40;
/// Pixels per line of text under the board.
const TEXT_LINE: usize = 22;

/// What a picture shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPicture {
    /// The board's side (5..=26).
    pub size: usize,
    /// The stones.
    pub stones: Vec<(Point, Color)>,
    /// Points forbidden to black, by kind.
    pub forbidden: Vec<(Point, ForbiddenKind)>,
    /// Points forbidden to white, by kind.
    pub forbidden_white: Vec<(Point, ForbiddenKind)>,
    /// The point explained, ringed.
    pub focus: Option<Point>,
    /// Lines drawn through the focus: each a direction step `(columns, rows)` and its label.
    pub lines: Vec<((isize, isize), String)>,
    /// The heading above the board.
    pub title: String,
    /// Lines of text under the board, before the legend.
    pub notes: Vec<String>,
    /// The kinds the rule forbids to black and to white (the legend lists them).
    pub restricted: [Vec<ForbiddenKind>; 2],
}

/// The name of column `col` (0-based): `a`..`z` (`?` past the largest board).
pub fn column_name(col: usize) -> char {
    u8::try_from(col)
        .ok()
        .filter(|&c| usize::from(c) < renju::MAX_SIZE)
        .map_or('?', |c| char::from(b'a' + c))
}

/// The short label of a kind on the board: `3x3`, `4x4`, `6+`.
pub fn kind_label(kind: ForbiddenKind) -> &'static str {
    kind.attributes().label
}

/// The colour of a kind's mark (the page's too).
pub fn kind_colour(kind: ForbiddenKind) -> &'static str {
    kind.attributes().colour
}

/// `text` with `&`, `<`, `>` and `"` escaped for XML.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// The star points of a board of `size`: the centre, and for boards of 13 and more the four
/// points on the fourth lines (15x15: d4, l4, h8, d12, l12).
fn star_points(size: usize) -> Vec<Point> {
    let centre = size / 2;
    let mut points = vec![(centre, centre)];
    if size >= 13 {
        let (near, far) = (3, size - 4);
        points.extend([(near, near), (far, near), (near, far), (far, far)]);
    }
    // A picture is of at most 26x26 points, so every one has a name.
    points
        .into_iter()
        .filter_map(|(col, row)| Point::new(col, row))
        .collect()
}

/// The picture as a standalone SVG document (one `<svg>` element, a title, no scripts, no
/// external references).
///
/// ```
/// use renju::{point, Color, ForbiddenKind};
/// use renju_svg::{board_svg, BoardPicture};
/// let picture = BoardPicture {
///     size: 7,
///     stones: vec![(point!(d4), Color::Black)],
///     forbidden: vec![(point!(e4), ForbiddenKind::Overline)],
///     forbidden_white: vec![],
///     focus: None,
///     lines: vec![],
///     title: "a 7x7 board".into(),
///     notes: vec![],
///     restricted: [vec![ForbiddenKind::Overline], vec![]],
/// };
/// let svg = board_svg(&picture);
/// assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
/// assert!(svg.contains("<title>a 7x7 board</title>"));
/// assert!(svg.contains(r#"data-point="e4" data-forbidden="overline""#));
/// ```
pub fn board_svg(picture: &BoardPicture) -> String {
    let n = picture.size;
    let span = (n.max(1) - 1) * CELL;
    let width = 2 * MARGIN + span;
    let legend = legend_lines(picture);
    let text_lines = picture.notes.len() + legend.len();
    let top = MARGIN + TEXT_LINE + 6;
    let height = top + span + MARGIN + text_lines * TEXT_LINE + 8;
    let x = |col: usize| MARGIN + col * CELL;
    let y = |row: usize| top + (n - 1 - row.min(n - 1)) * CELL;
    let mut s = String::new();
    let _ = write!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"DejaVu Sans, Verdana, sans-serif\" \
         role=\"img\" aria-label=\"{}\">\n<title>{}</title>\n",
        escape(&picture.title),
        escape(&picture.title)
    );
    let _ = writeln!(
        s,
        "<rect width=\"{width}\" height=\"{height}\" fill=\"#f7f3ea\"/>\n\
         <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"#e3b96a\"/>",
        MARGIN - CELL / 2 - 4,
        top - CELL / 2 - 4,
        span + CELL + 8,
        span + CELL + 8
    );
    let _ = writeln!(
        s,
        "<text x=\"{MARGIN}\" y=\"{}\" font-size=\"16\" font-weight=\"bold\" fill=\"#222\">{}</text>",
        TEXT_LINE - 4,
        escape(&picture.title)
    );
    // The grid, the star points and the coordinates.
    s.push_str("<g stroke=\"#5b4521\" stroke-width=\"1\">\n");
    for i in 0..n {
        let _ = writeln!(
            s,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/><line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            x(0), y(i), x(n - 1), y(i), x(i), y(0), x(i), y(n - 1)
        );
    }
    s.push_str("</g>\n<g fill=\"#5b4521\">\n");
    for star in star_points(n) {
        let _ = writeln!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"3.5\"/>",
            x(star.col()),
            y(star.row())
        );
    }
    s.push_str("</g>\n<g font-size=\"13\" fill=\"#3d2f16\" text-anchor=\"middle\">\n");
    for i in 0..n {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\">{c}</text><text x=\"{}\" y=\"{}\">{c}</text>\
             <text x=\"{}\" y=\"{}\">{r}</text><text x=\"{}\" y=\"{}\">{r}</text>",
            x(i),
            y(n - 1) - CELL / 2 - 8,
            x(i),
            y(0) + CELL / 2 + 18,
            x(0) - CELL / 2 - 12,
            y(i) + 5,
            x(n - 1) + CELL / 2 + 12,
            y(i) + 5,
            c = column_name(i),
            r = i + 1
        );
    }
    s.push_str("</g>\n");
    // The lines explained, under the stones.
    if let Some((col, row)) = picture.focus.map(|p| (p.col(), p.row())) {
        for ((dc, dr), label) in &picture.lines {
            let end = |sign: isize| {
                let mut k = 0;
                while k < 5 {
                    let c = col as isize + sign * (k + 1) * dc;
                    let r = row as isize + sign * (k + 1) * dr;
                    if c < 0 || r < 0 || c >= n as isize || r >= n as isize {
                        break;
                    }
                    k += 1;
                }
                (
                    (col as isize + sign * k * dc) as usize,
                    (row as isize + sign * k * dr) as usize,
                )
            };
            let (a, b) = (end(-1), end(1));
            let _ = writeln!(
                s,
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#2962ff\" stroke-opacity=\"0.4\" \
                 stroke-width=\"14\" stroke-linecap=\"round\"><title>{}</title></line>",
                x(a.0), y(a.1), x(b.0), y(b.1), escape(label)
            );
        }
    }
    // The points: stones and marks, each in a group named after its point.
    let r = CELL * 45 / 100;
    for &(p, color) in &picture.stones {
        let (fill, stroke) = match color {
            Color::Black => ("#161616", "#000"),
            Color::White => ("#fbfbf8", "#444"),
        };
        let _ = writeln!(
            s,
            "<g data-point=\"{}\" data-stone=\"{color}\"><circle cx=\"{}\" cy=\"{}\" r=\"{r}\" \
             fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"1.2\"/></g>",
            p,
            x(p.col()),
            y(p.row())
        );
    }
    for &(p, kind) in &picture.forbidden {
        let half = CELL * 32 / 100;
        let _ = writeln!(
            s,
            "<g data-point=\"{}\" data-forbidden=\"{kind}\"><title>{}: forbidden to black ({kind})</title>\
             <rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"4\" fill=\"{}\"/>\
             <text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"bold\" fill=\"#fff\" \
             text-anchor=\"middle\">{}</text></g>",
            p,
            p,
            x(p.col()) - half,
            y(p.row()) - half,
            2 * half,
            2 * half,
            kind_colour(kind),
            x(p.col()),
            y(p.row()) + 4,
            kind_label(kind)
        );
    }
    for &(p, kind) in &picture.forbidden_white {
        let _ = writeln!(
            s,
            "<g data-point=\"{}\" data-forbidden-white=\"{kind}\"><title>{}: forbidden to white ({kind})</title>\
             <circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"3\" \
             stroke-dasharray=\"5 3\"/></g>",
            p,
            p,
            x(p.col()),
            y(p.row()),
            CELL * 44 / 100,
            kind_colour(kind)
        );
    }
    if let Some(focus) = picture.focus {
        let _ = writeln!(
            s,
            "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"3\"/>",
            x(focus.col()),
            y(focus.row()),
            CELL / 2
        );
    }
    // Notes and legend under the board.
    let mut line_y = y(0) + CELL / 2 + 18 + TEXT_LINE + 6;
    for note in &picture.notes {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{line_y}\" font-size=\"13\" fill=\"#222\">{}</text>",
            MARGIN - CELL / 2,
            escape(note)
        );
        line_y += TEXT_LINE;
    }
    for items in legend {
        let mut at = MARGIN - CELL / 2;
        s.push_str("<g font-size=\"13\" fill=\"#222\">");
        for item in items {
            match item {
                LegendItem::Text(text) => {
                    let _ = write!(
                        s,
                        "<text x=\"{at}\" y=\"{line_y}\">{}</text>",
                        escape(&text)
                    );
                    at += text.chars().count() * 7 + 8;
                }
                LegendItem::Badge(kind) => {
                    let _ = write!(
                        s,
                        "<rect x=\"{at}\" y=\"{}\" width=\"26\" height=\"18\" rx=\"4\" fill=\"{}\"/>\
                         <text x=\"{}\" y=\"{line_y}\" font-size=\"11\" font-weight=\"bold\" fill=\"#fff\" \
                         text-anchor=\"middle\">{}</text>",
                        line_y - 13,
                        kind_colour(kind),
                        at + 13,
                        kind_label(kind)
                    );
                    at += 32;
                }
                LegendItem::Ring(kind) => {
                    let _ = write!(
                        s,
                        "<circle cx=\"{}\" cy=\"{}\" r=\"9\" fill=\"none\" stroke=\"{}\" stroke-width=\"3\" \
                         stroke-dasharray=\"5 3\"/>",
                        at + 10,
                        line_y - 4,
                        kind_colour(kind)
                    );
                    at += 26;
                }
            }
        }
        s.push_str("</g>\n");
        line_y += TEXT_LINE;
    }
    s.push_str("</svg>\n");
    s
}

/// One thing in a legend line.
enum LegendItem {
    Text(String),
    Badge(ForbiddenKind),
    Ring(ForbiddenKind),
}

/// The legend: per restricted colour, its marks and their kinds; or that nothing is forbidden.
fn legend_lines(picture: &BoardPicture) -> Vec<Vec<LegendItem>> {
    let mut lines = Vec::new();
    for (i, color) in ["black", "white"].into_iter().enumerate() {
        let kinds = &picture.restricted[i];
        if kinds.is_empty() {
            continue;
        }
        let mut items = vec![LegendItem::Text(format!("forbidden to {color}:"))];
        for &kind in kinds {
            items.push(if i == 0 {
                LegendItem::Badge(kind)
            } else {
                LegendItem::Ring(kind)
            });
            items.push(LegendItem::Text(kind.name().to_string()));
        }
        lines.push(items);
    }
    if lines.is_empty() {
        lines.push(vec![LegendItem::Text(
            "this rule forbids no move to either colour".to_string(),
        )]);
    }
    lines
}

/// The kinds `rule` forbids to `color`, in the order of [`ForbiddenKind::ALL`].
fn restricted(rule: &Rule, color: Color) -> Vec<ForbiddenKind> {
    let forbidden = rule.settings().color(color).forbidden;
    ForbiddenKind::ALL
        .into_iter()
        .filter(|&k| forbidden.contains(k))
        .collect()
}

/// The picture of `board` under `rule`, without a title: stones and both colours' forbidden
/// points (each only under a rule that restricts that colour).
fn picture_of(rule: &Rule, board: &AnyBoard) -> BoardPicture {
    let restricted = [
        restricted(rule, Color::Black),
        restricted(rule, Color::White),
    ];
    let map = |color: Color, kinds: &[ForbiddenKind]| {
        if kinds.is_empty() {
            return Vec::new();
        }
        board.forbidden_map(rule, color)
    };
    let mut stones: Vec<(Point, Color)> = Vec::new();
    for color in [Color::Black, Color::White] {
        stones.extend(board.stones(color).into_iter().map(|p| (p, color)));
    }
    BoardPicture {
        size: board.size(),
        stones,
        forbidden: map(Color::Black, &restricted[0]),
        forbidden_white: map(Color::White, &restricted[1]),
        focus: None,
        lines: Vec::new(),
        title: String::new(),
        notes: Vec::new(),
        restricted,
    }
}

/// What `renju check --svg` writes: `board` with its forbidden points under `rule`.
///
/// ```
/// use renju::{point, AnyBoard, Rule};
/// let board = AnyBoard::from_stones(15, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
/// let svg = renju_svg::check_svg(Rule::default_rule(), &board);
/// assert!(svg.contains(r#"<g data-point="h8" data-forbidden="double-three">"#));
/// assert!(svg.contains("<title>renju: 1 point forbidden to black</title>"));
/// ```
pub fn check_svg(rule: &Rule, board: &AnyBoard) -> String {
    let mut picture = picture_of(rule, board);
    picture.title = title(rule, &picture);
    board_svg(&picture)
}

/// The heading of a position's picture: the rule and how many points each restricted colour
/// may not play.
fn title(rule: &Rule, picture: &BoardPicture) -> String {
    let count = |n: usize, color: &str| {
        let points = if n == 1 { "point" } else { "points" };
        format!("{n} {points} forbidden to {color}")
    };
    let mut parts = Vec::new();
    if !picture.restricted[0].is_empty() {
        parts.push(count(picture.forbidden.len(), "black"));
    }
    if !picture.restricted[1].is_empty() {
        let n = picture.forbidden_white.len();
        parts.push(if parts.is_empty() {
            count(n, "white")
        } else {
            format!("{n} to white")
        });
    }
    if parts.is_empty() {
        parts.push("nothing is forbidden".to_string());
    }
    format!("{}: {}", rule.name(), parts.join(", "))
}

/// What `renju explain --svg` writes: `board` with its forbidden points, `p` ringed, the
/// lines through `p` that hold a pattern drawn with their classes, and the verdict. An error
/// if `p` holds a stone.
///
/// ```
/// use renju::{point, AnyBoard, Color, Rule};
/// let board = AnyBoard::from_stones(15, &[point!(f8), point!(g8), point!(h9), point!(h10)], &[]).unwrap();
/// let svg = renju_svg::explain_svg(Rule::default_rule(), &board, point!(h8), Color::Black).unwrap();
/// assert!(svg.contains("<title>h8 for black under renju: forbidden (double-three)</title>"));
/// ```
pub fn explain_svg(
    rule: &Rule,
    board: &AnyBoard,
    p: Point,
    color: Color,
) -> Result<String, MoveError> {
    // The explanation every form of `renju explain` gives (the default limits on nested
    // detail).
    let explanation = board.explain(rule, p, color, ExplainLimits::default())?;
    let mut picture = picture_of(rule, board);
    picture.focus = Some(p);
    picture.title = format!(
        "{p} for {color} under {}: {}",
        rule.name(),
        verdict_words(&explanation)
    );
    for line in &explanation.lines {
        let class = line.class.to_string();
        let text = format!("{}: {} {class}", line.direction, line.window);
        if class != "nothing" {
            picture
                .lines
                .push((line.direction.step(), format!("{} {class}", line.direction)));
        }
        picture.notes.push(text);
    }
    if let Some(threes) = explanation.threes.as_ref().filter(|t| t.examined) {
        for line in &threes.lines {
            let trials: Vec<String> = line
                .trials
                .iter()
                .map(|t| {
                    let verdict = t
                        .detail
                        .verdict()
                        .map_or_else(|| "occupied".to_string(), |v| v.to_string());
                    format!("{}: {verdict}", t.point)
                })
                .collect();
            let real = if line.is_real() { "real" } else { "false" };
            let points = if trials.len() == 1 { "point" } else { "points" };
            picture.notes.push(format!(
                "the {} three is {real} (straight-four {points} {})",
                line.direction,
                trials.join(", ")
            ));
        }
    }
    Ok(board_svg(&picture))
}

/// The verdict as the text explanation says it: `forbidden (double-three)`, `allowed`,
/// `five`.
fn verdict_words(explanation: &Explanation) -> String {
    match explanation.verdict {
        renju::Verdict::Forbidden(kind) => format!("forbidden ({kind})"),
        renju::Verdict::Allowed => "allowed".to_string(),
        renju::Verdict::Five => "a winning five".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_run_a_to_z() {
        assert_eq!(column_name(0), 'a');
        assert_eq!(column_name(14), 'o');
        assert_eq!(column_name(25), 'z');
        assert_eq!(column_name(renju::MAX_SIZE), '?');
    }

    #[test]
    fn star_points_are_the_centre_and_the_fourth_lines() {
        // 15x15: h8, and d4 l4 d12 l12.
        let names = |size| {
            star_points(size)
                .iter()
                .map(Point::to_string)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(renju::STANDARD_SIZE),
            ["h8", "d4", "l4", "d12", "l12"]
        );
        // 20x20 (issue "board sizes"): k11 and d4 q4 d17 q17.
        assert_eq!(names(20), ["k11", "d4", "q4", "d17", "q17"]);
        assert_eq!(names(9), ["e5"]);
        assert_eq!(names(renju::MAX_SIZE).len(), 5);
    }

    #[test]
    fn text_is_escaped() {
        assert_eq!(escape(r#"a<b & "c">"#), "a&lt;b &amp; &quot;c&quot;&gt;");
    }
}
