/* bench.c: the cost of the C ABI, measured from C, in the units of `renju bench`.
 *
 * Positions come from a file of lines "BLACK POINTS / WHITE POINTS" (e.g. "h8 g8 / i9") or
 * are generated here (game-like: each stone near an earlier one, colors alternating, no
 * five on the board), and can be written as JSON Lines so `renju bench` times the very same
 * positions. Each figure is the median of --passes passes over all positions:
 *   maps 1 thread   renju_forbidden_maps(threads = 1) over all boards      us_per_pos
 *   maps all cores  renju_forbidden_maps(threads = 0)                      us_per_pos
 *   map per call    renju_forbidden_map, one call per board                us_per_pos
 *   incremental     per position renju_board_clear, then per stone (black, white, black,
 *                   ..., the rest of the longer list at the end) renju_board_place +
 *                   renju_board_forbidden_map(black)                       ns_per_move
 *   place only      the same replay without reading the map                ns_per_move
 *   point query     renju_board_forbidden on every point of the final boards  ns_per_call
 *   undo            renju_board_undo of every stone of the replay          ns_per_call
 * Compare: `renju bench FILE.jsonl` (us_per_pos) and `renju bench --incremental FILE.jsonl`.
 *
 *   bench [--positions FILE | --generate N] [--seed S] [--write-jsonl FILE] [--passes P]
 *         [--rule NAME] [--only maps|incremental]
 * --only runs just the map figures (maps 1 thread, all cores, per call) or just the
 * incremental ones (place + map, place only), e.g. under a profiler.
 */
#define _POSIX_C_SOURCE 199309L
#include "renju.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
    int black[RENJU_STANDARD_POINTS], white[RENJU_STANDARD_POINTS];
    int nb, nw;
} position;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* CPU time of the whole process (all its threads), or of the calling thread, in seconds. */
static double cpu_clock(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
static double cpu_now(void) { return cpu_clock(CLOCK_THREAD_CPUTIME_ID); }
static double process_cpu_now(void) { return cpu_clock(CLOCK_PROCESS_CPUTIME_ID); }

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void die(const char *what) {
    fprintf(stderr, "bench: %s\n", what);
    exit(2);
}

/* --- positions ------------------------------------------------------------------------ */

static unsigned long long rng_state;
static unsigned next_random(unsigned bound) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % bound);
}

/* Whether a stone of `color` at (col, row) would make five or more in a row. */
static int makes_five(const uint8_t *cells, int col, int row, int color) {
    static const int steps[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    for (int d = 0; d < 4; d++) {
        int run = 1;
        for (int sign = -1; sign <= 1; sign += 2)
            for (int k = 1; k < 6; k++) {
                int c = col + sign * k * steps[d][0], r = row + sign * k * steps[d][1];
                if (c < 0 || c >= 15 || r < 0 || r >= 15 || cells[r * 15 + c] != color) break;
                run++;
            }
        if (run >= 5) return 1;
    }
    return 0;
}

/* A game-like position of 8 .. 47 stones: the first near the centre, each next one within 2
 * points of a random earlier stone, colors alternating, none making a five. */
static void generate(position *pos) {
    uint8_t cells[RENJU_STANDARD_POINTS] = {0};
    int stones[RENJU_STANDARD_POINTS], n = 0, want = 8 + (int)next_random(40);
    pos->nb = pos->nw = 0;
    while (n < want) {
        int color = n % 2 == 0 ? RENJU_BLACK : RENJU_WHITE, placed = 0;
        for (int tries = 0; tries < 100 && !placed; tries++) {
            int base = n ? stones[next_random((unsigned)n)] : 112;
            int col = base % 15 + (int)next_random(5) - 2, row = base / 15 + (int)next_random(5) - 2;
            if (col < 0 || col >= 15 || row < 0 || row >= 15 || cells[row * 15 + col]) continue;
            if (makes_five(cells, col, row, color)) continue;
            int p = row * 15 + col;
            cells[p] = (uint8_t)color;
            stones[n++] = p;
            if (color == RENJU_BLACK) pos->black[pos->nb++] = p;
            else pos->white[pos->nw++] = p;
            placed = 1;
        }
        if (!placed) break;
    }
}

static int parse_point(const char *s) {
    int col = s[0] - 'a', row = atoi(s + 1) - 1;
    if (col < 0 || col >= 15 || row < 0 || row >= 15) return -1;
    return row * 15 + col;
}

/* Reads "h8 g8 / i9" lines; a bad point or a point given twice is an error naming the line. */
static position *read_positions(const char *path, int *count) {
    FILE *f = fopen(path, "r");
    if (!f) die("cannot open the positions file");
    int cap = 1024, n = 0, line_no = 0;
    position *all = malloc(sizeof *all * (size_t)cap);
    char line[4096];
    while (fgets(line, sizeof line, f)) {
        line_no++;
        if (strspn(line, " \t\r\n") == strlen(line)) continue;
        if (n == cap) all = realloc(all, sizeof *all * (size_t)(cap *= 2));
        if (!all) die("out of memory");
        position *pos = &all[n++];
        uint8_t seen[RENJU_STANDARD_POINTS] = {0};
        int white = 0;
        pos->nb = pos->nw = 0;
        for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
            if (strcmp(tok, "/") == 0) {
                white = 1;
                continue;
            }
            int p = parse_point(tok);
            if (p < 0 || seen[p]) {
                fprintf(stderr, "bench: %s line %d: bad or repeated point \"%s\"\n", path, line_no, tok);
                exit(2);
            }
            seen[p] = 1;
            if (white) pos->white[pos->nw++] = p;
            else pos->black[pos->nb++] = p;
        }
    }
    fclose(f);
    *count = n;
    return all;
}

