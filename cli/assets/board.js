// The board: an SVG of any size from 5 to 26, columns a..z from the left and rows 1..N from
// the bottom. Every intersection is one element, `<g data-point="h8">`, and it is what takes
// the click: its stone, its marks and its title are its own children, and the only things
// drawn over other points (the explain tool's lines) let clicks through.
//
// From the keyboard the board is an ARIA grid with one tab stop (a roving tabindex): the
// point that has it is the cursor, the arrow keys move it (Home and End to the row's ends,
// PageUp and PageDown to the top and bottom rows), Enter or Space does what a click does.
// Each point's accessible name is its words (`h8: empty; allowed for black`), so a screen
// reader says where the cursor is and what is there.

const NS = 'http://www.w3.org/2000/svg';
export const CELL = 40;
const MARGIN = 66;
const PAD = CELL * 0.7;

/** How each kind of forbidden point is marked (the same as `renju check --svg`). */
export const KINDS = {
  'double-three': { label: '3x3', colour: '#c62828' },
  'double-four': { label: '4x4', colour: '#6a1b9a' },
  overline: { label: '6+', colour: '#d84315' },
};

export const columnName = (c) => String.fromCharCode(97 + c);
export const pointName = (c, r) => `${columnName(c)}${r + 1}`;

/** The column and row (from 0) of a point name on a board of `size`, or null. */
export function parsePoint(name, size) {
  const m = /^([a-z])([1-9][0-9]?)$/.exec(name);
  if (!m) return null;
  const c = m[1].charCodeAt(0) - 97;
  const r = Number(m[2]) - 1;
  return c < size && r < size ? { c, r } : null;
}

