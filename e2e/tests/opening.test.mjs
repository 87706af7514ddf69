// A game record's opening judged under an opening rule chosen on the page (under `renju
// serve` and on the static site alike): the opening named (its code and name), the record's
// fifth-move offers marked on the board, and the opening's foul shown (its sentence, and the
// points it names marked), each as `renju replay --opening-rule R` answers it. The page
// judges nothing: it shows the answer.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

async function key(page, name) {
  await page.locator('#board').focus().catch(() => {});
  await page.keyboard.press(name);
  await settle(page);
}

/** Loads `record` under the opening rule `opening` ('' for none asked), at move 0. */
async function load(page, record, opening) {
  await page.fill('#record-text', record);
  await page.selectOption('#record-opening', opening);
  await settle(page);
  await page.click('#record-load');
  await settle(page);
}

/** Every point's opening marks: {offers: name → its place, foul: [names]}. */
function openingMarks(page) {
  return page.evaluate(() => {
    const out = { offers: {}, foul: [] };
    for (const g of document.querySelectorAll('[data-point]')) {
      const name = g.getAttribute('data-point');
      if (g.hasAttribute('data-offer')) out.offers[name] = Number(g.getAttribute('data-offer'));
      if (g.hasAttribute('data-opening-foul')) out.foul.push(name);
    }
    out.foul.sort();
    return out;
  });
}

/** `renju replay --opening-rule RULE`'s answer to the one record `record`. */
const answerOf = (record, rule) => JSON.parse(renju(['replay', '--opening-rule', rule, '-'], `${record}\n`));

test('the opening rules to choose from are those renju openings lists, none asked by default', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  const options = await page.$$eval('#record-opening option', (os) => os.map((o) => o.value));
  const listed = renju(['openings']).trim().split('\n').map((l) => l.split(/\s+/)[0]);
  assert.deepEqual(options, ['', ...listed]);
  assert.equal(await page.inputValue('#record-opening'), '');
  assert.deepEqual(page.problems, []);
});

// conformance/openings/rif.txt, "symmetrical offers": moves 1 to 4 (h8 h9 h10 h6) all lie on
// column h, so the reflection in column h keeps them and sends g9 to i9; the offers are
// symmetrical, the opening's foul at move 5. h8 h9 h10 is D1, Kansei.
const SYMMETRICAL = 'sym: h8 h9 h10 swap h6 offers=g9,i9 g9 a1';