static void write_jsonl(const char *path, const position *all, int n) {
    FILE *f = fopen(path, "w");
    if (!f) die("cannot write the JSON Lines file");
    for (int i = 0; i < n; i++) {
        fprintf(f, "{\"id\": %d, \"black\": [", i);
        for (int k = 0; k < all[i].nb; k++)
            fprintf(f, "%s\"%c%d\"", k ? ", " : "", 'a' + all[i].black[k] % 15, all[i].black[k] / 15 + 1);
        fprintf(f, "], \"white\": [");
        for (int k = 0; k < all[i].nw; k++)
            fprintf(f, "%s\"%c%d\"", k ? ", " : "", 'a' + all[i].white[k] % 15, all[i].white[k] / 15 + 1);
        fprintf(f, "]}\n");
    }
    fclose(f);
}

/* --- timing --------------------------------------------------------------------------- */

typedef struct {
    const char *name, *unit;
    double scale; /* seconds per unit -> figure */
    long units;   /* units per pass */
} measure;

/* Prints "name: ... min max cpu" and "unit=median" for `passes` wall times; `cpu` is the
 * CPU time of all passes together (of the calling thread; of all threads for all cores),
 * printed per unit: on a busy machine it stays near the cost of the work while the wall
 * time does not. */
static void report(const measure *m, double *times, double cpu, int passes, long forbidden, int positions,
                   const char *rule) {
    double figures[1000];
    for (int i = 0; i < passes; i++) figures[i] = times[i] * m->scale / (double)m->units;
    qsort(figures, (size_t)passes, sizeof figures[0], cmp_double);
    double median = passes % 2 ? figures[passes / 2] : (figures[passes / 2 - 1] + figures[passes / 2]) / 2;
    printf("%s: rule=%s positions=%d passes=%d forbidden_per_pass=%ld min=%.3f max=%.3f cpu=%.3f\n%s=%.3f\n",
           m->name, rule, positions, passes, forbidden, figures[0], figures[passes - 1],
           cpu * m->scale / ((double)m->units * passes), m->unit, median);
}

/* What every figure needs. */
typedef struct {
    int rule, n, passes;
    const char *rule_name;
    const position *all;
    const uint8_t *cells; /* n boards */
    uint8_t *kinds;       /* n boards */
    long moves;
} setup;

