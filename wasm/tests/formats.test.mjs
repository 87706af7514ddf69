// `formats()`: the record formats the package reads, the list the static page fills its
// format menu from. Checked against the names worked out by hand (renju replay --format's
// order, `auto` first), against what `readGames` accepts, and against the `renju` command.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formats, readGames } from 'renju-rules';
import { renju } from './helpers.mjs';

test('formats() lists every record format, auto first, each with a line', () => {
  const listed = formats();
  assert.deepEqual(listed.map((f) => f.name), ['auto', 'moves', 'rif', 'sgf', 'psq', 'renlib']);
  for (const entry of listed) {
    const { name, description } = entry;
    assert.deepEqual(Object.keys(entry).sort(), ['description', 'name'], name);
    assert.equal(typeof description, 'string', name);
    assert.ok(description.length > 10, `${name}: a description, not ${JSON.stringify(description)}`);
  }
  assert.match(listed.find((f) => f.name === 'renlib').description, /RenLib/);
});

test('every format formats() lists is one readGames reads, and no other is', () => {
  for (const { name } of formats()) {
    // A game of one move in the moves format: `auto` and `moves` read it; the others refuse
    // it as their own format's error, never as an unknown format.
    try {
      readGames('h8\n', { format: name });
    } catch (error) {
      assert.doesNotMatch(error.message, /unknown record format/, name);
    }
  }
  const names = formats().map((f) => f.name);
  assert.throws(() => readGames('h8\n', { format: 'pgn' }), new RegExp(`\\(${names.slice(0, -1).join(', ')} or ${names.at(-1)}\\)`));
});

test('the formats are those renju replay --format takes, in its order', () => {
  const help = renju(['replay', '--help']);
  const values = /--format <FORMAT>.*\[possible values: ([^\]]*)\]/.exec(help);
  assert.ok(values, 'renju replay --help lists the formats');
  assert.deepEqual(formats().map((f) => f.name), values[1].split(', '));
});
