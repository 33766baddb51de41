// npm run bench:api — autocannon against a bare Koa route (the stack's ceiling) and the
// catalogue routes on SQLite and MySQL with 100,000 courses. Not a test: it prints figures.
//   --sqlite-only / --mysql-only   one dialect      --fresh   rebuild the catalogues
//   --duration=N                   seconds per run (default 10)
//   MYSQL_URL                      server to use (default mysql://root@127.0.0.1:3306)
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@classroom/persistence-knex';
import autocannon from 'autocannon';
import { fillCatalogue } from '../search/fill-catalogue';
import { benchQueries } from '../search/queries';
import { buildVocabulary, seededRandom } from '../search/vocabulary';

const COURSES = 100_000;
const CONNECTIONS = 50;
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const duration = Number(args.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
const mysqlServer = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(
  /\/[^/:]*$/,
  '',
);
const targets = [
  ...(flag('--mysql-only') ? [] : [{ label: 'SQLite', url: 'sqlite:var/bench/api.sqlite' }]),
  ...(flag('--sqlite-only') ? [] : [{ label: 'MySQL', url: `${mysqlServer}/classroom_bench_api` }]),
];
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

interface Result {
  label: string;
  rps: number;
  p99: number;
  errors: number;
  /** Server CPU time (user + system) per request, where the platform tells it. */
  cpuMicros: number | undefined;
}

interface Server {
  child: ChildProcess;
  port: number;
}

/**
 * CPU time a process has used, in ms, from /proc (Linux; clock ticks of 10 ms). Unlike
 * req/s it hardly moves when the load generator or a neighbour competes for the cores.
 */
function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function serve(...serveArgs: string[]): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serveScript, ...serveArgs], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function load(
  label: string,
  server: Server,
  paths: string[],
  seconds = duration,
  headers: Record<string, string> = {},
): Promise<Result> {
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  const cpuAfter = cpuMs(server.child.pid);
  const errors = result.errors + result.timeouts + result.non2xx;
  const cpuMicros =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return { label, rps: result.requests.average, p99: result.latency.p99, errors, cpuMicros };
}

function print(results: Result[], bare: number): void {
  console.log(`  ${'route'.padEnd(58)}   req/s     p99 ms   vs bare   errors   CPU µs/req`);
  for (const result of results) {
    const cells = [
      result.rps.toFixed(0).padStart(7),
      result.p99.toFixed(1).padStart(10),
      `${((result.rps / bare) * 100).toFixed(0)}%`.padStart(9),
      String(result.errors).padStart(8),
      (result.cpuMicros?.toFixed(0) ?? '-').padStart(12),
    ];
    console.log(`  ${result.label.padEnd(58)} ${cells.join(' ')}`);
  }
}

const vocabulary = buildVocabulary(40_000, seededRandom(42));
const searches = benchQueries(vocabulary)
  .slice(0, 12)
  .map((text) => `/api/v1/all-courses?status=1&search=${encodeURIComponent(text)}`);

/** The bare route, measured next to each dialect: the machine's pace drifts over a run. */
async function measureBare(label: string): Promise<Result> {
  const server = await serve('bare');
  await load('warm-up', server, ['/bare'], 3);
  const result = await load(label, server, ['/bare']);
  await stop(server.child);
  return result;
}

console.log(`API benchmark: ${CONNECTIONS} connections, ${duration} s per route`);
console.log('Ratios are to the mean of the bare route just before and just after the dialect.');

for (const target of targets) {
  console.log(`\n${target.label}: ${COURSES} courses`);
  const database = await createDatabase(target.url);
  await database.migrate();
  await fillCatalogue(database.knex, COURSES, (line) => console.log(line), flag('--fresh'));
  await database.close();

  const bareBefore = await measureBare('bare Koa route (before)');
  const server = await serve('app', target.url);
  const routes: [string, string[]][] = [
    ['GET /api/v1/all-courses?status=1', ['/api/v1/all-courses?status=1']],
    ['GET /api/v1/top-courses?status=1', ['/api/v1/top-courses?status=1']],
    [`GET /api/v1/all-courses?status=1&search= (${searches.length} queries)`, searches],
  ];
  const results: Result[] = [];
  for (const [label, paths] of routes) {
    await load('warm-up', server, paths, 3);
    results.push(await load(label, server, paths));
  }
  // What a browser asks for: the same list, compressed.
  const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
  await load('warm-up', server, routes[0]![1], 3, browser);
  results.push(await load(`${routes[0]![0]} (br)`, server, routes[0]![1], duration, browser));
  await stop(server.child);
  const bareAfter = await measureBare('bare Koa route (after)');
  print([bareBefore, bareAfter, ...results], (bareBefore.rps + bareAfter.rps) / 2);
}