function el(name, attributes = {}, parent = null) {
  const node = document.createElementNS(NS, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.appendChild(node);
  return node;
}

/** The star points: the centre, and on boards of 13 and more the four on the fourth lines. */
function starPoints(size) {
  const centre = Math.floor(size / 2);
  const points = [[centre, centre]];
  if (size >= 13) {
    const near = 3;
    const far = size - 4;
    points.push([near, near], [far, near], [near, far], [far, far]);
  }
  return points;
}

/** Where each key moves the cursor from column `c`, row `r` on a board of `size`. */
const MOVES = {
  ArrowLeft: (c, r) => [c - 1, r],
  ArrowRight: (c, r) => [c + 1, r],
  ArrowUp: (c, r) => [c, r + 1],
  ArrowDown: (c, r) => [c, r - 1],
  Home: (c, r) => [0, r],
  End: (c, r, size) => [size - 1, r],
  PageUp: (c, r, size) => [c, size - 1],
  PageDown: (c) => [c, 0],
};

export class Board {
  /**
   * Draws into `svg`; `onPoint(name)` is called when a point is clicked, or chosen with Enter
   * or Space.
   */
  constructor(svg, onPoint) {
    this.svg = svg;
    this.onPoint = onPoint;
    this.size = 0;
    this.points = new Map();
    // The point that holds the board's one tab stop.
    this.cursor = null;
    svg.addEventListener('keydown', (event) => this.onKey(event));
  }

  /** Gives the tab stop to `name` (and the keyboard focus, with `focus`). */
  moveCursor(name, { focus = false } = {}) {
    const g = this.points.get(name);
    if (!g) return;
    this.points.get(this.cursor)?.setAttribute('tabindex', '-1');
    g.setAttribute('tabindex', '0');
    this.cursor = name;
    if (focus) g.focus();
  }

  onKey(event) {
    const name = event.target.closest?.('[data-point]')?.getAttribute('data-point');
    if (!name || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.onPoint(name);
      return;
    }
    const move = MOVES[event.key];
    if (!move) return;
    // The page's own keys (a replay's steps on the arrows, Home and End) are not for here.
    event.preventDefault();
    event.stopPropagation();
    const { c, r } = parsePoint(name, this.size);
    const [c2, r2] = move(c, r, this.size);
    if (c2 >= 0 && r2 >= 0 && c2 < this.size && r2 < this.size) this.moveCursor(pointName(c2, r2), { focus: true });
  }

  x(c) {
    return MARGIN + c * CELL;
  }

  y(r) {
    return MARGIN + (this.size - 1 - r) * CELL;
  }

  /** Draws an empty board of `size`. */
  draw(size) {
    this.size = size;
    this.points.clear();
    this.svg.replaceChildren();
    const span = (size - 1) * CELL;
    const full = span + 2 * MARGIN;
    this.svg.setAttribute('viewBox', `0 0 ${full} ${full}`);
    this.svg.setAttribute('aria-label', `${size}x${size} board, columns a to ${columnName(size - 1)}, rows 1 to ${size} from the bottom`);
    const back = el('g', { class: 'backdrop', 'aria-hidden': 'true' }, this.svg);
    el('rect', { class: 'wood', x: MARGIN - PAD, y: MARGIN - PAD, width: span + 2 * PAD, height: span + 2 * PAD, rx: 8 }, back);
    for (let i = 0; i < size; i++) {
      el('line', { class: 'grid', x1: this.x(0), y1: this.y(i), x2: this.x(size - 1), y2: this.y(i) }, back);
      el('line', { class: 'grid', x1: this.x(i), y1: this.y(0), x2: this.x(i), y2: this.y(size - 1) }, back);
    }
    for (const [c, r] of starPoints(size)) el('circle', { class: 'star', cx: this.x(c), cy: this.y(r), r: 3.5 }, back);
    for (let i = 0; i < size; i++) {
      const label = (x, y, text) => {
        const t = el('text', { class: 'coord', x, y }, back);
        t.textContent = text;
      };
      label(this.x(i), MARGIN - PAD - 10, columnName(i));
      label(this.x(i), this.y(0) + PAD + 24, columnName(i));
      label(MARGIN - PAD - 18, this.y(i) + 5, String(i + 1));
      label(this.x(size - 1) + PAD + 18, this.y(i) + 5, String(i + 1));
    }
    // The explain tool's lines: under the stones, and never in the way of a click.
    this.overlay = el('g', { class: 'overlay', 'aria-hidden': 'true' }, this.svg);
    const layer = el('g', { class: 'points', role: 'rowgroup' }, this.svg);
    const h = CELL / 2;
    for (let r = size - 1; r >= 0; r--) {
      const row = el('g', { role: 'row', 'aria-label': `row ${r + 1}` }, layer);
      for (let c = 0; c < size; c++) {
        const name = pointName(c, r);
        const g = el('g', { class: 'pt', 'data-point': name, transform: `translate(${this.x(c)} ${this.y(r)})`, role: 'gridcell', tabindex: -1 }, row);
        el('title', {}, g);
        el('rect', { class: 'hit', x: -h, y: -h, width: CELL, height: CELL }, g);
        el('rect', { class: 'differs', x: -h + 2, y: -h + 2, width: CELL - 4, height: CELL - 4, rx: 5 }, g);
        el('circle', { class: 'ghost', r: CELL * 0.44 }, g);
        el('rect', { class: 'opening-foul', x: -h + 1, y: -h + 1, width: CELL - 2, height: CELL - 2, rx: 3 }, g);
        el('circle', { class: 'offer', r: CELL * 0.4 }, g);
        el('text', { class: 'offer-label', y: 5 }, g);
        el('circle', { class: 'stone', r: CELL * 0.45 }, g);
        el('circle', { class: 'ring-white', r: CELL * 0.43 }, g);
        el('rect', { class: 'badge', x: -13, y: -10, width: 26, height: 20, rx: 4 }, g);
        el('text', { class: 'badge-label', y: 4 }, g);
        el('text', { class: 'number', y: 5 }, g);
        el('rect', { class: 'other-bg', x: h - 2, y: -h + 1, width: 0, height: 12, rx: 2 }, g);
        el('text', { class: 'other', x: h - 4, y: -h + 11 }, g);
        el('circle', { class: 'last', r: 5 }, g);
        el('circle', { class: 'focus', r: CELL * 0.5 }, g);
        el('rect', { class: 'cursor', x: -h + 1, y: -h + 1, width: CELL - 2, height: CELL - 2, rx: 6 }, g);
        // A click takes no focus (the arrow keys stay the replay's after a click on the
        // board) but moves the cursor, and the focus with it if the board had it.
        g.addEventListener('mousedown', (event) => event.preventDefault());
        g.addEventListener('click', () => {
          this.moveCursor(name, { focus: this.svg.contains(document.activeElement) });
          this.onPoint(name);
        });
        this.points.set(name, g);
      }
    }
    const centre = Math.floor(size / 2);
    this.cursor = null;
    this.moveCursor(pointName(centre, centre));
  }

  /**
   * Shows a view of the board: `stones` (name → colour), `forbidden` and `forbiddenWhite`
   * (name → kind), `differs` (name → {words, label}: the compared rule's verdict), `numbers` (name → move number), `marks` (name →
   * 'last' | 'foul' | 'five'), `offers` (name → its place among a record's fifth-move
   * offers), `openingFoul` (the names the opening's foul names), `focus` (a name), and
   * `describe(name)`, each point's words.
   */
  show(view) {
    for (const [name, g] of this.points) {
      const set = (attribute, value) => {
        if (value === undefined || value === null || value === '') g.removeAttribute(attribute);
        else g.setAttribute(attribute, String(value));
      };
      set('data-stone', view.stones.get(name));
      const kind = view.forbidden.get(name);
      set('data-forbidden', kind);
      set('data-forbidden-white', view.forbiddenWhite.get(name));
      const differs = view.differs.get(name);
      set('data-differs', differs?.words);
      set('data-number', view.numbers.get(name));
      set('data-mark', view.marks.get(name));
      const offer = view.offers?.get(name);
      set('data-offer', offer);
      set('data-opening-foul', view.openingFoul?.has(name) ? 'true' : null);
      g.querySelector('.offer-label').textContent = offer && !view.stones.has(name) ? `5${String.fromCharCode(96 + offer)}` : '';
      set('data-focus', view.focus === name ? 'true' : null);
      set('data-next', view.stones.has(name) ? null : view.next);
      g.querySelector('.badge-label').textContent = kind ? KINDS[kind].label : '';
      g.querySelector('.number').textContent = view.numbers.get(name) ?? '';
      g.querySelector('.other').textContent = differs?.label ?? '';
      const width = differs ? differs.label.length * 6.5 + 4 : 0;
      const bg = g.querySelector('.other-bg');
      bg.setAttribute('x', String(CELL / 2 - 2 - width));
      bg.setAttribute('width', String(width));
      const words = view.describe(name);
      g.querySelector('title').textContent = words;
      g.setAttribute('aria-label', words);
    }
  }

  /**
   * Draws the explain tool's picture over the board: a band along each line of `lines`
   * (`{point, step: [dc, dr], label, strong}`), and ghost stones at `played` (name → colour).
   */
  drawOverlay({ lines = [], played = new Map() } = {}) {
    this.overlay.replaceChildren();
    for (const line of lines) {
      const at = parsePoint(line.point, this.size);
      if (!at) continue;
      const [dc, dr] = line.step;
      const reach = (sign) => {
        let k = 0;
        while (k < 5) {
          const c = at.c + sign * (k + 1) * dc;
          const r = at.r + sign * (k + 1) * dr;
          if (c < 0 || r < 0 || c >= this.size || r >= this.size) break;
          k += 1;
        }
        return [at.c + sign * k * dc, at.r + sign * k * dr];
      };
      const [a, b] = [reach(-1), reach(1)];
      const band = el('line', { class: line.strong ? 'band strong' : 'band', x1: this.x(a[0]), y1: this.y(a[1]), x2: this.x(b[0]), y2: this.y(b[1]) }, this.overlay);
      band.dataset.line = line.label;
    }
    for (const [name, color] of played) {
      const at = parsePoint(name, this.size);
      if (at) el('circle', { class: `played ${color}`, cx: this.x(at.c), cy: this.y(at.r), r: CELL * 0.4 }, this.overlay);
    }
  }
}
