// check_cpp.cpp: the same header from C++ (C++17): an owning wrapper for renju_board, the
// double-three example of the rules, and stateless maps from several threads at once.
//
//   c++ -std=c++17 -Wall -Wextra -Werror ffi/examples/check_cpp.cpp -Iffi/include
//       target/release/librenju_ffi.a -lpthread -ldl -lm -o check_cpp && ./check_cpp
#include "renju.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

namespace {

int failures = 0;

void check(bool ok, const char *what) {
    if (!ok) {
        ++failures;
        std::printf("FAIL: %s (last error: %s)\n", what, renju_last_error());
    }
}

struct BoardDeleter {
    void operator()(renju_board *b) const noexcept { renju_board_free(b); }
};
using Board = std::unique_ptr<renju_board, BoardDeleter>;

constexpr int at(char col, int row) { return (row - 1) * RENJU_SIZE + (col - 'a'); }

}  // namespace

int main() {
    const int renju = renju_rule_by_name("renju");
    check(renju >= 0, "renju rule");

    // RULES "double-three": black f8 g8 h9 h10; h8 makes the row f8-g8-h8 and the column
    // h8-h9-h10 threes at once, both open: forbidden, and the only forbidden point.
    std::array<uint8_t, RENJU_POINTS> cells{};
    for (int p : {at('f', 8), at('g', 8), at('h', 9), at('h', 10)}) cells[p] = RENJU_BLACK;
    std::array<uint8_t, RENJU_POINTS> kinds{};
    check(renju_forbidden_map(renju, RENJU_BLACK, cells.data(), kinds.data()) == 1, "one forbidden point");
    check(kinds[at('h', 8)] == RENJU_DOUBLE_THREE, "h8 is a double-three");

    Board board{renju_board_new(renju)};
    check(board != nullptr, "board");
    for (int p = 0; p < RENJU_POINTS; ++p)
        if (cells[p]) check(renju_board_place(board.get(), p, cells[p]) == RENJU_PLACED, "place");
    check(renju_board_forbidden(board.get(), at('h', 8), RENJU_BLACK) == RENJU_DOUBLE_THREE, "board h8");
    check(renju_board_place(board.get(), at('h', 8), RENJU_BLACK) == RENJU_PLACED_FOUL, "h8 is a foul");
    check(renju_board_place(board.get(), at('h', 8), RENJU_WHITE) == RENJU_ERR_OCCUPIED, "occupied");
    check(std::strstr(renju_last_error(), "h8") != nullptr, "the detail names h8");

    // Stateless calls from 4 threads at once give the same map as the main thread's.
    std::vector<std::array<uint8_t, RENJU_POINTS>> results(4);
    std::vector<int> counts(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 1000; ++i)
                counts[t] = renju_forbidden_map(renju, RENJU_BLACK, cells.data(), results[t].data());
        });
    for (auto &t : threads) t.join();
    for (int t = 0; t < 4; ++t) check(counts[t] == 1 && results[t] == kinds, "thread map");

    std::printf("check_cpp: %s\n", failures ? "FAILED" : "all checks hold");
    return failures ? 1 : 0;
}
