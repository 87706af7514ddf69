/* check.c: the C ABI from C. Prints and checks the forbidden maps of the six examples of
 * the rules (black to play h8, RIF 9.2 and 9.3) on 15x15, positions by the far edges of a
 * 20x20 board, replays a game with undo on a renju_board, batches on several threads at both
 * sizes, gets every error code a caller can provoke, with its message, and loads every rule
 * file of rules-spec/ (renju_rule_load: run it from the repository root). Exits 0 when all
 * holds.
 *
 *   cargo build --release -p renju-ffi
 *   cc -Wall -Wextra -Werror ffi/examples/check.c -Iffi/include \
 *      target/release/librenju_ffi.a -lpthread -ldl -lm -o check && ./check
 */
#include "renju.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures = 0;
static int checks = 0;

#define CHECK(cond, ...)                                                                  \
    do {                                                                                  \
        checks++;                                                                         \
        if (!(cond)) {                                                                    \
            failures++;                                                                   \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                   \
            printf(__VA_ARGS__);                                                          \
            printf("\n");                                                                 \
        }                                                                                 \
    } while (0)

/* "h8" -> 112 on 15x15 (row * size + col), by the library; -1 if not a point of the board. */
static int point_of(const char *name, int size) {
    int p = renju_point_by_name(size, name);
    return p < 0 ? -1 : p;
}
static int point(const char *name) { return point_of(name, RENJU_STANDARD_SIZE); }

/* Fills `size * size` cells from a space-separated list of black points. */
static void black_stones_of(uint8_t *cells, int size, const char *list) {
    char buf[256];
    memset(cells, RENJU_EMPTY, (size_t)(size * size));
    snprintf(buf, sizeof buf, "%s", list);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) cells[point_of(tok, size)] = RENJU_BLACK;
}
static void black_stones(uint8_t cells[RENJU_STANDARD_POINTS], const char *list) {
    black_stones_of(cells, RENJU_STANDARD_SIZE, list);
}

static const char KIND_MARK[] = ".TFL"; /* 0, double-Three, double-Four, overLine */
static const char *KIND_NAME[] = {"allowed", "double-three", "double-four", "overline"};

/* Prints the board with the map (X black, O white, T/F/L forbidden kinds, . empty). */
static void print_map_of(const uint8_t *cells, const uint8_t *kinds, int size) {
    printf("   ");
    for (int col = 0; col < size; col++) printf(" %c", 'a' + col);
    printf("\n");
    for (int row = size - 1; row >= 0; row--) {
        printf("%2d ", row + 1);
        for (int col = 0; col < size; col++) {
            int i = row * size + col;
            char c = cells[i] == RENJU_BLACK ? 'X' : cells[i] == RENJU_WHITE ? 'O' : KIND_MARK[kinds[i]];
            printf(" %c", c);
        }
        printf("\n");
    }
}
static void print_map(const uint8_t cells[RENJU_STANDARD_POINTS], const uint8_t kinds[RENJU_STANDARD_POINTS]) {
    print_map_of(cells, kinds, RENJU_STANDARD_SIZE);
}

/* The map as "g8 overline, e9 double-three, ..." in row-major order. */
static void map_text_of(const uint8_t *kinds, int size, char *out, size_t out_size) {
    out[0] = '\0';
    for (int i = 0; i < size * size; i++) {
        if (kinds[i] == RENJU_ALLOWED) continue;
        size_t len = strlen(out);
        snprintf(out + len, out_size - len, "%s%s %s", len ? ", " : "", renju_point_name(size, i), KIND_NAME[kinds[i]]);
    }
    if (!out[0]) snprintf(out, out_size, "none");
}
static void map_text(const uint8_t kinds[RENJU_STANDARD_POINTS], char *out, size_t out_size) {
    map_text_of(kinds, RENJU_STANDARD_SIZE, out, out_size);
}

/* The six examples (RULES: "The six examples, as positions"): black stones, black to play
 * h8. Expected maps are the rules text's "Full forbidden maps", worked out by hand there:
 * e.g. in "false three", g8 makes g6-g11 six (overline), and e9, f9, i9, h11 each make two
 * real threes. Points are listed in row-major order (a1, b1, ..., o15). */
struct example {
    const char *name;
    const char *black;
    const char *map;  /* expected, as map_text prints it */
    int place_h8;     /* expected renju_board_place result for black h8 */
};

