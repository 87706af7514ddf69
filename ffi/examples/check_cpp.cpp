// check_cpp.cpp: the same header from C++ (C++17): an owning wrapper for renju_board, the
// double-three example of the rules on 15x15 and moved by the top edge of 20x20, and
// stateless maps from several threads at once on both sizes.
//
//   c++ -std=c++17 -Wall -Wextra -Werror ffi/examples/check_cpp.cpp -Iffi/include
//       target/release/librenju_ffi.a -lpthread -ldl -lm -o check_cpp && ./check_cpp
#include "renju.h"

#include <cstddef>
#include <cstdio>
#include <cstring>
#include <initializer_list>
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

// The point (col, row) of a board of `size` points a side, e.g. at(15, 'h', 8) = 112.
constexpr int at(int size, char col, int row) { return (row - 1) * size + (col - 'a'); }

// One size's checks: black stones at `black` make `forbidden` (their only forbidden point) a
// double-three, on maps from cells, on a board, and from 4 threads at once.
void check_double_three(int renju, int size, std::initializer_list<int> black, int forbidden) {
    const auto points = static_cast<std::size_t>(size * size);
    std::vector<uint8_t> cells(points), kinds(points);
    for (int p : black) cells[p] = RENJU_BLACK;
    check(renju_forbidden_map(renju, size, RENJU_BLACK, cells.data(), kinds.data()) == 1, "one forbidden point");
    check(kinds[forbidden] == RENJU_DOUBLE_THREE, "a double-three");

    Board board{renju_board_new(renju, size)};
    check(board != nullptr, "board");
    for (int p : black) check(renju_board_place(board.get(), p, RENJU_BLACK) == RENJU_PLACED, "place");
    check(renju_board_forbidden(board.get(), forbidden, RENJU_BLACK) == RENJU_DOUBLE_THREE, "board's double-three");
    check(renju_board_place(board.get(), forbidden, RENJU_BLACK) == RENJU_PLACED_FOUL, "a foul");
    check(renju_board_place(board.get(), forbidden, RENJU_WHITE) == RENJU_ERR_OCCUPIED, "occupied");
    check(std::strstr(renju_last_error(), renju_point_name(size, forbidden)) != nullptr, "the detail names the point");

    // Stateless calls from 4 threads at once give the same map as the main thread's.
    std::vector<std::vector<uint8_t>> results(4, std::vector<uint8_t>(points));
    std::vector<int> counts(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 1000; ++i)
                counts[t] = renju_forbidden_map(renju, size, RENJU_BLACK, cells.data(), results[t].data());
        });
    for (auto &t : threads) t.join();
    for (int t = 0; t < 4; ++t) check(counts[t] == 1 && results[t] == kinds, "thread map");
}

}  // namespace

int main() {
    const int renju = renju_rule_by_name("renju");
    check(renju >= 0, "renju rule");

    // RULES "double-three": black f8 g8 h9 h10; h8 makes the row f8-g8-h8 and the column
    // h8-h9-h10 threes at once, both open: forbidden, and the only forbidden point.
    check_double_three(renju, 15, {at(15, 'f', 8), at(15, 'g', 8), at(15, 'h', 9), at(15, 'h', 10)}, at(15, 'h', 8));
    check(at(15, 'h', 8) == 112, "h8 is 112");
    // The same shape on 20x20 by the top edge: black p17 q17 r18 r19, r17 (the column can
    // still become the straight four r16-r19).
    check_double_three(renju, 20, {at(20, 'p', 17), at(20, 'q', 17), at(20, 'r', 18), at(20, 'r', 19)}, at(20, 'r', 17));
    check(at(20, 't', 20) == 399 && renju_point_by_name(20, "t20") == 399, "t20 is 399");

    std::printf("check_cpp: %s\n", failures ? "FAILED" : "all checks hold");
    return failures ? 1 : 0;
}
