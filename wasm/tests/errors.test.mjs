// Bad input throws an `Error` (a `TypeError` for a value of the wrong type) whose message
// names what and where: never a WebAssembly trap (`WebAssembly.RuntimeError`), never a silent
// answer. The messages are the runtime's, worked out here from its wording.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forbidden, explain, svg, readGames, replay, rules, Board } from 'renju-rules';
import { renju, cellsOf } from './helpers.mjs';

/** `fn` throws an `Error` of class `type` (not a trap) with exactly `message`. */
function throwsWith(fn, type, message) {
  let thrown;
  try {
    fn();
  } catch (e) {
    thrown = e;
  }
  assert.ok(thrown !== undefined, `no error; expected: ${message}`);
  assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `a trap: ${thrown}`);
  assert.ok(thrown instanceof Error);
  assert.equal(thrown.constructor, type, `${thrown.constructor.name}: ${thrown.message}`);
  assert.equal(thrown.message, message);
}

const empty = () => new Uint8Array(225);
// RIF 9.3's double-three: black f8 g8 h9 h10, h8 forbidden.
const doubleThree = cellsOf(['f8', 'g8', 'h9', 'h10'], [], 15);

test('cells: the wrong length, a cell of 7, a value that is no cell', () => {
  throwsWith(() => forbidden(new Uint8Array(224), 15), Error, '224 cells given: a 15x15 board has 225 cells');
  throwsWith(() => forbidden(empty(), 19), Error, '225 cells given: a 19x19 board has 361 cells');
  const seven = empty();
  seven[37] = 7; // row 3 (37 = 2 * 15 + 7), column h: h3
  throwsWith(() => forbidden(seven, 15), Error, 'cell 37 (h3) holds 7: a cell is 0 (empty), 1 (black) or 2 (white)');
  const plain = Array(225).fill(0);
  plain[3] = -1;
  throwsWith(() => forbidden(plain, 15), Error, 'cell 3 (d1) holds -1: a cell is 0 (empty), 1 (black) or 2 (white)');
  plain[3] = 1.5;
  throwsWith(() => forbidden(plain, 15), Error, 'cell 3 (d1) holds 1.5: a cell is 0 (empty), 1 (black) or 2 (white)');
  plain[3] = 256; // no byte: not read as 0
  throwsWith(() => forbidden(plain, 15), Error, 'cell 3 (d1) holds 256: a cell is 0 (empty), 1 (black) or 2 (white)');
  plain[3] = '1';
  throwsWith(() => forbidden(plain, 15), TypeError, 'cell 3 of the cells is string: a cell is the number 0 (empty), 1 (black) or 2 (white)');
  throwsWith(() => forbidden('x'.repeat(225), 15), TypeError, 'cells must be a Uint8Array (or an array of numbers) of size * size cells; got string');
  throwsWith(() => forbidden(undefined, 15), TypeError, 'cells must be a Uint8Array (or an array of numbers) of size * size cells; got undefined');
  // Many boards: a length that is no whole number of them, or none; a bad cell named with its board.
  throwsWith(() => forbidden(new Uint8Array(451), 15), Error, '451 cells given: a 15x15 board has 225 cells');
  throwsWith(() => forbidden(new Uint8Array(0), 15), Error, '0 cells given: a 15x15 board has 225 cells');
  const three = new Uint8Array(3 * 225);
  three[2 * 225 + 37] = 9;
  throwsWith(() => forbidden(three, 15), Error, 'board 2, cell 37 (h3) holds 9: a cell is 0 (empty), 1 (black) or 2 (white)');
  throwsWith(() => explain(three, 15, 'h8'), Error, '675 cells given: a 15x15 board has 225 cells');
  const wide = new Int32Array(225);
  wide[224] = 3;
  throwsWith(() => forbidden(wide, 15), Error, 'cell 224 (o15) holds 3: a cell is 0 (empty), 1 (black) or 2 (white)');
});

