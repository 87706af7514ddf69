// TypeScript declarations of renju-rules (the same for the Node and the browser entries).

/**
 * A point: its name, a column `a`.. from the left and a row `1`.. from the bottom (`"h8"` is
 * the centre of the 15x15 board), or its row-major index `row * size + col` (`a1` is 0; on
 * 15x15 `h8` is 112), the index into `cells`.
 */
export type Point = string | number;

/** A colour: black, the colour Renju restricts, or white. */
export type Color = "black" | "white";

/** Why a point is forbidden. */
export type Kind = "double-three" | "double-four" | "overline";

/** A kind code, as the maps hold them: 0 none, 1 double-three, 2 double-four, 3 overline. */
export type KindCode = 0 | 1 | 2 | 3;

/** What a move does: a winning five, a foul of the kind named, or neither. */
export type Verdict = "allowed" | "five" | Kind;

/**
 * A position: `size * size` cells, row-major from a1 (row 0 is row "1", column 0 is column
 * "a"), each 0 (empty), 1 (black) or 2 (white). A `Uint8Array` is read as it is; a plain
 * array (or another typed array) of whole numbers is read too.
 */
export type Cells = Uint8Array | Uint8ClampedArray | ArrayLike<number>;

/** The rule and colour of a question. */
export interface RuleOptions {
  /** A rule's name or alias, as `rules()` lists them; default `"renju"`. */
  rule?: string;
  /** Whose forbidden points; default `"black"`. */
  color?: Color;
}

/**
 * The forbidden points of `cells` for `color` under `rule`: `size * size` kind codes (see
 * `KindCode`), row-major. `size` (5 to 26) defaults to the rule's own board (15 for renju, 19
 * for omok, 20 for gomoku-freestyle and caro). `cells` may hold several boards one after
 * another (`n * size * size` cells, as Python's `forbidden` takes an array of boards): the
 * answer is their maps one after another, from one call. Throws an `Error` naming what and
 * where for a number of cells that is no whole number of boards, a cell that is not 0, 1 or
 * 2, an unsupported size, an unknown rule, colour or option (a `TypeError` for a value of the
 * wrong type).
 */
export function forbidden(cells: Cells, size?: number | null, options?: RuleOptions): Uint8Array;

/** One of the four lines through the point explained. */
export interface ExplainedLine {
  /** `"row"`, `"column"`, `"diagonal"` or `"anti-diagonal"`. */
  direction: string;
  /** The 11-point window around the point: `X` own stone, `O` opponent or edge, `.` empty, `*` the point. */
  window: string;
  /** The 13-point wide window, for the rules that read one. */
  wide_window?: string;
  /** The window's class in words: `"three (straight-four points ...)"`, `"nothing"`, ... */
  class: string;
}

/** A straight-four point of a three, judged in turn (the false-three rule, RIF 9.3). */
export interface Trial {
  /** Its offset from the point along the line. */
  offset: number;
  /** Its name. */
  point: string;
  /** Its own explanation, or only its verdict past the limits on nested detail. */
  detail: { explained: Explanation } | { "verdict-only": Verdict } | { occupied: Color };
  /** Whether it makes the three real. */
  makes_real: boolean;
}

/** The tree `renju explain --json` prints: why a colour may or may not play at a point. */
export interface Explanation {
  point: string;
  color: Color;
  rule: string;
  /** The stones placed on the way here (the false-three rule's recursion), in order. */
  played: string[];
  verdict: Verdict;
  lines: [ExplainedLine, ExplainedLine, ExplainedLine, ExplainedLine];
  /** The check of the threes, when two or more lines hold one. */
  threes: null | {
    lines: { direction: string; trials: Trial[] }[];
    with_four: string[];
    examined: boolean;
  };
}

/**
 * Why `color` may or may not play at the empty `point` of `cells` under `rule`: the tree
 * `renju explain --json` prints. Throws as `forbidden` does, and for an occupied point or one
 * off the board.
 */
export function explain(
  cells: Cells,
  size: number | null | undefined,
  point: Point,
  options?: RuleOptions,
): Explanation;

