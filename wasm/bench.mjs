// The full forbidden map per position in Node, as `renju bench FILE` times it natively: each
// position of a JSON Lines file (`renju corpus`) read and turned into cells first, then, pass
// after pass, black's full map with kinds for every position (`forbidden(cells, size,
// { rule })`: the options read, the cells copied into the module, the board built, the map
// written and copied out). With `--batch`, each pass is one call for the whole file (its
// boards one after another in one Uint8Array): what a position costs without the cost of a
// call. The median pass is the last line, in microseconds per position.
//
//   node wasm/bench.mjs [--rule NAME] [--reps N] [--batch] [--package DIR] FILE
//
// `--package` is the built package's folder (default target/npm/renju-rules beside this
// checkout, or $CARGO_TARGET_DIR/npm/renju-rules).
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const batch = args.includes('--batch');
if (batch) args.splice(args.indexOf('--batch'), 1);
const rule = option('--rule', 'renju');
const reps = Number(option('--reps', '9'));
const here = dirname(fileURLToPath(import.meta.url));
const target = process.env.CARGO_TARGET_DIR ?? resolve(here, '..', 'target');
const folder = option('--package', resolve(target, 'npm', 'renju-rules'));
const [file] = args;
if (!file || !Number.isInteger(reps) || reps < 1) {
  console.error('usage: node wasm/bench.mjs [--rule NAME] [--reps N] [--batch] [--package DIR] FILE');
  process.exit(2);
}
const { forbidden, rules } = await import(pathToFileURL(resolve(folder, 'node.js')).href);

const boardOf = (rules().find((r) => r.name === rule) ?? { boardSize: 15 }).boardSize;
const positions = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '').map((line) => {
  const p = JSON.parse(line);
  const size = p.size ?? boardOf;
  const cells = new Uint8Array(size * size);
  const put = (name, code) => {
    const col = name.charCodeAt(0) - 97;
    const row = Number(name.slice(1)) - 1;
    cells[row * size + col] = code;
  };
  (p.black ?? []).forEach((n) => put(n, 1));
  (p.white ?? []).forEach((n) => put(n, 2));
  return { cells, size };
});

const options = { rule };
// `--batch`: every position in one array (they must all be of one size, as for `renju bench`).
const size = positions[0]?.size ?? boardOf;
if (batch && positions.some((p) => p.size !== size)) {
  console.error('--batch: the positions are of several sizes');
  process.exit(2);
}
const all = new Uint8Array(positions.length * size * size);
if (batch) positions.forEach(({ cells }, i) => all.set(cells, i * size * size));
let forbiddenPerPass = 0;
const passes = [];
for (let pass = 0; pass <= reps; pass++) {
  let count = 0;
  const start = process.hrtime.bigint();
  if (batch) {
    const maps = forbidden(all, size, options);
    for (let i = 0; i < maps.length; i++) if (maps[i] !== 0) count++;
  } else {
    for (const { cells, size } of positions) {
      const map = forbidden(cells, size, options);
      // As `renju bench` counts the forbidden points: the answer is read, not thrown away.
      for (let i = 0; i < map.length; i++) if (map[i] !== 0) count++;
    }
  }
  const us = Number(process.hrtime.bigint() - start) / 1000 / positions.length;
  forbiddenPerPass = count;
  // The first pass warms the module up (the engine compiles it in tiers) and is not counted.
  if (pass > 0) passes.push(us);
}
passes.sort((a, b) => a - b);
console.log(
  `rule=${rule} positions=${positions.length} passes=${reps} ${batch ? 'one call per pass' : 'one call per position'} forbidden_per_pass=${forbiddenPerPass} ` +
    `min=${passes[0].toFixed(3)} max=${passes[passes.length - 1].toFixed(3)} node=${process.version}`,
);
console.log(`us_per_pos=${passes[Math.floor(passes.length / 2)].toFixed(3)}`);
