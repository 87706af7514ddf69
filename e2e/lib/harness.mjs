// What every end-to-end test needs: the page on a free port of 127.0.0.1, Debian's Chromium
// driven by playwright-core, a page that fails the test on any script error or any request
// to another host, screenshots under target/e2e/, and the `renju` command itself for the
// library's own answers.
//
// The page comes from one of two back ends, the same tests holding both to one contract:
// - `renju serve --port 0` (the default): the page asks the server's JSON API;
// - with E2E_SITE=FOLDER (`make site-e2e`), the static site `make site` writes, served by
//   `python3 -m http.server` from a sub-path (/renju-site/) of a folder that holds nothing
//   else: the page computes with the WebAssembly package, and a request for anything outside
//   the site's folder is a failure. A `renju serve` runs beside it all the same, for the
//   answers of `GET /api/rules` the tests compare with (`env.api`); the page never sees it.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The `renju` binary: $RENJU_BIN, else the release build, else the debug build. */
export function renjuBinary() {
  const candidates = [process.env.RENJU_BIN, join(root, 'target/release/renju'), join(root, 'target/debug/renju')];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found) throw new Error('no renju binary: run `cargo build --release -p renju-cli` (or set RENJU_BIN)');
  return found;
}

/**
 * Runs `renju ARGS` on `input` and returns its stdout; an exit status other than 0 throws,
 * unless it is one of `okStatuses` (`renju replay` exits 1 when a record is no game).
 */
export function renju(args, input = '', { okStatuses = [0] } = {}) {
  const run = spawnSync(renjuBinary(), args, { input, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error) throw run.error;
  if (!okStatuses.includes(run.status)) throw new Error(`renju ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return run.stdout;
}

/** Starts `renju serve --port 0 ARGS`; resolves with its address and a stop function. */
export function startServer(args = []) {
  const child = spawn(renjuBinary(), ['serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`renju serve exited with ${code}`)));
    lines.once('line', (line) => {
      const m = /^listening on (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line);
      if (!m) reject(new Error(`unexpected first line: ${line}`));
      child.removeAllListeners('exit');
      resolvePromise({
        url: m[1],
        stop: () => new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

/** The static site's folder when the tests run on it (E2E_SITE), else null: `renju serve`. */
export const SITE = process.env.E2E_SITE ? resolve(process.env.E2E_SITE) : null;

/** The sub-path the static site is served from. */
const SUB_PATH = 'renju-site/';

/**
 * Serves the folder `site` with `python3 -m http.server` on a free port of 127.0.0.1, from
 * the sub-path /renju-site/ of an otherwise empty folder; resolves with its address (the
 * sub-path's) and a stop function.
 */
export function startSite(site) {
  const root = mkdtempSync(join(tmpdir(), 'renju-site-'));
  symlinkSync(site, join(root, SUB_PATH.replace(/\/$/, '')));
  const child = spawn('python3', ['-u', '-m', 'http.server', '--bind', '127.0.0.1', '--directory', root, '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolvePromise, reject) => {
    const lines = createInterface({ input: child.stdout });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`python3 -m http.server exited with ${code}`)));
    // The request log goes to stderr: kept out of the test's output.
    child.stderr.resume();
    lines.once('line', (line) => {
      const m = /port (\d+)/.exec(line);
      if (!m) reject(new Error(`unexpected first line: ${line}`));
      child.removeAllListeners('exit');
      resolvePromise({
        url: `http://127.0.0.1:${m[1]}/${SUB_PATH}`,
        stop: () => new Promise((done) => {
          child.once('exit', done);
          child.kill('SIGTERM');
        }),
      });
    });
  });
}

/** Debian's Chromium, headless. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * A page on `base`: collects script errors, failed requests and any request to another
 * host (each a failure the test checks with `page.problems`).
 */
export async function openPage(browser, base, path = '/', viewport = { width: 1360, height: 900 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const problems = [];
  const origin = new URL(base).origin;
  // The static site may ask for its own files only: nothing outside its folder.
  const inside = (url) => (SITE ? url.startsWith(base) : new URL(url).origin === origin);
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`));
  // A 4xx from the API is an answer the page shows (a size not judged yet, say): Chromium
  // logs it as a failed load, which is no script error. A 5xx, or a request that fails, is.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: the server responded with a status of 4')) {
      problems.push(`console error: ${m.text()}`);
    }
  });
  page.on('response', (r) => {
    if (r.status() >= 500) problems.push(`${r.status()} from ${r.url()}`);
  });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  page.on('request', (r) => {
    if (!inside(r.url())) problems.push(`request outside the page's ${SITE ? 'folder' : 'host'}: ${r.url()}`);
  });
  page.problems = problems;
  page.requests = [];
  page.on('request', (r) => page.requests.push(r.url()));
  // `path` is the page's own ("/?black=h8" is the page with that query), wherever it is served.
  await page.goto(new URL(path.replace(/^\//, ''), base).href);
  await page.waitForSelector('body[data-ready="true"]');
  await settle(page);
  return page;
}

/**
 * Waits until the page has no request to the server in flight and has drawn the answers
 * (the page sets `body[data-busy]` from a request's start to its drawing).
 */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.waitForFunction(() => !document.body.hasAttribute('data-busy'));
}

/** Saves a screenshot as target/e2e/NAME.png (target/e2e/site/NAME.png for the static site), for a person to look at. */
export async function screenshot(page, name) {
  const dir = SITE ? join(root, 'target', 'e2e', 'site') : join(root, 'target', 'e2e');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Every point's marks as the page shows them: {stones, forbidden, forbiddenWhite, differs}. */
export function marksOf(page) {
  return page.evaluate(() => {
    const out = { stones: {}, forbidden: {}, forbiddenWhite: {}, differs: [] };
    for (const g of document.querySelectorAll('[data-point]')) {
      const name = g.getAttribute('data-point');
      if (g.hasAttribute('data-stone')) out.stones[name] = g.getAttribute('data-stone');
      if (g.hasAttribute('data-forbidden')) out.forbidden[name] = g.getAttribute('data-forbidden');
      if (g.hasAttribute('data-forbidden-white')) out.forbiddenWhite[name] = g.getAttribute('data-forbidden-white');
      if (g.hasAttribute('data-differs')) out.differs.push(name);
    }
    out.differs.sort();
    return out;
  });
}

/**
 * One `renju serve ARGS` (and with E2E_SITE the static site) and one browser for the tests of
 * a file: started before its first test, stopped after its last. Read `env.server` (where the
 * page is), `env.api` (the server) and `env.browser` inside the tests; `env.site` says
 * whether the page is the static site.
 */
export function serverAndBrowser(args = []) {
  const env = { site: SITE !== null };
  before(async () => {
    env.api = await startServer(args);
    env.server = SITE ? await startSite(SITE) : env.api;
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    if (env.server !== env.api) await env.server?.stop();
    await env.api?.stop();
  });
  return env;
}

/** The answer of `renju serve`'s `GET /api/rules` (what both back ends must show). */
export async function apiRules(env) {
  return (await fetch(new URL('/api/rules', env.api.url))).json();
}
