// The board page: set up a position (from the URL, or by clicking), see its forbidden points
// marked by kind, explain a point, compare two rules, replay a game record (its opening
// judged under the opening rule chosen, if any). Every ruling comes from api.js: under
// `renju serve` the server's JSON API, on the static site of `make site` the WebAssembly
// package in the browser (wasm/site/api.js, same functions, same answers); the page only
// draws.

import * as api from './api.js';
import { Board, KINDS, parsePoint } from './board.js';
import { overlayOf, renderExplanation } from './explain.js';
import { Replay, recordBody } from './replay.js';
import { showRule } from './rule.js';
import { History, MAX_SIZE, MIN_SIZE, fromUrl, nextColor, opponent, place, toQuery, unstated } from './state.js';

const $ = (id) => document.getElementById(id);

const app = {
  rules: [],
  supported: [],
  rule: 'renju',
  size: 15,
  compare: '',
  history: null,
  mode: 'place',
  // The current position's forbidden points (name → kind), per colour, and the compared rule's.
  marks: { black: new Map(), white: new Map() },
  compared: null,
  explained: null,
  overlay: null,
  games: [],
  replay: null,
  replaying: false,
  problems: [],
  error: '',
  // What a click could not do (a stone with no side to play), until the next change.
  notice: '',
  ticket: 0,
};

/**
 * Runs `work` (which asks the server) with `body[data-busy]` set until every such work is
 * done and drawn: what tests wait on.
 */
let inFlight = 0;
async function busy(work) {
  inFlight += 1;
  document.body.dataset.busy = 'true';
  try {
    return await work();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) delete document.body.dataset.busy;
  }
}

const ruleInfo = (name) => app.rules.find((r) => r.name === name || r.aliases.includes(name));
const restricts = (name, color) => (ruleInfo(name)?.restricts[color] ?? []).length > 0;

/** The position shown: the replay's step while stepping through a game, else the edited one. */
function position() {
  if (app.replaying) {
    const { black, white } = app.replay.position();
    return { black, white, toPlay: replayToPlay() };
  }
  return app.history.current;
}

/**
 * The side to play at the replay's step, as the record says it: the colour of the next move,
 * else the opponent of the last one; null for a record of set-up stones and no move.
 */
function replayToPlay() {
  const moves = app.replay.game.moves ?? [];
  if (app.replay.at < moves.length) return moves[app.replay.at].color;
  if (moves.length) return opponent(moves[moves.length - 1].color);
  return unstated(app.replay.position());
}

function stonesOf(pos) {
  const stones = new Map();
  for (const p of pos.black) stones.set(p, 'black');
  for (const p of pos.white) stones.set(p, 'white');
  return stones;
}

const toMap = (list) => new Map((list ?? []).map((e) => [e.point, e.kind]));

/** The words for a point: its name, what is on it, and its verdicts. */
function describe(name, stones, numbers) {
  const stone = stones.get(name);
  if (stone) {
    const n = numbers.get(name);
    return `${name}: ${stone} stone${n ? ` (move ${n})` : ''}`;
  }
  const parts = [];
  for (const color of ['black', 'white']) {
    if (!restricts(app.rule, color)) continue;
    const kind = app.marks[color].get(name);
    parts.push(kind ? `forbidden to ${color} (${kind})` : `allowed for ${color}`);
  }
  if (!parts.length) parts.push(`nothing is forbidden under ${app.rule}`);
  let words = `${name}: empty; ${parts.join(', ')}`;
  const differs = app.compared?.differs.get(name);
  if (differs) words += `; differs under ${app.compare}: ${differs.words}`;
  return words;
}

/**
 * Where the compared rule's verdicts differ from the rule's: name → {words, label}, the
 * label being the compared rule's mark for the first colour that differs (`ok`: allowed).
 */
function differences(compared, stones) {
  const differs = new Map();
  for (const name of board.points.keys()) {
    if (stones.has(name)) continue;
    const words = [];
    let label = '';
    for (const color of ['black', 'white']) {
      const a = app.marks[color].get(name) ?? 'allowed';
      const b = compared[color].get(name) ?? 'allowed';
      if (a === b) continue;
      words.push(`${color}: ${app.rule} ${a}, ${app.compare} ${b}`);
      if (!label) label = `${color === 'white' ? 'w ' : ''}${KINDS[b]?.label ?? 'ok'}`;
    }
    if (words.length) differs.set(name, { words: words.join('; '), label });
  }
  return differs;
}

const board = new Board($('board'), (name) => onPoint(name));

