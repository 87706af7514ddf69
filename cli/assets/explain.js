// The explain tool's tree: `renju explain --json` drawn as nested lists a person can read.
// Each node says what a stone at its point would do and why: the four lines with their
// windows and classes, the step of the ruling that decided (RIF 9.2-9.3: five, overline,
// double-four, double-three), and for threes every straight-four point, judged in turn on
// the board that already holds the stones before it (the false-three rule's recursion).

import { KINDS } from './board.js';

/** The step (x, y) of each line, as the runtime's `Direction::step`. */
export const STEPS = { row: [1, 0], column: [0, 1], diagonal: [1, 1], 'anti-diagonal': [1, -1] };

const VERDICTS = {
  five: 'makes five: a win',
  overline: 'forbidden: overline',
  'double-four': 'forbidden: double-four',
  'double-three': 'forbidden: double-three',
  allowed: 'allowed',
};

function h(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (key === 'class') node.className = value;
    else if (key.startsWith('data-')) node.setAttribute(key, value);
    else node[key] = value;
  }
  for (const child of children) node.append(child);
  return node;
}

/** Fours a line's class holds. */
function fours(cls) {
  if (cls.startsWith('two fours')) return 2;
  return cls === 'four' || cls.startsWith('straight four') ? 1 : 0;
}

/** Why the ruling is what it is, in a sentence. */
function reason(node) {
  const lineFours = node.lines.reduce((n, l) => n + fours(l.class), 0);
  switch (node.verdict) {
    case 'five':
      return 'Step 1: the stone completes a five, which wins before anything else is asked.';
    case 'overline':
      return 'Step 2: the stone makes six or more in a row, an overline.';
    case 'double-four':
      return `Step 3: the stone makes ${lineFours} fours at once, a double-four.`;
    case 'double-three': {
      const real = node.threes.lines.filter((l) => l.trials.some((t) => t.makes_real)).length;
      return `Step 4: ${real} of the threes are real (each can become a straight four by an allowed move), a double-three.`;
    }
    default: {
      const threes = node.threes;
      if (threes && threes.examined) {
        const real = threes.lines.filter((l) => l.trials.some((t) => t.makes_real)).length;
        return `No five, overline or double-four; ${threes.lines.length} lines hold a three but only ${real} ${real === 1 ? 'is' : 'are'} real, so it is no double-three.`;
      }
      if (threes && threes.lines.length === 1) return 'No five, overline or double-four, and only one three: allowed.';
      if (lineFours === 1) return 'One four and nothing else that counts: allowed.';
      return 'No five, overline, double-four or double-three: allowed.';
    }
  }
}

/** An 11-point window, `..XX.*.....`, as small cells: own stones, opponent (or edge), empty. */
function windowCells(window, color) {
  const other = color === 'black' ? 'white' : 'black';
  const cells = h('span', { class: 'window', title: `the 11 points around it, seen from ${color}: ${window}` });
  for (const ch of window) {
    const kind = ch === 'X' ? `own ${color}` : ch === 'O' ? `opponent ${other}` : ch === '*' ? 'here' : 'empty';
    cells.append(h('span', { class: `cell ${kind}` }));
  }
  return cells;
}

function verdictBadge(verdict) {
  const badge = h('span', { class: `verdict v-${verdict}` }, VERDICTS[verdict] ?? verdict);
  if (KINDS[verdict]) badge.setAttribute('data-kind', verdict);
  return badge;
}

/**
 * The tree of `node` (a `renju explain --json` document or one of its nested explanations).
 * `onFocus(node, lineName | null)` is called as the pointer moves over a node or one of its
 * lines, so that the board can show it.
 */
export function renderExplanation(node, onFocus, depth = 0, parent = null) {
  const color = node.color;
  const section = h('div', { class: depth === 0 ? 'node top' : 'node' });
  const heading = h('div', { class: 'node-head' },
    h('strong', {}, node.point), ` for ${color}`,
    node.played.length ? h('span', { class: 'after' }, ` after ${node.played.join(', ')}`) : '',
    ': ', verdictBadge(node.verdict));
  section.append(heading, h('p', { class: 'reason' }, reason(node)));
  const lines = h('ul', { class: 'lines' });
  for (const line of node.lines) {
    const item = h('li', { class: line.class === 'nothing' ? 'line nothing' : 'line', 'data-direction': line.direction },
      h('span', { class: 'dir' }, line.direction), windowCells(line.window, color), h('span', { class: 'class' }, line.class));
    item.addEventListener('mouseenter', () => onFocus(node, line.direction));
    item.addEventListener('mouseleave', () => onFocus(node, null));
    lines.append(item);
  }
  section.append(lines);
  const threes = node.threes;
  if (threes && threes.with_four.length) {
    section.append(h('p', { class: 'note' }, `The ${threes.with_four.join(', ')} three does not count: its line holds a four.`));
  }
  if (threes && threes.examined) {
    const list = h('ul', { class: 'threes' });
    for (const line of threes.lines) {
      const real = line.trials.some((t) => t.makes_real);
      const item = h('li', { class: real ? 'three real' : 'three false' },
        h('span', { class: 'three-head' }, `The ${line.direction} three is `, h('strong', {}, real ? 'real' : 'false'),
          real ? ': a straight-four point may be played.' : ': none of its straight-four points may be played.'));
      const trials = h('ul', { class: 'trials' });
      for (const trial of line.trials) {
        const detail = trial.detail;
        const verdict = detail.explained ? detail.explained.verdict : detail['verdict-only'] ?? `occupied (${detail.occupied})`;
        const li = h('li', { class: trial.makes_real ? 'trial makes-real' : 'trial' },
          `${trial.point} (${trial.offset > 0 ? '+' : ''}${trial.offset}): `, verdictBadge(verdict),
          trial.makes_real ? ' → makes the three real' : ' → does not make it real');
        if (detail.explained) {
          const nested = h('details', { class: 'nested' }, h('summary', {}, `why ${trial.point} is ${VERDICTS[verdict] ?? verdict}`));
          nested.open = depth < 1;
          nested.append(renderExplanation(detail.explained, onFocus, depth + 1, node));
          li.append(nested);
        } else if (detail['verdict-only']) {
          li.append(h('span', { class: 'note' }, ' (not explained further: the tree stops at 3 levels or 40 points)'));
        }
        trials.append(li);
      }
      item.append(trials);
      list.append(item);
    }
    section.append(list);
  } else if (threes && threes.lines.length === 1) {
    section.append(h('p', { class: 'note' }, `One three (${threes.lines[0].direction}): a single three is allowed, real or not, so its straight-four points are not tried.`));
  }
  section.addEventListener('mouseenter', () => onFocus(node, null));
  if (parent) section.addEventListener('mouseleave', () => onFocus(parent, null));
  return section;
}

/** What the board shows for `node`: its lines with a pattern (or only `lineName`), and the stones placed before it. */
export function overlayOf(node, lineName) {
  const lines = node.lines
    .filter((l) => (lineName ? l.direction === lineName : l.class !== 'nothing'))
    .map((l) => ({ point: node.point, step: STEPS[l.direction], label: `${l.direction}: ${l.class}`, strong: Boolean(lineName) }));
  const played = new Map(node.played.map((p) => [p, node.color]));
  return { lines, played, focus: node.point };
}
