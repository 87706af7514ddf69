// The side to play is stated, never guessed (issue 56): a `Game` set up with stones and no
// `toPlay` has no side to play (`toPlay` null) until its first move, which must name its
// colour; `place(point)` then throws, saying what to pass, and places nothing. Expected
// verdicts are worked out by hand from RIF article 9 (a double-three is forbidden to black,
// and a forbidden move is a foul that loses; white is never forbidden under renju), and the
// refusal is compared with the Python face's rule (python/tests/test_side_to_play.py).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Board, Game } from 'renju-rules';

// Black f8 g8 h9 h10: h8 makes the open threes f8 g8 h8 (row 8) and h8 h9 h10 (column h) at
// once, a double-three, forbidden to black.
const DOUBLE_THREE = ['f8', 'g8', 'h9', 'h10'];
const NONE = { result: 'none', winner: null };

test('black stones only, no side stated: toPlay is null and place(point) throws naming the fix', () => {
  const game = new Game({ black: DOUBLE_THREE });
  assert.equal(game.toPlay, null);
  assert.throws(
    () => game.place('h8'),
    (e) => e instanceof Error && /^place: no side to play/.test(e.message) && e.message.includes("place(point, 'black')") && e.message.includes("toPlay: 'black'"),
  );
  // Nothing placed, nothing decided.
  assert.equal(game.get('h8'), 0);
  assert.deepEqual(game.moves, []);
  assert.deepEqual(game.result, NONE);
  game.free();
});

test("toPlay 'black': a black stone, ruled for black (a double-three: black's foul)", () => {
  const game = new Game({ black: DOUBLE_THREE, toPlay: 'black' });
  assert.equal(game.toPlay, 'black');
  assert.equal(game.place('h8'), 'double-three');
  assert.equal(game.get('h8'), 1);
  assert.deepEqual(game.result, { result: 'black-foul', winner: 'white', move: 1, point: 'h8', kind: 'double-three' });
  assert.equal(game.toPlay, 'white');
  game.free();
});

test("toPlay 'white': a white stone, allowed", () => {
  const game = new Game({ black: DOUBLE_THREE, toPlay: 'white' });
  assert.equal(game.place('h8'), 'allowed');
  assert.equal(game.get('h8'), 2);
  assert.deepEqual(game.result, NONE);
  game.free();
});

test('the first move names its colour, the turns alternate from it, and undo makes the side unknown again', () => {
  const game = new Board({ black: DOUBLE_THREE, white: ['a1', 'a3', 'a5', 'a7'] });
  assert.equal(game.toPlay, null, 'as many stones of each colour say nothing either');
  assert.equal(game.place('h8', 'black'), 'double-three');
  assert.equal(game.toPlay, 'white');
  assert.throws(() => game.place('a9', 'black'), { message: "it is white's move: black played the move before" });
  assert.equal(game.undo(), 'h8');
  assert.equal(game.toPlay, null);
  assert.equal(game.place('h8', 'white'), 'allowed');
  assert.equal(game.toPlay, 'black');
  game.free();
});

test('a board string with stones has no side either; an empty board and clear() give black', () => {
  const chars = new Array(225).fill('.');
  // f8 g8 on row 8 ((15 - 8) * 15 + 5, + 6), h9 and h10 ((15 - 9) * 15 + 7, (15 - 10) * 15 + 7).
  for (const at of [110, 111, 97, 82]) chars[at] = 'x';
  const text = chars.join('');
  const set = Board.fromBoardString(text);
  assert.equal(set.toPlay, null);
  assert.throws(() => set.place('h8'), { message: /^place: no side to play/ });
  set.clear();
  assert.equal(set.toPlay, 'black');
  set.free();
  const stated = Board.fromBoardString(text, { toPlay: 'black' });
  assert.equal(stated.place('h8'), 'double-three');
  stated.free();
  const empty = new Game();
  assert.equal(empty.toPlay, 'black');
  assert.equal(Board.fromBoardString('.'.repeat(225)).toPlay, 'black');
  empty.free();
});
