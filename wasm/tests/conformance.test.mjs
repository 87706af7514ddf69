// The hand-worked conformance cases (conformance/cases/*.txt, the format of
// conformance/README.md), under every shipped rule each names: the full forbidden maps and
// winning points where the case gives them, and each `COLOR at P [after Q R ...]: VERDICT`
// line, through `forbidden`, `explain` and a `Board`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { forbidden, explain, rules, Board } from 'renju-rules';
import { REPO, repoFile, indexOf, nameOf, CODES, describe } from './helpers.mjs';

/** A case file read by its format: variants, size, stones, expectations. */
function readCase(text) {
  const lines = text.split('\n');
  const header = (line) => /^[a-z][a-z0-9 -]*:/.test(line.trimStart());
  const list = (value) => value.split(/[\s,]+/).filter((w) => w !== '');
  const kase = { variants: [], size: 15, rows: [], maps: {}, fives: {}, verdicts: [] };
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (header(line)) {
      const colon = line.indexOf(':');
      const key = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      let m;
      if (key === 'variant') kase.variants = list(value);
      else if (key === 'size') kase.size = Number(value);
      else if ((m = /^(black|white) forbidden$/.exec(key))) {
        kase.maps[m[1]] = value === 'none' ? [] : value.split(',').map((pair) => {
          const [point, kind] = pair.trim().split(/\s+/);
          return { point, kind };
        });
      } else if ((m = /^(black|white) fives$/.exec(key))) {
        kase.fives[m[1]] = value === 'none' ? [] : list(value);
      } else if ((m = /^(black|white) at ([a-z][0-9]+)(?: after (.*))?$/.exec(key))) {
        kase.verdicts.push({ color: m[1], point: m[2], after: m[3] ? list(m[3]) : [], verdict: value });
      }
      continue;
    }
    kase.rows.push(line);
  }
  // The board: rows of `.`, `X`, `O`, top row first, row numbers and column letters around.
  const letters = 'abcdefghijklmnopqrstuvwxyz'.slice(0, kase.size);
  const rows = kase.rows
    .map((r) => r.replace(/\s+/g, ''))
    .filter((r) => r !== letters)
    .map((r) => r.replace(/^[0-9]+/, '').replace(/[0-9]+$/, ''));
  assert.equal(rows.length, kase.size, 'the board has one row per point of a side');
  kase.black = [];
  kase.white = [];
  rows.forEach((r, i) => {
    assert.equal(r.length, kase.size, `row ${kase.size - i} has ${kase.size} points`);
    [...r].forEach((c, col) => {
      const name = nameOf((kase.size - 1 - i) * kase.size + col, kase.size);
      if (c === 'X') kase.black.push(name);
      else if (c === 'O') kase.white.push(name);
      else assert.equal(c, '.', `a point is . X or O: ${c}`);
    });
  });
  return kase;
}

const shipped = new Set(rules().map((r) => r.name));
const folder = join(REPO, 'conformance', 'cases');
const files = readdirSync(folder).filter((f) => f.endsWith('.txt')).sort();

test('the cases are there', () => {
  assert.ok(files.length >= 100, `${files.length} case files`);
});

let checked = 0;
/** What was checked, in all: maps, winning points' lists, verdict lines. */
const counts = { maps: 0, fives: 0, verdicts: 0 };
for (const file of files) {
  const kase = readCase(repoFile(join('conformance', 'cases', file)));
  for (const rule of kase.variants.filter((v) => shipped.has(v))) {
    test(`${file} under ${rule}`, () => {
      const size = kase.size;
      const cells = new Uint8Array(size * size);
      for (const p of kase.black) cells[indexOf(p, size)] = 1;
      for (const p of kase.white) cells[indexOf(p, size)] = 2;
      for (const [color, list] of Object.entries(kase.maps)) {
        const expected = new Uint8Array(size * size);
        for (const { point, kind } of list) expected[indexOf(point, size)] = CODES[kind];
        assert.equal(describe(forbidden(cells, size, { rule, color }), size), describe(expected, size), `${color} forbidden`);
        counts.maps++;
      }
      // The winning points: a stone there is "five", and nowhere else.
      for (const [color, points] of Object.entries(kase.fives)) {
        // `color` to play: each point is tried as its move, and taken back.
        const board = new Board({ rule, size, black: kase.black, white: kase.white, toPlay: color });
        const fives = [];
        for (let i = 0; i < size * size; i++) {
          if (cells[i] !== 0) continue;
          if (board.place(i, color) === 'five') fives.push(nameOf(i, size));
          board.undo();
        }
        board.free();
        const sorted = [...points].sort((a, b) => indexOf(a, size) - indexOf(b, size));
        assert.deepEqual(fives, sorted, `${color} fives`);
        counts.fives++;
      }
      for (const { color, point, after, verdict } of kase.verdicts) {
        // The `after` stones are `color`'s, on the board before the move: set-up stones (a
        // game's moves alternate), and `color` to play.
        const stones = { black: [...kase.black], white: [...kase.white] };
        stones[color].push(...after);
        const board = new Board({ rule, size, ...stones, toPlay: color });
        const expected = verdict === 'legal' ? 'allowed' : verdict;
        // The explanation says the same (on the board holding the `after` stones).
        assert.equal(explain(board.cells(), size, point, { rule, color }).verdict, expected, `explain ${color} at ${point}`);
        assert.equal(board.place(point, color), expected, `${color} at ${point} after ${after.join(' ')}`);
        counts.verdicts++;
        board.free();
      }
      checked++;
    });
  }
}

test('every case was checked under some rule, every kind of expectation', (t) => {
  t.diagnostic(`${checked} (case, rule) pairs: ${counts.maps} maps, ${counts.fives} lists of fives, ${counts.verdicts} verdicts`);
  assert.ok(checked >= files.length, `${checked} checks for ${files.length} files`);
  assert.ok(counts.maps >= files.length && counts.fives >= files.length && counts.verdicts >= files.length, JSON.stringify(counts));
});
