// Opening rules in the package: the hand-worked opening cases (conformance/openings/*.txt, the
// format of conformance/README.md) through `replay`, as cli/tests/replay_formats.rs's
// `the_opening_cases_through_renju_replay` takes them through `renju replay`, and each answer
// line for line against `renju replay --opening-rule R [--symmetry S]`; the same cases played
// move by move through a `Game` with `swap()`, `declare()` and `offer()`, whose `opening` and
// `result` must say what the answer says; `openingRules()` against `renju openings`; a live
// game under the RIF rule that reaches a foul, worked out by hand; and the errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { Game, openingRules, readGames, replay } from 'renju-rules';
import { REPO, RENJU, renju, repoFile } from './helpers.mjs';

/** `fn` throws an instance of `type` (not a trap) with exactly `message`. */
function throwsWith(fn, type, message) {
  assert.throws(fn, (e) => e instanceof type && !(e instanceof WebAssembly.RuntimeError) && e.message === message, message);
}

/**
 * A file of opening cases read by its format: `field: value` lines, a line starting with a
 * space going on the field before it, `#` comments; `rule:` and `source:` first, then cases
 * from each `case:` on.
 */
function readOpeningCases(file, text) {
  const fields = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) return;
    if (raw.startsWith(' ')) {
      fields[fields.length - 1].value += ` ${raw.trim()}`;
      return;
    }
    const colon = raw.indexOf(':');
    assert.ok(colon > 0, `${file}:${i + 1}: a field: value line`);
    fields.push({ line: i + 1, key: raw.slice(0, colon).trim(), value: raw.slice(colon + 1).trim() });
  });
  const list = (value) => value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  let rule = null;
  const cases = [];
  for (const { line, key, value } of fields) {
    const kase = cases[cases.length - 1];
    if (key === 'case') {
      cases.push({ name: value, line, rule, symmetry: null, record: '', expect: null, points: [], opening: null, unchecked: [] });
    } else if (!kase) {
      if (key === 'rule') rule = value;
    } else if (key === 'expect') {
      if (value !== 'lawful') {
        const m = /^(\S+) at (\d+)$/.exec(value);
        assert.ok(m, `${file}:${line}: expect: lawful or KIND at MOVE`);
        kase.expect = { kind: m[1], move: Number(m[2]) };
      }
    } else if (key === 'points' || key === 'unchecked') {
      kase[key] = list(value);
    } else if (['record', 'rule', 'symmetry', 'opening'].includes(key)) {
      kase[key] = value;
    }
  }
  return { file, cases };
}

const caseFiles = () => {
  const dir = join(REPO, 'conformance', 'openings');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readOpeningCases(f, repoFile(join('conformance', 'openings', f))));
};

/** The replay options of a case, and the matching `renju replay` arguments. */
const optionsOf = (kase) => ({ format: 'moves', openingRule: kase.rule, ...(kase.symmetry ? { symmetry: kase.symmetry } : {}) });
const argsOf = (kase) => ['replay', '--format', 'moves', '--opening-rule', kase.rule, ...(kase.symmetry ? ['--symmetry', kase.symmetry] : []), '-'];

test('every hand-worked opening case through replay: as the case says, and as renju replay answers', () => {
  let checked = 0;
  for (const { file, cases } of caseFiles()) {
    for (const kase of cases) {
      const at = `${file}:${kase.line} (${kase.name})`;
      const input = `case: ${kase.record}\n`;
      const answers = replay(input, optionsOf(kase));
      assert.equal(answers.length, 1, at);
      const [answer] = answers;
      const { opening } = answer;
      assert.equal(opening.rule, kase.rule, at);
      if (kase.expect === null) {
        assert.equal(opening.foul, null, `${at}: ${JSON.stringify(opening)}`);
        assert.notEqual(answer.result, 'opening-foul', at);
      } else {
        assert.equal(opening.foul?.kind, kase.expect.kind, `${at}: ${JSON.stringify(opening)}`);
        assert.equal(opening.foul.move, kase.expect.move, at);
        assert.equal(answer.result, 'opening-foul', at);
        assert.equal(typeof opening.foul.sentence, 'string', at);
        if (kase.points.length) assert.deepEqual(opening.foul.points, kase.points, at);
      }
      if (kase.opening !== null) assert.equal(opening.name ?? 'none', kase.opening, at);
      assert.deepEqual(opening.unchecked, kase.unchecked, at);
      // The command's answer, byte for byte.
      assert.equal(JSON.stringify(answer), renju(argsOf(kase), input).trim(), at);
      checked += 1;
    }
  }
  assert.ok(checked >= 59, `${checked} cases`);
});