/** A rule variant. */
export interface RuleInfo {
  /** Its name, e.g. `"renju"`. */
  name: string;
  /** One line saying what it is. */
  summary: string;
  /** The side of the board it is played on (any side from 5 to 26 can be asked for). */
  boardSize: number;
  /** The Gomocup protocol's rule number (`INFO rule`), or null. */
  gomocupRule: number | null;
  /** Other names it answers to. */
  aliases: string[];
  /** Whether it is the default rule (`"renju"`). */
  default: boolean;
  /** The kinds each colour may not play (empty: nothing forbidden to that colour). */
  restricts: { black: Kind[]; white: Kind[] };
  /** The rule's settings in words, as `renju rules` and `renju serve`'s page show them. */
  settings: { setting: string; value: string }[];
}

/** Every rule variant, sorted by name. */
export function rules(): RuleInfo[];

/** An opening rule (as `renju openings` lists them). */
export interface OpeningRuleInfo {
  /** Its name, e.g. `"rif"`, `"soosorv-8"` (a rule of a family is named with its N: `"soosorv-5"` is taken too). */
  name: string;
  /** One sentence saying what it asks of the first moves. */
  summary: string;
}

/**
 * The shipped opening rules, sorted by name: `none`, `rif`, `soosorv-8`, `swap1`, `swap2`,
 * `taraguchi-10`, `yamaguchi`; the names `replay`'s and `Game`'s option `openingRule` takes
 * (and a family's with another N, such as `soosorv-5` or `taraguchi-7`).
 */
export function openingRules(): OpeningRuleInfo[];

/** A record format (as `renju replay --format` takes them). */
export interface FormatInfo {
  /** Its name, the value of `readGames`'s and `replay`'s option `format`: `"auto"`, `"moves"`, `"rif"`, `"sgf"`, `"psq"` or `"renlib"`. */
  name: string;
  /** One line saying what it is. */
  description: string;
}

/** The record formats `readGames` and `replay` read, `"auto"` first. */
export function formats(): FormatInfo[];

/** The names of the kind codes, by code: `["none", "double-three", "double-four", "overline"]`. */
export function kinds(): string[];

/** The names of the kind codes, by code (`kinds()`, frozen). */
export const KINDS: readonly string[];

/** How `readGames` reads. */
export interface ReadOptions {
  /** `"auto"` (default: by `name`'s extension, then the first bytes), `"moves"`, `"rif"`, `"sgf"`, `"psq"` or `"renlib"`. */
  format?: string;
  /** The board side of records that state none (move lists, SGF without `SZ`); default 15. */
  defaultSize?: number;
  /** The largest record read, in bytes (default 1 MiB, at least 64); a longer one is an error in its place. */
  maxRecordBytes?: number;
  /** The input's file name: its extension picks the format under `"auto"`, and it is a psq game's id. */
  name?: string;
}

/** One record of a game-record file: a game, or `error` saying why it is none. */
export interface GameRecord {
  /** The game's id (the record's own, else its number); null for an error whose record gave none. */
  id: string | null;
  /** The 1-based line the record (or its fault) starts on, in a text format. */
  line: number | null;
  /** The 0-based byte offset of the record (or its fault), in a binary format (RenLib). */
  byte: number | null;
  /** The board side the points are on; null for an error. */
  size: number | null;
  /** The moves' points, in order. */
  moves: string[];
  /** Who played each move. */
  colors: Color[];
  /** Black's setup stones (SGF `AB`), on the board before the first move. */
  black: string[];
  /** White's setup stones (SGF `AW`). */
  white: string[];
  /**
   * What the record says of its opening besides its stones, as written (the referee judges
   * it): each swap, declaration and set of fifth-move offers, after the number of moves
   * before it (`{ after: 3, event: "swap" }`, `{ after: 3, event: "declare", count: 2 }`,
   * `{ after: 4, event: "offers", points: ["g9", "j8"] }`). Empty for most records.
   */
  openingEvents: OpeningEvent[];
  /** Why this record is no game (naming the move and the text), or null. */
  error: string | null;
}

/** A swap, a declaration or the fifth-move offers a record carries, after `after` moves. */
export interface OpeningEvent {
  /** The number of moves before it. */
  after: number;
  /** What it is. */
  event: "swap" | "declare" | "offers";
  /** The number of offers declared (`"declare"`). */
  count?: number;
  /** The points offered (`"offers"`); the next move is the one kept. */
  points?: string[];
}

/**
 * The games of a game-record file (a string, or the bytes of a binary RenLib file), as
 * `renju replay` reads them: one record per game in order, a record that is no game in its
 * place with `error` set. Throws for an unknown format or option.
 */
export function readGames(input: string | Uint8Array, options?: ReadOptions): GameRecord[];

