// Set-up from the URL, clicking, undo, redo, clear; the URL follows the position; every
// intersection is a `data-point` element that takes its own click, with a title and an
// aria-label naming it and its verdict.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { marksOf, openPage, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

const query = (page) => new URL(page.url()).search;

test('a URL sets up the board and the side to play; clicks place its stone, then the other colour\'s; undo, redo and clear', async () => {
  const page = await openPage(env.browser, env.server.url, '/?rule=renju&size=15&black=h8,g8&white=i9&to_play=white');
  assert.equal(await page.locator('[data-point]').count(), 225);
  let marks = await marksOf(page);
  assert.deepEqual(marks.stones, { h8: 'black', g8: 'black', i9: 'white' });
  assert.match(await page.textContent('#status'), /^White to play/);

  // White to play, as the URL says; then black.
  await page.click('[data-point="j10"]');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="j10"]', 'data-stone'), 'white');
  await page.click('[data-point="f8"]');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="f8"]', 'data-stone'), 'black');
  assert.equal(query(page), '?rule=renju&size=15&black=h8,g8,f8&white=i9,j10&to_play=white');
  // A click on a stone changes nothing.
  await page.click('[data-point="h8"]');
  await settle(page);
  assert.equal(query(page), '?rule=renju&size=15&black=h8,g8,f8&white=i9,j10&to_play=white');

  await page.click('#undo');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="f8"]', 'data-stone'), null);
  assert.equal(query(page), '?rule=renju&size=15&black=h8,g8&white=i9,j10&to_play=black');
  await page.click('#redo');
  await settle(page);
  assert.equal(await page.getAttribute('[data-point="f8"]', 'data-stone'), 'black');
  await page.click('#clear');
  await settle(page);
  marks = await marksOf(page);
  assert.deepEqual(marks.stones, {});
  assert.equal(query(page), '?rule=renju&size=15');
  await page.click('#undo');
  await settle(page);
  assert.deepEqual((await marksOf(page)).stones, { h8: 'black', g8: 'black', f8: 'black', i9: 'white', j10: 'white' });

  // The URL shows the same board when opened again.
  const again = await openPage(env.browser, env.server.url, query(page));
  assert.deepEqual((await marksOf(again)).stones, (await marksOf(page)).stones);
  await screenshot(page, 'setup');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);
});

test('each point takes its own click, and says its name and verdict', async () => {
  // RIF 9.3's double-three: h8 forbidden to black.
  const page = await openPage(env.browser, env.server.url, '/?black=f8,g8,h9,h10');
  // What is under the centre of each point (stones, marks and all) belongs to that point.
  const misses = await page.evaluate(() => {
    const wrong = [];
    for (const g of document.querySelectorAll('[data-point]')) {
      const box = g.querySelector('.hit').getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit?.closest('[data-point]') !== g) wrong.push(g.getAttribute('data-point'));
    }
    return wrong;
  });
  assert.deepEqual(misses, []);
  const label = (name) => page.getAttribute(`[data-point="${name}"]`, 'aria-label');
  const title = (name) => page.textContent(`[data-point="${name}"] > title`);
  assert.equal(await label('h8'), 'h8: empty; forbidden to black (double-three)');
  assert.equal(await title('h8'), 'h8: empty; forbidden to black (double-three)');
  assert.equal(await label('f8'), 'f8: black stone');
  assert.equal(await label('a1'), 'a1: empty; allowed for black');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-forbidden'), 'double-three');
  assert.deepEqual(page.problems, []);
});

test('bad points in the URL are named and left out', async () => {
  const page = await openPage(env.browser, env.server.url, '/?black=h8,p3,h8&white=zz');
  assert.deepEqual((await marksOf(page)).stones, { h8: 'black' });
  const error = await page.textContent('#error');
  assert.match(error, /black: p3 is not a point of the 15x15 board/);
  assert.match(error, /black: h8 is given twice/);
  assert.match(error, /white: zz is not a point/);
  assert.deepEqual(page.problems, []);
});
