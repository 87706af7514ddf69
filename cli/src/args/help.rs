//! The words `--help` adds after each subcommand's options: its input and output, examples,
//! and exit statuses (and, in a binary built without the server, what `renju serve` says).

pub(super) const EXAMPLES: &str = "\
Examples:
  echo '{\"id\": 1, \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju batch
  renju check examples/position.txt
  renju explain h8 examples/position.txt
  renju rules
  renju table lookup '...XX*.X...'
  renju replay examples/games.txt
  renju match --engine 'renju-test-brain --seed 1' --engine 'renju-test-brain --seed 2' --games 10
  renju serve

Exit status: 0 all input good, 1 bad input (or an I/O error), 2 bad arguments.";

pub(super) const BATCH_EXAMPLE: &str = "\
Input, one position a line (a missing \"black\" or \"white\" means no stones of that colour):
  {\"id\": \"x\", \"black\": [\"f8\", \"g8\", \"h9\", \"h10\"], \"white\": [\"i9\"]}
or, faster to read, the stones as one \"board\" string of N*N characters (N = \"size\", else
--size, else the rule's board), as a diagram's rows joined: the top row (row N) first, each
row from column a; '.' empty, 'x' or 'X' black, 'o' or 'O' white. On 15x15, character 1 is
a15, 15 is o15, 211 is a1; the point at column c (a = 0) and row r is character (N-r)*N+c+1:
  {\"id\": \"y\", \"board\": \"<82 '.'>x<14 '.'>x<12 '.'>xx<113 '.'>\"}
is black h10, h9, f8 and g8 (the rules' double-three: h8 is forbidden). A string of the wrong
length, or a character that is no point, is an error naming the character and its point.
Output, one line per line in, in the same order (blank lines are skipped):
  {\"id\":\"x\",\"forbidden\":[{\"point\":\"h8\",\"kind\":\"double-three\"}]}
With --color both, white's too (only omok restricts white, and only its double-three):
  {\"id\":\"x\",\"forbidden\":[...],\"forbidden_white\":[]}
A bad line is answered in its place, and the rest is still answered:
  {\"id\":\"x\",\"line\":3,\"error\":\"unknown field `balck`, expected ...\"}
A line longer than --max-line-bytes (default 1048576) is answered with an error as soon as it
is found too long, and skipped without being kept: memory stays bounded whatever the input.

With --rule-file PATH, the rule is read from a rule file (the format of rules-spec/*.toml,
e.g. an edited copy of one) when the command starts: checked and made into tables as the
build does, and a file the build would refuse is refused with the build's message (exit
status 2), before any input is read:
  error: my-rule.toml:20:41: [black] forbidden: unknown forbidden kind \"double-tree\" (...)
    20 | forbidden = [\"overline\", \"double-four\", \"double-tree\"]
       |                                         ^

Examples:
  renju batch --rule renju < examples/positions.jsonl > forbidden.jsonl
  renju batch --rule-file rules-spec/gomoku-standard.toml < examples/positions.jsonl > forbidden.jsonl

Exit status: 0 every line good, 1 some line bad, an I/O error or the output closed before
every line was answered, 2 bad arguments (an unknown rule, a bad rule file).";

pub(super) const CHECK_EXAMPLE: &str = "\
Input: a JSON position ({\"black\": [\"h8\"], \"white\": [\"i9\"]}, id optional) or a board
diagram: 15 rows of '.', 'X' (black) and 'O' (white), row 15 first, row numbers and column
letters optional; lines starting with '#' and 'name: value' header lines are skipped, so a
conformance case file (conformance/cases/*.txt) reads as its board, judged by the first rule
its 'variant:' line names unless --rule or --rule-file is given. Forbidden points are marked
3 (double-three), 4 (double-four) and 6 (overline).

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju check
  renju check --rule gomoku-standard examples/position.txt
  renju check conformance/cases/omok-white-double-three.txt
  renju check --svg examples/position.txt > position.svg

Exit status: 0 position read, 1 bad input or unreadable file, 2 bad arguments.";

pub(super) const EXPLAIN_EXAMPLE: &str = "\
Input: one position, as for `renju check` (a JSON position or a board diagram).
Output: the board with POINT marked *, then why a stone there is forbidden or allowed: each
line's window (5 points each side) and class, the step that decided (five, overline, fours,
threes), and for threes each straight-four point, explained in turn on the board that already
holds POINT. Every straight-four point is tried; nested detail stops at 3 levels or 40 points.

With --json, the same tree as one JSON document: point, color, rule, verdict, the four lines
(direction, window, class) and the threes with each straight-four point's trial.

Examples:
  echo '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' | renju explain h8
  renju explain --rule renju-completing-five-counts --color white h8 examples/position.txt
  renju explain --json h8 examples/position.txt
  renju explain --svg h8 examples/position.txt > h8.svg

Exit status: 0 explained, 1 bad input, unreadable file or POINT occupied, 2 bad arguments
(a bad POINT name, an unknown rule).";

pub(super) const RULES_EXAMPLE: &str = "\
One line per variant: its name, what it says, and (default) after the one used without --rule.

Examples:
  renju rules
  renju batch --rule gomoku-standard < examples/positions.jsonl";

pub(super) const BENCH_EXAMPLE: &str = "\
The file is read and checked first; then each pass times only the engine's work:
building each board from its stone lists and computing black's full forbidden map with
kinds (us_per_pos), or with --incremental, replaying each position from an empty board,
black, white, black, ... (the rest of the longer list at the end) and reading black's map
after every placement (ns_per_move; with --undo, every stone is then taken back, the map
read after each undo too: a unit is a placement and its undo), or with --point, judging
every empty point of each position from scratch for black, one verdict at a time
(ns_per_check). The last line is the median pass.

Example:
  renju corpus --style game --count 10000 --seed 101 > game.jsonl
  renju bench game.jsonl
  renju bench --incremental --reps 15 game.jsonl
  renju bench --undo game.jsonl
  renju bench --point game.jsonl";

pub(super) const CORPUS_EXAMPLE: &str = "\
Styles:
  game   game-like: black and white alternate, black first at h8, each stone within two
         points of a stone already placed; black has as many stones as white or one more
  dense  black-heavy clusters (8-40 black stones, up to half as many white, colours mixed at
         random), each stone within two points of a stone already placed: many forbidden
         points and false threes nested up to 5 deep
  wide   20-90 black and half as many to as many white stones, anywhere on the board
No position holds a five or a longer row of either colour. The same style, count and seed give
the same output, byte for byte, on every machine (ChaCha8 random numbers).

The corpora of the test suite:
  renju corpus --style game --count 10000 --seed 101 > game.jsonl
  renju corpus --style dense --count 10000 --seed 102 > dense.jsonl
  renju corpus --style wide --count 3000 --seed 103 > wide.jsonl
  renju bench game.jsonl";

pub(super) const TABLE_EXAMPLE: &str = "\
A window is 11 characters: 5 points, `*` (the point under test, where the stone is placed),
5 points; `X` own stone, `O` opponent stone or the board edge, `.` empty. Quote it for the
shell (`*`). Classes are said in words: five, overline, four, straight four, two fours,
three (straight-four points ...), nothing.

A rule whose board edge does not block, or whose sixes win by their ends, reads wide windows
(`renju table stats` says which a rule reads): 13 characters, 6 points each side of `*`, `|`
a point past the board edge (and every point beyond it), and at each end (never `X`) what
ends a run of own stones reaching past 5 points. For such a rule, dump lists and stats counts
one wide window per wide seen index (24,964: windows that look alike from `*` share one, the
points it cannot see drawn `.`), and diff compares all 722,500 wide windows. lookup takes
either length under any rule: an 11-character window is read on an open line (its `O`s
opponent stones, `.` past it), a wide window under a rule that reads 11 points as its middle.

--rule-file PATH reads a rule file instead of a built-in rule (see `renju batch --help`); diff
takes a rule file's path (ending in `.toml` or holding a `/`) in place of either name.

Examples:
  renju table dump --rule caro --color white | less
  renju table lookup '....X*.X...'
  renju table lookup --rule caro '||XXXX*O.....'
  renju table stats --rule omok
  renju table diff renju omok --summary
  renju table diff caro conformance/rules/caro-six-needs-an-open-end.toml --summary

Exit status: 0 done, 1 an I/O error, 2 bad arguments (an unknown rule, a bad rule file, a bad
window).";

pub(super) const COMPLETIONS_EXAMPLE: &str = "\
Examples:
  renju completions bash > ~/.local/share/bash-completion/completions/renju
  renju completions zsh > ~/.zfunc/_renju      # with fpath+=(~/.zfunc) in ~/.zshrc
  renju completions fish > ~/.config/fish/completions/renju.fish

Exit status: 0 done, 1 an I/O error, 2 an unknown shell.";

pub(super) const MAN_EXAMPLE: &str = "\
Examples:
  renju man | man -l -
  renju man --dir ~/.local/share/man/man1      # renju.1, renju-batch.1, ... for `man renju-batch`

Exit status: 0 done, 1 an I/O error (the folder cannot be written).";

pub(super) const OPENINGS_EXAMPLE: &str = "\
One line per opening rule: its name, then what it says. A rule of a family takes its N from
the name asked for: soosorv-5 is soosorv-8's rule with N = 5.

Examples:
  renju openings
  renju replay --opening-rule soosorv-8 examples/games.txt";

pub(super) const OPENING_EXAMPLE: &str = "\
For each game: the opening rule, the canonical opening (D1-D13, I1-I13, or none), then either
\"no foul of the opening\" (and what the record does not carry) or the foul: its move and kind,
the sentence that cites the clause, and the board it was made on (+ a square's points, * the
move; a, b two symmetrical offers, with the symmetry that maps one onto the other). Records
carry swaps, declarations and offers as renju replay --help says.

Examples:
  echo 'g: h8 h9 h10 swap h6 offers=g9,i9 g9' | renju opening --opening-rule rif
  renju opening --opening-rule taraguchi-10 --symmetry pattern examples/games.txt

Exit status: 0 every record judged, 1 some record not read or no game, 2 bad arguments.";

pub(super) const REPLAY_EXAMPLE: &str = "\
Output, one JSON line per game, in input order (`move` counts the record's stones from 1):
  {\"game\":\"g1\",\"moves\":9,\"result\":\"black-foul\",\"foul\":{\"move\":9,\"point\":\"h8\",\"kind\":\"double-three\"},\"five\":null}
  {\"game\":\"g2\",\"moves\":9,\"result\":\"black-five\",\"foul\":null,\"five\":{\"move\":9,\"color\":\"black\"}}
A record that goes on after its game ended (a five, a foul) is answered with that end and
\"moves_after_end\": k, the moves after it; with --strict it is an error in its place instead.
A record that cannot be a game (occupied point, off the board, a board the judge does not
play) is answered in its place: {\"game\":\"g3\",\"line\":3,\"error\":\"...\"}.
With --positions: every position before each move, as `renju batch` input (id <game>-m<k>).
A summary (games, results, fouls, errors) ends on stderr.

The opening (--opening-rule NAME or --opening-rule-file PATH; without them, the rule a
record names, if it names one): each answer gains \"opening\": {\"rule\", \"symmetry\", \"name\"
(the canonical opening, e.g. \"D4\", or null), \"title\", \"foul\": null or {\"move\", \"kind\",
\"points\", \"sentence\"}, \"unchecked\": what the record did not carry}; an opening foul ends
the game there (\"result\":\"opening-foul\"). Kinds: outside-square, swap-not-allowed,
declare-out-of-range, offer-count, offer-occupied, symmetric-offers, not-offered. Opening
rules: rif, yamaguchi, soosorv-8 (soosorv-N for any N), taraguchi-10, swap1, swap2, none.
A moves line carries the opening with three words between its moves:
  swap              after a move: the player entitled to swap there did
  declare=K         after a move: K fifth-move offers were declared there
  offers=p,q,...    the fifth-move offers; the next move is the fifth move kept
  e.g.  g7: h8 h9 j10 swap i10 declare=2 offers=g9,j8 g9 f10

Formats and coordinates (every answer names points a1..o15, a1 bottom-left):
  moves   one game a line: `h8 i9 j10` or `h8i9j10`, optional `ID:` prefix; a-o left to
          right, rows 1-15 bottom to top; id = the prefix, else the line number
  rif     RenjuNet XML <game id=..><move>h8 i9 ..</move></game>, points as in moves
  sgf     FF[4] GM[4] game trees, main line, AB/AW setup; `hh` = h8: column from the left,
          then row from the TOP (`aa` = a15); size = SZ; id = GN, else the tree's index
  psq     Piskvork `Piskvorky 15x15, ..` header, then 1-based `x,y,time` lines: x = column
          from the left, y = row from the TOP (8,8 = h8, 1,1 = a15); id = the file name
  renlib  RenLib .lib trees: every root-to-leaf path is a game; node byte = row from the
          top (high nibble 0-14) and column (low nibble 1-15); id = the path's moves
  auto    by extension (.rif/.xml, .sgf, .psq, .lib), else by the first bytes (else moves)

Examples:
  renju replay examples/games.txt
  renju replay --format moves - < examples/games.txt
  renju replay --positions --rule renju examples/games.txt | renju batch
  renju replay --strict examples/games.txt
  renju replay --opening-rule soosorv-8 examples/games.txt

Exit status: 0 every record a game, 1 some record answered with an error (or an I/O
error, or a closed output), 2 bad arguments.";

pub(super) const MATCH_EXAMPLE: &str = "\
Each engine is a Gomocup brain, run as a child process from its command line (split as a
shell splits it: quotes and backslashes, no variables or pipes) and told START, INFO
(timeout_turn, timeout_match, max_memory, game_type, rule), ABOUT, then BEGIN, TURN x,y or
BOARD ... DONE, and END. Gomocup's x,y count from 0 at the TOP-left: x,y is column x and row
N-y of this project's names (0,0 = a15 on 15x15, 0,14 = a1).

Before the first game every engine is started once and must answer START with OK: one
that cannot be started, exits, answers ERROR or says nothing within the start-up's time is
named with what happened, and no game is played (exit status 2). A brain that fails later
loses that game (crash, bad-output, time-out-turn).

Engines are named by --name NAME (once per --engine, in the same order), else by the name
their ABOUT answer gives, else by their program's file name; two engines of one name are
numbered in the order of --engine: \"rapfi (1)\", \"rapfi (2)\".

Every move is judged under the rule by the referee `renju replay` uses: a five wins, a
forbidden move is a foul that loses. A game is also lost by a move on an occupied point or
off the board, a line that is not a move, a crash, or a time-out; a full board, or
--draw-after N stones, is a draw. A rule without a Gomocup number (`INFO rule`) is refused.

Output, one JSON line per game as it ends (stdout):
  {\"game\":1,\"black\":\"...\",\"white\":\"...\",\"opening\":null,\"opening_stones\":0,
   \"result\":\"white-wins\",\"reason\":\"foul\",\"foul\":{\"point\":\"j10\",\"kind\":\"double-three\"},
   \"moves\":[\"h8\",...]}
result: black-wins, white-wins, draw; reason: five, foul, occupied, off-board, bad-output,
crash, time-out-turn, time-out-match, draw-after, full-board. At the end, on stderr: wins,
losses and draws per engine, losses by reason, and for two engines an Elo estimate with its
95% error bar. --records FILE: the games as moves lines, for `renju replay`.

Examples:
  renju match --engine renju-test-brain --engine 'python3 cli/tests/brains/gomocup_brain.py 3' --games 4
  renju match --engine 'renju-test-brain --seed 1' --engine 'renju-test-brain --seed 2' --name one --name two
  renju match --rule gomoku-freestyle --engine renju-test-brain --engine 'renju-test-brain --seed 2' --engine 'renju-test-brain --seed 3' --concurrency 2
  renju match --openings examples/openings.txt --repeat --games 8 --engine renju-test-brain --engine 'renju-test-brain --seed 2' --records games.txt

Exit status: 0 all games played, 1 an I/O error, 2 bad arguments (fewer than two engines,
an engine that cannot start, a rule without a Gomocup number, a bad openings file, --repeat
without --openings), 130 or 143 stopped by SIGINT or SIGTERM
(the brains in play are killed first).";

pub(super) const SERVE_EXAMPLE: &str = "\
A local web server: the board page at / (set up a position, play, explain a point, compare
two rules, replay a game record) and the JSON API it uses:
  POST /api/forbidden  a `renju batch` line (id optional) + rule, color, size -> batch's answer
  POST /api/explain    the same + point -> the `renju explain --json` document
  POST /api/replay     {record, format?, rule?, size?} -> replay answers, per-move forbidden points
  GET  /api/rules      the variants: board sizes, whose moves they restrict, settings in words
A bad request is a 4xx {\"error\": \"...\"}; a body over 64 KiB is a 413.
The first line on stdout is `listening on http://HOST:PORT/`; SIGINT or SIGTERM stops it.
It listens on 127.0.0.1 unless told otherwise (and warns on stderr when told otherwise),
and answers only requests whose Host names it (localhost, 127.0.0.1, [::1], the --bind
address, a --host name: else 421) and that come from no other site's page (else 403);
the API's POST bodies must be Content-Type: application/json (else 415). A replay's answer
holds at most 8 MiB (else 422); a request is stopped at its deadline (408), and a connection
whose answer is not read by then is closed; headers over 16 KiB are refused (431).
With --rule-file PATH, the file's rule is offered too, in place of a built-in rule of its name,
and is the default; a file the build would refuse stops it first (exit status 2).

Examples:
  renju serve                  # then open http://127.0.0.1:8015/
  renju serve --port 0         # any free port (the first line says which)
  renju serve --rule-file conformance/rules/caro-six-needs-an-open-end.toml   # a rule file beside the built-in rules
  curl --json '{\"black\": [\"f8\", \"g8\", \"h9\", \"h10\"]}' http://127.0.0.1:8015/api/forbidden

Exit status: 0 stopped by a signal, 1 cannot listen, 2 bad arguments (a bad rule file).";

/// What `renju --help` says of `renju serve` in a binary built without the server.
#[cfg(not(feature = "serve"))]
pub(super) const NO_SERVER_ABOUT: &str =
    "A local web server (not in this binary: it was built without the feature `serve`)";

/// What `renju serve --help` says first in a binary built without the server.
#[cfg(not(feature = "serve"))]
pub(super) const NO_SERVER: &str = "\
This renju was built without the web server (the cargo feature `serve`): `renju serve` only
says so and exits with status 2. To get it, install renju with its default features:
  cargo install --locked --path cli";

/// What `renju serve --help` says last in a binary built without the server (in place of the
/// server's examples).
#[cfg(not(feature = "serve"))]
pub(super) const NO_SERVER_STATUS: &str = "Exit status: 2, always (this binary has no server).";