/** How `replay` reads and judges: the options of `renju replay`. */
export interface ReplayOptions {
  /** `"auto"` (default: by `name`'s extension, then the first bytes), `"moves"`, `"rif"`, `"sgf"`, `"psq"` or `"renlib"` (`--format`). */
  format?: string;
  /** A rule's name or alias, as `rules()` lists them; default `"renju"` (`--rule`). */
  rule?: string;
  /**
   * The board asked for (`--size`), 5 to 26: the board of the records that state none, and a
   * record that states another is an error in its place. Default none: each record on its
   * own board, else on the rule's (15 for renju).
   */
  size?: number;
  /** A record with moves after the game's end is an error, not a result (`--strict`); default false. */
  strict?: boolean;
  /** The input's file name: its extension picks the format under `"auto"`, and it is a psq game's id; default `"-"` (standard input's). */
  name?: string;
  /**
   * The opening rule every record's opening is judged under (`--opening-rule`), as
   * `openingRules()` names them (or a family's with another N: `"soosorv-5"`); default none:
   * the rule a record names, if it names one, else the opening is not judged.
   */
  openingRule?: string;
  /** How symmetrical fifth-move offers are read (`--symmetry`): `"board"` or `"pattern"`; default the opening rule's own. */
  symmetry?: Symmetry;
}

/** How "no two fifth-move offers may be symmetrical" is read: by the 8 symmetries of the board, or by any rotation, reflection and shift of the stones. */
export type Symmetry = "board" | "pattern";

/** A clause of an opening rule broken. */
export type OpeningFoulKind =
  | "outside-square"
  | "swap-not-allowed"
  | "declare-out-of-range"
  | "offer-count"
  | "offer-occupied"
  | "symmetric-offers"
  | "not-offered";

/** The first thing in an opening that breaks its opening rule. */
export interface OpeningFoul {
  /** The move it is judged at, from 1 (a swap or a declaration: the move it follows; the offers: the fifth move). */
  move: number;
  /** The clause broken. */
  kind: OpeningFoulKind;
  /** The points involved: the move outside its square; the offers at fault; the fifth move, then the offers. */
  points: string[];
  /** The square the move had to lie in, in words (`"outside-square"`). */
  square?: string;
  /** The symmetry that maps one offer's position onto the other's, in words (`"symmetric-offers"`). */
  symmetry?: string;
  /** What was wrong, in a sentence citing the clause. */
  sentence: string;
}

/**
 * An opening judged under an opening rule: the `"opening"` object of `renju replay
 * --opening-rule`'s answers, and a `Game`'s `opening`.
 */
export interface OpeningJudgement {
  /** The opening rule's name; null when a record names a rule the referee does not know (nothing judged then). */
  rule: string | null;
  /** The opening rule the record names, when it names one (answers only). */
  named?: string;
  /** How symmetrical offers were read. */
  symmetry?: Symmetry;
  /** The canonical opening's code once moves 1 to 3 make one of the 26 (`"D3"`), else null. */
  name: string | null;
  /** Its traditional name (`"Sosei"`), else null. */
  title: string | null;
  /** The opening's foul (the game ends there: `result` `"opening-foul"`), else null. */
  foul: OpeningFoul | null;
  /** What the rule asks that the record did not carry: `"offers"`, `"declare"`, `"swap"` (marks that do not fit), `"rule"` (an unknown rule named); never guessed, never called a foul. */
  unchecked: string[];
}

/** The answer to a record that was judged: the first five or foul, or neither. */
export interface JudgedGame {
  /** The game's id. */
  game: string;
  /** The record's moves (set-up stones are not moves). */
  moves: number;
  /** `"black-foul"` (or `"white-foul"` under a rule that restricts white), `"black-five"`, `"white-five"`, `"opening-foul"` (the opening broke its opening rule: see `opening.foul`), or `"none"` (neither; a full board too). */
  result: "black-foul" | "white-foul" | "black-five" | "white-five" | "opening-foul" | "none";
  /** The foul that ended the game: its move (from 1), point and kind; else null. */
  foul: { move: number; point: string; kind: Kind } | null;
  /** The five that ended the game: its move and colour; else null. */
  five: { move: number; color: Color } | null;
  /** The moves the record holds after the one that ended the game; absent when none. */
  moves_after_end?: number;
  /** The opening judged, when an opening rule was asked for (`openingRule`) or the record names one; absent otherwise. */
  opening?: OpeningJudgement;
}

