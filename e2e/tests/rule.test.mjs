// The chosen rule, said under the settings: its summary, its Gomocup number, the file it was
// read from (`renju serve --rule-file`), and on opening its settings in words, as
// `GET /api/rules` gives them; it follows the rule chosen.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiRules, openPage, screenshot, serverAndBrowser, settle } from '../lib/harness.mjs';

// omok's rules read from a file, under a name of their own.
const dir = mkdtempSync(join(tmpdir(), 'renju-e2e-'));
const myOmok = join(dir, 'my-omok.toml');
const omok = readFileSync(new URL('../../rules-spec/omok.toml', import.meta.url), 'utf8');
writeFileSync(myOmok, omok.replace('name = "omok"', 'name = "my-omok"'));

const env = serverAndBrowser(['--rule-file', myOmok]);

const rulesOf = async () => (await apiRules(env)).rules;
const rowsOf = (page) => page.$$eval('#rule-settings tr', (trs) => trs.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').textContent]));

test('the chosen rule is said, with its settings in words on opening', async () => {
  const rules = await rulesOf();
  const caro = rules.find((r) => r.name === 'caro');
  const page = await openPage(env.browser, env.server.url, '/?rule=caro');
  assert.equal(await page.textContent('#rule-line'), `caro: ${caro.summary} · Gomocup rule 8`);
  assert.equal(await page.isVisible('#rule-settings'), false);
  await page.click('#rule-line');
  const rows = await rowsOf(page);
  assert.deepEqual(rows, caro.settings.map((s) => [s.setting, s.value]));
  // Gomocup's caro: the edge does not block, and a six wins however it is blocked.
  assert.ok(rows.some(([s, v]) => s === 'black: the board edge' && v.startsWith('does not block')), JSON.stringify(rows));
  assert.ok(rows.some(([s, v]) => s === 'white: a blocked six or more' && v.startsWith('wins, however it is blocked')), JSON.stringify(rows));
  await screenshot(page, 'rule-settings-caro');
  await page.selectOption('#rule', 'renju');
  await settle(page);
  const renju = rules.find((r) => r.name === 'renju');
  assert.equal(await page.textContent('#rule-line'), `renju: ${renju.summary} · Gomocup rule 4`);
  assert.deepEqual(await rowsOf(page), renju.settings.map((s) => [s.setting, s.value]));
  assert.deepEqual(page.problems, []);
});

// A rule file is the server's (`renju serve --rule-file`): the static site offers the built-in rules.
test('a rule read from a file is the default, and says its file', { skip: process.env.E2E_SITE ? 'the static site has no rule files' : false }, async () => {
  const page = await openPage(env.browser, env.server.url, '/');
  assert.equal(await page.inputValue('#rule'), 'my-omok');
  const label = await page.$eval('#rule', (s) => s.selectedOptions[0].textContent);
  assert.equal(label, 'my-omok (file)');
  const line = await page.textContent('#rule-line');
  assert.ok(line.startsWith('my-omok: ') && line.endsWith(` · read from ${myOmok}`), line);
  assert.match(new URL(page.url()).search, /rule=my-omok/);
  await screenshot(page, 'rule-from-file');
  assert.deepEqual(page.problems, []);
});