function show() {
  const pos = position();
  const stones = stonesOf(pos);
  const numbers = app.replaying ? app.replay.position().numbers : new Map();
  const marks = app.replaying ? app.replay.marks() : new Map();
  const offers = app.replaying ? app.replay.offers() : new Map();
  const openingFoul = app.replaying ? app.replay.openingFoulPoints() : new Set();
  if (!app.replaying) {
    const last = lastPlaced();
    if (last) marks.set(last, 'last');
  }
  if (app.compared) app.compared.differs = differences(app.compared, stones);
  const next = app.mode === 'place' ? nextColor(pos) : null;
  board.show({
    stones,
    forbidden: app.marks.black,
    forbiddenWhite: app.marks.white,
    differs: app.compared?.differs ?? new Map(),
    numbers,
    marks,
    offers,
    openingFoul,
    focus: app.overlay?.focus ?? null,
    next,
    describe: (name) => describe(name, stones, numbers),
  });
  board.drawOverlay(app.overlay ?? {});
  showToPlay(pos);
  showStatus(pos);
  showLegend();
  $('undo').disabled = app.replaying || !app.history.canUndo();
  $('redo').disabled = app.replaying || !app.history.canRedo();
  $('clear').disabled = !app.replaying && pos.black.length + pos.white.length === 0;
  const error = [...app.problems, app.notice, app.error].filter(Boolean).join(' · ');
  $('error').textContent = error;
  $('error').hidden = !error;
}

/** The stone placed last in the edited position, if the last change placed one. */
function lastPlaced() {
  const { states, at } = app.history;
  if (at === 0) return null;
  const before = states[at - 1];
  const now = states[at];
  for (const color of ['black', 'white']) {
    if (now[color].length === before[color].length + 1) return now[color][now[color].length - 1];
  }
  return null;
}

function showStatus(pos) {
  const parts = [];
  if (app.replaying) parts.push(app.replay.describe());
  else {
    // The move just placed, said with the turn: what a screen reader hears after Enter.
    parts.push(toPlayWords(pos));
  }
  if (app.error) {
    parts.push('no ruling (see below)');
    $('status').textContent = parts.join(' · ');
    return;
  }
  for (const color of ['black', 'white']) {
    if (!restricts(app.rule, color)) continue;
    const n = app.marks[color].size;
    parts.push(`${n} point${n === 1 ? '' : 's'} forbidden to ${color}`);
  }
  if (!restricts(app.rule, 'black') && !restricts(app.rule, 'white')) parts.push(`nothing is forbidden under ${app.rule}`);
  if (app.compared) {
    const n = app.compared.differs.size;
    parts.push(`${n} point${n === 1 ? '' : 's'} judged otherwise under ${app.compare}`);
  }
  $('status').textContent = parts.join(' · ');
}

/**
 * Who is to play and why: the move just placed (what a screen reader hears after Enter), black
 * opening an empty board, or the side chosen; never a guess: stones set up with no side stated
 * say so.
 */
function toPlayWords(pos) {
  const color = nextColor(pos);
  if (!color) return 'Side to play not set: set-up stones do not say whose move it is; choose it under “To play”';
  const Color = color === 'black' ? 'Black' : 'White';
  const last = lastPlaced();
  if (last) return `${Color} to play (${stonesOf(pos).get(last)} played ${last})`;
  if (pos.black.length + pos.white.length === 0 && color === 'black') return `${Color} to play (black opens)`;
  return `${Color} to play (as chosen)`;
}

/** The "To play" control shows the side to play ("not set" when unknown); a replay's is the record's. */
function showToPlay(pos) {
  const select = $('to-play');
  select.value = nextColor(pos) ?? '';
  select.disabled = app.replaying;
}

function legendItem(symbol, text) {
  const item = document.createElement('span');
  item.className = 'item';
  item.append(symbol, document.createTextNode(text));
  return item;
}

function swatch(className, label = '') {
  const s = document.createElement('span');
  s.className = className;
  s.textContent = label;
  return s;
}

