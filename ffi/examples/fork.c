/* fork.c: renju_forbidden_maps in a forked child, as Python multiprocessing and PyTorch
 * DataLoader workers do it. The parent batches on 2 threads and on all cores (so their pools
 * exist), forks, and the child batches again on all cores, 2 and 3 threads, at 15x15 and
 * 20x20. The parent waits for the child at most 60 s: a child that never answers (waiting
 * for the parent's worker threads, which do not exist in it) is killed and the run fails.
 * Exits 0 when the child answered right, and the parent's pools still work after the fork.
 *
 *   cc -std=c99 -Wall -Wextra -Werror ffi/examples/fork.c -Iffi/include \
 *      target/release/librenju_ffi.a -lpthread -ldl -lm -o fork && ./fork
 */
#define _POSIX_C_SOURCE 200809L
#include "renju.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

enum { BOARDS = 64 };

/* Whether BOARDS copies of RIF 9.3's double-three (black f8 g8 h9 h10 on 15x15; moved to
 * p17 q17 r18 r19 on 20x20) give one forbidden point each, h8 (r17), on `threads`. */
static int judged(int size, int threads) {
    const int points = size * size;
    const char *stones15[] = {"f8", "g8", "h9", "h10"}, *stones20[] = {"p17", "q17", "r18", "r19"};
    const char **stones = size == 15 ? stones15 : stones20;
    const int forbidden = renju_point_by_name(size, size == 15 ? "h8" : "r17");
    uint8_t *cells = calloc(BOARDS, (size_t)points), *kinds = malloc((size_t)BOARDS * (size_t)points);
    if (!cells || !kinds) return 0;
    for (int b = 0; b < BOARDS; b++)
        for (int s = 0; s < 4; s++) cells[b * points + renju_point_by_name(size, stones[s])] = RENJU_BLACK;
    int n = renju_forbidden_maps(renju_rule_by_name("renju"), size, RENJU_BLACK, cells, BOARDS, kinds, threads);
    int ok = n == BOARDS;
    for (int b = 0; b < BOARDS; b++) ok = ok && kinds[b * points + forbidden] == RENJU_DOUBLE_THREE;
    free(cells);
    free(kinds);
    return ok;
}

static int judged_everywhere(void) {
    return judged(15, 0) && judged(15, 2) && judged(20, 3) && judged(20, 0) && judged(15, 1);
}

int main(void) {
    if (!judged(15, 2) || !judged(15, 0)) {
        printf("fork: the parent's batches are wrong (%s)\n", renju_last_error());
        return 1;
    }
    fflush(stdout);
    pid_t child = fork();
    if (child < 0) {
        perror("fork");
        return 1;
    }
    if (child == 0) _exit(judged_everywhere() ? 0 : 1);

    int status = 0;
    pid_t done = 0;
    for (int waited_ms = 0; waited_ms < 60000 && done == 0; waited_ms += 10) {
        done = waitpid(child, &status, WNOHANG);
        if (done == 0) nanosleep(&(struct timespec){.tv_sec = 0, .tv_nsec = 10 * 1000 * 1000}, NULL);
    }
    if (done == 0) {
        kill(child, SIGKILL);
        waitpid(child, &status, 0);
        printf("fork: the child did not answer within 60 s (deadlock)\n");
        return 1;
    }
    int child_ok = done == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    int parent_ok = judged(15, 2) && judged(20, 0);
    printf("fork: %s\n", child_ok && parent_ok
                             ? "the child batched on all cores, 2 and 3 threads after fork(); the parent still does"
                             : "WRONG");
    return child_ok && parent_ok ? 0 : 1;
}
