// The WebAssembly faces of the referee, record by record, for the cross-checks between
// bindings:
//
//     node faces.mjs PKGDIR RECORDS [--format F] [--rule R] [--size N]
//
// PKGDIR is the npm package renju-rules (a folder holding its `node.js`: `make wasm` writes
// target/npm/renju-rules); RECORDS a game-record file. For each record of RECORDS, in order,
// two lines:
//
// 1. the record judged by the package's `replay` (the referee's answer, as `renju replay
//    RECORDS --format F --rule R [--size N]` prints it), as a JSON line;
// 2. `{"game":ID,"standing":RESULT}`: the record played through the package's `Game` (its
//    set-up stones as the game's starting stones, the side to play the colour of its first
//    move, then each move with its colour), RESULT being `Game.result`; or
//    `{"game":ID,"refused":true}` when the record could not be read, states a board of
//    another size than `--size`, or the game refused a stone or a move.
//
// The two tell the same game (the tests hold them to it): the same five or foul at the same
// move, but for a full board, which a record's answer calls "none" and `Game.result`
// "draw", and for errors, which are refusals. The options are those of `renju replay` (and
// of Python's tests/faces.py): format `auto`, rule `renju`, no size by default. Exits 2 for
// a bad command line, 1 when the records cannot be read at all.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const USAGE = 'usage: node faces.mjs PKGDIR RECORDS [--format F] [--rule R] [--size N]';

/** The command line `argv` (after the script's name) read, or an Error naming what is wrong. */
function parseArgs(argv) {
  const positional = [];
  const options = { format: 'auto', rule: 'renju', size: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const flag = /^--(format|rule|size)(?:=(.*))?$/.exec(arg);
    if (!flag) {
      if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
      positional.push(arg);
      continue;
    }
    const value = flag[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${flag[1]} needs a value`);
    if (flag[1] === 'size') {
      const n = Number(value);
      if (!Number.isInteger(n)) throw new Error(`--size ${value} is not a whole number`);
      options.size = n;
    } else {
      options[flag[1]] = value;
    }
  }
  if (positional.length !== 2) throw new Error(`two arguments are needed, PKGDIR and RECORDS; got ${positional.length}`);
  return { pkgdir: positional[0], records: positional[1], ...options };
}

/**
 * `Game.result` after `record` (as `readGames` gives it) is played through a `Game` of the
 * package under `rule`, or null when it is refused: not read, another size than `size`, a
 * stone or a move refused.
 */
function standing(Game, record, rule, size) {
  if (record.error !== null || (size !== undefined && record.size !== size)) return null;
  let game;
  try {
    game = new Game({ rule, size: record.size, black: record.black, white: record.white, toPlay: record.colors[0] });
    record.moves.forEach((point, i) => game.place(point, record.colors[i]));
    return game.result;
  } catch {
    return null;
  } finally {
    game?.free();
  }
}

async function main(argv) {
  let args;
  try {
    args = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`faces: ${e.message}\n${USAGE}\n`);
    return 2;
  }
  const pkg = await import(pathToFileURL(join(resolve(args.pkgdir), 'node.js')).href);
  const bytes = readFileSync(args.records);
  const answers = pkg.replay(bytes, { format: args.format, rule: args.rule, size: args.size, name: args.records });
  // Read as `renju replay` reads: records that state no size are on --size, else on the rule's board.
  const ruleBoard = pkg.rules().find((r) => r.name === args.rule || r.aliases.includes(args.rule)).boardSize;
  const records = pkg.readGames(bytes, { format: args.format, defaultSize: args.size ?? ruleBoard, name: args.records });
  if (records.length !== answers.length) {
    process.stderr.write(`faces: ${answers.length} answers but ${records.length} records\n`);
    return 1;
  }
  const out = [];
  answers.forEach((answer, i) => {
    const record = records[i];
    out.push(JSON.stringify(answer));
    const result = standing(pkg.Game, record, args.rule, args.size);
    out.push(JSON.stringify(result === null ? { game: record.id, refused: true } : { game: record.id, standing: result }));
  });
  process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
  return 0;
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (e) => {
    process.stderr.write(`faces: ${e.message}\n`);
    process.exitCode = 1;
  },
);
