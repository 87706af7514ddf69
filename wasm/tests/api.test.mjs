// The package's face: what it exports, its rules against `renju rules`, and the calls on
// positions worked out by hand (RIF 9.3's examples).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as pkg from 'renju-rules';
import { forbidden, explain, rules, kinds, KINDS, svg, Board } from 'renju-rules';
import { renju, cellsOf, indexOf } from './helpers.mjs';

test('the exports', () => {
  assert.deepEqual(
    Object.keys(pkg).sort(),
    ['Board', 'Game', 'KINDS', 'explain', 'forbidden', 'formats', 'kinds', 'openingRules', 'readGames', 'replay', 'rules', 'svg'],
  );
  assert.equal(pkg.Game, Board, 'Game is Board under the referee\'s name');
  assert.deepEqual(KINDS, ['none', 'double-three', 'double-four', 'overline']);
  assert.deepEqual(kinds(), KINDS);
  assert.ok(Object.isFrozen(KINDS));
  // The declarations and the licences ship with it.
  const require = createRequire(import.meta.url);
  const manifest = require('renju-rules/package.json');
  assert.equal(manifest.name, 'renju-rules');
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  const folder = new URL('.', import.meta.resolve('renju-rules'));
  for (const file of ['index.d.ts', 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE', 'renju_rules_bg.wasm']) {
    assert.ok(readFileSync(new URL(file, folder)).length > 0, file);
  }
});

test('rules() lists what renju rules lists: names, boards, Gomocup numbers, the default', () => {
  // `renju rules`: `NAME  NxN  SUMMARY[ (Gomocup rule K)][ (also: ...)][ (default)]`.
  const lines = renju(['rules']).trim().split('\n');
  const listed = rules();
  assert.equal(listed.length, lines.length);
  listed.forEach((rule, i) => {
    const line = lines[i];
    const [name, board] = line.split(/\s+/);
    assert.equal(rule.name, name);
    assert.equal(`${rule.boardSize}x${rule.boardSize}`, board);
    assert.ok(line.includes(rule.summary), `${name}: summary`);
    const gomocup = /\(Gomocup rule (\d+)\)/.exec(line);
    assert.equal(rule.gomocupRule, gomocup ? Number(gomocup[1]) : null, `${name}: Gomocup number`);
    assert.equal(rule.default, line.endsWith('(default)'));
    const also = /\(also: ([^)]*)\)/.exec(line);
    assert.deepEqual(rule.aliases, also ? also[1].split(', ') : []);
  });
  assert.deepEqual(listed.filter((r) => r.default).map((r) => r.name), ['renju']);
});

test("RIF 9.3's double-three and false three, by hand", () => {
  // Black f8 g8 h9 h10: h8 makes two open threes, a double-three (code 1); nothing else.
  const cells = cellsOf(['f8', 'g8', 'h9', 'h10'], [], 15);
  const map = forbidden(cells, 15);
  assert.equal(map.length, 225);
  assert.equal(map[indexOf('h8', 15)], 1);
  assert.equal(map.filter((k) => k !== 0).length, 1);
  // White is never restricted under renju; defaults: size the rule's board, rule renju.
  assert.ok(forbidden(cells, 15, { color: 'white' }).every((k) => k === 0));
  assert.deepEqual(forbidden(cells), map);
  assert.deepEqual(forbidden(Array.from(cells), 15), map, 'a plain array reads as the bytes');
  // The false three (README): g8 overline (3); e9 f9 i9 h11 double-three (1); h8 allowed.
  const falseThree = cellsOf(['e8', 'f8', 'g6', 'g7', 'g9', 'g10', 'g11', 'h9', 'h10'], [], 15);
  const kinds = forbidden(falseThree, 15);
  const listed = {};
  kinds.forEach((k, i) => { if (k) listed[i] = k; });
  assert.deepEqual(listed, {
    [indexOf('g8', 15)]: 3,
    [indexOf('e9', 15)]: 1,
    [indexOf('f9', 15)]: 1,
    [indexOf('i9', 15)]: 1,
    [indexOf('h11', 15)]: 1,
  });
  const why = explain(falseThree, 15, 'h8');
  assert.equal(why.verdict, 'allowed');
  assert.equal(why.point, 'h8');
  assert.equal(why.rule, 'renju');
  assert.equal(why.lines.length, 4);
  // Under renju-overline-wins, g8 is no overline: six stones win, so g8 is a five.
  assert.equal(forbidden(falseThree, 15, { rule: 'renju-overline-wins' })[indexOf('g8', 15)], 0);
});

