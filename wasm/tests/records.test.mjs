// `readGames` reads records as `renju replay` does: games replayed from what it gives, on a
// `Board`, end as `renju replay` says (the first foul or five, its move, point and kind), and
// records that are no game are errors in their place. Formats and coordinates are checked on
// records worked out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readGames, Board } from 'renju-rules';
import { renju, jsonLines, repoFile } from './helpers.mjs';

/**
 * A game replayed on a Board (its set-up stones, the colour of its first move to play, then
 * each move with its colour), its verdicts read as `renju replay` referees: its result
 * line's fields; and the Board's own `result` says the same.
 */
function referee(game, rule) {
  const board = new Board({ rule, size: game.size, black: game.black, white: game.white, toPlay: game.colors[0] });
  let outcome = { result: 'none', foul: null, five: null };
  game.moves.forEach((point, i) => {
    const color = game.colors[i];
    const verdict = board.place(point, color);
    if (outcome.result !== 'none' || verdict === 'allowed') return;
    outcome = verdict === 'five'
      ? { result: `${color}-five`, foul: null, five: { move: i + 1, color } }
      : { result: `${color}-foul`, foul: { move: i + 1, point, kind: verdict }, five: null };
  });
  const { result } = board.result;
  assert.equal(result === 'draw' ? 'none' : result, outcome.result, `${game.id}: Board.result`);
  board.free();
  return outcome;
}

function replayed(text, rule, name) {
  const games = readGames(text, { name });
  const lines = jsonLines(renju(['replay', '--rule', rule, '--format', 'auto', '-'], text, { okStatuses: [0, 1] }));
  assert.equal(games.length, lines.length, 'one record per answer');
  games.forEach((game, i) => {
    const line = lines[i];
    if (line.error !== undefined) {
      assert.equal(game.error, line.error, `record ${i + 1}`);
      return;
    }
    assert.equal(game.error, null);
    assert.equal(game.id, line.game);
    assert.equal(game.moves.length, line.moves);
    const { result, foul, five } = referee(game, rule);
    assert.deepEqual({ result, foul, five }, { result: line.result, foul: line.foul, five: line.five }, `game ${game.id}`);
  });
  return games;
}

test('the bundled games end as renju replay says', () => {
  const games = replayed(repoFile('examples/games.txt'), 'renju', 'games.txt');
  assert.deepEqual(games[0].moves, ['h8', 'i8', 'i9', 'h9', 'j8', 'k9', 'j9', 'i10', 'j10']);
  assert.equal(games[0].id, 'double-three');
});

test('games of positions played from the corpus end as renju replay says, under renju and omok', () => {
  // Each corpus position as a game: black and white alternating from its stone lists.
  const lines = jsonLines(renju(['corpus', '--style', 'game', '--count', '300', '--seed', '301']));
  const text = lines.map((p) => {
    const moves = [];
    for (let k = 0; k < Math.max(p.black.length, p.white.length); k++) {
      if (k < p.black.length) moves.push(p.black[k]);
      if (k < p.white.length) moves.push(p.white[k]);
    }
    return `${p.id}: ${moves.join(' ')}`;
  }).join('\n') + '\n';
  replayed(text, 'renju', 'corpus.txt');
});

test('records in each format, their points named from the bottom-left', () => {
  // SGF: columns from the left, rows from the top; on 19x19 `jj` is j10, `ss` s1, `aa` a19.
  const [sgf] = readGames('(;GM[4]SZ[19]GN[g]AB[aa]AW[ab];B[jj];W[ss])', { format: 'sgf' });
  assert.deepEqual(
    { id: sgf.id, size: sgf.size, moves: sgf.moves, colors: sgf.colors, black: sgf.black, white: sgf.white, error: sgf.error },
    { id: 'g', size: 19, moves: ['j10', 's1'], colors: ['black', 'white'], black: ['a19'], white: ['a18'], error: null },
  );
  // psq: x,y from the top-left, 1-based: 8,8 is h8 on 15x15, 1,1 is a15; the id is the name.
  const [psq] = readGames('Piskvorky 15x15, 11:11, 0\n8,8,0\n1,1,0\n-1\n', { format: 'psq', name: 'g.psq' });
  assert.deepEqual([psq.id, psq.size, psq.moves], ['g.psq', 15, ['h8', 'a15']]);
  // RenjuNet XML.
  const [rif] = readGames('<database><games><game id="7"><move>h8 i9</move></game></games></database>', { format: 'rif' });
  assert.deepEqual([rif.id, rif.moves], ['7', ['h8', 'i9']]);
  // A move list on 20x20 by defaultSize.
  const [big] = readGames('t20 a1\n', { defaultSize: 20 });
  assert.deepEqual([big.size, big.moves, big.line], [20, ['t20', 'a1'], 1]);
  // Bytes are read as the text is.
  assert.deepEqual(readGames(new TextEncoder().encode('h8 i9\n'))[0].moves, ['h8', 'i9']);
});

test('a record that is no game is an error in its place, and reading goes on', () => {
  const games = readGames('h8 i9\nh8 zz\nj10\n');
  assert.equal(games.length, 3);
  assert.equal(games[0].error, null);
  assert.equal(games[1].error, 'move 2: "zz" is not a move (a column a-o and a row 1-15, like h8)');
  assert.equal(games[1].line, 2);
  assert.equal(games[1].size, null);
  assert.deepEqual(games[2].moves, ['j10']);
  // A record longer than the bound.
  const [long] = readGames(`${'h8 '.repeat(100)}\n`, { maxRecordBytes: 64 });
  assert.match(long.error, /64/);
});
