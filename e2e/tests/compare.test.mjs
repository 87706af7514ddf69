// Compare: the points where a second rule's verdict differs are marked, against the
// library's two maps.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marksOf, openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

const FALSE_THREE = { black: ['e8', 'f8', 'g6', 'g7', 'g9', 'g10', 'g11', 'h9', 'h10'], white: [] };

function differing(a, b) {
  const map = (rule) => {
    const answer = JSON.parse(renju(['batch', '--rule', rule, '--color', 'both'], JSON.stringify({ id: 1, ...FALSE_THREE }) + '\n'));
    return [answer.forbidden, answer.forbidden_white].map((l) => Object.fromEntries(l.map((e) => [e.point, e.kind])));
  };
  const [x, y] = [map(a), map(b)];
  const points = new Set();
  for (const i of [0, 1]) {
    for (const p of new Set([...Object.keys(x[i]), ...Object.keys(y[i])])) if (x[i][p] !== y[i][p]) points.add(p);
  }
  return [...points].sort();
}

test('renju against omok: g8 (an overline only renju forbids) and h8 (a double-three only omok has)', async () => {
  const page = await openPage(env.browser, env.server.url, `/?black=${FALSE_THREE.black.join(',')}`);
  await page.selectOption('#compare', 'omok');
  await settle(page);
  const marks = await marksOf(page);
  // By hand: under omok an overline is allowed, so g8 may be played and the row three
  // through h8 is real: h8 becomes a double-three; g8 is no longer forbidden.
  assert.deepEqual(marks.differs, ['g8', 'h8']);
  assert.deepEqual(marks.differs, differing('renju', 'omok'));
  assert.match(await page.getAttribute('[data-point="h8"]', 'aria-label'), /differs under omok: black: renju allowed, omok double-three/);
  assert.match(await page.textContent('#status'), /2 points judged otherwise under omok/);
  assert.match(new URL(page.url()).search, /compare=omok/);
  await screenshot(page, 'compare-renju-omok');
  // Against freestyle gomoku, which forbids nothing: every point renju forbids.
  await page.selectOption('#compare', 'gomoku-freestyle');
  await settle(page);
  assert.deepEqual((await marksOf(page)).differs, differing('renju', 'gomoku-freestyle'));
  assert.deepEqual((await marksOf(page)).differs, ['e9', 'f9', 'g8', 'h11', 'i9']);
  await page.selectOption('#compare', '');
  await settle(page);
  assert.deepEqual((await marksOf(page)).differs, []);
  assert.deepEqual(page.problems, []);
});
