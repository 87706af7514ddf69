// The page's answers computed in the browser by the WebAssembly package renju-rules, for the
// static site `make site` writes (target/site/, where this file takes the place of the
// server's api.js): the same four functions, with the same answers, as the JSON API of
// `renju serve` (cli/assets/api.js), and no server. Every ruling is the package's (the
// runtime's, compiled to WebAssembly); this file only turns the page's questions into the
// package's calls and the answers into the shapes the server gives. The page's tests
// (e2e/, `make site-e2e`) hold both back ends to the same contract, and this one to the
// answers of the `renju` command.

import { MAX_SIZE, MIN_SIZE } from './state.js';
import { Board, KINDS, explain as explainTree, forbidden as forbiddenCodes, readGames, rules as ruleList } from './renju-rules/index.js';

/** A refused question: the package's message (the server's 400 has no status here). */
export class ApiError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

/** Runs `work`, turning what the package throws into an `ApiError` with its message. */
async function answer(work) {
  try {
    return work();
  } catch (error) {
    throw new ApiError(error.message);
  }
}

const list = () => ruleList();

/** The rule named `name` (a name or an alias), as `rules()` lists it, or null. */
const ruleNamed = (name) => list().find((r) => r.name === name || r.aliases.includes(name)) ?? null;

/** The board size asked (or the rule's own board), refused as the server refuses it. */
function sizeOf(size, rule) {
  const n = size ?? ruleNamed(rule)?.boardSize ?? 15;
  if (!Number.isInteger(n) || n < MIN_SIZE || n > MAX_SIZE) throw new Error(`board size ${n} is outside ${MIN_SIZE}..${MAX_SIZE}`);
  return n;
}

/** The position's cells on a board of `size`: the package reads the stones (and names a bad or doubled one). */
function cellsOf({ black, white }, rule, size) {
  const board = new Board({ rule, size, black, white });
  try {
    return board.cells();
  } finally {
    board.free();
  }
}

/** The name of the point at index `i` (`row * size + col`) of a board of `size`. */
const nameOf = (i, size) => `${String.fromCharCode(97 + (i % size))}${Math.floor(i / size) + 1}`;

/** A map of kind codes as the batch lists it: `[{point, kind}]`, from a1 row by row. */
function listOf(codes, size) {
  const out = [];
  codes.forEach((code, i) => {
    if (code !== 0) out.push({ point: nameOf(i, size), kind: KINDS[code] });
  });
  return out;
}

/** Both colours' forbidden points of `cells` under `rule`: `{forbidden, forbidden_white}`. */
function bothMaps(cells, rule, size) {
  return {
    forbidden: listOf(forbiddenCodes(cells, size, { rule, color: 'black' }), size),
    forbidden_white: listOf(forbiddenCodes(cells, size, { rule, color: 'white' }), size),
  };
}

/** The variants, their board sizes and whose moves they restrict (the shape of `GET /api/rules`). */
export const rules = () =>
  answer(() => {
    const all = list();
    const sizes = [];
    for (let n = MIN_SIZE; n <= MAX_SIZE; n++) sizes.push(n);
    return {
      default: all.find((r) => r.default).name,
      sizes: { min: MIN_SIZE, max: MAX_SIZE, supported: sizes },
      rules: all.map((r) => ({
        name: r.name,
        summary: r.summary,
        aliases: r.aliases,
        gomocup_rule: r.gomocupRule,
        board_size: r.boardSize,
        restricts: r.restricts,
        rule_file: null,
        settings: r.settings,
      })),
    };
  });

/** Both colours' forbidden points of a position: `{forbidden, forbidden_white}`. */
export const forbidden = (position, rule, size) =>
  answer(() => {
    const n = sizeOf(size, rule);
    return bothMaps(cellsOf(position, rule, n), rule, n);
  });

/** Why `point` is forbidden or allowed for `color`: the `renju explain --json` tree. */
export const explain = (position, point, color, rule, size) =>
  answer(() => {
    const n = sizeOf(size, rule);
    return explainTree(cellsOf(position, rule, n), n, point, { rule, color });
  });

/** The bytes of a record given in base64 (a binary RenLib file). */
function bytesOf(base64) {
  const binary = atob(base64.trim());
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * One record's game played move by move on a `Board` of the package, as `renju replay`
 * referees it: the verdict of each move until the first five or foul, later moves still on
 * empty points, one side never moving twice in a row. `{answer, setup, moves, positions}` as
 * the server's replay gives a judged game, or `{answer}` with the error in its place.
 */
function judged(record, rule, size) {
  const refused = (error) => ({
    answer: { game: record.id, ...(record.line != null ? { line: record.line } : {}), ...(record.byte != null ? { byte: record.byte } : {}), error },
  });
  if (record.error) return refused(record.error);
  if (record.size !== size) return refused(`the record's board is ${record.size}x${record.size}, but --size asks for ${size}x${size}`);
  const setup = [...record.black.map((point) => ({ point, color: 'black' })), ...record.white.map((point) => ({ point, color: 'white' }))];
  const moves = record.moves.map((point, i) => ({ point, color: record.colors[i] }));
  let board;
  try {
    board = new Board({ rule, size });
    for (const [i, { point, color }] of setup.entries()) {
      if (board.get(point) !== 0) return refused(`setup stone ${i + 1} (${point}) is on an occupied point`);
      board.place(point, color);
    }
    const positions = [];
    const mapsNow = (id) => {
      const cells = board.cells();
      positions.push({ id, ...bothMaps(cells, rule, size) });
    };
    let foul = null;
    let five = null;
    let previous = null;
    for (const [i, { point, color }] of moves.entries()) {
      const at = i + 1;
      if (previous === color) return refused(`move ${at} (${point}) is ${color}'s second move in a row`);
      previous = color;
      if (board.get(point) !== 0) return refused(`move ${at} (${point}) is on an occupied point`);
      mapsNow(`${record.id}-m${at}`);
      const verdict = board.place(point, color);
      if (foul || five) continue;
      if (verdict === 'five') five = { move: at, color };
      else if (verdict !== 'allowed') foul = { move: at, point, kind: verdict };
    }
    mapsNow(`${record.id}-end`);
    const end = (foul ?? five)?.move;
    const result = foul ? `${moves[foul.move - 1].color}-foul` : five ? `${five.color}-five` : 'none';
    const line = { game: record.id, moves: moves.length, result, foul, five };
    if (end !== undefined && end < moves.length) line.moves_after_end = moves.length - end;
    return { answer: line, setup, moves, positions };
  } finally {
    board?.free();
  }
}

/** A game record's games, each with its answer, its stones and every position's forbidden points. */
export const replay = (record, rule, size) =>
  answer(() => {
    const n = sizeOf(size, rule);
    const input = record.record_base64 !== undefined ? bytesOf(record.record_base64) : record.record;
    const games = readGames(input, { format: record.format ?? 'auto', defaultSize: n, name: record.name ?? 'record' });
    return { rule: ruleNamed(rule)?.name ?? rule, size: n, games: games.map((g) => judged(g, rule, n)) };
  });
