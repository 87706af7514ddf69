// rapfi_adapter.cpp: from Rapfi's packed Pos and cell colours to renju.h points and cells.
//
// Rapfi packs (x, y) as ((y + 5) << 5) | (x + 5): a 32-wide row stride with a 5-cell wall
// on every side, so x = (pos & 31) - 5 and y = (pos >> 5) - 5. Its cell colours are
// BLACK 0, WHITE 1, WALL 2, EMPTY 3. Here x is our column and y our row: point = y * 15 + x.
// (If a program draws y downwards, this board is its mirror image: forbidden points do not
// change under a reflection, only their names; keep one mapping for cells and points.)
#include "renju.h"

#include <array>
#include <cstdint>
#include <cstdio>

namespace rapfi_adapter {

constexpr int BOUNDARY = 5;

// A Rapfi Pos -> our point, or -1 off the 15x15 board.
constexpr int point(int pos) {
    const int x = (pos & 31) - BOUNDARY, y = (pos >> 5) - BOUNDARY;
    return x >= 0 && x < 15 && y >= 0 && y < 15 ? y * 15 + x : -1;
}

// Our point -> a Rapfi Pos.
constexpr int pos(int point) { return ((point / 15 + BOUNDARY) << 5) | (point % 15 + BOUNDARY); }

// Cells from any colour look-up by Pos (e.g. [&](int p) { return board.get(Pos(p)); }).
template <class ColourAt>
void to_cells(ColourAt colour_at, uint8_t cells[RENJU_POINTS]) {
    for (int p = 0; p < RENJU_POINTS; ++p) {
        const int c = static_cast<int>(colour_at(pos(p)));
        cells[p] = c == 0 ? RENJU_BLACK : c == 1 ? RENJU_WHITE : RENJU_EMPTY;
    }
}

}  // namespace rapfi_adapter

int main() {
    // A Rapfi-style board: 32 x 32 colours, WALL around, EMPTY inside.
    std::array<uint8_t, 32 * 32> colours;
    colours.fill(2);
    for (int y = 0; y < 15; ++y)
        for (int x = 0; x < 15; ++x) colours[((y + 5) << 5) | (x + 5)] = 3;
    // RULES "double-three": black f8 g8 h9 h10, i.e. (x, y) = (5, 7) (6, 7) (7, 8) (7, 9).
    for (auto [x, y] : {std::pair{5, 7}, {6, 7}, {7, 8}, {7, 9}}) colours[((y + 5) << 5) | (x + 5)] = 0;

    uint8_t cells[RENJU_POINTS], kinds[RENJU_POINTS];
    rapfi_adapter::to_cells([&](int p) { return colours[p]; }, cells);
    const int n = renju_forbidden_map(renju_rule_by_name("renju"), RENJU_BLACK, cells, kinds);
    const int h8 = rapfi_adapter::point(((7 + 5) << 5) | (7 + 5));
    const bool ok = n == 1 && h8 == 112 && kinds[h8] == RENJU_DOUBLE_THREE &&
                    rapfi_adapter::point(rapfi_adapter::pos(h8)) == h8 && rapfi_adapter::point(0) == -1;
    std::printf("rapfi_adapter: %s\n", ok ? "h8 double-three, as expected" : "WRONG");
    return ok ? 0 : 1;
}