/**
 * A case's record played through a `Game` under its opening rule: each move placed with the
 * side to play, `swap`, `declare=K` and `offers=p,q,...` as the game's calls between them.
 */
function played(kase) {
  const game = new Game({ openingRule: kase.rule, ...(kase.symmetry ? { symmetry: kase.symmetry } : {}) });
  for (const word of kase.record.split(/\s+/).filter(Boolean)) {
    if (word === 'swap') game.swap();
    else if (word.startsWith('declare=')) game.declare(Number(word.slice('declare='.length)));
    else if (word.startsWith('offers=')) game.offer(word.slice('offers='.length).split(','));
    else game.place(word);
  }
  return game;
}

test('the same cases played move by move through a Game: its opening and result are the answer\'s', () => {
  for (const { file, cases } of caseFiles()) {
    for (const kase of cases) {
      const at = `${file}:${kase.line} (${kase.name})`;
      const [answer] = replay(`case: ${kase.record}\n`, optionsOf(kase));
      const game = played(kase);
      assert.deepEqual(game.opening, answer.opening, at);
      assert.equal(game.result.result, answer.result, at);
      if (answer.result === 'opening-foul') {
        assert.deepEqual(game.result, { result: 'opening-foul', winner: null, move: answer.opening.foul.move }, at);
      }
      game.free();
    }
  }
});

test('openingRules() lists what renju openings lists', () => {
  // `renju openings`: `NAME  SUMMARY`, the name padded.
  const lines = renju(['openings']).trim().split('\n');
  const listed = openingRules();
  assert.equal(listed.length, lines.length);
  listed.forEach((rule, i) => {
    const m = /^(\S+)\s+(.*)$/.exec(lines[i]);
    assert.deepEqual(rule, { name: m[1], summary: m[2] });
  });
  assert.deepEqual(listed.map((r) => r.name), ['none', 'rif', 'soosorv-8', 'swap1', 'swap2', 'taraguchi-10', 'yamaguchi']);
});

// The RIF opening played lawfully, then a double-three (worked out by hand): black h8 (the
// centre), white h9 (in the 3x3 square), black j10 (the corner of the 5x5 square: D3, Sosei),
// a swap (allowed after move 3), white i10 (anywhere), the offers g9 and j8 (not symmetrical:
// conformance/openings/rif.txt, "lawful"), black g9 kept. White answers far off on the a
// file; black h10 (move 7) and j8 (move 9) are twos only. Black i9 (move 11) then makes two
// open threes: h8 i9 j10 on the diagonal (g7, k11 and f6, l12 empty) and h10 i9 j8 on the
// anti-diagonal (g11, k7 and f12, l6 empty); its row is blocked by white h9 beside g9, and
// its column by white i10. A double-three: black's foul at move 11, and white wins.
const LAWFUL = ['h8', 'h9', 'j10', 'swap', 'i10', 'offers=g9,j8', 'g9'];
const TO_THE_FOUL = ['a1', 'h10', 'a3', 'j8', 'a5'];

