// renju-rules in the browser (and in any ES module host with `fetch`): the module's
// WebAssembly is fetched beside this file (`new URL('./renju_rules_bg.wasm', import.meta.url)`,
// which bundlers understand) and instantiated once, before the import resolves (a top-level
// await). Node takes `node.js` instead (package.json "exports"), which reads the file.
import init, { kinds } from './renju_rules.js';

await init();

export { forbidden, explain, rules, openingRules, formats, kinds, readGames, replay, svg, Board } from './renju_rules.js';
// The referee's game: the same class as `Board`, under the name the referee gives it.
export { Board as Game } from './renju_rules.js';

/** The names of the kind codes, by code: none, double-three, double-four, overline. */
export const KINDS = Object.freeze(kinds());
