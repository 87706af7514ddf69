"""The six examples of the rules text, declared once for the Python tests: black to play h8,
no white stones, and black's full forbidden map under the default rule "renju" (literal RIF
reading). The full maps are the ones the rules text gives for these positions; the comments
work out the point each example is about, and every listed point, from RIF chapter 3 and 9.3.

Notation: (col, row) steps along a line; "three" = one move from a straight four (RIF 3),
"real" = that move is itself legal (RIF 9.3 a, b).
"""

EXAMPLES = {
    # h8: row f8 g8 h8 is an open three (e8 or i8 makes a straight four), the column h8 h9 h10
    # another (h7 or h11). With h8 placed, e8, i8, h7 and h11 each make one straight four and
    # nothing else, so they are legal and both threes are real: double-three. No other point
    # has two lines with a three (e.g. g9: only the diagonal f8 g9 h10).
    "double-three": (["f8", "g8", "h9", "h10"], {"h8": "double-three"}),
    # h8: d8 e8 f8 h8 . j8 k8 l8 -> g8 makes d8-h8 and i8 makes h8-l8, exactly five each: two
    # fours on one line (pattern XXX.X.XXX), double-four. g8 (d8-g8, one four: c8 or h8),
    # i8 (i8-l8) and c8 / m8 hold a single four each: allowed.
    "double-four": (["d8", "e8", "f8", "j8", "k8", "l8"], {"h8": "double-four"}),
    # h8: e8 f8 g8 h8 i8 j8 is six in a row: overline. d8 (d8-g8: c8 makes a five, h8 would
    # make seven) holds one four; k8 holds none (l8 makes i8-l8, h8 would make seven).
    "overline": (["e8", "f8", "g8", "i8", "j8"], {"h8": "overline"}),
    # g8: column g6 g7 g8 g9 g10 g11 is six: overline.
    # h8: the row three e8 f8 . h8 becomes a straight four only at g8, which is forbidden, so
    #   it is false; only the column three h8 h9 h10 is real: allowed (not in the map).
    # e9: row e9 . g9 h9 (f9 makes e9-h9) and anti-diagonal e9 f8 g7 (d10 or h6): f9 is then
    #   a four plus one three (4-3, legal) and h6 a single four, so both are real.
    # f9: row f9 g9 h9 (e9 or i9) and diagonal e8 f9 g10 (d7 or h11): two real threes.
    # i9: row g9 h9 i9 (f9 or j9) and anti-diagonal g11 h10 i9 (f12 or j8): two real threes.
    # h11: column h9 h10 h11 (h12; h8 would also make it a straight four) and diagonal
    #   e8 . g10 h11 (f9 makes e8-h11): two real threes.
    "false-three": (
        ["e8", "f8", "g6", "g7", "g9", "g10", "g11", "h9", "h10"],
        {
            "g8": "overline",
            "e9": "double-three",
            "f9": "double-three",
            "i9": "double-three",
            "h11": "double-three",
        },
    ),
    # h8: e8 f8 g8 h8 is a straight four (d8 and i8 both make five) and h8 h9 h10 a three:
    # one four and one three (4-3), allowed. d8 holds a straight four, i8 one four, h7, h11
    # and g9 (diagonal f8 g9 h10) one three each: the map is empty.
    "four-three": (["e8", "f8", "g8", "h9", "h10"], {}),
    # h8: d8 e8 f8 g8 h8 is exactly five; it wins whatever the column (h8 h9 h10) and the
    # diagonal (h8 i9 j10) hold (RIF 9.2): not forbidden.
    # g9: row g9 h9 i9 (f9 or j9) and diagonal f8 g9 h10 (e7 or i11): two real threes.
    # i10: row h10 i10 j10 (g10 or k10) and diagonal g8 h9 i10 (f7 or j11): two real threes.
    "five-wins": (
        ["d8", "e8", "f8", "g8", "h9", "h10", "i9", "j10"],
        {"g9": "double-three", "i10": "double-three"},
    ),
}
