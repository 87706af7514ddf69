// The page's answers computed in the browser by the WebAssembly package renju-rules, for the
// static site `make site` writes (target/site/, where this file takes the place of the
// server's api.js): the same six functions, with the same answers, as the JSON API of
// `renju serve` (cli/assets/api.js), and no server. Every ruling is the package's (the
// runtime's and the referee's, compiled to WebAssembly: a game's five, foul and turns are
// its `replay`'s answer, as `renju replay` gives it); this file only turns the page's
// questions into the package's calls and the answers into the shapes the server gives. The page's tests
// (e2e/, `make site-e2e`) hold both back ends to the same contract, and this one to the
// answers of the `renju` command.

import { MAX_SIZE, MIN_SIZE } from './state.js';
import {
  Board,
  KINDS,
  explain as explainTree,
  forbidden as forbiddenCodes,
  formats as formatList,
  openingRules,
  readGames,
  replay as judge,
  rules as ruleList,
} from './renju-rules/index.js';

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
        settings: r.settings,
        default: r.default,
        rule_file: null,
      })),
    };
  });

/** The opening rules a replay may be judged under (the shape of `GET /api/openings`). */
export const openings = () => answer(() => ({ openings: openingRules() }));

/** The record formats a replay reads, `auto` first (the shape of `GET /api/formats`). */
export const formats = () => answer(() => ({ formats: formatList() }));

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
 * One record's part of the answer, as the server's replay gives it: the package's answer
 * (`judgement`, the line `renju replay` prints), and for a judged game its stones (`record`,
 * as `readGames` read it), the opening's events the record carries (`opening_events`, when
 * it carries any) and the forbidden points of every position from the first move to the
 * last (`<game>-m<k>` before move k, `<game>-end` after the last), each asked of the
 * package. Nothing is ruled here: the stones are put where the record puts them, on a board
 * of the package made with the record's set-up stones and its first mover, and the maps are
 * the package's.
 */
function gameOf(judgement, record, rule) {
  if (judgement.error !== undefined) return { answer: judgement };
  const size = record.size;
  const setup = [...record.black.map((point) => ({ point, color: 'black' })), ...record.white.map((point) => ({ point, color: 'white' }))];
  const moves = record.moves.map((point, i) => ({ point, color: record.colors[i] }));
  const board = new Board({ rule, size, black: record.black, white: record.white, toPlay: record.colors[0] ?? 'black' });
  try {
    const positions = [];
    const mapsNow = (id) => positions.push({ id, ...bothMaps(board.cells(), rule, size) });
    for (const [i, { point, color }] of moves.entries()) {
      mapsNow(`${record.id}-m${i + 1}`);
      board.place(point, color);
    }
    mapsNow(`${record.id}-end`);
    const events = record.openingEvents.length ? { opening_events: record.openingEvents } : {};
    return { answer: judgement, setup, moves, ...events, positions };
  } finally {
    board.free();
  }
}

/**
 * A game record's games, each with its answer (the package's `replay`: `renju replay`'s
 * line), its stones and every position's forbidden points, in the shape of the server's
 * `POST /api/replay`; with `opening` (an opening rule's name), every game's opening judged
 * under it (`renju replay --opening-rule`).
 */
export const replay = (record, rule, size, opening = '') =>
  answer(() => {
    const n = sizeOf(size, rule);
    const input = record.record_base64 !== undefined ? bytesOf(record.record_base64) : record.record;
    const format = record.format ?? 'auto';
    const name = record.name ?? 'record';
    // As the server: a size asked is `renju replay --size`; none, the rule's board.
    const judgements = judge(input, { format, rule, name, ...(size != null ? { size: n } : {}), ...(opening ? { openingRule: opening } : {}) });
    const records = readGames(input, { format, defaultSize: n, name });
    if (records.length !== judgements.length) throw new Error(`${records.length} records read but ${judgements.length} judged`);
    return { rule: ruleNamed(rule)?.name ?? rule, size: n, games: judgements.map((j, i) => gameOf(j, records[i], rule)) };
  });
