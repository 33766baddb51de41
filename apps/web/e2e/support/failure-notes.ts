import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { artifactsDir } from './paths';

/**
 * What the browser saw go wrong during a test (refused API calls, script errors, failed
 * requests), written next to the screenshots when the test fails: a timeout alone does not
 * say whether the server refused, the page crashed, or the test was simply too early.
 */
export const failureNotesFile = path.join(artifactsDir, 'failures.txt');

const KEPT = 30;
let notes: string[] = [];
let started = Date.now();

function note(line: string): void {
  notes.push(`+${((Date.now() - started) / 1000).toFixed(1)}s ${line}`);
  if (notes.length > KEPT) notes = notes.slice(-KEPT);
}

/** A URL without its origin or query: enough to tell the route, nothing about the person. */
function route(url: string): string {
  const { pathname } = new URL(url);
  return pathname;
}

function watchContext(context: BrowserContext): void {
  context.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${route(response.url())}`);
    }
  });
  context.on('requestfailed', (request) => {
    note(`failed ${request.method()} ${route(request.url())}: ${request.failure()?.errorText}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
}

/** Watches every context the browser opens. */
export function watchBrowser(browser: Browser): Browser {
  const open = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await open(...args);
    watchContext(context);
    return context;
  };
  return browser;
}

beforeEach(() => {
  notes = [];
  started = Date.now();
});

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  mkdirSync(artifactsDir, { recursive: true });
  const seen = notes.length > 0 ? notes.join('\n') : '(nothing went wrong in the browser)';
  appendFileSync(failureNotesFile, `${task.file.name} > ${task.name}\n${seen}\n\n`);
});