test('sizes: 4, 27, a fraction, a string', () => {
  throwsWith(() => forbidden(new Uint8Array(16), 4), Error, 'board size 4 is not supported: a side has 5 to 26 points');
  throwsWith(() => forbidden(new Uint8Array(729), 27), Error, 'board size 27 is not supported: a side has 5 to 26 points');
  throwsWith(() => forbidden(empty(), 15.5), Error, 'size 15.5 is not a whole number of points: a side has 5 to 26 points');
  throwsWith(() => forbidden(empty(), -15), Error, 'size -15 is not a whole number of points: a side has 5 to 26 points');
  throwsWith(() => forbidden(empty(), '15'), TypeError, 'size must be a number, a board side of 5 to 26; got string');
  throwsWith(() => new Board({ size: 4 }), Error, 'board size 4 is not supported: a side has 5 to 26 points');
});

test('rules, colours and options', () => {
  const names = renju(['rules']).trim().split('\n').map((line) => line.split(/\s+/)[0]);
  throwsWith(
    () => forbidden(empty(), 15, { rule: 'chess' }),
    Error,
    `unknown rule "chess"; the rules are ${names.join(', ')} (see rules())`,
  );
  assert.deepEqual(rules().map((r) => r.name), names);
  throwsWith(() => forbidden(empty(), 15, { color: 'red' }), Error, 'unknown colour "red" (expected black, white)');
  throwsWith(() => forbidden(empty(), 15, { color: 1 }), TypeError, 'forbidden: option color must be "black" or "white"; got number');
  throwsWith(() => forbidden(empty(), 15, { rule: 7 }), TypeError, 'forbidden: option rule must be a rule name such as "renju" (see rules()); got number');
  throwsWith(() => forbidden(empty(), 15, { colour: 'white' }), Error, 'forbidden: unknown option "colour"; the options are rule, color');
  throwsWith(() => forbidden(empty(), 15, 'renju'), TypeError, 'forbidden: the options must be an object such as { rule, color }; got string');
  throwsWith(() => forbidden(empty(), 15, ['renju']), TypeError, 'forbidden: the options must be an object such as { rule, color }; got an array');
  throwsWith(() => new Board({ rules: 'omok' }), Error, 'new Board: unknown option "rules"; the options are rule, size, black, white, toPlay, openingRule, symmetry');
  throwsWith(() => svg(empty(), 15, { color: 'white' }), Error, "svg: option color is the colour of option point's explanation; give point too");
  // Absent options are the defaults: undefined and null alike.
  assert.deepEqual(forbidden(doubleThree, 15, { rule: undefined, color: null }), forbidden(doubleThree));
});

test('points: off the board, not a name, occupied', () => {
  throwsWith(() => explain(doubleThree, 15, 't20'), Error, 'point: t20 is off the 15x15 board (columns a-o, rows 1-15)');
  throwsWith(() => explain(doubleThree, 15, 'H8'), Error, 'point: "H8" is not a point: a point is a column a-z and a row 1-26, like "h8"');
  throwsWith(() => explain(doubleThree, 15, 225), Error, 'point: index 225 is off the 15x15 board: an index is row * 15 + col, 0 to 224');
  throwsWith(() => explain(doubleThree, 15, -1), Error, 'point: index -1 is off the 15x15 board: an index is row * 15 + col, 0 to 224');
  throwsWith(() => explain(doubleThree, 15, { col: 7 }), TypeError, 'point must be a point name such as "h8" or an index row * 15 + col; got object');
  throwsWith(() => explain(doubleThree, 15, 'g8'), Error, 'g8 already holds a black stone');
  const board = new Board();
  assert.equal(board.place('h8'), 'allowed');
  throwsWith(() => board.place('h8'), Error, 'h8 already holds a black stone');
  throwsWith(() => board.place(112), Error, 'h8 already holds a black stone');
  throwsWith(() => board.place('p16'), Error, 'point: p16 is off the 15x15 board (columns a-o, rows 1-15)');
  throwsWith(() => board.place('i9', 'green'), Error, 'unknown colour "green" (expected black, white)');
  throwsWith(() => board.get('a0'), Error, 'point: "a0" is not a point: a point is a column a-z and a row 1-26, like "h8"');
  throwsWith(() => new Board({ black: ['h8', 'i9'], white: ['i9'] }), Error, 'i9 already holds a black stone');
  throwsWith(() => new Board({ black: ['h8', 'zz'] }), Error, 'black[1]: "zz" is not a point: a point is a column a-z and a row 1-26, like "h8"');
  throwsWith(() => new Board({ black: 'h8' }), TypeError, 'black must be an array of points such as ["h8", "g8"]; got string');
  // Board strings: the runtime's messages, the byte named by its index and value.
  throwsWith(() => Board.fromBoardString('.'.repeat(224)), Error, 'board string of 224 bytes: a 15x15 board has 225');
  throwsWith(() => Board.fromBoardString('.'.repeat(225), { rule: 'omok' }), Error, 'board string of 225 bytes: a 19x19 board has 361');
  throwsWith(
    () => Board.fromBoardString('....................O...#', { size: 5 }),
    Error,
    "board string byte 24 (0x23) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
  );
  throwsWith(
    () => Board.fromBoardString('x'.repeat(100) + '0' + '.'.repeat(124)),
    Error,
    "board string byte 100 (0x30) is not a point: use '.' (empty), 'x' or 'X' (black), 'o' or 'O' (white)",
  );
  throwsWith(() => Board.fromBoardString('.'.repeat(16), { size: 4 }), Error, 'board size 4 is not supported: a side has 5 to 26 points');
  throwsWith(() => Board.fromBoardString(225), TypeError, 'Board.fromBoardString takes the board string as a string or a Uint8Array; got number');
  throwsWith(() => Board.fromBoardString(['.']), TypeError, 'Board.fromBoardString takes the board string as a string or a Uint8Array; got an array');
  throwsWith(
    () => Board.fromBoardString('.'.repeat(225), { black: ['h8'] }),
    Error,
    'Board.fromBoardString: unknown option "black"; the options are rule, size, toPlay, openingRule, symmetry',
  );
  throwsWith(() => Board.fromBoardString('.'.repeat(225), { toPlay: 'red' }), Error, 'unknown colour "red" (expected black, white)');
  // The failed moves changed nothing.
  assert.deepEqual(board.moves, ['h8']);
  assert.equal(board.toPlay, 'white');
  board.free();
});