static const struct example EXAMPLES[] = {
    {"double-three", "f8 g8 h9 h10", "h8 double-three", RENJU_PLACED_FOUL},
    {"double-four", "d8 e8 f8 j8 k8 l8", "h8 double-four", RENJU_PLACED_FOUL},
    {"overline", "e8 f8 g8 i8 j8", "h8 overline", RENJU_PLACED_FOUL},
    {"false three", "e8 f8 g6 g7 g9 g10 g11 h9 h10",
     "g8 overline, e9 double-three, f9 double-three, i9 double-three, h11 double-three", RENJU_PLACED},
    {"four-three", "e8 f8 g8 h9 h10", "none", RENJU_PLACED},
    {"five wins", "d8 e8 f8 g8 h9 h10 i9 j10", "g9 double-three, i10 double-three", RENJU_PLACED_FIVE},
};

static void check_examples(int renju) {
    uint8_t cells[RENJU_STANDARD_POINTS], kinds[RENJU_STANDARD_POINTS];
    char text[512];
    for (size_t e = 0; e < sizeof EXAMPLES / sizeof EXAMPLES[0]; e++) {
        const struct example *ex = &EXAMPLES[e];
        black_stones(cells, ex->black);
        int n = renju_forbidden_map(renju, 15, RENJU_BLACK, cells, kinds);
        map_text(kinds, text, sizeof text);
        printf("== %s: black %s; black's forbidden points: %s\n", ex->name, ex->black, text);
        print_map(cells, kinds);
        CHECK(strcmp(text, ex->map) == 0, "%s: map is \"%s\", expected \"%s\"", ex->name, text, ex->map);
        int expected_count = strcmp(ex->map, "none") == 0 ? 0 : 1;
        for (const char *c = ex->map; *c; c++) expected_count += *c == ',';
        CHECK(n == expected_count, "%s: count %d, expected %d", ex->name, n, expected_count);

        /* White has no forbidden points under renju (RIF 9.2: prohibitions are black's). */
        int w = renju_forbidden_map(renju, 15, RENJU_WHITE, cells, kinds);
        CHECK(w == 0, "%s: white has %d forbidden points", ex->name, w);

        /* The same stones on a board, then black h8, like AddStone. */
        renju_board *board = renju_board_new(renju, 15);
        for (int i = 0; i < RENJU_STANDARD_POINTS; i++)
            if (cells[i] == RENJU_BLACK) renju_board_place(board, i, RENJU_BLACK);
        uint8_t board_kinds[RENJU_STANDARD_POINTS];
        renju_forbidden_map(renju, 15, RENJU_BLACK, cells, kinds);
        renju_board_forbidden_map(board, RENJU_BLACK, board_kinds);
        CHECK(memcmp(kinds, board_kinds, RENJU_STANDARD_POINTS) == 0, "%s: board map differs", ex->name);
        int r = renju_board_place(board, point("h8"), RENJU_BLACK);
        CHECK(r == ex->place_h8, "%s: placing h8 gave %d, expected %d", ex->name, r, ex->place_h8);
        renju_board_free(board);
    }
}

/* Under gomoku-freestyle nothing is forbidden (its rule file forbids nothing), so the
 * overline example's map is empty there. */
static void check_other_rule(void) {
    int freestyle = renju_rule_by_name("gomoku-freestyle");
    CHECK(freestyle >= 0, "gomoku-freestyle: %d", freestyle);
    CHECK(strcmp(renju_rule_name(freestyle), "gomoku-freestyle") == 0, "name of freestyle");
    uint8_t cells[RENJU_STANDARD_POINTS], kinds[RENJU_STANDARD_POINTS];
    black_stones(cells, "e8 f8 g8 i8 j8");
    CHECK(renju_forbidden_map(freestyle, 15, RENJU_BLACK, cells, kinds) == 0, "freestyle forbids");
}

/* A replayed game, checked by hand at each step (white's stones on column a stay far from
 * every black line through h8), with the board's map compared to a from-scratch map of the
 * same cells after every move and undo. */
static void check_same_as_scratch(int renju, renju_board *board, const uint8_t cells[RENJU_STANDARD_POINTS],
                                  const char *when) {
    uint8_t a[RENJU_STANDARD_POINTS], b[RENJU_STANDARD_POINTS];
    int na = renju_board_forbidden_map(board, RENJU_BLACK, a);
    int nb = renju_forbidden_map(renju, 15, RENJU_BLACK, cells, b);
    CHECK(na == nb && memcmp(a, b, RENJU_STANDARD_POINTS) == 0, "%s: board map and scratch map differ", when);
    for (int i = 0; i < RENJU_STANDARD_POINTS; i++) CHECK(renju_board_get(board, i) == cells[i], "%s: cell %d", when, i);
}