/* maps 1 thread, maps all cores, map per call; and the price of building a pool. */
static void bench_maps(const setup *s) {
    double times[1000], t0;
    long forbidden = 0;
    /* Building a pool of 2 threads, once (the first call with threads = 2), against a later
     * call: the price of not keeping pools. */
    t0 = now();
    renju_forbidden_maps(s->rule, RENJU_STANDARD_SIZE, RENJU_BLACK, s->cells, 1, s->kinds, 2);
    double first = now() - t0;
    t0 = now();
    renju_forbidden_maps(s->rule, RENJU_STANDARD_SIZE, RENJU_BLACK, s->cells, 1, s->kinds, 2);
    double later = now() - t0;
    printf("first call with threads=2 (builds the pool): %.1f us; a later one: %.1f us\n", first * 1e6, later * 1e6);

    int thread_counts[2] = {1, 0};
    const char *names[2] = {"maps 1 thread", "maps all cores"};
    double cpu[2];
    for (int t = 0; t < 2; t++) {
        double (*clock)(void) = thread_counts[t] == 1 ? cpu_now : process_cpu_now;
        double c0 = clock();
        for (int p = 0; p < s->passes; p++) {
            t0 = now();
            forbidden = renju_forbidden_maps(s->rule, RENJU_STANDARD_SIZE, RENJU_BLACK, s->cells, (size_t)s->n, s->kinds, thread_counts[t]);
            times[p] = now() - t0;
            if (forbidden < 0) die(renju_last_error());
        }
        double spent = clock() - c0;
        cpu[t] = spent * 1e6 / ((double)s->n * s->passes);
        measure m = {names[t], "us_per_pos", 1e6, s->n};
        report(&m, times, spent, s->passes, forbidden, s->n, s->rule_name);
    }
    /* CPU time per position: what the parallel path costs in work (all threads together).
     * With free cores, the wall-time speed-up approaches cores * cpu[0] / cpu[1]. */
    printf("cpu time: 1 thread %.3f us_per_pos, all cores %.3f us_per_pos (all threads together)\n", cpu[0], cpu[1]);

    double c0 = cpu_now();
    for (int p = 0; p < s->passes; p++) {
        t0 = now();
        forbidden = 0;
        for (int i = 0; i < s->n; i++)
            forbidden += renju_forbidden_map(s->rule, RENJU_STANDARD_SIZE, RENJU_BLACK, s->cells + (size_t)i * RENJU_STANDARD_POINTS, s->kinds);
        times[p] = now() - t0;
    }
    measure per_call = {"map per call", "us_per_pos", 1e6, s->n};
    report(&per_call, times, cpu_now() - c0, s->passes, forbidden, s->n, s->rule_name);
}

/* Replays each position on a board: place + map, place only; then point queries, undo, and
 * board creation. */
static void bench_incremental(const setup *s) {
    double times[1000], t0;
    long forbidden = 0;
    renju_board *board = renju_board_new(s->rule, RENJU_STANDARD_SIZE);
    for (int with_map = 1; with_map >= 0; with_map--) {
        double c0 = cpu_now();
        for (int p = 0; p < s->passes; p++) {
            t0 = now();
            forbidden = 0;
            for (int i = 0; i < s->n; i++) {
                const position *pos = &s->all[i];
                renju_board_clear(board);
                int longest = pos->nb > pos->nw ? pos->nb : pos->nw;
                for (int k = 0; k < longest; k++) {
                    if (k < pos->nb) {
                        renju_board_place(board, pos->black[k], RENJU_BLACK);
                        if (with_map) forbidden += renju_board_forbidden_map(board, RENJU_BLACK, s->kinds);
                    }
                    if (k < pos->nw) {
                        renju_board_place(board, pos->white[k], RENJU_WHITE);
                        if (with_map) forbidden += renju_board_forbidden_map(board, RENJU_BLACK, s->kinds);
                    }
                }
            }
            times[p] = now() - t0;
        }
        measure m = {with_map ? "incremental (place + map)" : "place only", "ns_per_move", 1e9, s->moves};
        report(&m, times, cpu_now() - c0, s->passes, forbidden, s->n, s->rule_name);
    }

    /* Point queries and undo, on the replayed boards; thread CPU time (calls too short for
     * the wall clock on a busy machine). */
    double query = 0, undo = 0;
    forbidden = 0;
    for (int i = 0; i < s->n; i++) {
        const position *pos = &s->all[i];
        renju_board_clear(board);
        for (int k = 0; k < pos->nb || k < pos->nw; k++) {
            if (k < pos->nb) renju_board_place(board, pos->black[k], RENJU_BLACK);
            if (k < pos->nw) renju_board_place(board, pos->white[k], RENJU_WHITE);
        }
        t0 = cpu_now();
        for (int pt = 0; pt < RENJU_STANDARD_POINTS; pt++) forbidden += renju_board_forbidden(board, pt, RENJU_BLACK) != 0;
        query += cpu_now() - t0;
        t0 = cpu_now();
        while (renju_board_undo(board) == 0) {
        }
        undo += cpu_now() - t0;
    }
    printf("point query (cpu): forbidden_points=%ld\nns_per_call=%.3f\n", forbidden, query * 1e9 / ((double)s->n * RENJU_STANDARD_POINTS));
    printf("undo (cpu):\nns_per_call=%.3f\n", undo * 1e9 / (double)s->moves);
    renju_board_free(board);

    t0 = cpu_now();
    for (int i = 0; i < 10000; i++) renju_board_free(renju_board_new(s->rule, RENJU_STANDARD_SIZE));
    printf("board new + free (cpu):\nns_per_call=%.3f\n", (cpu_now() - t0) * 1e9 / 10000);
}