test('records: an unknown format, a bad bound, input of another type', () => {
  throwsWith(() => readGames('h8\n', { format: 'pgn' }), Error, 'unknown record format "pgn" (auto, moves, rif, sgf, psq or renlib)');
  throwsWith(() => readGames('h8\n', { defaultSize: 4 }), Error, 'defaultSize: board size 4 is not supported: a side has 5 to 26 points');
  throwsWith(() => readGames('h8\n', { maxRecordBytes: 10 }), Error, 'maxRecordBytes 10 is too small: a record bound is at least 64 bytes');
  throwsWith(() => readGames('h8\n', { maxRecordBytes: 100.5 }), Error, 'readGames: option maxRecordBytes is 100.5: a whole number is needed');
  throwsWith(() => readGames(42), TypeError, 'readGames takes the records as a string or a Uint8Array; got number');
});

test('no input of any type traps', () => {
  // Values of every kind in every argument: each call answers or throws an Error, never traps.
  const values = [undefined, null, 0, -1, 15, 15.5, NaN, Infinity, 2 ** 53, '', 'h8', 'renju', true, [], [1, 2],
    {}, { rule: 'omok' }, new Uint8Array(0), new Uint8Array(225), new Uint8Array(225).fill(255), () => 1, Symbol('s'), 10n];
  let calls = 0;
  const attempt = (fn) => {
    calls++;
    try {
      fn();
    } catch (e) {
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `a trap: ${e}`);
      assert.ok(e instanceof Error, `not an Error: ${e}`);
      assert.ok(e.message.length > 0);
    }
  };
  for (const a of values) {
    for (const b of values) {
      attempt(() => forbidden(a, b));
      attempt(() => forbidden(new Uint8Array(225), a, b));
      attempt(() => explain(doubleThree, 15, a, b));
      attempt(() => svg(a, 15, b));
      attempt(() => readGames(a, b));
      attempt(() => replay(a, b));
      attempt(() => {
        const board = new Board(a);
        try {
          board.place(b, a);
          board.get(b);
          board.forbiddenMap(a);
          board.undo();
          board.result;
        } finally {
          board.free();
        }
      });
    }
  }
  assert.ok(calls > 3000);
  // And the module still answers.
  assert.equal(forbidden(doubleThree)[7 * 15 + 7], 1);
});

test('a freed board says so', () => {
  const board = new Board();
  board.free();
  assert.throws(() => board.place('h8'), (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError));
});
