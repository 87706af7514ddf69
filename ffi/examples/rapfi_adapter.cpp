// rapfi_adapter.cpp: from Rapfi's packed Pos and cell colours to renju.h points and cells,
// on its 15x15 and 20x20 boards.
//
// Rapfi packs (x, y) as ((y + 5) << 5) | (x + 5): a 32-wide row stride with a 5-cell wall
// on every side (so boards of up to 22 points a side), so x = (pos & 31) - 5 and
// y = (pos >> 5) - 5. Its cell colours are BLACK 0, WHITE 1, WALL 2, EMPTY 3. Here x is our
// column and y our row: point = y * size + x. (If a program draws y downwards, this board is
// its mirror image: forbidden points do not change under a reflection, only their names;
// keep one mapping for cells and points.)
#include "renju.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <utility>
#include <vector>

namespace rapfi_adapter {

constexpr int BOUNDARY = 5;

// A Rapfi Pos -> our point on a board of `size` points a side, or -1 off that board.
constexpr int point(int pos, int size) {
    const int x = (pos & 31) - BOUNDARY, y = (pos >> 5) - BOUNDARY;
    return x >= 0 && x < size && y >= 0 && y < size ? y * size + x : -1;
}

// Our point -> a Rapfi Pos.
constexpr int pos(int point, int size) { return ((point / size + BOUNDARY) << 5) | (point % size + BOUNDARY); }

// Cells (size * size) from any colour look-up by Pos (e.g. [&](int p) { return board.get(Pos(p)); }).
template <class ColourAt>
void to_cells(ColourAt colour_at, int size, uint8_t *cells) {
    for (int p = 0; p < size * size; ++p) {
        const int c = static_cast<int>(colour_at(pos(p, size)));
        cells[p] = c == 0 ? RENJU_BLACK : c == 1 ? RENJU_WHITE : RENJU_EMPTY;
    }
}

}  // namespace rapfi_adapter

// A Rapfi-style board of `size` with black stones at `black` ((x, y) pairs); whether its one
// forbidden point is a double-three at `expected` (x, y).
static bool check(int size, std::vector<std::pair<int, int>> black, std::pair<int, int> expected) {
    std::array<uint8_t, 32 * 32> colours;
    colours.fill(2);  // WALL around, EMPTY inside
    for (int y = 0; y < size; ++y)
        for (int x = 0; x < size; ++x) colours[((y + 5) << 5) | (x + 5)] = 3;
    for (auto [x, y] : black) colours[((y + 5) << 5) | (x + 5)] = 0;

    std::vector<uint8_t> cells(static_cast<std::size_t>(size * size)), kinds(cells.size());
    rapfi_adapter::to_cells([&](int p) { return colours[p]; }, size, cells.data());
    const int n = renju_forbidden_map(renju_rule_by_name("renju"), size, RENJU_BLACK, cells.data(), kinds.data());
    const auto [ex, ey] = expected;
    const int at = rapfi_adapter::point(((ey + 5) << 5) | (ex + 5), size);
    return n == 1 && at == ey * size + ex && kinds[at] == RENJU_DOUBLE_THREE &&
           rapfi_adapter::point(rapfi_adapter::pos(at, size), size) == at && rapfi_adapter::point(0, size) == -1;
}

int main() {
    // RULES "double-three": black f8 g8 h9 h10, i.e. (x, y) = (5, 7) (6, 7) (7, 8) (7, 9): h8,
    // point 112. On 20x20, the shape moved to p17 q17 r18 r19: r17, point 16 * 20 + 17 = 337.
    const bool ok15 = check(15, {{5, 7}, {6, 7}, {7, 8}, {7, 9}}, {7, 7});
    const bool ok20 = check(20, {{15, 16}, {16, 16}, {17, 17}, {17, 18}}, {17, 16});
    const bool ok = ok15 && ok20 && rapfi_adapter::point(((7 + 5) << 5) | (7 + 5), 15) == 112 &&
                    rapfi_adapter::point(((16 + 5) << 5) | (17 + 5), 20) == 337;
    std::printf("rapfi_adapter: %s\n", ok ? "h8 (15x15) and r17 (20x20) double-threes, as expected" : "WRONG");
    return ok ? 0 : 1;
}