test('symmetrical offers under the RIF rule: the opening named, the offers marked, the foul shown', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await load(page, SYMMETRICAL, 'rif');
  const answer = answerOf(SYMMETRICAL, 'rif');
  assert.equal(answer.opening.foul.kind, 'symmetric-offers');
  assert.match(await page.textContent('#replay-opening'), /^Opening: D1 Kansei · opening rule rif/);
  const foulLine = await page.textContent('#replay-opening-foul');
  assert.ok(foulLine.startsWith('Opening foul at move 5, symmetric-offers (g9, i9): '), foulLine);
  assert.ok(foulLine.endsWith(answer.opening.foul.sentence), foulLine);
  assert.equal(await page.textContent('#replay-result'), 'Result: opening-foul at move 5 (symmetric-offers).');
  // Before move 4's offers nothing is marked; after move 4 the two offers are, lettered.
  for (let k = 0; k < 4; k++) {
    assert.deepEqual(await openingMarks(page), { offers: {}, foul: [] }, `move ${k}`);
    await key(page, 'ArrowRight');
  }
  assert.deepEqual(await openingMarks(page), { offers: { g9: 1, i9: 2 }, foul: [] });
  assert.equal(await page.textContent('[data-point="g9"] .offer-label'), '5a');
  assert.match(await page.textContent('#replay-step'), /move 4 of 6 \(white h6\) — then the fifth-move offers: g9, i9$/);
  await screenshot(page, 'opening-offers-symmetrical');
  // Move 5: the offers are the opening's foul, both marked; g9 holds the fifth stone.
  await key(page, 'ArrowRight');
  assert.deepEqual(await openingMarks(page), { offers: { g9: 1, i9: 2 }, foul: ['g9', 'i9'] });
  assert.equal(await page.getAttribute('[data-point="g9"]', 'data-stone'), 'black');
  assert.match(await page.textContent('#replay-step'), /move 5 of 6 \(black g9\) — the opening's foul: symmetric-offers/);
  assert.match(await page.textContent('#legend'), /the opening's foul/);
  await screenshot(page, 'opening-foul-symmetrical');
  // Move 6: the foul stays marked, the offers are gone.
  await key(page, 'ArrowRight');
  assert.deepEqual(await openingMarks(page), { offers: {}, foul: ['g9', 'i9'] });
  assert.deepEqual(page.problems, []);
});

// conformance/openings/rif.txt, "lawful": h8, h9 in the 3x3 square, j10 in the 5x5 square
// (D3, Sosei), a swap after move 3, i10 anywhere, the offers g9 and j8 not symmetrical.
const LAWFUL = 'ok: h8 h9 j10 swap i10 offers=g9,j8 g9 f10';

test('a lawful RIF opening: named D3 Sosei, its offers marked, no foul', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  await load(page, LAWFUL, 'rif');
  const answer = answerOf(LAWFUL, 'rif');
  assert.deepEqual(answer.opening, { rule: 'rif', symmetry: 'board', name: 'D3', title: 'Sosei', foul: null, unchecked: [] });
  assert.equal(await page.textContent('#replay-opening'), 'Opening: D3 Sosei · opening rule rif');
  assert.equal(await page.isHidden('#replay-opening-foul'), true);
  await key(page, 'ArrowRight');
  await key(page, 'ArrowRight');
  await key(page, 'ArrowRight');
  assert.match(await page.textContent('#replay-step'), /move 3 of 6 \(black j10\) — then a swap$/);
  await key(page, 'ArrowRight');
  assert.deepEqual(await openingMarks(page), { offers: { g9: 1, j8: 2 }, foul: [] });
  await screenshot(page, 'opening-lawful-offers');
  await key(page, 'End');
  assert.deepEqual(await openingMarks(page), { offers: {}, foul: [] });
  assert.equal(await page.textContent('#replay-result'), 'Result: no five and no foul in the record.');
  assert.deepEqual(page.problems, []);
});

// conformance/openings/rif.txt, "move 2 outside the 3x3 square": h10 is 2 rows above h8.
test('a move outside its square: the move marked from its step on, the sentence shown; no opening rule, nothing said', async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  const record = 'out: h8 h10 j10';
  await load(page, record, 'rif');
  const { foul } = answerOf(record, 'rif').opening;
  assert.equal(foul.kind, 'outside-square');
  assert.match(await page.textContent('#replay-opening'), /^Opening: none of the 26 openings · opening rule rif/);
  assert.ok((await page.textContent('#replay-opening-foul')).endsWith(foul.sentence));
  await key(page, 'ArrowRight');
  assert.deepEqual((await openingMarks(page)).foul, []);
  await key(page, 'ArrowRight');
  assert.deepEqual((await openingMarks(page)).foul, ['h10']);
  assert.match(await page.textContent('#replay-step'), /move 2 of 3 \(white h10\) — the opening's foul: outside-square/);
  await screenshot(page, 'opening-outside-square');
  // Back to no opening rule: the record is judged again, and its opening is not judged.
  await page.selectOption('#record-opening', '');
  await settle(page);
  assert.equal(await page.isHidden('#replay-opening'), true);
  assert.equal(await page.isHidden('#replay-opening-foul'), true);
  await key(page, 'End');
  assert.deepEqual(await openingMarks(page), { offers: {}, foul: [] });
  assert.equal(await page.textContent('#replay-result'), 'Result: no five and no foul in the record.');
  assert.deepEqual(page.problems, []);
});