function showLegend() {
  const legend = $('legend');
  legend.replaceChildren();
  const info = ruleInfo(app.rule);
  for (const color of ['black', 'white']) {
    const kinds = info?.restricts[color] ?? [];
    if (!kinds.length) continue;
    const row = document.createElement('div');
    row.className = 'legend-row';
    row.append(swatch('legend-title', `Forbidden to ${color}:`));
    for (const kind of kinds) {
      const symbol = color === 'black' ? swatch(`badge-swatch k-${kind}`, KINDS[kind].label) : swatch(`ring-swatch k-${kind}`);
      row.append(legendItem(symbol, kind));
    }
    legend.append(row);
  }
  if (!legend.children.length) {
    const row = document.createElement('div');
    row.className = 'legend-row';
    row.textContent = `${app.rule} forbids no move to either colour.`;
    legend.append(row);
  }
  const extra = document.createElement('div');
  extra.className = 'legend-row';
  if (app.compared) {
    extra.append(legendItem(swatch('differs-swatch'), `judged otherwise under ${app.compare} (its mark in the corner; ok: allowed)`));
  }
  if (app.replaying) {
    const answer = app.replay.game.answer;
    if (answer.foul) extra.append(legendItem(swatch('foul-swatch'), 'the foul'));
    if (answer.five) extra.append(legendItem(swatch('five-swatch'), 'the winning five'));
    if (app.replay.offers().size) extra.append(legendItem(swatch('offer-swatch'), 'a fifth-move offer (5a, 5b, …)'));
    if (app.replay.openingFoulPoints().size) extra.append(legendItem(swatch('opening-foul-swatch'), "the opening's foul"));
  }
  if (app.replaying ? app.replay.at > 0 : lastPlaced()) extra.append(legendItem(swatch('last-swatch'), 'last move'));
  if (extra.children.length) legend.append(extra);
  if (app.compared?.differs.size) {
    const list = document.createElement('div');
    list.className = 'legend-row differs-list';
    const items = [...app.compared.differs].map(([name, d]) => `${name} (${d.words})`);
    list.textContent = `Judged otherwise under ${app.compare}: ${items.join('; ')}`;
    legend.append(list);
  }
}

function writeUrl() {
  const query = toQuery({ rule: app.rule, size: app.size, compare: app.compare, position: position() });
  if (query !== location.search) history.replaceState(null, '', query);
}

/** Asks the server for the shown position's rulings, then draws them. */
function refresh() {
  return busy(refreshNow);
}

async function refreshNow() {
  const ticket = ++app.ticket;
  const pos = position();
  writeUrl();
  app.error = '';
  if (app.replaying) {
    const answer = app.replay.forbidden();
    app.marks = { black: toMap(answer.forbidden), white: toMap(answer.forbidden_white) };
  }
  show();
  try {
    const asks = [app.replaying ? null : api.forbidden(pos, app.rule, app.size), app.compare ? api.forbidden(pos, app.compare, app.size) : null];
    const [answer, compared] = await Promise.all(asks);
    if (ticket !== app.ticket) return;
    if (answer) app.marks = { black: toMap(answer.forbidden), white: toMap(answer.forbidden_white) };
    app.compared = compared ? { black: toMap(compared.forbidden), white: toMap(compared.forbidden_white), differs: new Map() } : null;
  } catch (error) {
    if (ticket !== app.ticket) return;
    app.marks = { black: new Map(), white: new Map() };
    app.compared = null;
    app.error = error.message;
  }
  show();
}

/** The position changed: the explanation is of another board now. */
function positionChanged() {
  app.notice = '';
  clearExplanation();
  refresh();
}

function clearExplanation() {
  app.explained = null;
  app.overlay = null;
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.textContent = app.mode === 'explain' ? 'Click an empty point to explain it.' : 'Choose “Explain a point”, then click an empty point.';
  $('explanation').replaceChildren(hint);
}

async function onPoint(name) {
  const pos = position();
  const taken = pos.black.includes(name) || pos.white.includes(name);
  if (app.mode === 'explain') {
    if (taken) {
      const p = document.createElement('p');
      p.className = 'hint';
      p.textContent = `${name} holds a stone: choose an empty point to explain.`;
      $('explanation').replaceChildren(p);
      revealExplanation();
      return;
    }
    await explainPoint(name);
    return;
  }
  if (taken) return;
  if (app.replaying) {
    // Play on from the step shown: the game's position becomes the edited one.
    app.replaying = false;
    app.history.push(pos);
  }
  const next = place(app.history.current, name);
  if (!next) {
    app.notice = 'Choose who is to play (“To play”: black or white) to place a stone: set-up stones do not say whose move it is.';
    show();
    return;
  }
  app.history.push(next);
  positionChanged();
}

function explainPoint(name) {
  return busy(() => explainNow(name));
}

