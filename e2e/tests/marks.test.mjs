// The page marks exactly the points the library forbids: for the rules text's examples and
// random dense positions, under renju and omok, each point's data-forbidden and
// data-forbidden-white against `renju batch --color both`.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { marksOf, openPage, renju, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

const env = serverAndBrowser();

const examples = readFileSync(new URL('../../examples/rules-examples.jsonl', import.meta.url), 'utf8').trim().split('\n');
const dense = renju(['corpus', '--style', 'dense', '--count', '6', '--seed', '7']).trim().split('\n');

const asMap = (list) => Object.fromEntries(list.map((e) => [e.point, e.kind]));

for (const rule of ['renju', 'omok']) {
  test(`marks under ${rule} are the library's answers`, async () => {
    const lines = [...examples, ...dense];
    const answers = renju(['batch', '--rule', rule, '--color', 'both'], lines.join('\n') + '\n').trim().split('\n').map((l) => JSON.parse(l));
    const page = await openPage(env.browser, env.server.url, '/');
    for (const [i, line] of lines.entries()) {
      const { black = [], white = [] } = JSON.parse(line);
      await page.goto(`${env.server.url}?rule=${rule}&black=${black.join(',')}&white=${white.join(',')}`);
      await page.waitForSelector('body[data-ready="true"]');
      await settle(page);
      const marks = await marksOf(page);
      assert.deepEqual(marks.forbidden, asMap(answers[i].forbidden), `${rule}, line ${i + 1}: black`);
      assert.deepEqual(marks.forbiddenWhite, asMap(answers[i].forbidden_white), `${rule}, line ${i + 1}: white`);
      assert.equal(Object.keys(marks.stones).length, black.length + white.length);
      if (i === 3) await screenshot(page, `marks-${rule}-false-three`);
      if (i === examples.length) await screenshot(page, `marks-${rule}-dense`);
    }
    assert.deepEqual(page.problems, []);
  });
}

test("omok marks white's double-three with a ring, and the legend says so", async () => {
  // The RIF double-three shape in white: h8 is white's double-three under omok.
  const page = await openPage(env.browser, env.server.url, '/?rule=omok&black=a1,o15,a15,o1&white=f8,g8,h9,h10');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'data-forbidden-white'), 'double-three');
  assert.equal(await page.getAttribute('[data-point="h8"]', 'aria-label'), 'h8: empty; allowed for black, forbidden to white (double-three)');
  assert.match(await page.textContent('#legend'), /Forbidden to white:\s*double-three/);
  await screenshot(page, 'marks-omok-white');
  assert.deepEqual(page.problems, []);
});