test('a live game under the RIF rule: a lawful opening (D3, Sosei), then black\'s double-three', () => {
  const game = new Game({ rule: 'renju', openingRule: 'rif' });
  assert.deepEqual(game.opening, { rule: 'rif', symmetry: 'board', name: null, title: null, foul: null, unchecked: [] });
  for (const word of LAWFUL) {
    if (word === 'swap') game.swap();
    else if (word.startsWith('offers=')) game.offer(word.slice(7).split(','));
    else assert.equal(game.place(word), 'allowed', word);
  }
  const lawful = { rule: 'rif', symmetry: 'board', name: 'D3', title: 'Sosei', foul: null, unchecked: [] };
  assert.deepEqual(game.opening, lawful);
  for (const p of TO_THE_FOUL) assert.equal(game.place(p), 'allowed', p);
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(game.place('i9'), 'double-three');
  assert.deepEqual(game.result, { result: 'black-foul', winner: 'white', move: 11, point: 'i9', kind: 'double-three' });
  assert.deepEqual(game.opening, lawful, 'the opening was lawful');
  // The same game as a record, through replay and through the command.
  const record = `g: ${[...LAWFUL, ...TO_THE_FOUL, 'i9'].join(' ')}\n`;
  const [answer] = replay(record, { openingRule: 'rif' });
  assert.deepEqual(answer.foul, { move: 11, point: 'i9', kind: 'double-three' });
  assert.equal(answer.result, 'black-foul');
  assert.deepEqual(answer.opening, lawful);
  assert.equal(JSON.stringify(answer), renju(['replay', '--opening-rule', 'rif', '-'], record).trim());
  // Taken back, the game goes on.
  assert.equal(game.undo(), 'i9');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  // Taken back to move 4, the offers (made before move 5) stay: a fifth move that is not
  // among them, k12, is the opening's foul at move 5 (rif.txt, "the fifth move not offered").
  for (const p of ['a5', 'j8', 'a3', 'h10', 'a1', 'g9']) assert.equal(game.undo(), p);
  assert.deepEqual(game.opening, { ...lawful, unchecked: [] });
  game.place('k12');
  assert.equal(game.opening.foul.kind, 'not-offered');
  assert.equal(game.opening.foul.move, 5);
  assert.deepEqual(game.result, { result: 'opening-foul', winner: null, move: 5 });
  game.free();
});

test('a live game reaching an opening foul: white\'s second move outside the 3x3 square, and undone', () => {
  const game = new Game({ openingRule: 'rif' });
  game.place('h8');
  // j10 is (2,2) from h8: outside the central 3x3 square (1 point from h8 at most).
  assert.equal(game.place('j10'), 'allowed', 'no forbidden move: the opening rule judges it');
  assert.deepEqual(game.result, { result: 'opening-foul', winner: null, move: 2 });
  const { foul } = game.opening;
  assert.equal(foul.kind, 'outside-square');
  assert.equal(foul.move, 2);
  assert.deepEqual(foul.points, ['j10']);
  assert.equal(typeof foul.square, 'string');
  assert.equal(typeof foul.sentence, 'string');
  // The record's answer, from the command, says the same of it.
  const line = JSON.parse(renju(['replay', '--opening-rule', 'rif', '-'], 'g: h8 j10\n'));
  assert.deepEqual(game.opening, line.opening);
  assert.equal(game.undo(), 'j10');
  assert.deepEqual(game.result, { result: 'none', winner: null });
  assert.equal(game.opening.foul, null);
  game.place('i9');
  game.swap(); // after move 2: the RIF rule allows a swap after move 3 only
  assert.equal(game.opening.foul.kind, 'swap-not-allowed');
  assert.equal(game.opening.foul.move, 2);
  assert.equal(game.result.result, 'opening-foul');
  // The symmetrical offers of the hand-worked case, read on the board and as patterns.
  const pattern = new Game({ openingRule: 'rif', symmetry: 'pattern' });
  assert.equal(pattern.opening.symmetry, 'pattern');
  pattern.free();
  // clear() keeps the opening rule.
  game.clear();
  assert.deepEqual(game.opening, { rule: 'rif', symmetry: 'board', name: null, title: null, foul: null, unchecked: [] });
  game.free();
  // Without an opening rule, a game has no opening.
  const plain = new Game();
  assert.equal(plain.opening, null);
  plain.free();
});