test('a Board plays, alternates, judges and takes back', () => {
  const board = new Board();
  assert.equal(board.size, 15);
  assert.equal(board.rule, 'renju');
  assert.equal(board.toPlay, 'black');
  // Black f8, white a1, black g8, white a2, black h9, white a3, black h10, white a4: then h8
  // is black's double-three, and playing it is a foul (the stone is placed all the same).
  for (const p of ['f8', 'a1', 'g8', 'a2', 'h9', 'a3', 'h10', 'a4']) assert.equal(board.place(p), 'allowed');
  assert.equal(board.toPlay, 'black');
  assert.equal(board.forbiddenMap()[indexOf('h8', 15)], 1);
  assert.equal(board.get('h8'), 0);
  assert.equal(board.place('h8'), 'double-three');
  assert.equal(board.get('h8'), 1);
  assert.equal(board.get(indexOf('a1', 15)), 2);
  assert.equal(board.undo(), 'h8');
  assert.equal(board.toPlay, 'black');
  // Black elsewhere (o15, no line with the others), then five in a row wins: white a1..a4
  // and a5.
  assert.equal(board.place('o15'), 'allowed');
  assert.equal(board.toPlay, 'white');
  assert.equal(board.place('a5', 'white'), 'five');
  assert.equal(board.toPlay, 'black');
  assert.deepEqual(board.moves, ['f8', 'a1', 'g8', 'a2', 'h9', 'a3', 'h10', 'a4', 'o15', 'a5']);
  for (let i = 0; i < 10; i++) assert.equal(typeof board.undo(), 'string');
  assert.equal(board.undo(), undefined);
  assert.ok(board.cells().every((c) => c === 0));
  board.free();
  // Starting stones: not taken back; no side to play stated, so none (side.test.mjs).
  const start = new Board({ rule: 'omok', black: ['j10', 'k10'], white: ['a1'] });
  assert.equal(start.size, 19);
  assert.equal(start.toPlay, null);
  assert.equal(start.undo(), undefined);
  assert.equal(start.get('j10'), 1);
  // clear: every stone off, the starting ones too; black to play; the maps empty, and kept
  // up to date again from there (omok forbids double-threes: black f8 g8 h9 h10 make two
  // open threes through h8, as in RIF 9.3's example).
  start.place('a2', 'white');
  start.clear();
  assert.ok(start.cells().every((c) => c === 0));
  assert.deepEqual(start.moves, []);
  assert.equal(start.toPlay, 'black');
  assert.equal(start.undo(), undefined);
  assert.equal(start.size, 19);
  for (const p of ['f8', 'a1', 'g8', 'a2', 'h9', 'a3', 'h10']) start.place(p);
  assert.equal(start.forbiddenMap()[indexOf('h8', 19)], 1);
  start.clear();
  assert.ok(start.forbiddenMap().every((k) => k === 0));
  start.free();
});

/**
 * The board string of `black` and `white` on a `size` board, worked out here from the
 * format: the point at column `c` (0 for a) and row `r` (1-based) is character
 * `(size - r) * size + c`, `x` black, `o` white, `.` empty.
 */
function boardStringOf(black, white, size, [b, w] = ['x', 'o']) {
  const chars = new Array(size * size).fill('.');
  const at = (name) => (size - Number(name.slice(1))) * size + (name.charCodeAt(0) - 97);
  for (const p of black) chars[at(p)] = b;
  for (const p of white) chars[at(p)] = w;
  return chars.join('');
}

