// The page for everyone: a game played and a point explained with the keyboard alone (the
// board is one tab stop; the arrow keys move its cursor; Enter and Space act), each point
// named for screen readers; and no sideways scrolling on narrow screens (320 and 390 px wide,
// as phones are) in any of the page's states.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { openPage, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

/** The element that has the keyboard focus: its id, or its board point. */
const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  return e?.getAttribute('data-point') ?? e?.id ?? '';
});

/** Presses `key` until `want(focused)` holds (at most `limit` times). */
async function pressUntil(page, key, want, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if (want(await focused(page))) return;
    await page.keyboard.press(key);
  }
  assert.fail(`${key} ${limit} times did not reach the focus wanted (at ${await focused(page)})`);
}

const isPoint = (name) => /^[a-z][0-9]+$/.test(name);

/** Moves the board's cursor to `target` with the arrow keys, from where it is. */
async function walkTo(page, target) {
  const at = await focused(page);
  assert.ok(isPoint(at), `the focus is on the board (at ${at})`);
  const dc = target.charCodeAt(0) - at.charCodeAt(0);
  const dr = Number(target.slice(1)) - Number(at.slice(1));
  for (let i = 0; i < Math.abs(dc); i++) await page.keyboard.press(dc > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dr); i++) await page.keyboard.press(dr > 0 ? 'ArrowUp' : 'ArrowDown');
  assert.equal(await focused(page), target);
}

test('a game placed and a point explained with the keyboard alone', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  // Tab reaches the board once, at its centre, with the cursor drawn.
  await pressUntil(page, 'Tab', isPoint);
  assert.equal(await focused(page), 'h8');
  assert.equal(await page.locator('[data-point][tabindex="0"]').count(), 1);
  assert.equal(await page.$eval('[data-point="h8"] .cursor', (e) => getComputedStyle(e).display), 'inline');
  assert.equal(await page.getAttribute('#board', 'role'), 'grid');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'role'), 'gridcell');
  // Black f8 g8 h9 h10, white a1..a4 between: black is left with a double-three at h8.
  const moves = ['f8', 'a1', 'g8', 'a2', 'h9', 'a3', 'h10', 'a4'];
  for (const [i, point] of moves.entries()) {
    await walkTo(page, point);
    await page.keyboard.press(i % 2 ? 'Space' : 'Enter');
    await settle(page);
    const colour = i % 2 ? 'white' : 'black';
    assert.equal(await page.getAttribute(`[data-point="${point}"]`, 'data-stone'), colour, point);
    // The status (a live region) says the move; the point's own name says what is on it.
    assert.match(await page.textContent('#status'), new RegExp(`to play \\(${colour} played ${point}\\)`));
    assert.match(await page.getAttribute(`[data-point="${point}"]`, 'aria-label'), new RegExp(`^${point}: ${colour} stone`));
  }
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-forbidden'), 'double-three');
  assert.match(await page.getAttribute('[data-point="h8"]', 'aria-label'), /^h8: empty; forbidden to black \(double-three\)/);
  // The arrows stop at the edge: a4 is on column a, and ArrowLeft stays there.
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(page), 'a4');
  // Home, End, Page Up and Page Down go to the edges.
  await page.keyboard.press('End');
  assert.equal(await focused(page), 'o4');
  await page.keyboard.press('PageUp');
  assert.equal(await focused(page), 'o15');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Home');
  assert.equal(await focused(page), 'a1');
  // Undo from the keyboard too: Ctrl+Z takes back a4, Ctrl+Y puts it again.
  await page.keyboard.press('Control+z');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="a4"]', 'data-stone'), null);
  await page.keyboard.press('Control+y');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="a4"]', 'data-stone'), 'white');
  // Back up to the toolbar, choose "Explain a point", come back: the cursor is where it was.
  await pressUntil(page, 'Shift+Tab', (id) => id === 'tool-explain');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#tool-explain', 'aria-pressed'), 'true');
  await pressUntil(page, 'Tab', isPoint);
  assert.equal(await focused(page), 'a1');
  await walkTo(page, 'h8');
  await page.keyboard.press('Enter');
  await settle(page);
  const text = await page.textContent('#explanation');
  assert.match(text, /h8 for black:\s*forbidden: double-three/);
  assert.equal(await page.getAttribute('#explanation', 'aria-live'), 'polite');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-focus'), 'true');
  await screenshot(page, 'keyboard-explain');
  assert.deepEqual(page.problems, []);
});