async function explainNow(name) {
  const pos = position();
  const color = $('explain-color').value;
  const ticket = app.ticket;
  try {
    const tree = await api.explain(pos, name, color, app.rule, app.size);
    if (ticket !== app.ticket) return;
    app.explained = tree;
    const focus = (node, line) => {
      app.overlay = overlayOf(node, line);
      show();
    };
    $('explanation').replaceChildren(renderExplanation(tree, focus));
    app.overlay = overlayOf(tree, null);
    app.error = '';
  } catch (error) {
    const p = document.createElement('p');
    p.className = 'error-text';
    p.textContent = error.message;
    $('explanation').replaceChildren(p);
  }
  show();
  revealExplanation();
}

/**
 * Brings the explanation into view when it is out of sight, as on a phone, where it lies
 * below the board: its panel scrolled to the top of the window (smoothly, unless the reader
 * asks for reduced motion). Where it is already in view, beside the board, nothing moves.
 */
function revealExplanation() {
  const panel = $('explanation').closest('.panel');
  const { top } = panel.getBoundingClientRect();
  if (top >= 0 && top < window.innerHeight * 0.6) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
}

function setMode(mode) {
  app.mode = mode;
  $('tool-place').setAttribute('aria-pressed', String(mode === 'place'));
  $('tool-explain').setAttribute('aria-pressed', String(mode === 'explain'));
  document.body.dataset.mode = mode;
  if (!app.explained) clearExplanation();
  show();
}

function fillSelects() {
  const rule = $('rule');
  const compare = $('compare');
  rule.replaceChildren();
  for (const r of app.rules) {
    // A rule read from a file (`renju serve --rule-file`) says so in the list.
    const label = r.rule_file ? `${r.name} (file)` : r.name;
    rule.append(new Option(label, r.name));
    compare.append(new Option(label, r.name));
  }
  const size = $('size');
  for (let n = MIN_SIZE; n <= MAX_SIZE; n++) {
    const judged = app.supported.includes(n);
    size.append(new Option(`${n}x${n}${judged ? '' : ' (not judged yet)'}`, String(n)));
  }
}

/** Appends to the menu `id` an option per `{name, title}` of `entries`, titled with its line. */
function fillMenu(id, entries) {
  const select = $(id);
  for (const { name, title } of entries) {
    const option = new Option(name, name);
    option.title = title;
    select.append(option);
  }
}

/**
 * The replay's menus from the back end's lists: the opening rules a replay may be judged
 * under (after the first choice, none asked) and the record formats (the first, `auto`,
 * chosen).
 */
async function fillReplayMenus() {
  const [{ openings }, { formats }] = await Promise.all([api.openings(), api.formats()]);
  fillMenu('record-opening', openings.map(({ name, summary }) => ({ name, title: summary })));
  fillMenu('record-format', formats.map(({ name, description }) => ({ name, title: description })));
}

function syncSelects() {
  $('rule').value = ruleInfo(app.rule)?.name ?? app.rule;
  $('size').value = String(app.size);
  $('compare').value = app.compare;
  for (const option of $('compare').options) option.disabled = option.value !== '' && option.value === app.rule;
  showRule($('rule-line'), $('rule-settings'), ruleInfo(app.rule));
}

function setSize(size) {
  app.size = size;
  const fits = (name) => parsePoint(name, size) !== null;
  const pos = position();
  const kept = { black: pos.black.filter(fits), white: pos.white.filter(fits) };
  kept.toPlay = pos.toPlay ?? unstated(kept);
  app.replaying = false;
  app.history = new History(kept);
  board.draw(size);
  positionChanged();
}

function step(to) {
  if (!app.replay || !app.replay.judged) return;
  app.replaying = true;
  app.replay.go(to);
  showReplay();
  positionChanged();
}

function showReplay() {
  const r = app.replay;
  $('replay').hidden = false;
  $('replay-step').textContent = r.describe();
  $('replay-result').textContent = r.result();
  const opening = r.openingLine();
  $('replay-opening').textContent = opening;
  $('replay-opening').hidden = !opening;
  const foul = r.openingFoulLine();
  $('replay-opening-foul').textContent = foul;
  $('replay-opening-foul').hidden = !foul;
  for (const id of ['replay-first', 'replay-prev', 'replay-next', 'replay-last']) $(id).disabled = !r.judged;
}

function loadRecord() {
  return busy(loadNow);
}

