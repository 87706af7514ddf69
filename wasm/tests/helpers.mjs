// What the tests share: the `renju` command (the Rust answers the package is held to), the
// repository's files, and points and cells worked out here from their definitions (column
// `a`.. from the left, row `1`.. from the bottom, index `row * size + col`), not through the
// package under test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The `renju` binary: $RENJU_BIN (wasm/run-tests.sh sets it). */
export const RENJU = process.env.RENJU_BIN;
/** The repository's root: $RENJU_REPO. */
export const REPO = process.env.RENJU_REPO;
if (!RENJU || !REPO) {
  throw new Error('set RENJU_BIN (the renju binary) and RENJU_REPO (the repository) first: wasm/run-tests.sh does');
}

/** A file of the repository, as text. */
export function repoFile(path) {
  return readFileSync(join(REPO, path), 'utf8');
}

/** `renju ARGS` with `input` on stdin: its stdout, or a thrown error with its stderr. */
export function renju(args, input = '', { okStatuses = [0] } = {}) {
  const run = spawnSync(RENJU, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.error) throw run.error;
  if (!okStatuses.includes(run.status)) {
    throw new Error(`renju ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  }
  return run.stdout;
}

/** Non-empty JSON lines, parsed. */
export function jsonLines(text) {
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}

/** The index `row * size + col` of the point named `name` (`a1` is 0). */
export function indexOf(name, size) {
  const match = /^([a-z])([1-9][0-9]*)$/.exec(name);
  if (!match) throw new Error(`not a point name: ${name}`);
  const col = match[1].charCodeAt(0) - 'a'.charCodeAt(0);
  const row = Number(match[2]) - 1;
  if (col >= size || row >= size) throw new Error(`${name} is off the ${size}x${size} board`);
  return row * size + col;
}

/** The name of the point at index `index` on a board of `size` points a side. */
export function nameOf(index, size) {
  const col = index % size;
  const row = Math.floor(index / size);
  return String.fromCharCode('a'.charCodeAt(0) + col) + String(row + 1);
}

/** The cells of a position given by its stone lists. */
export function cellsOf(black, white, size) {
  const cells = new Uint8Array(size * size);
  for (const p of black) cells[indexOf(p, size)] = 1;
  for (const p of white) cells[indexOf(p, size)] = 2;
  return cells;
}

/** The kind code of each kind name (the map's codes: 1 double-three, 2 double-four, 3 overline). */
export const CODES = { 'double-three': 1, 'double-four': 2, overline: 3 };

/** A map as `size * size` codes, from a list of `{ point, kind }` (as `renju batch` answers). */
export function codesOf(list, size) {
  const codes = new Uint8Array(size * size);
  for (const { point, kind } of list) codes[indexOf(point, size)] = CODES[kind];
  return codes;
}

/** A map of codes as `"h8 double-three, ..."`, for readable failures. */
export function describe(codes, size) {
  const names = ['none', 'double-three', 'double-four', 'overline'];
  const out = [];
  codes.forEach((code, i) => {
    if (code !== 0) out.push(`${nameOf(i, size)} ${names[code] ?? code}`);
  });
  return out.join(', ') || 'none';
}