test('opening rules and readings refused with the referee\'s messages', () => {
  // An unknown opening rule: the command's message (after its `error: `), word for word.
  const run = spawnSync(RENJU, ['replay', '--opening-rule', 'chess', '-'], { input: '', encoding: 'utf8' });
  assert.equal(run.status, 2);
  const message = run.stderr.split('\n')[0].replace(/^error: /, '');
  assert.match(message, /^unknown opening rule "chess" \(the opening rules are none, rif, /);
  throwsWith(() => replay('h8\n', { openingRule: 'chess' }), Error, message);
  throwsWith(() => new Game({ openingRule: 'chess' }), Error, message);
  throwsWith(() => replay('h8\n', { symmetry: 'mirror' }), Error, 'symmetry: the reading is "board" or "pattern"; got "mirror"');
  throwsWith(() => replay('h8\n', { openingRule: 8 }), TypeError, 'replay: option openingRule must be an opening rule\'s name such as "rif" (see openingRules()); got number');
  throwsWith(() => new Game({ symmetry: 'board' }), Error, 'new Board: option symmetry says how an opening rule\'s fifth-move offers are read; give openingRule too');
  throwsWith(() => new Game({ openingRule: 'rif', size: 14 }), Error, 'new Board: the opening rule\'s squares are centred on the board\'s centre point, and a 14x14 board has none (an odd side has)');
  // A family's rule with another N is taken, as by the command.
  assert.equal(replay('h8 h9 j10\n', { openingRule: 'soosorv-5' })[0].opening.rule, 'soosorv-5');
  // A game without an opening rule refuses its steps, with the referee's message.
  const plain = new Game();
  throwsWith(() => plain.swap(), Error, 'swap: the game has no opening rule: a swap, a declaration or offers mean nothing in it');
  throwsWith(() => plain.declare(2), Error, 'declare: the game has no opening rule: a swap, a declaration or offers mean nothing in it');
  throwsWith(() => plain.offer(['g9']), Error, 'offer: the game has no opening rule: a swap, a declaration or offers mean nothing in it');
  plain.free();
  const rif = new Game({ openingRule: 'rif' });
  throwsWith(() => rif.declare(1.5), Error, 'declare: count 1.5 is not a number of offers: a whole number from 0');
  throwsWith(() => rif.declare(-1), Error, 'declare: count -1 is not a number of offers: a whole number from 0');
  throwsWith(() => rif.declare('2'), TypeError, 'declare: count must be a number of offers; got string');
  throwsWith(() => rif.offer('g9'), TypeError, 'offer: points must be an array of points such as ["h8", "g8"]; got string');
  throwsWith(() => rif.offer(['g9', 'z99']), Error, 'offer: points[1]: "z99" is not a point: a point is a column a-z and a row 1-26, like "h8"');
  throwsWith(() => rif.offer(['p1']), Error, 'offer: points[0]: p1 is off the 15x15 board (columns a-o, rows 1-15)');
  assert.equal(rif.opening.foul, null, 'a refused step changes nothing');
  rif.free();
});

test('readGames gives a record\'s opening events as written', () => {
  const [game] = readGames('g: h8 h9 j10 declare=2 swap i10 offers=g9,j8 g9\n');
  assert.deepEqual(game.moves, ['h8', 'h9', 'j10', 'i10', 'g9']);
  assert.deepEqual(game.openingEvents, [
    { after: 3, event: 'declare', count: 2 },
    { after: 3, event: 'swap' },
    { after: 4, event: 'offers', points: ['g9', 'j8'] },
  ]);
  assert.deepEqual(readGames('h8 h9\n')[0].openingEvents, []);
});

