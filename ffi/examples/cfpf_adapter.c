/* cfpf_adapter.c: from a CForbiddenPointFinder board (RenLib) to renju.h cells and points.
 *
 * CForbiddenPointFinder keeps `char cBoard[17][17]`: a 15x15 board inside a one-point wall
 * ('$'). A point (x, y), both 0-based, is cBoard[x + 1][y + 1]; x runs along a row (its
 * "horizontal direction" varies the first index) and y grows upwards (its '/' diagonal goes
 * "lower-left to upper-right" with x and y both growing). So x is our column (0 = a) and y
 * our row (0 = row 1): point = y * 15 + x. Stones are BLACKSTONE 'X', WHITESTONE 'O',
 * EMPTYSTONE '.' in RenLib; ports use other values (e.g. 1, 2, 0), so they are parameters.
 */
#include "renju.h"

#include <stdio.h>
#include <string.h>

/* cBoard -> cells. Returns 0, or -1 (with *bad_x, *bad_y) on a cell that is none of the
 * three stones. */
static int cfpf_to_cells(const char board[17][17], char black, char white, char empty,
                         uint8_t cells[RENJU_STANDARD_POINTS], int *bad_x, int *bad_y) {
    for (int x = 0; x < 15; x++)
        for (int y = 0; y < 15; y++) {
            char c = board[x + 1][y + 1];
            if (c != black && c != white && c != empty) {
                *bad_x = x;
                *bad_y = y;
                return -1;
            }
            cells[y * 15 + x] = c == black ? RENJU_BLACK : c == white ? RENJU_WHITE : RENJU_EMPTY;
        }
    return 0;
}

/* AddStone(x, y, cStone) -> renju_board_place. */
static int cfpf_point(int x, int y) { return y * 15 + x; }

int main(void) {
    /* RenLib's Clear(): wall around, empty inside. */
    char board[17][17];
    memset(board, '$', sizeof board);
    for (int i = 1; i <= 15; i++)
        for (int j = 1; j <= 15; j++) board[i][j] = '.';
    /* RULES "double-three": black f8 g8 h9 h10 (f = x 5, row 8 = y 7). */
    board[5 + 1][7 + 1] = 'X';
    board[6 + 1][7 + 1] = 'X';
    board[7 + 1][8 + 1] = 'X';
    board[7 + 1][9 + 1] = 'X';

    uint8_t cells[RENJU_STANDARD_POINTS], kinds[RENJU_STANDARD_POINTS];
    int bad_x, bad_y;
    if (cfpf_to_cells((const char (*)[17])board, 'X', 'O', '.', cells, &bad_x, &bad_y) != 0) {
        printf("cfpf_adapter: bad cell at x %d, y %d\n", bad_x, bad_y);
        return 1;
    }
    int renju = renju_rule_by_name("renju");
    int n = renju_forbidden_map(renju, RENJU_STANDARD_SIZE, RENJU_BLACK, cells, kinds);
    /* h8 = (x 7, y 7) is the one forbidden point, a double-three. */
    int ok = n == 1 && kinds[cfpf_point(7, 7)] == RENJU_DOUBLE_THREE;
    printf("cfpf_adapter: %s\n", ok ? "h8 double-three, as expected" : "WRONG");
    return ok ? 0 : 1;
}