test('Board.fromBoardString: the board a board string describes', () => {
  // RIF 9.3's double-three: black f8 g8 h9 h10 are characters 110, 111, 97 and 82
  // ((15 - 8) * 15 + 5, + 6; (15 - 9) * 15 + 7; (15 - 10) * 15 + 7); h8 is forbidden.
  const chars = new Array(225).fill('.');
  for (const at of [82, 97, 110, 111]) chars[at] = 'x';
  const board = Board.fromBoardString(chars.join(''));
  assert.equal(board.size, 15);
  assert.equal(board.rule, 'renju');
  assert.equal(board.toPlay, null, '4 black stones and no side stated: not known');
  for (const p of ['f8', 'g8', 'h9', 'h10']) assert.equal(board.get(p), 1, p);
  const map = board.forbiddenMap();
  assert.equal(map[indexOf('h8', 15)], 1);
  assert.equal(map.filter((k) => k).length, 1);
  assert.deepEqual(board.moves, []);
  assert.equal(board.undo(), undefined, 'the stones are not taken back');
  assert.throws(() => board.place('h8'), { message: /^place: no side to play/ });
  assert.equal(board.get('h8'), 0);
  board.free();
  const black = Board.fromBoardString(chars.join(''), { toPlay: 'black' });
  assert.equal(black.place('h8', 'black'), 'double-three');
  black.free();
  // The 5x5 of the runtime's example: a5 black (character 0), c3 and e1 white (12, 24);
  // upper case and lower case alike, no side to play stated.
  const small = Board.fromBoardString('X...........o...........O', { size: 5 });
  assert.deepEqual(Array.from(small.cells()), Array.from(cellsOf(['a5'], ['c3', 'e1'], 5)));
  assert.equal(small.toPlay, null);
  assert.equal(Board.fromBoardString('X...........o...........O', { size: 5, toPlay: 'black' }).toPlay, 'black');
  // The same boards as from lists of stones, of several sizes and rules, from a string or
  // its bytes, in either case.
  const positions = [
    [{}, ['h8', 'a15', 'o1'], ['a1', 'o15'], 15],
    [{ rule: 'omok' }, ['j10', 'k10', 's19'], ['a1'], 19],
    [{ rule: 'gomoku-freestyle' }, ['t20', 'a20'], ['t1', 'b2'], 20],
    [{ size: 26 }, ['z26', 'm13'], ['a1', 'z1', 'a26'], 26],
    [{ size: 5 }, [], [], 5],
  ];
  for (const [options, black, white, size] of positions) {
    const want = new Board({ ...options, black, white });
    for (const text of [
      boardStringOf(black, white, size),
      boardStringOf(black, white, size, ['X', 'O']),
      new TextEncoder().encode(boardStringOf(black, white, size)),
    ]) {
      const got = Board.fromBoardString(text, options);
      assert.equal(got.size, size);
      assert.equal(got.rule, want.rule);
      assert.equal(got.toPlay, want.toPlay);
      assert.deepEqual(Array.from(got.cells()), Array.from(want.cells()));
      assert.deepEqual(Array.from(got.forbiddenMap()), Array.from(want.forbiddenMap()));
      got.free();
    }
    want.free();
  }
});

test('boards of other sizes: 20x20 renju, 26x26, 5x5', () => {
  // The double-three moved to the far corner of a 20x20 board: p17 q17 r18 r19, r17 forbidden.
  const cells = cellsOf(['p17', 'q17', 'r18', 'r19'], [], 20);
  const map = forbidden(cells, 20);
  assert.equal(map.length, 400);
  assert.equal(map[indexOf('r17', 20)], 1);
  assert.equal(map.filter((k) => k).length, 1);
  assert.equal(forbidden(new Uint8Array(26 * 26), 26).length, 676);
  assert.equal(forbidden(new Uint8Array(25), 5).length, 25);
  const board = new Board({ size: 26 });
  assert.equal(board.place('z26'), 'allowed');
  assert.equal(board.get(26 * 26 - 1), 1);
  board.free();
});

test('svg is a picture with the forbidden points marked', () => {
  const cells = cellsOf(['f8', 'g8', 'h9', 'h10'], [], 15);
  const picture = svg(cells, 15);
  assert.ok(picture.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
  assert.ok(picture.includes('<g data-point="h8" data-forbidden="double-three">'));
  assert.ok(picture.includes('<title>renju: 1 point forbidden to black</title>'));
});
