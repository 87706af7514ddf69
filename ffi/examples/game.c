/* game.c: a whole game refereed through the C ABI (renju_game), as a tournament manager
 * would drive it. Without arguments it plays hand-worked games and checks every answer:
 * RIF 9.3's double-three as a game (black's foul at move 9, white wins), a black five and a
 * white five, moves after the end, undo of the deciding move, occupied, off-board and
 * out-of-turn moves refused with nothing placed, NULL refused by every function, set-up
 * stones and the first side to play, a full 5x5 board and a move limit as draws. It prints
 * what it checks and exits 1 on any mismatch.
 *
 * With --face FILE ("-" for stdin) it referees the games of FILE, one a line:
 *
 *     ID RULE SIZE TOKEN...        e.g.   g1 renju 15 sb:h8 mw:i9 mb:j10
 *
 * each token `s` (a set-up stone) or `m` (a move), `b` or `w`, `:`, a point name; either
 * color may make the first move (as in a record), then they alternate. It prints one JSON
 * line per game, the standing as the referee's answer::outcome_json writes it:
 *
 *     {"game":"g1","standing":{"result":"black-foul","winner":"white","move":9,"point":"h8","kind":"double-three"}}
 *     {"game":"g2","standing":{"result":"none","winner":null}}
 *     {"game":"g3","refused":true}      (a token, the rule or the size refused; why on stderr)
 *
 *   cargo build --release -p renju-ffi
 *   cc -std=c99 -Wall -Wextra -Werror ffi/examples/game.c -Iffi/include \
 *      target/release/librenju_ffi.a -lpthread -ldl -lm -o game && ./game
 */
#define _POSIX_C_SOURCE 200809L /* getline */
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

