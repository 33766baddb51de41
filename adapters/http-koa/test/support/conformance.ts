import { appendFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { join } from 'node:path';
import request, { type Response, type Test } from 'supertest';
import { templateFor } from './openapi';
import type { TestWorld } from './world';

/**
 * The conformance run (`npm run conformance`, scripts/conformance.ts): when CONFORMANCE_PROXY
 * names a Prism proxy, `served(world)` (and so `api()`) sends its calls through it instead of
 * straight to the app, and every answer's `sl-violations` header is appended to LOG_FILE in the
 * run's CONFORMANCE_DIR for the run's summary. The proxy's one upstream is a relay that forwards
 * each call to the socket named in UPSTREAM_HEADER, the one its test world listens on.
 */
export const UPSTREAM_HEADER = 'x-conformance-upstream';
export const LOG_FILE = 'calls.jsonl';

/** One line of the log: a call and what Prism said about it. */
export interface ConformanceRecord {
  operation: string;
  status: number;
  violations: Violation[];
}

/** An entry of Prism's `sl-violations` header. */
export interface Violation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

const proxy = process.env.CONFORMANCE_PROXY;
const directory = process.env.CONFORMANCE_DIR;
const sockets = new WeakMap<TestWorld, string>();

/**
 * The world's app on a socket of its own in the run's directory, opened on the first call
 * through the proxy (a socket, not a port: it listens at once and only this machine reaches it).
 */
function socketOf(world: TestWorld): string {
  let name = sockets.get(world);
  if (!name) {
    name = `${process.pid}-${randomUUID().slice(0, 8)}.sock`;
    // The test worker may end while the world still listens.
    createServer(world.server).listen(join(directory!, name)).unref();
    sockets.set(world, name);
  }
  return name;
}

type Agent = ReturnType<typeof request>;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

/**
 * `request(world.server)` of supertest; in a conformance run its calls go through the proxy to
 * the world's socket, and their answers are logged.
 */
export function served(world: TestWorld): Agent {
  if (!proxy || !directory) return request(world.server);
  const upstream = socketOf(world);
  const agent = request(proxy);
  return new Proxy(agent, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver) as unknown;
      if (typeof name !== 'string' || !METHODS.has(name) || typeof value !== 'function') {
        return value;
      }
      return (path: string) => {
        const test = (value as (path: string) => Test).call(target, path);
        test.set(UPSTREAM_HEADER, upstream);
        test.on('response', (response: Response) => record(name, path, response));
        return test;
      };
    },
  });
}

/** Logs a call's answer with the violations Prism found in it. */
function record(method: string, url: string, response: Response): void {
  const path = url.split('?')[0]!;
  const header = response.headers['sl-violations'] as string | undefined;
  const line: ConformanceRecord = {
    operation: `${method.toUpperCase()} ${templateFor(method, path) ?? `${path} (undocumented)`}`,
    status: response.status,
    violations: header ? (JSON.parse(header) as Violation[]) : [],
  };
  appendFileSync(join(directory!, LOG_FILE), `${JSON.stringify(line)}\n`);
}