static void check_game(int renju) {
    renju_board *board = renju_board_new(renju, 15);
    uint8_t cells[RENJU_STANDARD_POINTS] = {0};
    const int h8 = point("h8");
    struct {
        const char *at;
        int color;
        int result;
    } moves[] = {
        {"f8", RENJU_BLACK, RENJU_PLACED}, {"a1", RENJU_WHITE, RENJU_PLACED},
        {"g8", RENJU_BLACK, RENJU_PLACED}, {"a3", RENJU_WHITE, RENJU_PLACED},
        {"h9", RENJU_BLACK, RENJU_PLACED}, {"a5", RENJU_WHITE, RENJU_PLACED},
        {"h10", RENJU_BLACK, RENJU_PLACED}, /* now h8 is the double-three example */
    };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        int p = point(moves[i].at);
        int r = renju_board_place(board, p, moves[i].color);
        CHECK(r == moves[i].result, "move %s: %d", moves[i].at, r);
        cells[p] = (uint8_t)moves[i].color;
        check_same_as_scratch(renju, board, cells, moves[i].at);
    }
    CHECK(renju_board_forbidden(board, h8, RENJU_BLACK) == RENJU_DOUBLE_THREE, "h8 double-three");
    CHECK(renju_board_forbidden(board, h8, RENJU_WHITE) == RENJU_ALLOWED, "h8 white");

    /* Undo h10: f8 g8 h8 and h8 h9 are one three and a two, so nothing is forbidden. */
    CHECK(renju_board_undo(board) == 0, "undo h10");
    cells[point("h10")] = RENJU_EMPTY;
    CHECK(renju_board_forbidden(board, h8, RENJU_BLACK) == RENJU_ALLOWED, "h8 after undo");
    check_same_as_scratch(renju, board, cells, "undo h10");

    /* h10 again, then black h8 is a foul: placed, and reported as such. */
    CHECK(renju_board_place(board, point("h10"), RENJU_BLACK) == RENJU_PLACED, "h10 again");
    cells[point("h10")] = RENJU_BLACK;
    CHECK(renju_board_place(board, h8, RENJU_BLACK) == RENJU_PLACED_FOUL, "h8 foul");
    cells[h8] = RENJU_BLACK;
    check_same_as_scratch(renju, board, cells, "h8 foul");
    CHECK(renju_board_undo(board) == 0, "undo h8");
    cells[h8] = RENJU_EMPTY;

    /* White e8 blocks the row: O f8 g8 h8 . can no longer become a straight four, so h8 is
     * a single three (column) and allowed. */
    CHECK(renju_board_place(board, point("e8"), RENJU_WHITE) == RENJU_PLACED, "e8");
    cells[point("e8")] = RENJU_WHITE;
    CHECK(renju_board_forbidden(board, h8, RENJU_BLACK) == RENJU_ALLOWED, "h8 after e8");
    check_same_as_scratch(renju, board, cells, "e8");

    /* White a2 and a4 make a1-a5 white's five: a4 is RENJU_PLACED_FIVE. */
    CHECK(renju_board_place(board, point("a2"), RENJU_WHITE) == RENJU_PLACED, "a2");
    CHECK(renju_board_place(board, point("a4"), RENJU_WHITE) == RENJU_PLACED_FIVE, "a4 five");
    cells[point("a2")] = cells[point("a4")] = RENJU_WHITE;
    check_same_as_scratch(renju, board, cells, "a4");

    /* Undo everything: 10 stones are on the board, then nothing is left to undo. */
    int undone = 0;
    while (renju_board_undo(board) == 0) undone++;
    CHECK(undone == 10, "undid %d stones", undone);
    memset(cells, 0, sizeof cells);
    check_same_as_scratch(renju, board, cells, "all undone");

    /* Clear keeps the rule and empties the board. */
    renju_board_place(board, h8, RENJU_BLACK);
    CHECK(renju_board_clear(board) == 0, "clear");
    CHECK(renju_board_get(board, h8) == RENJU_EMPTY, "h8 after clear");
    renju_board_free(board);
}

/* Every batch path gives the same maps as one board at a time, on a board of `size`: 100
 * boards of 40 stones each in the 8x8 corner by the last row and column. */
