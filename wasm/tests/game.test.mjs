// The referee's game (`Game`, the same class as `Board`) and its `result`, on games worked out
// by hand from the rules (RIF article 9: a black five wins; a double-three, a double-four or
// an overline is forbidden to black; a forbidden move is a foul that loses); and `replay`
// against `renju replay`, line for line: the bundled games, and a few hundred games generated
// here from a fixed seed (SGF, sizes 5 to 26, every rule, with and without --strict and
// --size); and the face script faces.mjs against both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Board, Game, replay } from 'renju-rules';
import { renju, repoFile, indexOf } from './helpers.mjs';

/** `fn` throws an `Error` (not a trap) with exactly `message`. */
function throwsWith(fn, message) {
  assert.throws(fn, (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && e.message === message, message);
}

// RIF 9.3's double-three as a game: black f8 g8 h9 h10, white answering far off on the a
// file; black's fifth stone, h8, makes two open threes (f8 g8 h8 on row 8, h8 h9 h10 on
// column h: each with both ends and the points past them empty), a double-three.
const DOUBLE_THREE = ['f8', 'a1', 'g8', 'a3', 'h9', 'a5', 'h10', 'a7'];

test('Game is Board: one class, under the referee\'s name too', () => {
  assert.equal(Game, Board);
  const game = new Game();
  assert.ok(game instanceof Board);
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(JSON.stringify(game.result), '{"result":"none","winner":null}');
  game.free();
});

test("RIF 9.3's double-three as a game: black's move 9, h8, is a foul and white wins", () => {
  const game = new Game({ rule: 'renju' });
  for (const p of DOUBLE_THREE) {
    assert.equal(game.place(p), 'allowed', p);
    assert.deepEqual(game.result, { result: 'none', winner: null }, `after ${p}`);
  }
  assert.equal(game.toPlay, 'black');
  assert.equal(game.forbiddenMap('black')[indexOf('h8', 15)], 1, 'h8: double-three, before it is played');
  assert.equal(game.place('h8'), 'double-three');
  const foul = { result: 'black-foul', winner: 'white', move: 9, point: 'h8', kind: 'double-three' };
  assert.deepEqual(game.result, foul);
  // The referee's JSON, key for key: what every face gives.
  assert.equal(JSON.stringify(game.result), '{"result":"black-foul","winner":"white","move":9,"point":"h8","kind":"double-three"}');
  assert.equal(game.get('h8'), 1, "the foul's stone is placed");
  assert.equal(game.toPlay, 'white');
  assert.deepEqual(game.moves, [...DOUBLE_THREE, 'h8']);
  // Play goes on after the end: placed and ruled, and the result stays.
  assert.equal(game.place('a9'), 'allowed');
  assert.deepEqual(game.result, foul);
  assert.equal(game.undo(), 'a9');
  assert.deepEqual(game.result, foul, 'move 9 still the foul');
  // Undo of the deciding move: the result goes with it.
  assert.equal(game.undo(), 'h8');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(game.toPlay, 'black');
  assert.equal(game.get('h8'), 0);
  assert.equal(game.forbiddenMap()[indexOf('h8', 15)], 1, 'the kept map has h8 forbidden again');
  game.free();
});

test('a five wins: black h8 h9 h10 h11 h12 at move 9; white a1..a5 at move 10', () => {
  // Black's h column, white far off on the a file (a1 a3 a5 a7: no two adjacent); h12
  // makes exactly five (h7 and h13 empty): black wins at move 9.
  const game = new Game();
  for (const p of ['h8', 'a1', 'h9', 'a3', 'h10', 'a5', 'h11', 'a7']) assert.equal(game.place(p), 'allowed', p);
  assert.equal(game.place('h12'), 'five');
  const five = { result: 'black-five', winner: 'black', move: 9 };
  assert.deepEqual(game.result, five);
  assert.equal(JSON.stringify(game.result), '{"result":"black-five","winner":"black","move":9}');
  // Undo of the five, and the five again.
  assert.equal(game.undo(), 'h12');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(game.place('h12'), 'five');
  assert.deepEqual(game.result, five);
  // A white move after the end, then the one after it: the five stays move 9.
  assert.equal(game.place('b1'), 'allowed');
  assert.equal(game.place('c1'), 'allowed');
  assert.deepEqual(game.result, five);
  game.free();

  // White's five: black scattered (h8, l12, d12, l4, d4: no three in any line), white a1 to
  // a5 on the a file, the fifth at move 10.
  const white = new Game();
  for (const p of ['h8', 'a1', 'l12', 'a2', 'd12', 'a3', 'l4', 'a4', 'd4']) assert.equal(white.place(p), 'allowed', p);
  assert.equal(white.place('a5'), 'five');
  assert.deepEqual(white.result, { result: 'white-five', winner: 'white', move: 10 });
  white.free();
});

test('a colour out of turn is refused with the referee\'s message, and nothing is placed', () => {
  const game = new Game();
  assert.equal(game.toPlay, 'black');
  throwsWith(() => game.place('h8', 'white'), "it is black's move: white played the move before");
  assert.deepEqual(game.moves, []);
  assert.equal(game.get('h8'), 0);
  assert.equal(game.place('h8', 'black'), 'allowed');
  throwsWith(() => game.place('i9', 'black'), "it is white's move: black played the move before");
  assert.equal(game.get('i9'), 0);
  assert.equal(game.toPlay, 'white');
  assert.equal(game.place('i9', 'white'), 'allowed');
  assert.deepEqual(game.moves, ['h8', 'i9']);
  // Undo gives the turn back to the colour taken back.
  assert.equal(game.undo(), 'i9');
  throwsWith(() => game.place('i9', 'black'), "it is white's move: black played the move before");
  game.free();
  // Set-up stones and the side to play: white first here, black refused.
  const setUp = new Game({ black: ['h8'], toPlay: 'white' });
  throwsWith(() => setUp.place('i9', 'black'), "it is white's move: black played the move before");
  assert.equal(setUp.place('i9'), 'allowed');
  assert.equal(setUp.undo(), 'i9');
  assert.equal(setUp.undo(), undefined, 'a set-up stone is not a move');
  assert.equal(setUp.get('h8'), 1);
  setUp.free();
});

test('a full board is a draw, and clear starts over', () => {
  // 5x5 under gomoku-freestyle, rows top first: no five of one colour in any row, column or
  // diagonal (rows alternate XXOOX / OOXXO; the columns alternate colours; the diagonals
  // a5..e1 and a1..e5 read XOXOO and XOOXX); the last point, e1, played by white.
  const rows = ['XXOOX', 'OOXXO', 'XXOOX', 'OOXXO', 'XXOO.'];
  const game = Board.fromBoardString(rows.join(''), { rule: 'gomoku-freestyle', size: 5, toPlay: 'white' });
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(game.place('e1'), 'allowed');
  assert.deepEqual(game.result, { result: 'draw', winner: null, move: 1, reason: 'full-board' });
  assert.equal(game.undo(), 'e1');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  game.clear();
  assert.ok(game.cells().every((c) => c === 0));
  assert.equal(game.toPlay, 'black');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  game.free();
});

// --- replay against `renju replay` ---

/** The non-empty lines of the CLI's answer. */
const lines = (text) => text.split('\n').filter((l) => l !== '');

/** `replay(text, options)` against `renju replay ARGS -` on the same text: line for line. */
function sameAsCli(text, options, args) {
  const cli = lines(renju(['replay', ...args, '-'], text, { okStatuses: [0, 1] }));
  const answers = replay(text, options);
  assert.ok(Array.isArray(answers));
  assert.equal(answers.length, cli.length, `${args.join(' ')}: one answer per record`);
  answers.forEach((answer, i) => assert.equal(JSON.stringify(answer), cli[i], `${args.join(' ')}: record ${i + 1}`));
  return answers;
}

test('replay answers the bundled games as renju replay does', () => {
  const text = repoFile('examples/games.txt');
  const answers = sameAsCli(text, {}, []);
  // And as they are named (worked out by hand in the file's comments and README).
  assert.deepEqual(answers.map((a) => a.result), ['black-foul', 'white-five', 'black-foul', 'black-foul', 'black-five', 'none']);
  assert.deepEqual(answers[0], {
    game: 'double-three', moves: 9, result: 'black-foul', foul: { move: 9, point: 'j10', kind: 'double-three' }, five: null,
  });
  assert.deepEqual(answers.map((a) => a.foul?.kind ?? null), ['double-three', null, 'double-four', 'overline', null, null]);
  // The bytes read as the text; the options as the flags.
  assert.deepEqual(replay(new TextEncoder().encode(text)), answers);
  for (const rule of ['renju', 'omok', 'gomoku-freestyle']) {
    sameAsCli(text, { rule, format: 'moves', strict: true, size: 15 }, ['--rule', rule, '--format', 'moves', '--strict', '--size', '15']);
  }
});

/** A pseudo-random number generator from `seed` (mulberry32): numbers in [0, 1). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` SGF games from `seed`: boards of 5 to 26 (`SZ[n]`), stones near each other (so that
 * fives and fouls come), some with set-up stones (`AB`, `AW`), some opened by white, some
 * running past their end, some filling a small board; and a few that are no game (a stone on
 * an occupied point, a colour moving twice in a row).
 */
function sgfGames(count, seed) {
  const r = random(seed);
  const int = (n) => Math.floor(r() * n);
  const games = [];
  for (let g = 0; g < count; g++) {
    const size = 5 + int(22);
    const taken = new Set();
    const letter = (i) => String.fromCharCode(97 + i);
    const at = ([c, row]) => `${letter(c)}${letter(row)}`;
    const free = () => {
      // Near a stone already placed (most of the time), else anywhere; null when full.
      if (taken.size === size * size) return null;
      const placed = [...taken];
      for (let tries = 0; tries < 20 && placed.length > 0; tries++) {
        const [c, row] = placed[int(placed.length)].split(',').map(Number);
        const p = [c + int(5) - 2, row + int(5) - 2];
        if (p[0] >= 0 && p[0] < size && p[1] >= 0 && p[1] < size && !taken.has(p.join(','))) return p;
      }
      for (;;) {
        const p = [int(size), int(size)];
        if (!taken.has(p.join(','))) return p;
      }
    };
    const put = () => {
      const p = free();
      if (p) taken.add(p.join(','));
      return p;
    };
    let props = `GM[4]FF[4]SZ[${size}]GN[g${g}]`;
    if (r() < 0.2) {
      const black = [];
      const white = [];
      for (let k = 1 + int(4); k > 0; k--) black.push(put());
      for (let k = int(4); k > 0; k--) white.push(put());
      props += `AB${black.map((p) => `[${at(p)}]`).join('')}`;
      if (white.length) props += `AW${white.map((p) => `[${at(p)}]`).join('')}`;
    }
    // Small boards are sometimes filled; others get up to 80 moves.
    const full = size <= 7 && r() < 0.3;
    const moves = full ? size * size : int(Math.min(size * size, 80)) + 1;
    let color = r() < 0.1 ? 'W' : 'B';
    const nodes = [];
    for (let k = 0; k < moves; k++) {
      let p = put();
      if (!p) break;
      if (r() < 0.004) p = [...taken][0].split(',').map(Number); // on an occupied point
      nodes.push(`;${color}[${at(p)}]`);
      if (r() >= 0.004) color = color === 'B' ? 'W' : 'B'; // else the same colour again
    }
    games.push(`(;${props}${nodes.join('')})`);
  }
  return games.join('\n') + '\n';
}

/** The rules `renju rules` lists, by name. */
const ruleNames = () => renju(['rules']).trim().split('\n').map((line) => line.split(/\s+/)[0]);

test('replay answers 300 generated SGF games (sizes 5-26) as renju replay does, under every rule, strict or not', () => {
  const text = sgfGames(300, 20240521);
  const seen = new Set();
  const rules = ruleNames();
  assert.ok(rules.length >= 9, rules.join(' '));
  for (const rule of rules) {
    for (const strict of [false, true]) {
      const args = ['--rule', rule, '--format', 'sgf', ...(strict ? ['--strict'] : [])];
      const answers = sameAsCli(text, { rule, format: 'sgf', strict }, args);
      for (const a of answers) {
        seen.add(a.error === undefined ? a.result : 'error');
        if (a.moves_after_end) seen.add('after-end');
        if (a.error?.includes('comes after the game ended')) seen.add('strict-error');
      }
    }
  }
  // A size asked: the records on other boards are errors in their place.
  sameAsCli(text, { rule: 'renju', format: 'sgf', size: 15 }, ['--rule', 'renju', '--format', 'sgf', '--size', '15']);
  // The generated games reach every kind of answer.
  for (const kind of ['black-foul', 'black-five', 'white-five', 'none', 'error', 'after-end', 'strict-error']) {
    assert.ok(seen.has(kind), `no ${kind} among the answers: ${[...seen].join(', ')}`);
  }
});

test('replay reads the options strictly', () => {
  throwsWith(() => replay('h8\n', { rule: 'chess' }), `unknown rule "chess"; the rules are ${ruleNames().join(', ')} (see rules())`);
  throwsWith(() => replay('h8\n', { format: 'pgn' }), 'unknown record format "pgn" (auto, moves, rif, sgf, psq or renlib)');
  throwsWith(() => replay('h8\n', { size: 4 }), 'board size 4 is not supported: a side has 5 to 26 points');
  throwsWith(() => replay('h8\n', { size: 15.5 }), 'size 15.5 is not a whole number of points: a side has 5 to 26 points');
  throwsWith(() => replay('h8\n', { size: '15' }), 'replay: option size must be a board side of 5 to 26; got string');
  throwsWith(() => replay('h8\n', { strict: 'yes' }), 'replay: option strict must be true or false; got string');
  throwsWith(() => replay('h8\n', { defaultSize: 15 }), 'replay: unknown option "defaultSize"; the options are format, rule, size, strict, name, openingRule, symmetry');
  throwsWith(() => replay(42), 'replay takes the records as a string or a Uint8Array; got number');
  assert.deepEqual(replay(''), []);
  // The name is a psq game's id, as the file's name is for `renju replay FILE`.
  const [psq] = replay('Piskvorky 15x15, 11:11, 0\n8,8,0\n-1\n', { format: 'psq', name: 'g.psq' });
  assert.equal(psq.game, 'g.psq');
});

test('faces.mjs: the replay lines and the standings of a Game tell the same games', () => {
  const dir = mkdtempSync(join(tmpdir(), 'renju-faces-'));
  try {
    const file = join(dir, 'games.sgf');
    writeFileSync(file, sgfGames(120, 7));
    const pkgdir = dirname(fileURLToPath(import.meta.resolve('renju-rules')));
    const script = fileURLToPath(new URL('./faces.mjs', import.meta.url));
    for (const [rule, size] of [['renju', undefined], ['omok', undefined], ['gomoku-standard', 15]]) {
      const sized = size ? ['--size', String(size)] : [];
      const run = spawnSync(process.execPath, [script, pkgdir, file, '--format', 'sgf', '--rule', rule, ...sized], { encoding: 'utf8' });
      assert.equal(run.status, 0, run.stderr);
      const out = lines(run.stdout);
      const cli = lines(renju(['replay', '--format', 'sgf', '--rule', rule, ...sized, file], '', { okStatuses: [0, 1] }));
      assert.equal(out.length, 2 * cli.length);
      let standings = 0;
      cli.forEach((line, i) => {
        assert.equal(out[2 * i], line, `${rule}: record ${i + 1}`);
        const answer = JSON.parse(line);
        const face = JSON.parse(out[2 * i + 1]);
        if (answer.error !== undefined) {
          assert.deepEqual(face, { game: answer.game, refused: true }, `${rule}: record ${i + 1}`);
          return;
        }
        standings++;
        const { standing } = face;
        assert.equal(face.game, answer.game);
        // The same end: a five or a foul at the same move, else none (or a full board's draw).
        assert.equal(standing.result === 'draw' ? 'none' : standing.result, answer.result, `${rule}: ${answer.game}`);
        if (answer.foul) assert.deepEqual([standing.move, standing.point, standing.kind], [answer.foul.move, answer.foul.point, answer.foul.kind]);
        if (answer.five) assert.deepEqual([standing.move, standing.winner], [answer.five.move, answer.five.color]);
      });
      assert.ok(standings > 0);
    }
    const bad = spawnSync(process.execPath, [script, pkgdir], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^faces: two arguments are needed/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
