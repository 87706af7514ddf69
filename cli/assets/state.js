// The position being looked at: the stones in the order given, the side to play, the rule,
// the board size and the rule compared with; read from and written to the page's URL, with
// undo and redo.
//
// The side to play is stated, never guessed: black on an empty board (black opens), else as
// the URL's `to_play` or the page's "To play" control says; stones set up without it leave it
// unknown (null), for stones do not say whose move it is. Each stone placed passes the turn.

import { parsePoint } from './board.js';

export const MIN_SIZE = 5;
export const MAX_SIZE = 26;

export const COLORS = ['black', 'white'];

/** The colour of the next stone: the position's side to play, or null when it is not known. */
export function nextColor({ toPlay }) {
  return toPlay ?? null;
}

/** The other colour. */
export const opponent = (color) => (color === 'black' ? 'white' : 'black');

/** The side to play of stones with nothing stated: black on an empty board, else not known. */
export const unstated = ({ black, white }) => (black.length + white.length === 0 ? 'black' : null);

/** The settings and position a URL asks for (`?rule=R&size=N&black=h8,g8&white=i9&to_play=black`), and what in it was refused. */
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
  let toPlay = unstated({ black, white });
  if (params.has('to_play')) {
    const asked = params.get('to_play');
    if (COLORS.includes(asked)) toPlay = asked;
    else problems.push(`to_play: ${asked} is not black or white`);
  }
  return { rule, size, compare, position: { black, white, toPlay }, problems };
}

/** The URL query of the settings and position. */
export function toQuery({ rule, size, compare, position }) {
  const params = new URLSearchParams();
  params.set('rule', rule);
  params.set('size', String(size));
  if (position.black.length) params.set('black', position.black.join(','));
  if (position.white.length) params.set('white', position.white.join(','));
  if (position.toPlay && position.toPlay !== unstated(position)) params.set('to_play', position.toPlay);
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

/** The position with the side to play's stone at `name`, the turn passed; null if the point is taken or no side is known to play. */
export function place(position, name) {
  if (position.black.includes(name) || position.white.includes(name)) return null;
  const color = nextColor(position);
  if (!color) return null;
  return { ...position, [color]: [...position[color], name], toPlay: opponent(color) };
}
