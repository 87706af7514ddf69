// The static site (`make site`, run with E2E_SITE=target/site: `make site-e2e`): the page
// computes with the WebAssembly package, loads its own files only, and answers what the
// `renju` command answers: positions set up by URL (15x15 renju, 20x20 and 19x19 variants),
// a click, an explanation, a replay. Under `renju serve` these tests are skipped (the other
// files hold the server's page to the same contract).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { SITE, marksOf, openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();
const skip = SITE ? false : 'the static site only (E2E_SITE)';

const asMap = (list) => Object.fromEntries(list.map((e) => [e.point, e.kind]));
const jsonLines = (text) => text.trim().split('\n').map((l) => JSON.parse(l));

test('the page loads its own files and the package, and asks no server', { skip }, async () => {
  const page = await openPage(env.browser, env.server.url, '/?black=f8,g8,h9,h10');
  const base = env.server.url;
  assert.ok(page.requests.length > 0);
  for (const url of page.requests) assert.ok(url.startsWith(base), `outside the site: ${url}`);
  const paths = page.requests.map((url) => new URL(url).pathname.slice(new URL(base).pathname.length));
  assert.ok(paths.includes('assets/renju-rules/renju_rules_bg.wasm'), paths.join(' '));
  assert.ok(!paths.some((p) => p.startsWith('api/')), paths.join(' '));
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-forbidden'), 'double-three');
  assert.deepEqual(page.problems, []);
});

// Positions of 15x15 (renju), 20x20 (renju) and 19x19 (omok, which restricts both colours),
// given in the URL: each point's marks are `renju batch --color both`'s answer.
const CORPORA = [
  { style: 'dense', seed: 301, size: 15, rule: 'renju' },
  { style: 'game', seed: 302, size: 15, rule: 'renju' },
  { style: 'dense', seed: 303, size: 20, rule: 'renju' },
  { style: 'wide', seed: 304, size: 19, rule: 'omok' },
];

for (const { style, seed, size, rule } of CORPORA) {
  test(`${style} ${size}x${size} positions under ${rule}, set up by URL, marked as renju batch answers`, { skip }, async () => {
    const lines = renju(['corpus', '--style', style, '--count', '5', '--seed', String(seed), '--size', String(size)]);
    const answers = jsonLines(renju(['batch', '--rule', rule, '--color', 'both', '--size', String(size)], lines));
    const page = await openPage(env.browser, env.server.url, `/?rule=${rule}&size=${size}`);
    let marked = 0;
    for (const [i, line] of jsonLines(lines).entries()) {
      const { black = [], white = [] } = line;
      await page.goto(`${env.server.url}?rule=${rule}&size=${size}&black=${black.join(',')}&white=${white.join(',')}`);
      await page.waitForSelector('body[data-ready="true"]');
      await settle(page);
      const marks = await marksOf(page);
      assert.equal(Object.keys(marks.stones).length, black.length + white.length);
      assert.deepEqual(marks.forbidden, asMap(answers[i].forbidden), `${line.id}: black`);
      assert.deepEqual(marks.forbiddenWhite, asMap(answers[i].forbidden_white), `${line.id}: white`);
      marked += answers[i].forbidden.length + answers[i].forbidden_white.length;
      if (i === 0) await screenshot(page, `site-${style}-${size}-${rule}`);
    }
    assert.ok(marked > 0, 'no forbidden point in these positions');
    assert.deepEqual(page.problems, []);
  });
}

test('a click places a stone and the marks follow; explain says what renju explain --json says', { skip }, async () => {
  // Black f8 g8 h10, white a1 a2 a3 (black to play): h9 makes h8 a double-three (RIF 9.3's shape).
  const page = await openPage(env.browser, env.server.url, '/?black=f8,g8,h10&white=a1,a2,a3&to_play=black');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-forbidden'), null);
  await page.click('[data-point="h9"]');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="h9"]', 'data-stone'), 'black');
  const position = { black: ['f8', 'g8', 'h10', 'h9'], white: ['a1', 'a2', 'a3'] };
  const batch = JSON.parse(renju(['batch', '--color', 'both'], JSON.stringify({ id: 1, ...position }) + '\n'));
  const marks = await marksOf(page);
  assert.deepEqual(marks.forbidden, asMap(batch.forbidden));
  assert.equal(marks.forbidden.h8, 'double-three');

  await page.click('#tool-explain');
  await page.click('[data-point="h8"]');
  await settle(page);
  const cli = JSON.parse(renju(['explain', '--json', 'h8'], JSON.stringify(position)));
  assert.equal(cli.verdict, 'double-three');
  const text = await page.textContent('#explanation');
  assert.match(text, /h8 for black:\s*forbidden/);
  for (const line of cli.lines) assert.ok(text.includes(line.class), line.class);
  // The tree the page drew from is the command's, to the last field.
  const tree = await page.evaluate(async (pos) => (await import('./assets/api.js')).explain(pos, 'h8', 'black', 'renju', 15), position);
  assert.deepEqual(tree, cli);
  await screenshot(page, 'site-explain-double-three');
  assert.deepEqual(page.problems, []);
});

test("a replay: every game's answer is renju replay's, every position's marks renju batch's", { skip }, async () => {
  const games = readFileSync(new URL('../../examples/games.txt', import.meta.url), 'utf8');
  const page = await openPage(env.browser, env.server.url, '/');
  const answer = await page.evaluate(async (record) => (await import('./assets/api.js')).replay({ format: 'auto', record }, 'renju', 15), games);
  // `renju replay` exits 1 when a record cannot be a game; its answers are still the ones to compare.
  const replayed = jsonLines(renju(['replay', '--size', '15', '-'], games, { okStatuses: [0, 1] }));
  assert.deepEqual(answer.games.map((g) => g.answer), replayed);
  // The position before each move, as `renju replay --positions` writes them; and after the
  // last move (`<game>-end`), each game's stones.
  const before = renju(['replay', '--positions', '-'], games, { okStatuses: [0, 1] });
  const end = answer.games.filter((g) => g.moves).map((g) => {
    const stones = [...g.setup, ...g.moves];
    const of = (color) => stones.filter((s) => s.color === color).map((s) => s.point);
    return JSON.stringify({ id: `${g.answer.game}-end`, black: of('black'), white: of('white') });
  });
  const positions = jsonLines(renju(['batch', '--color', 'both'], before + end.join('\n') + '\n'));
  const byId = (list) => Object.fromEntries(list.map((p) => [p.id, p]));
  const fromPage = answer.games.flatMap((g) => g.positions ?? []);
  assert.equal(fromPage.length, positions.length);
  assert.deepEqual(byId(fromPage), byId(positions));
  assert.ok(fromPage.some((p) => p.forbidden.length > 0), 'no forbidden point in any position');

  // And on the board: the double-three game, stepped to its foul.
  await page.fill('#record-text', games);
  await page.click('#record-load');
  await settle(page);
  await page.locator('#board').focus().catch(() => {});
  await page.keyboard.press('End');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="j10"]', 'data-mark'), 'foul');
  assert.match(await page.textContent('#replay-result'), /black-foul at move 9 \(j10, double-three\)/);
  await screenshot(page, 'site-replay-foul');
  assert.deepEqual(page.problems, []);
});