async function loadNow() {
  const file = $('record-file').files[0];
  const text = $('record-text').value;
  if (!file && !text.trim()) {
    $('replay-step').textContent = 'Paste a record or choose a file first.';
    $('replay').hidden = false;
    return;
  }
  try {
    const body = await recordBody({ text, file, format: $('record-format').value });
    const answer = await api.replay(body, app.rule, app.size, $('record-opening').value);
    app.games = answer.games;
    const select = $('replay-game');
    select.replaceChildren();
    answer.games.forEach((g, i) => select.append(new Option(g.answer.game ?? `record ${i + 1}`, String(i))));
    $('replay-game-label').hidden = answer.games.length < 2;
    if (!answer.games.length) {
      $('replay').hidden = false;
      $('replay-step').textContent = 'No game found in the record.';
      $('replay-result').textContent = '';
      $('replay-opening').hidden = true;
      $('replay-opening-foul').hidden = true;
      return;
    }
    const first = Math.max(0, answer.games.findIndex((g) => g.moves));
    select.value = String(first);
    chooseGame(first);
  } catch (error) {
    $('replay').hidden = false;
    $('replay-step').textContent = error.message;
    $('replay-result').textContent = '';
    $('replay-opening').hidden = true;
    $('replay-opening-foul').hidden = true;
  }
}

function chooseGame(index) {
  app.replay = new Replay(app.games[index]);
  showReplay();
  if (app.replay.judged) step(0);
}

function onKey(event) {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return;
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && event.key.toLowerCase() === 'z' && !app.replaying) {
    event.preventDefault();
    $('undo').click();
    return;
  }
  if (ctrl && event.key.toLowerCase() === 'y' && !app.replaying) {
    event.preventDefault();
    $('redo').click();
    return;
  }
  if (!app.replay || !app.replay.judged) return;
  const moves = { ArrowLeft: app.replay.at - 1, ArrowRight: app.replay.at + 1, Home: 0, End: app.replay.length };
  if (event.key in moves) {
    event.preventDefault();
    step(moves[event.key]);
  }
}

function wire() {
  $('tool-place').addEventListener('click', () => setMode('place'));
  $('tool-explain').addEventListener('click', () => setMode('explain'));
  $('undo').addEventListener('click', () => {
    app.history.undo();
    positionChanged();
  });
  $('redo').addEventListener('click', () => {
    app.history.redo();
    positionChanged();
  });
  $('clear').addEventListener('click', () => {
    app.replaying = false;
    app.history.push({ black: [], white: [], toPlay: 'black' });
    positionChanged();
  });
  // The side to play, chosen: a change of the position, undone by Undo.
  $('to-play').addEventListener('change', (e) => {
    const toPlay = e.target.value || null;
    app.replaying = false;
    app.history.push({ ...position(), toPlay });
    positionChanged();
  });
  $('rule').addEventListener('change', (e) => {
    app.rule = e.target.value;
    if (app.compare === app.rule) app.compare = '';
    syncSelects();
    if (app.replay && app.replaying) loadRecord();
    positionChanged();
  });
  $('compare').addEventListener('change', (e) => {
    app.compare = e.target.value;
    refresh();
  });
  $('size').addEventListener('change', (e) => setSize(Number(e.target.value)));
  $('settings').addEventListener('submit', (e) => e.preventDefault());
  $('record-load').addEventListener('click', loadRecord);
  // Another opening rule: the record loaded is judged again under it.
  $('record-opening').addEventListener('change', () => {
    if (app.replay) loadRecord();
  });
  $('replay-game').addEventListener('change', (e) => chooseGame(Number(e.target.value)));
  $('replay-first').addEventListener('click', () => step(0));
  $('replay-prev').addEventListener('click', () => step(app.replay.at - 1));
  $('replay-next').addEventListener('click', () => step(app.replay.at + 1));
  $('replay-last').addEventListener('click', () => step(app.replay.length));
  document.addEventListener('keydown', onKey);
}

async function start() {
  wire();
  try {
    const rules = await api.rules();
    app.rules = rules.rules;
    app.supported = rules.sizes.supported;
    const asked = fromUrl(location.search, { rule: rules.default, size: rules.rules.find((r) => r.name === rules.default)?.board_size ?? 15 });
    app.rule = asked.rule;
    app.size = asked.size;
    app.compare = asked.compare;
    app.problems = asked.problems.map((p) => `URL: ${p}`);
    app.history = new History(asked.position);
    fillSelects();
    await fillReplayMenus();
  } catch (error) {
    app.history = new History({ black: [], white: [], toPlay: 'black' });
    app.error = `the rules could not be read: ${error.message}`;
  }
  syncSelects();
  board.draw(app.size);
  setMode('place');
  document.body.dataset.ready = 'true';
  await refresh();
}

start();
