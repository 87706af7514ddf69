// The side to play is stated, never guessed (issue 56): stones set up from the URL do not say
// whose move it is, so the page says it is not set, places no stone until "To play" is
// chosen, and says why when it states a side (black opens an empty board; the side chosen;
// the move just played). And on a phone, the explanation of a tapped point, which lies below
// the board, is scrolled into view.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SITE, marksOf, openPage, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();
const status = (page) => page.textContent('#status');
const query = (page) => new URL(page.url()).search;
const stone = (page, name) => page.getAttribute(`[data-point="${name}"]`, 'data-stone');

// Black f8 g8 h9 h10 (RIF 9.3's shape): h8 makes the open threes f8 g8 h8 and h8 h9 h10 at
// once, a double-three, forbidden to black.
const DOUBLE_THREE = 'black=f8,g8,h9,h10';

test('black stones set up with no side stated: not set, never "White to play", and no stone placed until chosen', async () => {
  const page = await openPage(env.browser, env.server.url, `/?${DOUBLE_THREE}`);
  const said = await status(page);
  assert.doesNotMatch(said, /(White|Black) to play/);
  assert.match(said, /^Side to play not set: set-up stones do not say whose move it is/);
  assert.equal(await page.inputValue('#to-play'), '');
  await screenshot(page, 'side-not-set');

  // A click places nothing, and says what to do.
  await page.click('[data-point="a1"]');
  await settle(page);
  assert.equal(await stone(page, 'a1'), null);
  assert.match(await page.textContent('#error'), /Choose who is to play/);

  // Black chosen: said as chosen, kept in the URL, and the next stone is black's.
  await page.selectOption('#to-play', 'black');
  await settle(page);
  assert.match(await status(page), /^Black to play \(as chosen\)/);
  assert.equal(await page.textContent('#error'), '');
  assert.equal(query(page), '?rule=renju&size=15&black=f8,g8,h9,h10&to_play=black');
  assert.equal((await marksOf(page)).forbidden.h8, 'double-three');
  await page.click('[data-point="h8"]');
  await settle(page);
  assert.equal(await stone(page, 'h8'), 'black');
  assert.match(await status(page), /^White to play \(black played h8\)/);
  assert.equal(await page.inputValue('#to-play'), 'white');

  // Undo takes the stone back, then the choice.
  await page.click('#undo');
  await settle(page);
  assert.equal(await stone(page, 'h8'), null);
  assert.match(await status(page), /^Black to play/);
  await page.click('#undo');
  await settle(page);
  assert.match(await status(page), /^Side to play not set/);
  assert.deepEqual(page.problems, []);
});

test('a side stated in the URL is the side to play; an empty board is black to play, because black opens', async () => {
  const page = await openPage(env.browser, env.server.url, '/?black=h8&to_play=white');
  assert.match(await status(page), /^White to play \(as chosen\)/);
  await page.click('[data-point="i9"]');
  await settle(page);
  assert.equal(await stone(page, 'i9'), 'white');

  const empty = await openPage(env.browser, env.server.url, '/');
  assert.match(await status(empty), /^Black to play \(black opens\)/);
  assert.equal(await empty.inputValue('#to-play'), 'black');

  const bad = await openPage(env.browser, env.server.url, '/?black=h8&to_play=red');
  assert.match(await bad.textContent('#error'), /to_play: red is not black or white/);
  assert.match(await status(bad), /^Side to play not set/);
  assert.deepEqual([...page.problems, ...empty.problems, ...bad.problems], []);
});

test('on a phone (390x844), tapping a point to explain scrolls the explanation into view', async () => {
  const phone = { width: 390, height: 844 };
  const context = await env.browser.newContext({ viewport: phone, deviceScaleFactor: 1, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
  await page.goto(new URL(`?${DOUBLE_THREE}&to_play=black`, env.server.url.endsWith('/') ? env.server.url : `${env.server.url}/`).href);
  await page.waitForSelector('body[data-ready="true"]');
  await settle(page);
  const explanationTop = () => page.$eval('#explanation', (e) => e.getBoundingClientRect().top);
  const innerHeight = await page.evaluate(() => window.innerHeight);
  // Below the fold before the tap: the test could not fail otherwise.
  assert.ok((await explanationTop()) > innerHeight, `the explanation starts below the ${innerHeight}px window`);

  await page.tap('#tool-explain');
  await page.tap('[data-point="h8"]');
  await settle(page);
  // Scrolled (smoothly): wait until the explanation's top is inside the window.
  await page.waitForFunction(() => {
    const { top, bottom } = document.getElementById('explanation').getBoundingClientRect();
    return top >= 0 && top < window.innerHeight && bottom > 0;
  });
  // Then until the scroll has come to rest (the same place 100 ms apart).
  for (let y = -1, now = await page.evaluate(() => window.scrollY); now !== y; ) {
    y = now;
    await page.waitForTimeout(100);
    now = await page.evaluate(() => window.scrollY);
  }
  const box = await page.$eval('#explanation', (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  assert.ok(box.top >= 0 && box.top < innerHeight, `explanation at ${box.top}px in a ${innerHeight}px window`);
  assert.match(await page.textContent('#explanation'), /h8 for black:\s*forbidden: double-three/);

  // What the phone shows after the tap, the window only.
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'target', 'e2e', ...(SITE ? ['site'] : []));
  mkdirSync(root, { recursive: true });
  await page.screenshot({ path: join(root, 'side-phone-explain.png') });
  assert.deepEqual(problems, []);
  await context.close();
});
