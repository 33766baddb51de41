/**
 * `npm run conformance`: the API test suite through a Stoplight Prism validation proxy.
 *
 * Starts a relay and `prism proxy docs/openapi.yaml <relay>`, runs the http-koa tests with
 * CONFORMANCE_PROXY set (the `api()` helper then calls through the proxy, each test world on a
 * socket of its own, see test/support/conformance.ts), and prints the calls and Prism's violations
 * by operation. Fails on any violation, or when the tests fail.
 *
 * A violation is a response that breaks the document, or a request the document refuses that
 * the server accepted (answered below 400). A request the document refuses and the server
 * refused too is a test's deliberate bad call: counted apart, never a failure.
 *
 * Extra arguments go to vitest (`npm run conformance -- users.api`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LOG_FILE,
  UPSTREAM_HEADER,
  type ConformanceRecord,
  type Violation,
} from '../test/support/conformance';
import { openapi } from '../test/support/openapi';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const document = join(root, 'docs/openapi.yaml');
const prismCli = join(root, 'node_modules/@stoplight/prism-cli/dist/index.js');
const work = mkdtempSync(join(tmpdir(), 'conformance-'));
const logFile = join(work, LOG_FILE);
const prismLog = join(work, 'prism.log');

/** Forwards each call to the test world whose socket the call names. */
function relay(incoming: IncomingMessage, answer: ServerResponse) {
  const socket = incoming.headers[UPSTREAM_HEADER];
  if (typeof socket !== 'string' || !/^[\w-]+\.sock$/.test(socket)) {
    answer.writeHead(502).end(`no ${UPSTREAM_HEADER} header`);
    return;
  }
  // The body is sent in one write with the head: the app may answer and close before it
  // reads a body it refuses, and a body still being piped would then fail with EPIPE.
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const outgoing = request(
      {
        socketPath: join(work, socket),
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent: false,
      },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.rawHeaders);
        upstream.pipe(answer);
      },
    );
    outgoing.on('error', (error) => {
      if (!answer.headersSent) answer.writeHead(502).end(String(error));
    });
    outgoing.end(Buffer.concat(chunks));
  });
}

function listen(server: ReturnType<typeof createServer>): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForPrism(url: string, prism: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) break;
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Prism did not start, see ${prismLog}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Counted as a violation (see the file's comment), or a deliberate bad call. */
function counts(record: ConformanceRecord, violation: Violation): boolean {
  return violation.location[0] !== 'request' || record.status < 400;
}

function summarise(records: ConformanceRecord[], whole: boolean): number {
  const byOperation = new Map<string, { calls: number; violations: number; refused: number }>();
  const messages = new Map<string, number>();
  let violations = 0;
  let refused = 0;
  for (const record of records) {
    const row = byOperation.get(record.operation) ?? { calls: 0, violations: 0, refused: 0 };
    row.calls += 1;
    for (const violation of record.violations) {
      if (counts(record, violation)) {
        row.violations += 1;
        violations += 1;
        const key = `${record.operation} ${record.status}: ${violation.location.join('.')} ${violation.message}`;
        messages.set(key, (messages.get(key) ?? 0) + 1);
      } else {
        row.refused += 1;
        refused += 1;
      }
    }
    byOperation.set(record.operation, row);
  }
  console.log('\nPrism conformance by operation (calls, violations, refused bad requests):');
  for (const [operation, row] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
    const mark = row.violations ? '  <-- violations' : '';
    console.log(
      `  ${String(row.calls).padStart(4)} ${String(row.violations).padStart(4)} ${String(row.refused).padStart(4)}  ${operation}${mark}`,
    );
  }
  if (messages.size) {
    console.log('\nViolations:');
    for (const [message, times] of messages) console.log(`  ${times}x ${message}`);
  }
  const unreached = Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`)
      .filter((operation) => !byOperation.has(operation)),
  );
  // Listed for a whole run only: a run of a few files reaches few operations.
  if (unreached.length && whole) {
    console.log(`\nDocumented operations no call reached (${unreached.length}):`);
    for (const operation of unreached.sort()) console.log(`  ${operation}`);
  }
  console.log(
    `\n${records.length} calls over ${byOperation.size} of ${byOperation.size + unreached.length}` +
      ` documented operations, ${violations} violations` +
      ` (and ${refused} on deliberately bad requests the server refused too, not counted)`,
  );
  return violations;
}

const relayServer = createServer(relay);
const relayPort = await listen(relayServer);
const prismPort = await freePort();
const prismOut = createWriteStream(prismLog);
const prism = spawn(
  process.execPath,
  [
    prismCli,
    'proxy',
    document,
    `http://127.0.0.1:${relayPort}`,
    '--port',
    String(prismPort),
    '--host',
    '127.0.0.1',
    '--cors',
    'false',
    '--verboseLevel',
    'warn',
  ],
  { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
);
prism.stdout.pipe(prismOut);
prism.stderr.pipe(prismOut);
let stopping = false;
prism.on('exit', (code, signal) => {
  if (!stopping) console.error(`Prism stopped during the run (${signal ?? code}), see ${prismLog}`);
});

let exitCode = 1;
try {
  const proxyUrl = `http://127.0.0.1:${prismPort}`;
  await waitForPrism(proxyUrl, prism);
  const started = Date.now();
  const testsCode = await run(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'http-koa',
      ...process.argv.slice(2),
    ],
    { ...process.env, CONFORMANCE_PROXY: proxyUrl, CONFORMANCE_DIR: work },
  );
  const records = existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ConformanceRecord)
    : [];
  const violations = summarise(records, process.argv.length <= 2);
  console.log(`tests ${testsCode === 0 ? 'passed' : 'FAILED'} in ${Date.now() - started} ms`);
  if (!records.length) console.log('No call went through the proxy.');
  exitCode = testsCode !== 0 || violations > 0 || !records.length ? 1 : 0;
} finally {
  stopping = true;
  prism.kill();
  relayServer.close();
}
if (exitCode === 0) rmSync(work, { recursive: true, force: true });
else console.log(`The calls and Prism's log are in ${work}`);
process.exit(exitCode);
