// The position being looked at: the stones in the order given, the rule, the board size and
// the rule compared with; read from and written to the page's URL, with undo and redo.

import { parsePoint } from './board.js';

export const MIN_SIZE = 5;
export const MAX_SIZE = 26;

/** The colour of the next stone: black when the counts are equal, else white. */
export function nextColor({ black, white }) {
  return black.length === white.length ? 'black' : 'white';
}

/** The settings and position a URL asks for (`?rule=R&size=N&black=h8,g8&white=i9`), and what in it was refused. */
export function fromUrl(search, defaults) {
  const params = new URLSearchParams(search);
  const problems = [];
  let size = defaults.size;
  if (params.has('size')) {
    const n = Number(params.get('size'));
    if (Number.isInteger(n) && n >= MIN_SIZE && n <= MAX_SIZE) size = n;
    else problems.push(`size ${params.get('size')} is not a board size from ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  const rule = params.get('rule') || defaults.rule;
  const compare = params.get('compare') || '';
  const taken = new Set();
  const stones = (color) => {
    const list = [];
    for (const name of (params.get(color) || '').split(',').map((s) => s.trim()).filter(Boolean)) {
      if (!parsePoint(name, size)) problems.push(`${color}: ${name} is not a point of the ${size}x${size} board`);
      else if (taken.has(name)) problems.push(`${color}: ${name} is given twice`);
      else {
        taken.add(name);
        list.push(name);
      }
    }
    return list;
  };
  const black = stones('black');
  const white = stones('white');
  return { rule, size, compare, position: { black, white }, problems };
}

/** The URL query of the settings and position. */
export function toQuery({ rule, size, compare, position }) {
  const params = new URLSearchParams();
  params.set('rule', rule);
  params.set('size', String(size));
  if (position.black.length) params.set('black', position.black.join(','));
  if (position.white.length) params.set('white', position.white.join(','));
  if (compare) params.set('compare', compare);
  // Point names and rule names need no escaping: keep the commas readable.
  return '?' + params.toString().replaceAll('%2C', ',');
}

/** Positions one after another, with a place in them: undo and redo move the place. */
export class History {
  constructor(position) {
    this.states = [position];
    this.at = 0;
  }

  get current() {
    return this.states[this.at];
  }

  /** Makes `position` the current one; what could be redone is dropped. */
  push(position) {
    this.states.splice(this.at + 1);
    this.states.push(position);
    this.at += 1;
  }

  canUndo() {
    return this.at > 0;
  }

  canRedo() {
    return this.at < this.states.length - 1;
  }

  undo() {
    if (this.canUndo()) this.at -= 1;
    return this.current;
  }

  redo() {
    if (this.canRedo()) this.at += 1;
    return this.current;
  }
}

/** The position with the next stone at `name`, or null if the point is taken. */
export function place(position, name) {
  if (position.black.includes(name) || position.white.includes(name)) return null;
  const color = nextColor(position);
  return { ...position, [color]: [...position[color], name] };
}