static void check_batches(int renju, int size) {
    enum { N = 100 };
    const size_t points = (size_t)(size * size);
    uint8_t *cells = calloc(N, points), *one = malloc(N * points), *many = malloc(N * points);
    unsigned seed = 7;
    for (int b = 0; b < N; b++)
        for (int s = 0; s < 40; s++) {
            seed = seed * 1103515245u + 12345u;
            int col = size - 1 - (int)((seed >> 8) % 8), row = size - 1 - (int)((seed >> 11) % 8);
            cells[b * points + (size_t)(row * size + col)] = (uint8_t)(1 + ((seed >> 20) % 3 == 0));
        }
    int total = 0;
    for (int b = 0; b < N; b++) total += renju_forbidden_map(renju, size, RENJU_BLACK, cells + b * points, one + b * points);
    int thread_counts[] = {1, 0, 2, 3};
    for (int t = 0; t < 4; t++) {
        memset(many, 0xAA, N * points);
        int n = renju_forbidden_maps(renju, size, RENJU_BLACK, cells, N, many, thread_counts[t]);
        CHECK(n == total && memcmp(one, many, N * points) == 0, "%dx%d threads=%d: %d vs %d", size, size, thread_counts[t], n, total);
    }
    CHECK(total > 0, "%dx%d: no forbidden point in the batch", size, size);
    printf("== batches of %dx%d: %d forbidden points over %d boards, the same with 1, all, 2 and 3 threads\n", size, size,
           total, N);
    free(cells);
    free(one);
    free(many);
}

/* 20x20, the board of Gomocup's freestyle and caro games, worked out by hand. */
static void check_20x20(int renju) {
    enum { SIZE = 20, POINTS = SIZE * SIZE };
    uint8_t cells[POINTS], kinds[POINTS];
    char text[512];
    CHECK(renju_point_by_name(SIZE, "t20") == 399 && strcmp(renju_point_name(SIZE, 399), "t20") == 0, "t20 is 399");

    /* Renju on 20x20, black n20 o20 p20 r20 s20 along the last row: q20 makes n20-s20, six
     * (overline). m20 makes only the four m20-p20 (l20 completes five: q20 would make seven)
     * and t20 not even a four (q20 would make seven), so q20 is the only forbidden point. */
    black_stones_of(cells, SIZE, "n20 o20 p20 r20 s20");
    int n = renju_forbidden_map(renju, SIZE, RENJU_BLACK, cells, kinds);
    map_text_of(kinds, SIZE, text, sizeof text);
    printf("== 20x20 overline on the last row: black n20 o20 p20 r20 s20; forbidden: %s\n", text);
    print_map_of(cells, kinds, SIZE);
    CHECK(n == 1 && strcmp(text, "q20 overline") == 0, "20x20 overline: %d, %s", n, text);

    /* RIF 9.3's double-three moved to p17 q17 r18 r19: r17 makes the open row three p17-q17-r17
     * and the column three r17-r18-r19 (r16-r19 can become a straight four). One row higher
     * the column r18-r19-r20 is against the edge (no r21): one three only, nothing forbidden. */
    black_stones_of(cells, SIZE, "p17 q17 r18 r19");
    n = renju_forbidden_map(renju, SIZE, RENJU_BLACK, cells, kinds);
    map_text_of(kinds, SIZE, text, sizeof text);
    printf("== 20x20 double-three by the top edge: black p17 q17 r18 r19; forbidden: %s\n", text);
    CHECK(n == 1 && strcmp(text, "r17 double-three") == 0, "20x20 double-three: %d, %s", n, text);
    black_stones_of(cells, SIZE, "p18 q18 r19 r20");
    CHECK(renju_forbidden_map(renju, SIZE, RENJU_BLACK, cells, kinds) == 0, "20x20: the three against the edge is no three");

    /* The same on a 20x20 renju_board, compared with from-scratch maps after each stone. */
    renju_board *board = renju_board_new(renju, SIZE);
    CHECK(renju_board_size(board) == SIZE, "board size");
    uint8_t scratch[POINTS], kept[POINTS];
    memset(cells, 0, sizeof cells);
    const char *stones[] = {"p17", "q17", "r18", "r19"};
    for (int i = 0; i < 4; i++) {
        int p = point_of(stones[i], SIZE);
        CHECK(renju_board_place(board, p, RENJU_BLACK) == RENJU_PLACED, "20x20 place %s", stones[i]);
        cells[p] = RENJU_BLACK;
        int a = renju_board_forbidden_map(board, RENJU_BLACK, kept);
        int b = renju_forbidden_map(renju, SIZE, RENJU_BLACK, cells, scratch);
        CHECK(a == b && memcmp(kept, scratch, POINTS) == 0, "20x20 kept and scratch maps differ after %s", stones[i]);
    }
    CHECK(renju_board_forbidden(board, point_of("r17", SIZE), RENJU_BLACK) == RENJU_DOUBLE_THREE, "20x20 board r17");
    CHECK(renju_board_place(board, point_of("r17", SIZE), RENJU_BLACK) == RENJU_PLACED_FOUL, "20x20 r17 is a foul");
    renju_board_free(board);

    /* gomoku-freestyle, played on 20x20: black t16 .. t19, then t20 makes five along the last
     * column (on a 15x15 board t20 does not exist). */
    int freestyle = renju_rule_by_name("gomoku-freestyle");
    CHECK(renju_rule_board_size(freestyle) == SIZE, "freestyle's board is 20x20");
    board = renju_board_new(freestyle, renju_rule_board_size(freestyle));
    const char *column[] = {"t16", "t17", "t18", "t19"};
    for (int i = 0; i < 4; i++)
        CHECK(renju_board_place(board, point_of(column[i], SIZE), RENJU_BLACK) == RENJU_PLACED, "freestyle %s", column[i]);
    CHECK(renju_board_place(board, point_of("t20", SIZE), RENJU_BLACK) == RENJU_PLACED_FIVE, "freestyle t20 five");
    CHECK(renju_board_get(board, 399) == RENJU_BLACK, "t20 holds black");
    printf("== 20x20 gomoku-freestyle: black t16 t17 t18 t19, then t20 is a five\n");
    renju_board_free(board);
}

