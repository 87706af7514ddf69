// `explain` gives the tree `renju explain --json` prints, the same to the last field, and
// `svg` the picture `renju check --svg` (with a point, `renju explain --svg`) draws, the same
// to the byte: on the rules text's examples, a 19x19 omok position for both colours, and
// corpus positions of 15x15 and 20x20.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { explain, forbidden, svg, Board } from 'renju-rules';
import { renju, jsonLines, repoFile, cellsOf, nameOf } from './helpers.mjs';

/** Positions to explain: `{ id, black, white, size, rule }`. */
function positions() {
  const examples = jsonLines(repoFile('examples/rules-examples.jsonl')).map((p) => ({ ...p, size: 15, rule: 'renju' }));
  const corpus = (style, count, seed, size, rule) =>
    jsonLines(renju(['corpus', '--style', style, '--count', String(count), '--seed', String(seed), '--size', String(size)]))
      .map((p) => ({ ...p, white: p.white ?? [], size, rule }));
  return [
    ...examples,
    ...corpus('dense', 4, 201, 15, 'renju'),
    ...corpus('dense', 2, 202, 15, 'renju-completing-five-counts'),
    ...corpus('wide', 2, 203, 19, 'omok'),
    ...corpus('dense', 2, 204, 20, 'renju'),
  ];
}

/** The points worth explaining on a position: every forbidden one, and empty points next to stones (at most `cap`). */
function pointsOf(cells, size, rule, color, cap) {
  const map = forbidden(cells, size, { rule, color });
  const chosen = new Set();
  map.forEach((k, i) => { if (k !== 0) chosen.add(i); });
  for (let i = 0; i < size * size && chosen.size < cap; i++) {
    if (cells[i] !== 0) continue;
    const [c, r] = [i % size, Math.floor(i / size)];
    let near = false;
    for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) {
      const [cc, rr] = [c + dc, r + dr];
      if (cc >= 0 && rr >= 0 && cc < size && rr < size && cells[rr * size + cc] !== 0) near = true;
    }
    if (near) chosen.add(i);
  }
  return [...chosen].slice(0, cap);
}

for (const position of positions()) {
  const { id, black, white, size, rule } = position;
  const input = JSON.stringify({ black, white, size });
  const cells = cellsOf(black, white, size);
  const colors = rule === 'omok' ? ['black', 'white'] : ['black'];
  test(`explain ${id} (${size}x${size}, ${rule}) as renju explain --json`, () => {
    const board = new Board({ rule, size, black, white });
    let explained = 0;
    for (const color of colors) {
      for (const i of pointsOf(cells, size, rule, color, 24)) {
        const point = nameOf(i, size);
        const cli = JSON.parse(renju(['explain', '--json', '--rule', rule, '--color', color, point], input));
        assert.deepEqual(explain(cells, size, point, { rule, color }), cli, `${point} for ${color}`);
        // By index, and from a Board, the same tree.
        assert.deepEqual(explain(cells, size, i, { rule, color }), cli);
        assert.deepEqual(board.explain(point, color), cli);
        explained++;
      }
    }
    board.free();
    assert.ok(explained > 0);
  });
}

test('svg draws what renju check --svg and renju explain --svg draw', () => {
  const cases = [
    ...jsonLines(repoFile('examples/rules-examples.jsonl')).map((p) => ({ ...p, size: 15, rule: 'renju' })),
    { id: 'omok', black: ['j10', 'k10', 'l11', 'l12'], white: ['a1', 'b2'], size: 19, rule: 'omok' },
    { id: 'caro', black: ['j10', 'k10'], white: ['t20'], size: 20, rule: 'caro' },
  ];
  for (const { id, black, white, size, rule } of cases) {
    const input = JSON.stringify({ black, white, size });
    const cells = cellsOf(black, white, size);
    assert.equal(svg(cells, size, { rule }), renju(['check', '--svg', '--rule', rule], input), `${id}: check --svg`);
    const point = black.length > 0 ? nameOf(cells.findIndex((c) => c === 0), size) : 'h8';
    assert.equal(
      svg(cells, size, { rule, point }),
      renju(['explain', '--svg', '--rule', rule, point], input),
      `${id}: explain --svg ${point}`,
    );
  }
});
