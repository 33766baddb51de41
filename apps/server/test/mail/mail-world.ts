import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MailMessage, OutboxMessage } from '@classroom/core';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import type { Logger } from 'pino';
import type { ContainerOverrides } from '../../src/container';
import { startTestServer } from '../support/test-server';

/** Fast jobs for tests: a 20 ms poll, retries 50 ms apart doubling to 400 ms, for a minute. */
export const FAST_JOBS = {
  jobs: {
    pollMs: 20,
    mailRetry: { backoffBaseMs: 50, backoffMaxMs: 400, deadlineMs: 60_000 },
  },
} satisfies ContainerOverrides;

/** A website root whose every page path answers the SPA's index.html, as the built site does. */
export function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'classroom-web-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>GS Classroom</title>');
  return root;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** The real server on a SQLite file, plus a second handle on that file to look inside. */
export async function mailServer(env: Record<string, string>, logger?: Logger) {
  const server = await startTestServer({ WEB_ROOT: webRoot(), ...env }, FAST_JOBS, logger);
  const database = await createDatabase(server.config.databaseUrl);
  return {
    server,
    database,
    async stop() {
      await server.stop();
      await database.close();
    },
  };
}

/** An API call as a demo account (bearer `test:<email>`), answering the parsed JSON. */
export async function call(
  server: TestServer,
  as: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer test:${as}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Every outbox row, oldest first. */
export async function outboxOf(database: Database): Promise<OutboxMessage[]> {
  const page = await database.repositories.outbox.list({}, { page: 1, limit: 1_000 });
  return page.items.reverse();
}

/** Polls briefly until `check` holds. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export type { MailMessage };