/** The answer to a record that is no game (it could not be read, or a move is impossible). */
export interface RefusedGame {
  /** The game's id, when the record gave one; else null. */
  game: string | null;
  /** The 1-based line the record starts on, in a text format (absent in a binary one). */
  line?: number;
  /** The 0-based byte offset of the record, in a binary format (RenLib). */
  byte?: number;
  /** What is wrong, naming the move: `"move 3 (h8) is on an occupied point"`. */
  error: string;
}

/** The answer to one record, as `renju replay` prints it. */
export type ReplayAnswer = JudgedGame | RefusedGame;

/**
 * Every game of a game-record file (a string, or the bytes of a binary RenLib file), read as
 * `readGames` reads it and judged by the referee exactly as `renju replay` judges it: one
 * answer per record, in order, each the JSON line `renju replay --format F --rule R [--size
 * N] [--strict]` prints for it, parsed (so `JSON.stringify(answer)` is that line, without its
 * newline). A record that is no game is answered with its error in its place. Throws for an
 * unknown format, rule or option, or a size that is not 5 to 26.
 *
 * ```js
 * replay('g7: h8 i8 i9 h9 j8 k9 j9 i10 j10 a1\n');
 * // [{ game: 'g7', moves: 10, result: 'black-foul',
 * //    foul: { move: 9, point: 'j10', kind: 'double-three' }, five: null, moves_after_end: 1 }]
 * replay('g7: h8 i8 i9 h9 j8 k9 j9 i10 j10 a1\n', { strict: true })[0].error;
 * // "move 10 (a1) comes after the game ended: black's move 9 was a foul (double-three) (--strict)"
 * // The opening under the RIF rule: moves 1 to 4 on column h make g9 and i9 symmetrical.
 * replay('g: h8 h9 h10 swap h6 offers=g9,i9 g9\n', { openingRule: 'rif' })[0].opening;
 * // { rule: 'rif', symmetry: 'board', name: 'D1', title: 'Kansei',
 * //   foul: { move: 5, kind: 'symmetric-offers', points: ['g9', 'i9'],
 * //           symmetry: 'the reflection in column h', sentence: 'the offers g9 and i9 are symmetrical: …' },
 * //   unchecked: [] }
 * ```
 *
 * The moves format carries an opening's swaps, declaration and offers as the words `swap`,
 * `declare=K` and `offers=p,q,...` between the moves; an unknown `openingRule` or
 * `symmetry` throws the referee's message (`unknown opening rule "chess" (the opening rules
 * are none, rif, …)`).
 */
export function replay(input: string | Uint8Array, options?: ReplayOptions): ReplayAnswer[];

/** What `svg` draws. */
export interface SvgOptions {
  /** A rule's name; default `"renju"`. */
  rule?: string;
  /** A point to explain: ringed, its lines and verdict drawn (`renju explain --svg`). */
  point?: Point;
  /** The colour the point is explained for; default `"black"` (only with `point`). */
  color?: Color;
}

/**
 * The position as the standalone SVG picture `renju check --svg` draws (with `point`, the one
 * of `renju explain --svg`): forbidden points marked by kind, coordinates, a legend.
 */
export function svg(cells: Cells, size?: number | null, options?: SvgOptions): string;

/** How a `Board` starts. */
export interface BoardOptions {
  /** A rule's name; default `"renju"`. */
  rule?: string;
  /** Points on a side, 5 to 26; default the rule's own board. */
  size?: number;
  /** Black stones to start with (not taken back by `undo`). */
  black?: Point[];
  /** White stones to start with. */
  white?: Point[];
  /**
   * The side to play first. Without it: black on an empty board; with set-up stones, no side
   * (`toPlay` is null), for stones do not say whose move it is, and the first `place` must
   * give its colour.
   */
  toPlay?: Color;
  /** The opening rule the game's opening is judged under from its first move (as `openingRules()` names them); default none. */
  openingRule?: string;
  /** How its symmetrical fifth-move offers are read; default the opening rule's own (only with `openingRule`). */
  symmetry?: Symmetry;
}

