// The explain tool: #tool-explain, then a click on a point, fills #explanation with the
// ruling as a tree (each line and its window, the false-three recursion) and draws the
// lines on the board; it says what `renju explain --json` says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

// RIF 9.3's false three: h8 makes the row e8 f8 . h8, whose one straight-four point g8 is an
// overline (g6..g11), and the column h8 h9 h10: one real three, so h8 is allowed.
const FALSE_THREE = { black: ['e8', 'f8', 'g6', 'g7', 'g9', 'g10', 'g11', 'h9', 'h10'], white: [] };

test('explaining the false three shows both threes, the overline below, and the lines', async () => {
  const page = await openPage(env.browser, env.server.url, `/?black=${FALSE_THREE.black.join(',')}`);
  await page.click('#tool-explain');
  assert.equal(await page.getAttribute('#tool-explain', 'aria-pressed'), 'true');
  await page.click('[data-point="h8"]');
  await settle(page);
  const text = await page.textContent('#explanation');
  const cli = JSON.parse(renju(['explain', '--json', 'h8'], JSON.stringify(FALSE_THREE)));
  assert.equal(cli.verdict, 'allowed');
  assert.match(text, /h8 for black:\s*allowed/);
  assert.match(text, /The row three is false/);
  assert.match(text, /The column three is real/);
  assert.match(text, /g8 \(-1\):\s*forbidden: overline/);
  // Every line of the tree's top level, as the library names it.
  for (const line of cli.lines) assert.ok(text.includes(line.class), line.class);
  // The board: h8 ringed, a band along each line that holds a pattern (row and column).
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-focus'), 'true');
  assert.equal(await page.locator('.overlay .band').count(), 2);
  // Pointing at the nested g8 shows it, with h8 as the stone played before it.
  await page.hover('.node .node .node-head');
  assert.equal(await page.getAttribute('[data-point="g8"]', 'data-focus'), 'true');
  assert.equal(await page.locator('.overlay .played').count(), 1);
  await page.hover('.node.top > .lines > li[data-direction="column"]');
  assert.equal(await page.locator('.overlay .band.strong').count(), 1);
  await screenshot(page, 'explain-false-three');
  assert.deepEqual(page.problems, []);
});

test('a double-three is explained by its two real threes; a stone is no point to explain', async () => {
  const page = await openPage(env.browser, env.server.url, '/?black=f8,g8,h9,h10&to_play=white');
  await page.click('#tool-explain');
  await page.click('[data-point="h8"]');
  await settle(page);
  const text = await page.textContent('#explanation');
  assert.match(text, /h8 for black:\s*forbidden: double-three/);
  assert.match(text, /Step 4: 2 of the threes are real/);
  await page.click('[data-point="g8"]');
  assert.equal(await page.textContent('#explanation'), 'g8 holds a stone: choose an empty point to explain.');
  // Back to placing stones: a click places again (white's turn, as the URL says).
  await page.click('#tool-place');
  await page.click('[data-point="a1"]');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="a1"]', 'data-stone'), 'white');
  assert.deepEqual(page.problems, []);
});