/* A refused call: its code, and the last error naming `detail`. */
#define EXPECT_ERR(call, code, detail)                                                            \
    do {                                                                                          \
        int r_ = (call);                                                                          \
        CHECK(r_ == (code), "%s returned %d, expected %s (%d)", #call, r_, #code, code);          \
        CHECK(strstr(renju_last_error(), detail) != NULL, "%s: last error \"%s\" lacks \"%s\"", \
              #call, renju_last_error(), detail);                                                 \
        printf("  %-62s -> %3d (%s)\n", #call, r_, renju_last_error());                          \
    } while (0)

static const char *KIND_NAME[] = {"allowed", "double-three", "double-four", "overline"};
static const char *REASON_NAME[] = {"", "full-board", "move-limit"};
static const char *COLOR_NAME[] = {"none", "black", "white"};

/* "h8" -> its point on a board of `size`, by the library; -1 if it is none. */
static int point_of(const char *name, int size) {
    int p = renju_point_by_name(size, name);
    return p < 0 ? -1 : p;
}
static int pt(const char *name) { return point_of(name, RENJU_STANDARD_SIZE); }

/* Plays the points of `names` (NULL-terminated) by the side to play, each expected to be an
 * ordinary move. */
static void play_all(renju_game *game, int size, const char *const *names) {
    for (; *names; names++) {
        int r = renju_game_place(game, point_of(*names, size));
        CHECK(r == RENJU_PLACED, "%s: %d (%s)", *names, r, r < 0 ? renju_last_error() : "");
    }
}

/* The game's result; checks that renju_game_result returns its `result`. */
static renju_result result_of(const renju_game *game) {
    renju_result r;
    memset(&r, 0x55, sizeof r);
    int code = renju_game_result(game, &r);
    CHECK(code == r.result, "renju_game_result returned %d, filled in %d", code, r.result);
    return r;
}

/* The standing as outcome_json writes it, into `out`. */
static void standing_json(const renju_game *game, char *out, size_t out_size) {
    renju_result r = result_of(game);
    const char *winner = r.winner == RENJU_BLACK ? "\"black\"" : r.winner == RENJU_WHITE ? "\"white\"" : "null";
    switch (r.result) {
    case RENJU_RESULT_FIVE:
        snprintf(out, out_size, "{\"result\":\"%s-five\",\"winner\":%s,\"move\":%d}", COLOR_NAME[r.color], winner,
                 r.move_number);
        break;
    case RENJU_RESULT_FOUL:
        snprintf(out, out_size, "{\"result\":\"%s-foul\",\"winner\":%s,\"move\":%d,\"point\":\"%s\",\"kind\":\"%s\"}",
                 COLOR_NAME[r.color], winner, r.move_number, renju_point_name(renju_game_size(game), r.point),
                 KIND_NAME[r.kind]);
        break;
    case RENJU_RESULT_DRAW:
        snprintf(out, out_size, "{\"result\":\"draw\",\"winner\":null,\"move\":%d,\"reason\":\"%s\"}", r.move_number,
                 REASON_NAME[r.reason]);
        break;
    default:
        snprintf(out, out_size, "{\"result\":\"none\",\"winner\":null}");
    }
}

/* Checks the game's standing, as JSON, against `expected`. */
static void expect_standing(const renju_game *game, const char *what, const char *expected) {
    char json[256];
    standing_json(game, json, sizeof json);
    printf("  %-40s %s\n", what, json);
    CHECK(strcmp(json, expected) == 0, "%s: %s, expected %s", what, json, expected);
}

/* RIF 9.3's double-three as a game: black f8 g8 h9 h10 (white answering on the a file), then
 * black's h8 makes the open threes f8-g8-h8 and h8-h9-h10 at once: forbidden, a foul at move
 * 9, and white wins. Undo of h8 gives the game back. */
static void check_double_three(int renju) {
    printf("== RIF 9.3's double-three as a game: black f8 g8 h9 h10, white a1 a3 a5 a7, then black h8\n");
    renju_game *game = renju_game_new(renju, 15);
    CHECK(game != NULL, "renju_game_new: %s", renju_last_error());
    CHECK(renju_game_size(game) == 15, "size");
    CHECK(renju_game_to_play(game) == RENJU_BLACK, "black opens");
    static const char *const moves[] = {"f8", "a1", "g8", "a3", "h9", "a5", "h10", "a7", NULL};
    play_all(game, 15, moves);
    uint8_t kinds[RENJU_STANDARD_POINTS];
    int n = renju_game_forbidden_map(game, RENJU_BLACK, kinds);
    CHECK(n == 1 && kinds[pt("h8")] == RENJU_DOUBLE_THREE, "before move 9 black's map is h8 only: %d", n);
    CHECK(renju_game_forbidden(game, pt("h8"), RENJU_BLACK) == RENJU_DOUBLE_THREE, "h8 double-three for black");
    CHECK(renju_game_forbidden(game, pt("h8"), RENJU_WHITE) == RENJU_ALLOWED, "h8 allowed for white");
    expect_standing(game, "after 8 moves:", "{\"result\":\"none\",\"winner\":null}");
    CHECK(renju_game_to_play(game) == RENJU_BLACK, "black to play move 9");
    CHECK(renju_game_place(game, pt("h8")) == RENJU_PLACED_FOUL, "h8 is a foul");
    expect_standing(game, "after black h8:",
                    "{\"result\":\"black-foul\",\"winner\":\"white\",\"move\":9,\"point\":\"h8\",\"kind\":\"double-three\"}");
    renju_result r = result_of(game);
    CHECK(r.result == RENJU_RESULT_FOUL && r.winner == RENJU_WHITE && r.color == RENJU_BLACK && r.move_number == 9 &&
              r.point == pt("h8") && r.kind == RENJU_DOUBLE_THREE && r.reason == 0,
          "the foul's fields");
    CHECK(renju_game_get(game, pt("h8")) == RENJU_BLACK, "the foul's stone is on the board");
    int color = 0;
    CHECK(renju_game_move_count(game) == 9, "9 moves");
    CHECK(renju_game_move(game, r.move_number - 1, &color) == pt("h8") && color == RENJU_BLACK, "move 9 is black h8");
    CHECK(renju_game_move(game, 0, &color) == pt("f8") && color == RENJU_BLACK, "move 1 is black f8");
    CHECK(renju_game_move(game, 7, NULL) == pt("a7"), "move 8 is a7");
    CHECK(renju_game_to_play(game) == RENJU_WHITE, "white would move next");
    CHECK(renju_game_undo(game) == pt("h8"), "undo takes back h8");
    expect_standing(game, "h8 taken back:", "{\"result\":\"none\",\"winner\":null}");
    CHECK(renju_game_to_play(game) == RENJU_BLACK && renju_game_move_count(game) == 8, "black to play again");
    CHECK(renju_game_get(game, pt("h8")) == RENJU_EMPTY, "h8 empty again");
    CHECK(renju_game_forbidden(game, pt("h8"), RENJU_BLACK) == RENJU_DOUBLE_THREE, "h8 forbidden again");
    renju_game_free(game);
}

/* Fives: black h8 h9 h10 h11, white on the a file, black's h12 is five at move 9; white plays
 * on (placed, ruled, the result unchanged). White's five: black a1 c1 e1 g1 i1 (no four, no
 * three: every other point), white h8 .. h12, five at move 10. */
static void check_fives(int renju) {
    printf("== fives: black h8 h9 h10 h11 h12 (move 9), then white a9 after the end; white h8 .. h12 (move 10)\n");
    renju_game *game = renju_game_new(renju, 15);
    static const char *const black[] = {"h8", "a1", "h9", "a3", "h10", "a5", "h11", "a7", NULL};
    play_all(game, 15, black);
    CHECK(renju_game_place(game, pt("h12")) == RENJU_PLACED_FIVE, "h12 is five");
    const char *five = "{\"result\":\"black-five\",\"winner\":\"black\",\"move\":9}";
    expect_standing(game, "after black h12:", five);
    renju_result r = result_of(game);
    CHECK(r.point == pt("h12") && r.color == RENJU_BLACK && r.kind == 0 && r.reason == 0, "the five's fields");
    CHECK(renju_game_place(game, pt("a9")) == RENJU_PLACED, "white a9 after the end is placed");
    expect_standing(game, "after white a9 (after the end):", five);
    CHECK(renju_game_move_count(game) == 10, "10 moves");
    CHECK(renju_game_undo(game) == pt("a9"), "undo a9");
    expect_standing(game, "a9 taken back:", five);
    CHECK(renju_game_undo(game) == pt("h12"), "undo h12");
    expect_standing(game, "h12 taken back:", "{\"result\":\"none\",\"winner\":null}");
    CHECK(renju_game_place(game, pt("h12")) == RENJU_PLACED_FIVE, "h12 again");
    expect_standing(game, "h12 again:", five);

    CHECK(renju_game_clear(game) == 0, "clear");
    CHECK(renju_game_move_count(game) == 0 && renju_game_to_play(game) == RENJU_BLACK, "cleared: black to play");
    static const char *const white[] = {"a1", "h8", "c1", "h9", "e1", "h10", "g1", "h11", "i1", NULL};
    play_all(game, 15, white);
    CHECK(renju_game_place(game, pt("h12")) == RENJU_PLACED_FIVE, "white h12 is five");
    expect_standing(game, "after white h12:", "{\"result\":\"white-five\",\"winner\":\"white\",\"move\":10}");
    renju_game_free(game);
}

/* Draws: gomoku-freestyle on 5x5 (no move forbidden there) filled without a five, rows from
 * the top XXOOX / OOXXO / XXOOX / OOXXO / XXOOX (no row, column or long diagonal of one
 * color): a draw after move 25; renju with a move limit of 10 stones: a draw after move 10. */
static void check_draws(int renju) {
    printf("== draws: a full 5x5 board (gomoku-freestyle), a move limit of 10 stones (renju)\n");
    int freestyle = renju_rule_by_name("gomoku-freestyle");
    renju_game *game = renju_game_new(freestyle, 5);
    static const char *const black[] = {"a1", "b1", "e1", "c2", "d2", "a3", "b3", "e3", "c4", "d4", "a5", "b5", "e5"};
    static const char *const white[] = {"c1", "d1", "a2", "b2", "e2", "c3", "d3", "a4", "b4", "e4", "c5", "d5"};
    for (int i = 0; i < 25; i++) {
        const char *name = i % 2 == 0 ? black[i / 2] : white[i / 2];
        CHECK(renju_game_place(game, point_of(name, 5)) == RENJU_PLACED, "move %d %s", i + 1, name);
        if (i < 24) CHECK(result_of(game).result == RENJU_RESULT_NONE, "not ended after move %d", i + 1);
    }
    expect_standing(game, "5x5 filled:", "{\"result\":\"draw\",\"winner\":null,\"move\":25,\"reason\":\"full-board\"}");
    renju_result r = result_of(game);
    CHECK(r.winner == RENJU_NO_COLOR && r.color == RENJU_NO_COLOR && r.point == -1 && r.kind == 0, "a draw's fields");
    CHECK(renju_game_undo(game) == point_of("e5", 5), "undo e5");
    expect_standing(game, "e5 taken back:", "{\"result\":\"none\",\"winner\":null}");
    renju_game_free(game);

    game = renju_game_new(renju, 15);
    CHECK(renju_game_set_move_limit(game, 10) == 0, "limit 10");
    static const char *const moves[] = {"h8", "a1", "j8", "a3", "l8", "a5", "h10", "a7", "j10", NULL};
    play_all(game, 15, moves);
    CHECK(result_of(game).result == RENJU_RESULT_NONE, "9 stones: not ended");
    CHECK(renju_game_place(game, pt("a9")) == RENJU_PLACED, "the tenth stone");
    expect_standing(game, "10 stones, limit 10:", "{\"result\":\"draw\",\"winner\":null,\"move\":10,\"reason\":\"move-limit\"}");
    CHECK(renju_game_set_move_limit(game, 0) == 0, "no limit");
    CHECK(result_of(game).result == RENJU_RESULT_DRAW, "a draw reached stays reached");
    renju_game_undo(game);
    expect_standing(game, "a9 taken back, no limit:", "{\"result\":\"none\",\"winner\":null}");
    CHECK(renju_game_set_move_limit(game, 9) == 0, "limit 9");
    expect_standing(game, "limit 9 on 9 stones:", "{\"result\":\"draw\",\"winner\":null,\"move\":9,\"reason\":\"move-limit\"}");
    renju_game_free(game);
}

/* Set-up stones and the first side to play: black f8 g8 h9 h10 set up, white to move first
 * (a1), then black's h8 is a double-three at move 2; with no side to play, the first move
 * names its color. */
static void check_set_up(int renju) {
    printf("== set-up stones: black f8 g8 h9 h10 set up, white first (a1), then black h8\n");
    renju_game *game = renju_game_new(renju, 15);
    const char *stones[] = {"f8", "g8", "h9", "h10"};
    for (int i = 0; i < 4; i++) CHECK(renju_game_set_up(game, pt(stones[i]), RENJU_BLACK) == 0, "set up %s", stones[i]);
    CHECK(renju_game_move_count(game) == 0, "set-up stones are not moves");
    CHECK(renju_game_set_first(game, RENJU_WHITE) == 0 && renju_game_to_play(game) == RENJU_WHITE, "white first");
    EXPECT_ERR(renju_game_place_as(game, pt("a1"), RENJU_BLACK), RENJU_ERR_OUT_OF_TURN, "it is white's move");
    CHECK(renju_game_place(game, pt("a1")) == RENJU_PLACED, "white a1");
    EXPECT_ERR(renju_game_set_up(game, pt("a2"), RENJU_WHITE), RENJU_ERR_GAME_BEGUN, "cannot be set up once the game has begun");
    EXPECT_ERR(renju_game_set_first(game, RENJU_BLACK), RENJU_ERR_GAME_BEGUN, "who moves first cannot change");
    CHECK(renju_game_place(game, pt("h8")) == RENJU_PLACED_FOUL, "black h8 is a foul");
    expect_standing(game, "after black h8 (move 2):",
                    "{\"result\":\"black-foul\",\"winner\":\"white\",\"move\":2,\"point\":\"h8\",\"kind\":\"double-three\"}");
    CHECK(renju_game_undo(game) == pt("h8") && renju_game_undo(game) == pt("a1"), "undo both moves");
    EXPECT_ERR(renju_game_undo(game), RENJU_ERR_NOTHING_TO_UNDO, "no move is left to take back");
    CHECK(renju_game_get(game, pt("f8")) == RENJU_BLACK, "set-up stones stay");
    CHECK(renju_game_set_first(game, RENJU_NO_COLOR) == 0 && renju_game_to_play(game) == RENJU_NO_COLOR, "either opens");
    EXPECT_ERR(renju_game_place(game, pt("a1")), RENJU_ERR_NO_SIDE_TO_PLAY, "the first move must name its colour");
    CHECK(renju_game_place_as(game, pt("h8"), RENJU_BLACK) == RENJU_PLACED_FOUL, "black opens with h8: a foul");
    expect_standing(game, "black opens with h8:",
                    "{\"result\":\"black-foul\",\"winner\":\"white\",\"move\":1,\"point\":\"h8\",\"kind\":\"double-three\"}");
    renju_game_free(game);
}

/* Bad moves are refused and place nothing; every function refuses NULL. */
static void check_refusals(int renju) {
    printf("== refused: occupied, off the board, out of turn, bad arguments, NULL\n");
    int rules = renju_rule_count();
    CHECK(renju_game_new(rules, 15) == NULL && strstr(renju_last_error(), "renju_game_new: rule") != NULL,
          "game_new(bad rule): %s", renju_last_error());
    CHECK(renju_game_new(renju, 27) == NULL && strstr(renju_last_error(), "renju_game_new: size 27") != NULL,
          "game_new(size 27): %s", renju_last_error());
    renju_game *game = renju_game_new(renju, 15);
    CHECK(renju_game_place(game, pt("h8")) == RENJU_PLACED, "black h8");
    EXPECT_ERR(renju_game_place(game, pt("h8")), RENJU_ERR_OCCUPIED, "point 112 (h8) already holds a black stone");
    EXPECT_ERR(renju_game_place(game, 225), RENJU_ERR_BAD_POINT, "point 225 is off the 15x15 board");
    EXPECT_ERR(renju_game_place(game, -1), RENJU_ERR_BAD_POINT, "point -1");
    EXPECT_ERR(renju_game_place_as(game, pt("i9"), RENJU_BLACK), RENJU_ERR_OUT_OF_TURN,
               "it is white's move: black played the move before");
    EXPECT_ERR(renju_game_place_as(game, pt("i9"), 3), RENJU_ERR_BAD_COLOR, "color 3");
    EXPECT_ERR(renju_game_set_first(game, -1), RENJU_ERR_BAD_COLOR, "color -1 is not 0 (either), 1 (black) or 2 (white)");
    EXPECT_ERR(renju_game_set_up(game, pt("i9"), 0), RENJU_ERR_BAD_COLOR, "color 0");
    EXPECT_ERR(renju_game_set_move_limit(game, -3), RENJU_ERR_BAD_LIMIT, "stones = -3");
    EXPECT_ERR(renju_game_move(game, 1, NULL), RENJU_ERR_BAD_INDEX, "index 1 is not a move's (0 .. 0)");
    EXPECT_ERR(renju_game_get(game, 300), RENJU_ERR_BAD_POINT, "point 300");
    EXPECT_ERR(renju_game_forbidden(game, 0, 0), RENJU_ERR_BAD_COLOR, "color 0");
    EXPECT_ERR(renju_game_result(game, NULL), RENJU_ERR_NULL_POINTER, "renju_game_result: out is NULL");
    EXPECT_ERR(renju_game_forbidden_map(game, RENJU_BLACK, NULL), RENJU_ERR_NULL_POINTER, "kinds_out is NULL");
    /* Nothing was placed by any of them. */
    CHECK(renju_game_move_count(game) == 1 && renju_game_to_play(game) == RENJU_WHITE, "still one move, white to play");
    CHECK(renju_game_get(game, pt("i9")) == RENJU_EMPTY, "i9 empty");
    expect_standing(game, "after the refusals:", "{\"result\":\"none\",\"winner\":null}");

    renju_result untouched, r;
    memset(&untouched, 0x77, sizeof untouched);
    r = untouched;
    uint8_t kinds[RENJU_STANDARD_POINTS];
    int color = 9;
    EXPECT_ERR(renju_game_place(NULL, 0), RENJU_ERR_NULL_POINTER, "renju_game_place: game is NULL");
    EXPECT_ERR(renju_game_place_as(NULL, 0, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_undo(NULL), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_clear(NULL), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_set_up(NULL, 0, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_set_first(NULL, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_set_move_limit(NULL, 1), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_result(NULL, &r), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_to_play(NULL), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_move_count(NULL), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_move(NULL, 0, &color), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_get(NULL, 0), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_forbidden(NULL, 0, RENJU_BLACK), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_forbidden_map(NULL, RENJU_BLACK, kinds), RENJU_ERR_NULL_POINTER, "game is NULL");
    EXPECT_ERR(renju_game_size(NULL), RENJU_ERR_NULL_POINTER, "game is NULL");
    CHECK(memcmp(&r, &untouched, sizeof r) == 0 && color == 9, "outputs untouched on error");
    renju_game_free(NULL); /* ignored */
    renju_game_free(game);

    /* The new codes have messages of their own. */
    for (int code = RENJU_ERR_BAD_LIMIT; code <= RENJU_ERR_OUT_OF_TURN; code++) {
        const char *m = renju_error_message(code);
        CHECK(strcmp(m, "unknown error code") != 0, "message of %d", code);
        printf("  code %d: %s\n", code, m);
    }
}

/* --face: writes `text` as a JSON string. */
static void print_json_string(const char *text) {
    putchar('"');
    for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
        switch (*c) {
        case '"': fputs("\\\"", stdout); break;
        case '\\': fputs("\\\\", stdout); break;
        case '\b': fputs("\\b", stdout); break;
        case '\f': fputs("\\f", stdout); break;
        case '\n': fputs("\\n", stdout); break;
        case '\r': fputs("\\r", stdout); break;
        case '\t': fputs("\\t", stdout); break;
        default:
            if (*c < 0x20) printf("\\u%04x", *c);
            else putchar(*c);
        }
    }
    putchar('"');
}

/* --face: referees one line's game; 0, or -1 when something is refused (why on stderr). */
static int face_game(const char *id, char *rest, char *standing, size_t standing_size) {
    const char *sep = " \t\r\n";
    const char *rule_name = strtok(rest, sep), *size_text = strtok(NULL, sep);
    if (!rule_name || !size_text) {
        fprintf(stderr, "game %s: a line is ID RULE SIZE TOKEN...\n", id);
        return -1;
    }
    int rule = renju_rule_by_name(rule_name);
    char *end;
    long size = strtol(size_text, &end, 10);
    renju_game *game = rule < 0 || *end || size < 0 || size > 1000 ? NULL : renju_game_new(rule, (int)size);
    if (!game) {
        fprintf(stderr, "game %s: rule %s, size %s: %s\n", id, rule_name, size_text, renju_last_error());
        return -1;
    }
    /* Either color may make the first move, as in a record. */
    int refused = renju_game_set_first(game, RENJU_NO_COLOR) < 0;
    for (char *token = strtok(NULL, sep); token && !refused; token = strtok(NULL, sep)) {
        int kind = token[0], color = token[1] == 'b' ? RENJU_BLACK : token[1] == 'w' ? RENJU_WHITE : 0;
        int well_formed = (kind == 's' || kind == 'm') && color && token[2] == ':';
        int point = well_formed ? renju_point_by_name((int)size, token + 3) : -1;
        int r = point < 0 ? point : kind == 's' ? renju_game_set_up(game, point, color) : renju_game_place_as(game, point, color);
        if (r < 0) {
            fprintf(stderr, "game %s: token %s refused: %s\n", id, token,
                    well_formed ? renju_last_error() : "not s|m, b|w, ':', a point (sb:h8, mw:i9)");
            refused = 1;
        }
    }
    if (!refused) standing_json(game, standing, standing_size);
    renju_game_free(game);
    return refused ? -1 : 0;
}

/* --face FILE: one JSON line per game line of FILE ("-": stdin). */
static int face(const char *path) {
    FILE *in = strcmp(path, "-") == 0 ? stdin : fopen(path, "r");
    if (!in) {
        perror(path);
        return 2;
    }
    char *line = NULL, standing[256];
    size_t capacity = 0;
    while (getline(&line, &capacity, in) != -1) {
        char *id = line + strspn(line, " \t\r\n");
        if (!*id) continue; /* a blank line */
        char *rest = id + strcspn(id, " \t\r\n");
        if (*rest) *rest++ = '\0'; /* the ID ends; the rest of the line follows */
        printf("{\"game\":");
        print_json_string(id);
        if (face_game(id, rest, standing, sizeof standing) == 0) printf(",\"standing\":%s}\n", standing);
        else printf(",\"refused\":true}\n");
    }
    free(line);
    if (in != stdin) fclose(in);
    return 0;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--face") == 0) return face(argv[2]);
    if (argc != 1) {
        fprintf(stderr, "usage: %s            (the hand-worked games)\n       %s --face FILE  (ID RULE SIZE TOKEN... lines)\n",
                argv[0], argv[0]);
        return 2;
    }
    int renju = renju_rule_by_name("renju");
    printf("renju-ffi %s: renju_game, a whole game refereed\n", renju_version());
    check_double_three(renju);
    check_fives(renju);
    check_draws(renju);
    check_set_up(renju);
    check_refusals(renju);
    if (failures) {
        printf("game: %d of %d checks FAILED\n", failures, checks);
        return 1;
    }
    printf("game: all %d checks passed\n", checks);
    return 0;
}