int main(int argc, char **argv) {
    const char *positions_path = NULL, *jsonl_path = NULL, *rule_name = "renju", *only = "";
    int generate_n = 20000, passes = 15;
    unsigned long long seed = 1;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!v) die("every option takes a value");
        if (!strcmp(a, "--positions")) positions_path = v;
        else if (!strcmp(a, "--generate")) generate_n = atoi(v);
        else if (!strcmp(a, "--seed")) seed = strtoull(v, NULL, 10);
        else if (!strcmp(a, "--write-jsonl")) jsonl_path = v;
        else if (!strcmp(a, "--passes")) passes = atoi(v);
        else if (!strcmp(a, "--rule")) rule_name = v;
        else if (!strcmp(a, "--only")) only = v;
        else die("unknown option (see the comment at the top of bench.c)");
        i++;
    }
    if (passes < 1 || passes > 1000) die("--passes must be 1 .. 1000");
    int maps = strcmp(only, "incremental") != 0, incremental = strcmp(only, "maps") != 0;
    if (!maps && !incremental) die("--only takes maps or incremental");
    int rule = renju_rule_by_name(rule_name);
    if (rule < 0) die(renju_last_error());

    int n;
    position *all;
    if (positions_path) {
        all = read_positions(positions_path, &n);
    } else {
        if (generate_n < 1) die("--generate must be at least 1");
        rng_state = seed * 2685821657736338717ULL + 1;
        n = generate_n;
        all = malloc(sizeof *all * (size_t)n);
        if (!all) die("out of memory");
        for (int i = 0; i < n; i++) generate(&all[i]);
    }
    if (jsonl_path) write_jsonl(jsonl_path, all, n);

    /* The boards as cells, built before any timing (an engine has them). */
    uint8_t *cells = calloc((size_t)n, RENJU_STANDARD_POINTS), *kinds = malloc((size_t)n * RENJU_STANDARD_POINTS);
    if (!cells || !kinds) die("out of memory");
    long moves = 0;
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < all[i].nb; k++) cells[i * RENJU_STANDARD_POINTS + all[i].black[k]] = RENJU_BLACK;
        for (int k = 0; k < all[i].nw; k++) cells[i * RENJU_STANDARD_POINTS + all[i].white[k]] = RENJU_WHITE;
        moves += all[i].nb + all[i].nw;
    }
    printf("renju-ffi %s; %d positions (%s), %ld stones\n", renju_version(), n,
           positions_path ? positions_path : "generated", moves);

    setup s = {rule, n, passes, rule_name, all, cells, kinds, moves};
    if (maps) bench_maps(&s);
    if (incremental) bench_incremental(&s);

    free(cells);
    free(kinds);
    free(all);
    return 0;
}
