// Generated corpora of several sizes, styles and rules (`renju corpus`), each position's
// forbidden maps for both colours from the package compared, point for point, with what
// `renju batch --color both` answers for it: through `forbidden` (a board from its cells) and
// through a `Board` playing the stones one by one (the kept maps).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forbidden, Board } from 'renju-rules';
import { renju, jsonLines, cellsOf, codesOf, describe } from './helpers.mjs';

/** The corpora: style, count, seed, board side, rule. */
const CORPORA = [
  ['game', 2000, 101, 15, 'renju'],
  ['dense', 1000, 102, 15, 'renju'],
  ['dense', 500, 104, 15, 'renju-completing-five-counts'],
  ['wide', 400, 103, 19, 'omok'],
  ['dense', 400, 105, 20, 'renju'],
  ['game', 300, 106, 20, 'caro'],
  ['dense', 300, 107, 26, 'renju-overline-wins'],
  ['wide', 300, 108, 9, 'renju'],
];

for (const [style, count, seed, size, rule] of CORPORA) {
  test(`${count} ${style} positions, ${size}x${size}, ${rule}: the maps of renju batch`, () => {
    const positions = renju([
      'corpus', '--style', style, '--count', String(count), '--seed', String(seed), '--size', String(size),
    ]);
    const answers = jsonLines(
      renju(['batch', '--rule', rule, '--color', 'both', '--size', String(size)], positions),
    );
    const lines = jsonLines(positions);
    assert.equal(answers.length, lines.length);
    let forbiddenPoints = 0;
    for (const [i, position] of lines.entries()) {
      const answer = answers[i];
      assert.equal(answer.id, position.id);
      assert.equal(answer.error, undefined, `${position.id}: ${answer.error}`);
      const cells = cellsOf(position.black, position.white ?? [], size);
      for (const [color, field] of [['black', 'forbidden'], ['white', 'forbidden_white']]) {
        const expected = codesOf(answer[field], size);
        forbiddenPoints += answer[field].length;
        const got = forbidden(cells, size, { rule, color });
        assert.ok(got instanceof Uint8Array);
        assert.equal(
          describe(got, size),
          describe(expected, size),
          `${position.id} (${color}): forbidden() against renju batch`,
        );
      }
      // Every tenth position replayed on a Board, black and white alternating (a game's moves
      // do): what one colour has beyond the other's count and one is set up first; its kept
      // maps after the last stone are the batch's.
      if (i % 10 === 0) {
        const black = position.black;
        const white = position.white ?? [];
        const played = Math.min(black.length, white.length);
        const setUp = { black: black.slice(played + 1), white: white.slice(played) };
        const board = new Board({ rule, size, ...setUp, toPlay: 'black' });
        for (let k = 0; k < played; k++) {
          board.place(black[k], 'black');
          board.place(white[k], 'white');
        }
        if (played < black.length) board.place(black[played], 'black');
        assert.deepEqual(board.cells(), cells);
        for (const [color, field] of [['black', 'forbidden'], ['white', 'forbidden_white']]) {
          assert.equal(
            describe(board.forbiddenMap(color), size),
            describe(codesOf(answer[field], size), size),
            `${position.id} (${color}): Board.forbiddenMap against renju batch`,
          );
        }
        board.free();
      }
    }
    // The whole corpus in one call: its boards one after another, their maps one after another.
    const all = new Uint8Array(lines.length * size * size);
    lines.forEach((position, i) => all.set(cellsOf(position.black, position.white ?? [], size), i * size * size));
    for (const [color, field] of [['black', 'forbidden'], ['white', 'forbidden_white']]) {
      const maps = forbidden(all, size, { rule, color });
      assert.equal(maps.length, all.length);
      answers.forEach((answer, i) => {
        const map = maps.subarray(i * size * size, (i + 1) * size * size);
        assert.equal(describe(map, size), describe(codesOf(answer[field], size), size), `${answer.id} (${color}), in one call`);
      });
    }
    // A corpus whose rule forbids something must have shown some forbidden points.
    if (rule !== 'caro') assert.ok(forbiddenPoints > 0, 'no forbidden point in the whole corpus');
  });
}
