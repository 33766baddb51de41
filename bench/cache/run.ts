// npm run bench:cache — how much memory the public-list cache may take. Not a test: it prints
// the server's resident memory (RSS) growth over a baseline measured in the same run.
//   1. baseline: 1,000 requests for one list (one cache entry, every compressed form made);
//   2. 1,000 spellings of ?limit=60 (limit=060, l%69mit=60 ...): one query, one entry;
//   3. 1,000 different full pages of 60 courses: 1,000 different answers; then two more
//      thousands (59 and 58 a page), to show that the growth stops at the byte budget.
// The server is bench/api/serve.ts (the product's HTTP app, rate limits off) over SQLite with
// 60,000 generated courses, in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@classroom/persistence-knex';
import { fillCatalogue } from '../search/fill-catalogue';

const COURSES = 60_000;
const KEYS = 1_000;
const PARALLEL = 2;
const TARGET_MB = 30;
const DATABASE_URL = 'sqlite:var/bench/cache.sqlite';
const serveScript = fileURLToPath(new URL('../api/serve.ts', import.meta.url));

/**
 * Resident memory of the server, in MB (Linux /proc), after a full garbage collection: what it
 * keeps, not the garbage its last requests left.
 */
async function rssMb(child: ChildProcess): Promise<number> {
  let lowest = Infinity;
  // Two collections: the first frees the last requests' buffers, the second what they held.
  for (let round = 0; round < 2; round += 1) {
    child.kill('SIGUSR2');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'))!;
    lowest = Math.min(lowest, Number(/(\d+)/.exec(line)![1]) / 1024);
  }
  return lowest;
}

function serve(): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', serveScript, 'app', DATABASE_URL],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** GETs every path, PARALLEL at a time, as browsers ask (brotli); all must answer 200. */
async function getAll(port: number, paths: string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** The n-th spelling of `limit=60`: some letters percent-encoded, some leading zeros. */
function spelling(n: number): string {
  const letters = [...'limit60'].map((char, index) =>
    n & (1 << index) ? `%${char.charCodeAt(0).toString(16)}` : char,
  );
  const zeros = '0'.repeat((n >> 7) % 8);
  return `${letters.slice(0, 5).join('')}=${zeros}${letters.slice(5).join('')}`;
}

console.log(`Public-list cache: RSS growth after ${KEYS} keys (target ${TARGET_MB} MB or less)`);
const database = await createDatabase(DATABASE_URL);
await database.migrate();
await fillCatalogue(database.knex, COURSES, (line) => console.log(line));
await database.close();

const server = await serve();
try {
  await getAll(
    server.port,
    Array.from({ length: KEYS }, () => '/api/v1/courses?limit=60'),
  );
  const baseline = await rssMb(server.child);
  console.log(`  baseline (one list, ${KEYS} requests)        RSS ${baseline.toFixed(1)} MB`);

  const spellings = Array.from({ length: KEYS }, (_, n) => `/api/v1/courses?${spelling(n)}`);
  if (new Set(spellings).size !== KEYS) throw new Error('the spellings are not all different');
  await getAll(server.port, spellings);
  const afterSpellings = await rssMb(server.child);
  console.log(
    `  ${KEYS} spellings of ?limit=60                 +${(afterSpellings - baseline).toFixed(1)} MB`,
  );

  const pages = Array.from({ length: KEYS }, (_, n) => `/api/v1/courses?limit=60&page=${n + 1}`);
  await getAll(server.port, pages);
  const afterPages = await rssMb(server.child);
  const growth = afterPages - baseline;
  console.log(`  ${KEYS} different pages of 60 courses        +${growth.toFixed(1)} MB`);
  for (const limit of [59, 58]) {
    await getAll(
      server.port,
      Array.from({ length: KEYS }, (_, n) => `/api/v1/courses?limit=${limit}&page=${n + 1}`),
    );
    const more = (await rssMb(server.child)) - baseline;
    console.log(`  ${KEYS} more pages (${limit} a page)               +${more.toFixed(1)} MB`);
  }
  console.log(growth <= TARGET_MB ? '  within the target' : `  OVER the ${TARGET_MB} MB target`);
} finally {
  server.child.kill('SIGTERM');
}
