import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Request } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { artifactsDir } from './paths';

/**
 * What the browser saw go wrong during a test (refused API calls, script errors, failed
 * requests), written next to the screenshots when the test fails: a timeout alone does not
 * say whether the server refused, the page crashed, or the test was simply too early.
 */
export const failureNotesFile = path.join(artifactsDir, 'failures.txt');

const KEPT = 30;
const SHOWN_TEXT = 600;
let notes: string[] = [];
let started = Date.now();
const contexts = new Set<BrowserContext>();
const unanswered = new Set<Request>();

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
  contexts.add(context);
  context.on('close', () => contexts.delete(context));
  context.on('request', (request) => unanswered.add(request));
  context.on('requestfinished', (request) => unanswered.delete(request));
  context.on('response', (response) => {
    if (response.status() >= 400) {
      note(`${response.status()} ${response.request().method()} ${route(response.url())}`);
    }
  });
  context.on('requestfailed', (request) => {
    unanswered.delete(request);
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
  unanswered.clear();
  started = Date.now();
});

async function textOf(locator: Locator): Promise<string> {
  const text = await locator
    .innerText({ timeout: 2_000 })
    .catch((error: Error) => `(unreadable: ${error.message.split('\n')[0]})`);
  return text.replace(/\s+/g, ' ').trim().slice(0, SHOWN_TEXT);
}

/**
 * Where each open page stood when the test failed: its route and the start of its visible
 * text (a dialog, a toast, a table still loading), and the API calls still unanswered.
 */
async function noteWhereThePagesStand(): Promise<void> {
  for (const request of unanswered) {
    note(`unanswered ${request.method()} ${route(request.url())}`);
  }
  for (const page of [...contexts].flatMap((context) => context.pages())) {
    note(`page at ${route(page.url())}: ${await textOf(page.locator('main').first())}`);
    for (const layer of await page.locator('[role=dialog], [role=alert], [role=status]').all()) {
      note(`  over it: ${await textOf(layer)}`);
    }
  }
}

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  await noteWhereThePagesStand();
  mkdirSync(artifactsDir, { recursive: true });
  const seen = notes.length > 0 ? notes.join('\n') : '(nothing went wrong in the browser)';
  appendFileSync(failureNotesFile, `${task.file.name} > ${task.name}\n${seen}\n\n`);
});