test('a click moves the cursor but leaves the arrow keys to the replay', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await page.fill('#record-text', readFileSync(new URL('../../examples/games.txt', import.meta.url), 'utf8'));
  await page.click('#record-load');
  await settle(page);
  await page.click('#tool-explain');
  await page.click('[data-point="c3"]');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="c3"]', 'tabindex'), '0');
  assert.notEqual(await focused(page), 'c3');
  await page.keyboard.press('ArrowRight');
  await settle(page);
  assert.match(await page.textContent('#replay-step'), /move 1 of/);
  assert.deepEqual(page.problems, []);
});

/** What sticks out of the page sideways: the page's own overflow, and named parts cut off. */
function overflow(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push(`the page is ${document.documentElement.scrollWidth} px wide in ${width}`);
    const parts = ['#clear', '#undo', '#redo', '#tool-place', '#tool-explain', '#rule', '#size', '#compare', '#board', '#record-load', '#record-file', '#record-format', '#explanation', '#legend'];
    for (const selector of parts) {
      const e = document.querySelector(selector);
      if (!e || e.offsetParent === null) continue;
      const box = e.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) out.push(`${selector} spans ${box.left.toFixed(0)}..${box.right.toFixed(0)}`);
    }
    // The board's labels: the row numbers on both sides and the column letters.
    for (const label of document.querySelectorAll('#board .coord')) {
      const box = label.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) out.push(`the label ${label.textContent} spans ${box.left.toFixed(0)}..${box.right.toFixed(0)}`);
    }
    const explanation = document.getElementById('explanation');
    if (explanation.scrollWidth > explanation.clientWidth + 1) out.push(`the explanation scrolls sideways (${explanation.scrollWidth} in ${explanation.clientWidth})`);
    return out;
  });
}

const FALSE_THREE = ['e8', 'f8', 'g6', 'g7', 'g9', 'g10', 'g11', 'h9', 'h10'];

for (const [width, height] of [[320, 640], [390, 844], [1280, 800]]) {
  test(`nothing sticks out sideways at ${width}x${height}`, async () => {
    const viewport = { width, height };
    // The page as it opens; with two rules compared and the rule's settings open.
    const page = await openPage(env.browser, env.server.url, `/?black=${FALSE_THREE.join(',')}&compare=omok`, viewport);
    await page.click('#rule-line');
    assert.deepEqual(await overflow(page), [], 'as opened, compared with omok');
    await screenshot(page, `narrow-${width}x${height}-compare`);
    // The deepest explanation the page shows, every nested ruling opened.
    await page.click('#tool-explain');
    await page.click('[data-point="h8"]');
    await settle(page);
    for (const summary of await page.locator('#explanation details > summary').all()) await summary.click();
    assert.deepEqual(await overflow(page), [], 'explaining h8');
    await screenshot(page, `narrow-${width}x${height}-explain`);
    // The largest board, and a replayed game.
    await page.selectOption('#size', '26');
    await settle(page);
    await page.fill('#record-text', readFileSync(new URL('../../examples/games.txt', import.meta.url), 'utf8'));
    await page.click('#record-load');
    await settle(page);
    assert.deepEqual(await overflow(page), [], 'a 26x26 board, replaying');
    await screenshot(page, `narrow-${width}x${height}-replay-26`);
    assert.deepEqual(page.problems, []);
  });
}