/* A refused call: the code, a message for it, the last-error detail naming `detail`. */
#define EXPECT_ERR(call, code, detail)                                                            \
    do {                                                                                          \
        int r_ = (call);                                                                          \
        CHECK(r_ == (code), "%s returned %d, expected %s (%d)", #call, r_, #code, code);          \
        CHECK(strstr(renju_last_error(), detail) != NULL, "%s: last error \"%s\" lacks \"%s\"", \
              #call, renju_last_error(), detail);                                                 \
        printf("  %-70s -> %3d %s\n      (%s)\n", #call, r_, renju_error_message(r_), renju_last_error()); \
    } while (0)

static void check_errors(int renju) {
    printf("== bad input: every error code a caller can provoke\n");
    uint8_t cells[RENJU_STANDARD_POINTS] = {0}, kinds[2 * RENJU_STANDARD_POINTS], untouched[2 * RENJU_STANDARD_POINTS];
    memset(kinds, 0xAA, sizeof kinds);
    memcpy(untouched, kinds, sizeof kinds);
    int rules = renju_rule_count();
    renju_board *board = renju_board_new(renju, 15);

    /* Rules and names. */
    EXPECT_ERR(renju_rule_by_name(NULL), RENJU_ERR_NULL_POINTER, "name is NULL");
    EXPECT_ERR(renju_rule_by_name("chess"), RENJU_ERR_UNKNOWN_RULE_NAME, "\"chess\"");
    /* An alias finds its rule, as in Rust, the CLI and Python. */
    CHECK(renju_rule_by_name("renju-five-keeps-three") == renju_rule_by_name("renju-completing-five-counts") &&
              renju_rule_by_name("renju-five-keeps-three") >= 0,
          "the alias renju-five-keeps-three");
    EXPECT_ERR(renju_rule_board_size(rules), RENJU_ERR_BAD_RULE, "renju_rule_board_size: rule");
    CHECK(renju_rule_name(-1) == NULL && renju_rule_name(rules) == NULL, "rule_name out of range");
    EXPECT_ERR(renju_forbidden_map(-1, 15, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_RULE, "rule -1");
    EXPECT_ERR(renju_forbidden_map(rules, 15, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_RULE, "is not a rule id");
    CHECK(renju_board_new(rules, 15) == NULL, "board_new(bad rule)");
    CHECK(strstr(renju_last_error(), "renju_board_new") != NULL, "board_new detail: %s", renju_last_error());

    /* renju_forbidden_map. */
    EXPECT_ERR(renju_forbidden_map(renju, 15, 0, cells, kinds), RENJU_ERR_BAD_COLOR, "color 0");
    EXPECT_ERR(renju_forbidden_map(renju, 15, 3, cells, kinds), RENJU_ERR_BAD_COLOR, "color 3");
    EXPECT_ERR(renju_forbidden_map(renju, 15, RENJU_BLACK, NULL, kinds), RENJU_ERR_NULL_POINTER, "cells is NULL");
    EXPECT_ERR(renju_forbidden_map(renju, 15, RENJU_BLACK, cells, NULL), RENJU_ERR_NULL_POINTER, "kinds_out is NULL");
    cells[37] = 3;
    EXPECT_ERR(renju_forbidden_map(renju, 15, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_CELL, "cells[37] (h3: col 7, row 2) is 3");
    cells[37] = 255;
    EXPECT_ERR(renju_forbidden_map(renju, 15, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_CELL, "is 255");
    cells[37] = 0;
    EXPECT_ERR(renju_forbidden_map(renju, 15, RENJU_BLACK, kinds, kinds + 100), RENJU_ERR_OVERLAP, "overlaps");
    /* Sizes: 5 .. 26. */
    EXPECT_ERR(renju_forbidden_map(renju, 4, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_SIZE, "size 4 is not a board size (5 .. 26 points a side)");
    EXPECT_ERR(renju_forbidden_map(renju, 27, RENJU_BLACK, cells, kinds), RENJU_ERR_BAD_SIZE, "size 27");
    EXPECT_ERR(renju_forbidden_maps(renju, -15, RENJU_BLACK, cells, 1, kinds, 1), RENJU_ERR_BAD_SIZE, "size -15");
    CHECK(renju_board_new(renju, 0) == NULL, "board_new(size 0)");
    CHECK(strstr(renju_last_error(), "renju_board_new: size 0") != NULL, "board_new detail: %s", renju_last_error());
    EXPECT_ERR(renju_point_by_name(30, "a1"), RENJU_ERR_BAD_SIZE, "size 30");
    CHECK(renju_point_name(3, 0) == NULL, "point_name(size 3)");
    /* Points: on the board of the size given. */
    EXPECT_ERR(renju_point_by_name(15, "t20"), RENJU_ERR_BAD_POINT, "t20 is off the 15x15 board (columns a-o, rows 1-15)");
    EXPECT_ERR(renju_point_by_name(20, "h0"), RENJU_ERR_BAD_POINT, "\"h0\" is not a point");
    EXPECT_ERR(renju_point_by_name(20, NULL), RENJU_ERR_NULL_POINTER, "name is NULL");
    CHECK(renju_point_name(20, 400) == NULL, "point_name(400) on 20x20");
    CHECK(strstr(renju_last_error(), "point 400 is off the 20x20 board (0 .. 399, row * 20 + col)") != NULL,
          "point_name detail: %s", renju_last_error());
    CHECK(memcmp(kinds, untouched, sizeof kinds) == 0, "kinds_out written on error");

    /* renju_forbidden_maps. */
    uint8_t two[2 * RENJU_STANDARD_POINTS] = {0};
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, NULL, 2, kinds, 1), RENJU_ERR_NULL_POINTER, "cells is NULL");
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 2, NULL, 1), RENJU_ERR_NULL_POINTER, "kinds_out is NULL");
    EXPECT_ERR(renju_forbidden_maps(rules, 15, RENJU_BLACK, two, 2, kinds, 1), RENJU_ERR_BAD_RULE, "not a rule id");
    EXPECT_ERR(renju_forbidden_maps(renju, 15, 7, two, 2, kinds, 1), RENJU_ERR_BAD_COLOR, "color 7");
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 2, kinds, -1), RENJU_ERR_BAD_THREADS, "threads = -1");
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 2, kinds, RENJU_MAX_THREADS + 1), RENJU_ERR_BAD_THREADS, "threads = 257");
    /* RENJU_MAX_CELLS / 225 = 9544371 boards of 15x15 fit, one more does not; 5368709 of 20x20. */
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, (size_t)9544372, kinds, 1), RENJU_ERR_TOO_MANY_BOARDS, "n = 9544372 boards of 15x15");
    EXPECT_ERR(renju_forbidden_maps(renju, 20, RENJU_BLACK, two, (size_t)5368710, kinds, 1), RENJU_ERR_TOO_MANY_BOARDS, "n = 5368710 boards of 20x20");
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, SIZE_MAX, kinds, 1), RENJU_ERR_TOO_MANY_BOARDS, "more than RENJU_MAX_CELLS");
    two[RENJU_STANDARD_POINTS + 224] = 9;
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 2, kinds, 0), RENJU_ERR_BAD_CELL, "board 1, cells[224] (o15: col 14, row 14) is 9");
    two[RENJU_STANDARD_POINTS + 224] = 0;
    EXPECT_ERR(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 2, two + 1, 1), RENJU_ERR_OVERLAP, "overlaps");
    CHECK(memcmp(kinds, untouched, sizeof kinds) == 0, "kinds_out written on error");
    CHECK(renju_forbidden_maps(renju, 15, RENJU_BLACK, two, 0, kinds, 0) == 0, "n = 0");

    /* Boards. */
    EXPECT_ERR(renju_board_place(NULL, 112, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "board is NULL");
    EXPECT_ERR(renju_board_place(board, -1, RENJU_BLACK), RENJU_ERR_BAD_POINT, "point -1");
    EXPECT_ERR(renju_board_place(board, 225, RENJU_BLACK), RENJU_ERR_BAD_POINT, "point 225");
    renju_board *board20 = renju_board_new(renju, 20);
    CHECK(renju_board_place(board20, 225, RENJU_WHITE) == RENJU_PLACED, "point 225 (f12) is on the 20x20 board");
    EXPECT_ERR(renju_board_place(board20, 400, RENJU_BLACK), RENJU_ERR_BAD_POINT, "point 400 is off the 20x20 board (0 .. 399");
    EXPECT_ERR(renju_board_get(board20, -1), RENJU_ERR_BAD_POINT, "off the 20x20 board");
    EXPECT_ERR(renju_board_size(NULL), RENJU_ERR_NULL_POINTER, "board is NULL");
    renju_board_free(board20);
    EXPECT_ERR(renju_board_place(board, 112, 0), RENJU_ERR_BAD_COLOR, "color 0");
    CHECK(renju_board_place(board, 112, RENJU_WHITE) == RENJU_PLACED, "white h8");
    EXPECT_ERR(renju_board_place(board, 112, RENJU_BLACK), RENJU_ERR_OCCUPIED, "point 112 (h8) already holds a white stone");
    EXPECT_ERR(renju_board_undo(NULL), RENJU_ERR_NULL_POINTER, "board is NULL");
    CHECK(renju_board_undo(board) == 0, "undo");
    EXPECT_ERR(renju_board_undo(board), RENJU_ERR_NOTHING_TO_UNDO, "no stone is left");
    EXPECT_ERR(renju_board_clear(NULL), RENJU_ERR_NULL_POINTER, "board is NULL");
    EXPECT_ERR(renju_board_get(NULL, 0), RENJU_ERR_NULL_POINTER, "board is NULL");
    EXPECT_ERR(renju_board_get(board, 300), RENJU_ERR_BAD_POINT, "point 300");
    EXPECT_ERR(renju_board_forbidden(NULL, 0, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "board is NULL");
    EXPECT_ERR(renju_board_forbidden(board, -5, RENJU_BLACK), RENJU_ERR_BAD_POINT, "point -5");
    EXPECT_ERR(renju_board_forbidden(board, 0, -2), RENJU_ERR_BAD_COLOR, "color -2");
    EXPECT_ERR(renju_board_forbidden_map(NULL, RENJU_BLACK, kinds), RENJU_ERR_NULL_POINTER, "board is NULL");
    EXPECT_ERR(renju_board_forbidden_map(board, RENJU_BLACK, NULL), RENJU_ERR_NULL_POINTER, "kinds_out is NULL");
    EXPECT_ERR(renju_board_forbidden_map(board, 4, kinds), RENJU_ERR_BAD_COLOR, "color 4");
    CHECK(memcmp(kinds, untouched, sizeof kinds) == 0, "kinds_out written on error");
    renju_board_free(NULL); /* ignored */

    /* Every code has its own message (renju_game's codes, -16 .. -20, are provoked in game.c); codes
     * the library never returns say so. */
    for (int code = RENJU_ERR_BAD_LIMIT; code <= RENJU_ERR_NULL_POINTER; code++) {
        const char *m = renju_error_message(code);
        CHECK(m && strcmp(m, "unknown error code") != 0 && strcmp(m, "no error") != 0, "message of %d: %s", code, m);
        for (int other = code + 1; other <= RENJU_ERR_NULL_POINTER; other++)
            CHECK(strcmp(m, renju_error_message(other)) != 0, "codes %d and %d share a message", code, other);
    }
    CHECK(strcmp(renju_error_message(RENJU_ERR_BAD_LIMIT - 1), "unknown error code") == 0, "unknown code");
    CHECK(strcmp(renju_error_message(0), "no error") == 0, "code 0");
    renju_board_free(board);
}

/* Rule files loaded at run time (renju_rule_load), by paths from the repository root, where
 * run-examples.sh runs this. Each shipped rules-spec/NAME.toml, loaded, gives the same maps
 * as the built-in rule NAME, for both colors, on the six examples and on random boards of
 * 15x15 and 20x20; a loaded rule plays on a board; bad paths and files are refused with the
 * build's message. */
static void check_rule_files(void) {
    enum { N = 200, SIZE = 20 };
    const int built_in = renju_rule_count();
    uint8_t *cells = malloc((size_t)N * SIZE * SIZE), *a = malloc((size_t)N * SIZE * SIZE),
            *b = malloc((size_t)N * SIZE * SIZE);
    char path[256];
    int loaded = 0, boards = 0;
    for (int rule = 0; rule < built_in; rule++) {
        snprintf(path, sizeof path, "rules-spec/%s.toml", renju_rule_name(rule));
        int id = renju_rule_load(path);
        CHECK(id >= built_in, "renju_rule_load(\"%s\") = %d: %s", path, id, renju_last_error());
        if (id < 0) continue;
        loaded++;
        CHECK(renju_rule_load(path) == id, "%s loaded twice is the same id", path);
        CHECK(strcmp(renju_rule_name(id), renju_rule_name(rule)) == 0, "%s: name %s", path, renju_rule_name(id));
        CHECK(renju_rule_board_size(id) == renju_rule_board_size(rule), "%s: board size", path);
        for (size_t e = 0; e < sizeof EXAMPLES / sizeof EXAMPLES[0]; e++) {
            black_stones(cells, EXAMPLES[e].black);
            for (int color = RENJU_BLACK; color <= RENJU_WHITE; color++) {
                int na = renju_forbidden_map(rule, 15, color, cells, a);
                int nb = renju_forbidden_map(id, 15, color, cells, b);
                CHECK(na == nb && memcmp(a, b, RENJU_STANDARD_POINTS) == 0, "%s: %s, color %d", path, EXAMPLES[e].name,
                      color);
            }
        }
        for (int size = 15; size <= SIZE; size += SIZE - 15) {
            const size_t points = (size_t)(size * size);
            unsigned seed = 11u + (unsigned)rule;
            for (size_t i = 0; i < N * points; i++) {
                seed = seed * 1103515245u + 12345u;
                unsigned r = (seed >> 16) % 100;
                cells[i] = (uint8_t)(r < 12 ? RENJU_BLACK : r < 22 ? RENJU_WHITE : RENJU_EMPTY);
            }
            for (int color = RENJU_BLACK; color <= RENJU_WHITE; color++) {
                int na = renju_forbidden_maps(rule, size, color, cells, N, a, 1);
                int nb = renju_forbidden_maps(id, size, color, cells, N, b, 2);
                CHECK(na == nb && memcmp(a, b, N * points) == 0, "%s: %dx%d, color %d: %d vs %d", path, size, size, color,
                      nb, na);
            }
            boards += N;
        }
    }
    printf("== rule files: %d of rules-spec/ loaded (ids %d ..), each the same maps as its built-in rule on %d boards\n",
           loaded, built_in, boards);
    CHECK(loaded == built_in, "loaded %d rule files of %d", loaded, built_in);

    /* Gomocup's caro (rule 8) on 20x20: black a1 b1 c1 d1 against the edge, white f1; e1 is a
     * five blocked at one end only (the edge does not block), which wins. */
    int caro = renju_rule_load("rules-spec/caro.toml");
    renju_board *board = renju_board_new(caro, renju_rule_board_size(caro));
    CHECK(board != NULL && renju_board_size(board) == SIZE, "caro board: %s", renju_last_error());
    for (int p = 0; p < 4; p++) renju_board_place(board, p, RENJU_BLACK);
    renju_board_place(board, point_of("f1", SIZE), RENJU_WHITE);
    CHECK(renju_board_place(board, point_of("e1", SIZE), RENJU_BLACK) == RENJU_PLACED_FIVE, "caro: e1 is a five");
    renju_board_free(board);

    EXPECT_ERR(renju_rule_load(NULL), RENJU_ERR_NULL_POINTER, "renju_rule_load: path is NULL");
    EXPECT_ERR(renju_rule_load("rules-spec/no-such-rule.toml"), RENJU_ERR_RULE_FILE,
               "renju_rule_load: rules-spec/no-such-rule.toml: cannot read the rule file: ");
    EXPECT_ERR(renju_rule_load("rules-spec/r\xe9nju.toml"), RENJU_ERR_RULE_FILE, "is not UTF-8 (at byte 12)");
    /* Not a rule file: the build's message names the file, line and column, and shows the
     * line with a caret under the column. */
    EXPECT_ERR(renju_rule_load("ffi/Cargo.toml"), RENJU_ERR_RULE_FILE, "renju_rule_load: ffi/Cargo.toml:");
    const char *caret = strrchr(renju_last_error(), '\n');
    CHECK(caret && caret[strlen(caret) - 1] == '^', "a caret line: %s", renju_last_error());
    CHECK(renju_rule_count() == built_in + loaded, "%d rules", renju_rule_count());
    free(cells);
    free(a);
    free(b);
}

int main(void) {
    int renju = renju_rule_by_name("renju");
    printf("renju-ffi %s, %d rules, renju = rule %d\n", renju_version(), renju_rule_count(), renju);
    CHECK(renju >= 0, "renju rule: %d", renju);
    /* The header's version macros are the library's version. */
    char header_version[32];
    snprintf(header_version, sizeof header_version, "%d.%d.%d", RENJU_VERSION_MAJOR, RENJU_VERSION_MINOR,
             RENJU_VERSION_PATCH);
    CHECK(strcmp(header_version, renju_version()) == 0, "header %s, library %s", header_version, renju_version());
    printf("maps: X black, O white, T double-three, F double-four, L overline (forbidden for black)\n");
    check_examples(renju);
    check_other_rule();
    check_game(renju);
    check_20x20(renju);
    check_batches(renju, 15);
    check_batches(renju, 20);
    check_errors(renju);
    check_rule_files();
    printf("%d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
