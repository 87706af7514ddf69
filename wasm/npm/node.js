// renju-rules in Node (>= 18): the module's WebAssembly is read from beside this file and
// instantiated synchronously on import (no fetch of a file: URL, no top-level await).
// Browsers and bundlers take `index.js` instead (package.json "exports").
import { readFileSync } from 'node:fs';
import { initSync, kinds } from './renju_rules.js';

initSync({ module: readFileSync(new URL('./renju_rules_bg.wasm', import.meta.url)) });

export { forbidden, explain, rules, openingRules, formats, kinds, readGames, replay, svg, Board } from './renju_rules.js';
// The referee's game: the same class as `Board`, under the name the referee gives it.
export { Board as Game } from './renju_rules.js';

/** The names of the kind codes, by code: none, double-three, double-four, overline. */
export const KINDS = Object.freeze(kinds());
