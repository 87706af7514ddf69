// What every end-to-end test needs: a `renju serve` on a free port of 127.0.0.1, Debian's
// Chromium driven by playwright-core, a page that fails the test on any script error or any
// request to another host, screenshots under target/e2e/, and the `renju` command itself for
// the library's own answers.

import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
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

/** Runs `renju ARGS` on `input` and returns its stdout. */
export function renju(args, input = '') {
  return execFileSync(renjuBinary(), args, { input, encoding: 'utf8' });
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
    if (new URL(r.url()).origin !== origin) problems.push(`request to another host: ${r.url()}`);
  });
  page.problems = problems;
  await page.goto(new URL(path, base).href);
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

/** Saves a screenshot as target/e2e/NAME.png (for a person to look at). */
export async function screenshot(page, name) {
  const dir = join(root, 'target', 'e2e');
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
 * One `renju serve ARGS` and one browser for the tests of a file: started before its first
 * test, stopped after its last. Read `env.server` and `env.browser` inside the tests.
 */
export function serverAndBrowser(args = []) {
  const env = {};
  before(async () => {
    env.server = await startServer(args);
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
