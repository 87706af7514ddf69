// The JSON API of `renju serve`: the page asks it everything, and judges nothing itself.

/** A refused request: the server's `{"error": "..."}` message and the HTTP status. */
export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

async function call(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const text = await response.text();
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(`${path}: the server answered ${response.status} with no JSON`, response.status);
  }
  if (!response.ok) {
    throw new ApiError(value.error ?? `${path}: ${response.status}`, response.status);
  }
  return value;
}

/** The variants, their board sizes and whose moves they restrict. */
export const rules = () => call('GET', '/api/rules');

/** The opening rules a replay may be judged under: `{openings: [{name, summary}]}`. */
export const openings = () => call('GET', '/api/openings');

/** The record formats a replay reads, `auto` first: `{formats: [{name, description}]}`. */
export const formats = () => call('GET', '/api/formats');

/** Both colours' forbidden points of a position: `{forbidden, forbidden_white}`. */
export const forbidden = ({ black, white }, rule, size) =>
  call('POST', '/api/forbidden', { black, white, rule, size, color: 'both' });

/** Why `point` is forbidden or allowed for `color`: the `renju explain --json` tree. */
export const explain = ({ black, white }, point, color, rule, size) =>
  call('POST', '/api/explain', { black, white, point, color, rule, size });

/**
 * A game record's games, each with its answer, its stones (and the opening's events the record
 * carries) and every position's forbidden points; with `opening` (an opening rule's name),
 * every game's opening judged under it.
 */
export const replay = (record, rule, size, opening = '') =>
  call('POST', '/api/replay', { ...record, rule, size, ...(opening ? { opening_rule: opening } : {}) });
