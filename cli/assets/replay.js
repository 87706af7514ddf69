// Stepping through a game record: `POST /api/replay` answers every game with its stones and
// the forbidden points of every position (and, judged under an opening rule, its opening:
// the answer's `opening`, with the swaps, declaration and offers the record carries), so each
// step only redraws. Nothing is judged here: the words and marks are the answer's.

/** A game of a replay answer, and a place in it (0: before the first move). */
export class Replay {
  constructor(game) {
    this.game = game;
    this.at = game.moves ? game.moves.length : 0;
  }

  get judged() {
    return Boolean(this.game.moves);
  }

  get length() {
    return this.judged ? this.game.moves.length : 0;
  }

  /** Moves to step `k` (clamped); returns whether it moved. */
  go(k) {
    const to = Math.max(0, Math.min(this.length, k));
    const moved = to !== this.at;
    this.at = to;
    return moved;
  }

  /** The position after `at` moves: its stones in order, and the stones' move numbers. */
  position() {
    const black = [];
    const white = [];
    const numbers = new Map();
    for (const stone of this.game.setup) (stone.color === 'black' ? black : white).push(stone.point);
    this.game.moves.slice(0, this.at).forEach((stone, i) => {
      (stone.color === 'black' ? black : white).push(stone.point);
      numbers.set(stone.point, i + 1);
    });
    return { black, white, numbers };
  }

  /** The forbidden points of the position after `at` moves, as the batch answers them. */
  forbidden() {
    return this.game.positions[this.at];
  }

  /** The opening judged under an opening rule (the answer's `opening`), or null. */
  get opening() {
    return this.game.answer.opening ?? null;
  }

  /** The opening's foul once the step has reached the move it is judged at, else null. */
  openingFoul() {
    const foul = this.opening?.foul;
    return foul && this.at >= foul.move ? foul : null;
  }

  /** The swaps, declaration and offers the record carries after `k` moves, as it gives them. */
  eventsAfter(k) {
    return (this.game.opening_events ?? []).filter((e) => e.after === k);
  }

  /**
   * The fifth-move offers to mark (name → its place among them, from 1): the record's
   * offers, on the step before the move they are for and the step of that move; none
   * elsewhere, or when the record carries none.
   */
  offers() {
    const marked = new Map();
    for (const e of this.game.opening_events ?? []) {
      if (e.event !== 'offers' || (this.at !== e.after && this.at !== e.after + 1)) continue;
      e.points.forEach((point, i) => marked.set(point, i + 1));
    }
    return marked;
  }

  /** The points the opening's foul names (the move outside its square, the offers at fault), once reached. */
  openingFoulPoints() {
    return new Set(this.openingFoul()?.points ?? []);
  }

  /** Marks for the board: the last move, the foul, the five (once reached). */
  marks() {
    const marks = new Map();
    const answer = this.game.answer;
    if (this.at > 0) marks.set(this.game.moves[this.at - 1].point, 'last');
    if (answer.foul && this.at >= answer.foul.move) marks.set(answer.foul.point, 'foul');
    if (answer.five && this.at >= answer.five.move) {
      for (const point of this.fiveLine()) marks.set(point, 'five');
    }
    return marks;
  }

  /**
   * The stones of the winning five: the longest row of the mover's stones through the five's
   * move, in the first of the four directions that holds five or more (only drawn: the
   * ruling is the server's).
   */
  fiveLine() {
    const answer = this.game.answer;
    const move = this.game.moves[answer.five.move - 1];
    const own = new Set();
    for (const stone of [...this.game.setup, ...this.game.moves.slice(0, answer.five.move)]) {
      if (stone.color === move.color) own.add(stone.point);
    }
    const at = (name) => [name.charCodeAt(0) - 97, Number(name.slice(1)) - 1];
    const name = (c, r) => `${String.fromCharCode(97 + c)}${r + 1}`;
    const [c0, r0] = at(move.point);
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
      const line = [move.point];
      for (const sign of [1, -1]) {
        for (let k = 1; own.has(name(c0 + sign * k * dc, r0 + sign * k * dr)); k++) {
          line.push(name(c0 + sign * k * dc, r0 + sign * k * dr));
        }
      }
      if (line.length >= 5) return line;
    }
    return [move.point];
  }

  /** What the step is, in words. */
  describe() {
    const answer = this.game.answer;
    if (!this.judged) return `Game ${answer.game ?? '?'}: ${answer.error}`;
    const total = this.length;
    let text = `Game ${answer.game}: move ${this.at} of ${total}`;
    if (this.at > 0) {
      const m = this.game.moves[this.at - 1];
      text += ` (${m.color} ${m.point})`;
    }
    if (answer.foul && this.at === answer.foul.move) text += ` — a foul: ${answer.foul.kind}, forbidden to ${this.game.moves[this.at - 1].color}`;
    if (answer.five && this.at === answer.five.move) text += ` — ${answer.five.color} makes five and wins`;
    const foul = this.opening?.foul;
    if (foul && this.at === foul.move) text += ` — the opening's foul: ${foul.kind}`;
    for (const e of this.eventsAfter(this.at)) {
      if (e.event === 'swap') text += ' — then a swap';
      else if (e.event === 'declare') text += ` — then ${e.count} offer${e.count === 1 ? '' : 's'} declared`;
      else if (e.event === 'offers') text += ` — then the fifth-move offers: ${e.points.join(', ')}`;
    }
    return text;
  }

  /**
   * The opening in words, as the answer names it: the canonical opening's code and name
   * (`D3 Sosei`) and the opening rule, or why it was not judged; '' when it was not.
   */
  openingLine() {
    const opening = this.opening;
    if (!opening) return '';
    if (opening.rule === null) return `Opening: not judged: the record names the opening rule “${opening.named}”, which the referee does not know.`;
    const named = opening.name ? `${opening.name} ${opening.title}` : 'none of the 26 openings';
    let text = `Opening: ${named} · opening rule ${opening.rule}`;
    if (opening.named && opening.named !== opening.rule) text += ` (the record names ${opening.named})`;
    if (opening.unchecked.length) text += ` · not in the record, so not checked: ${opening.unchecked.join(', ')}`;
    return text;
  }

  /** The opening's foul in words: its move, kind and the referee's sentence; '' when there is none. */
  openingFoulLine() {
    const foul = this.opening?.foul;
    if (!foul) return '';
    const points = foul.points.length ? ` (${foul.points.join(', ')})` : '';
    return `Opening foul at move ${foul.move}, ${foul.kind}${points}: ${foul.sentence}`;
  }

  /** The game's result, in words. */
  result() {
    const answer = this.game.answer;
    if (!this.judged) return '';
    if (answer.foul) return `Result: ${answer.result} at move ${answer.foul.move} (${answer.foul.point}, ${answer.foul.kind}).`;
    const foul = this.opening?.foul;
    if (answer.result === 'opening-foul' && foul) return `Result: opening-foul at move ${foul.move} (${foul.kind}).`;
    if (answer.five) return `Result: ${answer.five.color} makes five at move ${answer.five.move}.`;
    return 'Result: no five and no foul in the record.';
  }
}

/** The request body for a record typed in, or read from a file (binary files in base64). */
export async function recordBody({ text, file, format }) {
  const body = { format: format || 'auto' };
  if (file) {
    body.name = file.name;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let decoded = null;
    try {
      decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      decoded = null;
    }
    if (decoded !== null && !decoded.includes('\u0000')) body.record = decoded;
    else {
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      body.record_base64 = btoa(binary);
    }
  } else {
    body.record = text;
  }
  return body;
}