/** How `Board.fromBoardString` reads its board: the options of `BoardOptions` but the stones. */
export interface BoardStringOptions {
  /** A rule's name; default `"renju"`. */
  rule?: string;
  /** Points on a side, 5 to 26; default the rule's own board. The string has `size * size` characters. */
  size?: number;
  /** The side to play first, as for `BoardOptions`: without it, none when the string holds stones. */
  toPlay?: Color;
  /** The opening rule, as for `BoardOptions`. */
  openingRule?: string;
  /** How its symmetrical offers are read (only with `openingRule`). */
  symmetry?: Symmetry;
}

/**
 * How a game stands (`Board.result`), as the referee gives it, and as every face of the
 * project does (Python's `Board.result`):
 *
 * - a foul: `{ result: "black-foul", winner: "white", move: 9, point: "h8", kind: "double-three" }`
 *   (`"white-foul"` under a rule that restricts white);
 * - a five: `{ result: "black-five", winner: "black", move: 9 }` (or `"white-five"`);
 * - a board filled with neither: `{ result: "draw", winner: null, move: 225, reason: "full-board" }`;
 * - an opening that broke the game's opening rule: `{ result: "opening-foul", winner: null, move: 2 }`
 *   (the clause, its points and sentence in the game's `opening`);
 * - nothing yet: `{ result: "none", winner: null }`.
 *
 * `move` counts the moves from 1 (set-up stones are not moves).
 */
export interface GameResult {
  /** `"black-foul"`, `"white-foul"`, `"black-five"`, `"white-five"`, `"opening-foul"`, `"draw"` or `"none"`. */
  result: "black-foul" | "white-foul" | "black-five" | "white-five" | "opening-foul" | "draw" | "none";
  /** Who won: the colour that made five, or the opponent of the one that fouled; null for an opening foul, a draw or a game not ended. */
  winner: Color | null;
  /** The number of the move that ended the game (absent while it has not ended). */
  move?: number;
  /** A foul's point. */
  point?: string;
  /** A foul's kind. */
  kind?: Kind;
  /** A draw's reason: `"full-board"`. */
  reason?: string;
}

/**
 * A game played move by move under one rule, refereed by the project's referee (the crate
 * `renju-referee`, which `renju replay`, the server and the Python package's `Board` use
 * too): it knows whose move it is, rules each move on the board before it (RIF article 9: a
 * five wins, a move forbidden to its colour is a foul that loses), ends the game at the
 * first five or foul (`result`), and takes moves back. Both colours' forbidden maps are kept
 * up to date as stones come and go. Exported as `Game` too (the same class). Its memory is
 * freed by the garbage collector, or at once by `free()`.
 *
 * The colours alternate: `place(point)` plays the side to play's stone, and
 * `place(point, color)` refuses the colour that played the move before (before the first
 * move, the colour that is not `toPlay`). A board set up with stones and no `toPlay` has no
 * side to play (`toPlay` null) until its first move, which must give its colour:
 * `new Game({ black: ['h8'] }).place('i9')` throws, saying to pass `'white'` (or `toPlay`).
 *
 * ```js
 * const game = new Game();  // renju, 15x15, black to play
 * for (const p of ['f8', 'a1', 'g8', 'a3', 'h9', 'a5', 'h10', 'a7']) game.place(p);  // 'allowed' each
 * game.place('h8');         // 'double-three': black's foul (RIF 9.3), the stone placed
 * game.result;              // { result: 'black-foul', winner: 'white', move: 9, point: 'h8', kind: 'double-three' }
 * game.undo();              // 'h8'
 * game.result;              // { result: 'none', winner: null }
 * game.place('h8', 'white') // throws: it is black's move: white played the move before
 * ```
 *
 * Under an opening rule (`openingRule`), the opening is judged as it is played, with the
 * swaps, the declaration and the fifth-move offers between the moves:
 *
 * ```js
 * const rif = new Game({ openingRule: 'rif' });
 * for (const p of ['h8', 'h9', 'j10']) rif.place(p);
 * rif.swap();                     // allowed after move 3
 * rif.place('i10');
 * rif.offer(['g9', 'j8']);        // two offers, not symmetrical
 * rif.place('g9');                // the one kept
 * rif.opening;                    // { rule: 'rif', symmetry: 'board', name: 'D3', title: 'Sosei', foul: null, unchecked: [] }
 * ```
 */
