// Loading a game record and stepping through it with the arrow keys: the stones, the move
// numbers, the foul and the five marked, and each step's forbidden points as
// `renju replay --positions | renju batch --color both` gives them.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { marksOf, openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

const games = readFileSync(new URL('../../examples/games.txt', import.meta.url), 'utf8');
const asMap = (list) => Object.fromEntries(list.map((e) => [e.point, e.kind]));

async function key(page, name) {
  await page.locator('#board').focus().catch(() => {});
  await page.keyboard.press(name);
  await settle(page);
}

test('the format menu is filled from the back end: the formats renju replay --format takes, auto chosen', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  const options = await page.$$eval('#record-format option', (os) => os.map((o) => ({ value: o.value, label: o.textContent, title: o.title })));
  const help = renju(['replay', '--help']);
  const values = /--format <FORMAT>.*\[possible values: ([^\]]*)\]/.exec(help);
  assert.ok(values, 'renju replay --help lists the formats');
  assert.deepEqual(options.map((o) => o.value), values[1].split(', '));
  assert.deepEqual(options.map((o) => o.label), values[1].split(', '));
  for (const { value, title } of options) assert.ok(title.length > 10, `${value}: a description as its title`);
  assert.equal(await page.inputValue('#record-format'), 'auto');
  assert.deepEqual(page.problems, []);
});

test('stepping through the double-three game with the arrow keys', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await page.fill('#record-text', games);
  await page.click('#record-load');
  await settle(page);
  assert.equal(await page.locator('#replay-game option').count(), 6);
  // Before the first move: an empty board.
  assert.deepEqual((await marksOf(page)).stones, {});
  assert.match(await page.textContent('#replay-step'), /^Game double-three: move 0 of 9/);
  const batch = renju(['batch', '--color', 'both'], renju(['replay', '--positions', '-'], games))
    .trim().split('\n').map((l) => JSON.parse(l)).filter((a) => a.id.startsWith('double-three-'));
  const moves = 'h8 i8 i9 h9 j8 k9 j9 i10 j10'.split(' ');
  for (let k = 0; k < moves.length; k++) {
    // Position k (before move k + 1): the library's forbidden points, k stones numbered.
    const marks = await marksOf(page);
    assert.equal(Object.keys(marks.stones).length, k);
    assert.deepEqual(marks.forbidden, asMap(batch[k].forbidden), `before move ${k + 1}`);
    await key(page, 'ArrowRight');
    assert.equal(await page.getAttribute(`[data-point="${moves[k]}"]`, 'data-number'), String(k + 1));
  }
  // Move 9, j10, was the foul: marked, and said.
  assert.equal(await page.getAttribute('[data-point="j10"]', 'data-mark'), 'foul');
  assert.match(await page.textContent('#replay-step'), /move 9 of 9 \(black j10\) — a foul: double-three/);
  assert.match(await page.textContent('#replay-result'), /black-foul at move 9 \(j10, double-three\)/);
  // The URL follows the step, so a link shows the same board.
  assert.match(new URL(page.url()).search, /black=h8,i9,j8,j9,j10&white=i8,h9,k9,i10/);
  await screenshot(page, 'replay-foul');
  await key(page, 'ArrowLeft');
  assert.equal(await page.getAttribute('[data-point="j10"]', 'data-forbidden'), 'double-three');
  await key(page, 'Home');
  assert.deepEqual((await marksOf(page)).stones, {});
  await key(page, 'End');
  assert.equal(Object.keys((await marksOf(page)).stones).length, 9);
  assert.deepEqual(page.problems, []);
});

test('the five that ends a game is marked', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await page.fill('#record-text', games);
  await page.click('#record-load');
  await settle(page);
  await page.selectOption('#replay-game', { label: 'white-five' });
  await settle(page);
  await key(page, 'End');
  // white-five: h8 h9 i8 i9 g8 f8 j8 k8 j7 j9 k10 k9 g9 l9: move 14, l9, is white's five
  // (h9 i9 j9 k9 l9).
  for (const p of ['h9', 'i9', 'j9', 'k9', 'l9']) assert.equal(await page.getAttribute(`[data-point="${p}"]`, 'data-mark'), 'five', p);
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-mark'), null);
  assert.match(await page.textContent('#replay-step'), /white makes five and wins/);
  await screenshot(page, 'replay-five');
  assert.deepEqual(page.problems, []);
});

test('a record that cannot be read says why', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await page.fill('#record-text', 'g1: h8 i9 h8\n');
  await page.click('#record-load');
  await settle(page);
  assert.equal(await page.textContent('#replay-step'), 'Game g1: move 3 (h8) is on an occupied point');
  assert.deepEqual(page.problems, []);
});

test('records from files: SGF as text, RenLib as bytes', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  // SGF rows count from the top: hh = h8, ih = i8.
  await page.setInputFiles('#record-file', { name: 'g.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from('(;FF[4]GM[4]GN[s1];B[hh];W[ih])') });
  await page.click('#record-load');
  await settle(page);
  await key(page, 'End');
  assert.deepEqual((await marksOf(page)).stones, { h8: 'black', i8: 'white' });
  assert.match(await page.textContent('#replay-step'), /^Game s1: move 2 of 2/);
  // RenLib: the header, then h8 (0x78, flags 0x40: a leaf) as the only move.
  const lib = Buffer.alloc(22);
  Buffer.from([0xff, ...Buffer.from('RenLib'), 0xff, 0x03, 0x04]).copy(lib);
  lib[20] = 0x78;
  lib[21] = 0x40;
  await page.setInputFiles('#record-file', { name: 'g.lib', mimeType: 'application/octet-stream', buffer: lib });
  await page.click('#record-load');
  await settle(page);
  await key(page, 'End');
  assert.deepEqual((await marksOf(page)).stones, { h8: 'black' });
  assert.deepEqual(page.problems, []);
});