export class Board {
  constructor(options?: BoardOptions);
  /**
   * The board a board string describes: `size * size` characters, the rows joined, the top
   * row (row `size`) first, each from column a; `.` empty, `x` or `X` black, `o` or `O` white
   * (the point at column `c`, 0 for a, and row `r`, 1 for the bottom row, is character
   * `(size - r) * size + c`). `text` is a string or a `Uint8Array` of its bytes. Its stones are
   * set-up stones, not taken back by `undo`. Throws a `TypeError` for another type, an
   * `Error` for the wrong length or a character that is no point (named by its byte index and
   * value).
   *
   * ```js
   * const board = Board.fromBoardString('X...........o...........o', { size: 5, toPlay: 'black' });
   * board.get('a5'); // 1: a black stone (character 0); c3 and e1 are white
   * board.toPlay;    // 'black', as stated (without toPlay: null, not known)
   * ```
   */
  static fromBoardString(text: string | Uint8Array, options?: BoardStringOptions): Board;
  /**
   * Plays a stone of `color` (default: the side to play, `toPlay`) on the empty `point`,
   * ruled by the referee on the board before it, and passes the turn: returns `"five"`, the
   * forbidden kind (a foul for that colour; the stone is placed all the same) or `"allowed"`.
   * The first five or foul ends the game (`result`); moves after it are still placed and
   * ruled, and change nothing of the result. Throws, placing nothing, for an occupied point,
   * one off the board, a `color` out of turn (`it is black's move: white played the move
   * before`): the colours alternate; or no `color` where no side is known to play (a board
   * set up with stones and no `toPlay`, before its first move).
   */
  place(point: Point, color?: Color): Verdict;
  /**
   * The player entitled to swap colours does, after the moves so far; the referee judges it
   * against the places the opening rule allows a swap (elsewhere it is an opening foul). The
   * stones and `toPlay` stay as they are. Throws for a game made without `openingRule`.
   */
  swap(): void;
  /**
   * `count` fifth-move offers (a whole number from 0) are declared, after the moves so far;
   * a count outside the rule's bounds, or a declaration where the rule takes none, is an
   * opening foul. Throws for a game made without `openingRule`, or a count that is no whole
   * number.
   */
  declare(count: number): void;
  /**
   * The fifth-move offers, before the next move, which must be one of them: the referee
   * judges their count, that each is empty and given once, and that no two are symmetrical
   * (a fault is an opening foul; a fifth move not among them is one when it is played).
   * Throws for a game made without `openingRule`, or a point off the board.
   */
  offer(points: Point[]): void;
  /**
   * Takes back the last move (never a set-up stone), gives the turn back to its colour, undoes
   * the result it decided (if any), and returns its point's name; `undefined` when no move is
   * left. Under an opening rule the opening is judged again on the moves left and the swaps,
   * declaration and offers made before the move taken back (those made after it are dropped).
   */
  undo(): string | undefined;
  /**
   * Takes every stone off, the set-up ones too, and empties the history: an empty board of
   * the same rule and size, black to play (in place: keep one board for many games).
   */
  clear(): void;
  /** The stone at `point`: 0 empty, 1 black, 2 white. */
  get(point: Point): 0 | 1 | 2;
  /** `color`'s forbidden map (default black): `size * size` kind codes, row-major. */
  forbiddenMap(color?: Color): Uint8Array;
  /** Why `color` (default black) may or may not play at the empty `point` (as `explain`). */
  explain(point: Point, color?: Color): Explanation;
  /** The position as `size * size` cells, row-major. */
  cells(): Uint8Array;
  /** Points on a side. */
  readonly size: number;
  /** The rule's name. */
  readonly rule: string;
  /**
   * The side to play: the opponent of the colour that moved last (before the first move,
   * `toPlay` as made, black on an empty board); null before the first move of a board set up
   * with stones and no `toPlay`.
   */
  readonly toPlay: Color | null;
  /** The points of the moves, in order (not the set-up stones). */
  readonly moves: string[];
  /** How the game stands (see `GameResult`): a new object at each read. */
  readonly result: GameResult;
  /**
   * The opening judged so far under the game's opening rule (the shape of `replay`'s
   * `opening`, without `named`), a new object at each read; null for a game made without
   * `openingRule`.
   */
  readonly opening: OpeningJudgement | null;
  /** Frees the board's memory now (the board is unusable after). */
  free(): void;
}

/**
 * The referee's game: the same class as `Board` (`Game === Board`), under the name the
 * referee gives it. `new Game({ rule, size, black, white, toPlay })`.
 */
export declare const Game: typeof Board;
/** The referee's game: a `Board`. */
export type Game = Board;
