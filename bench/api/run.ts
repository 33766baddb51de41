// npm run bench:api — autocannon against a bare Koa route (the stack's ceiling) and the
// catalogue routes on SQLite and MySQL with 100,000 courses. Not a test: it prints figures.
//   --sqlite-only / --mysql-only   one dialect      --fresh   rebuild the catalogues
//   --duration=N                   seconds per run (default 10)
//   MYSQL_URL                      server to use (default mysql://root@127.0.0.1:3306)
import { spawn, type ChildProcess } from 'node:child_process';
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
}

function serve(...serveArgs: string[]): Promise<{ child: ChildProcess; port: number }> {
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
  port: number,
  paths: string[],
  seconds = duration,
): Promise<Result> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { label, rps: result.requests.average, p99: result.latency.p99, errors };
}

function print(results: Result[], bare: number): void {
  console.log(
    '  route                                          req/s     p99 ms   vs bare   errors',
  );
  for (const result of results) {
    console.log(
      `  ${result.label.padEnd(44)} ${result.rps.toFixed(0).padStart(7)} ${result.p99
        .toFixed(1)
        .padStart(10)} ${`${((result.rps / bare) * 100).toFixed(0)}%`.padStart(9)} ${String(
        result.errors,
      ).padStart(8)}`,
    );
  }
}

const vocabulary = buildVocabulary(40_000, seededRandom(42));
const searches = benchQueries(vocabulary)
  .slice(0, 12)
  .map((text) => `/api/v1/all-courses?status=1&search=${encodeURIComponent(text)}`);

/** The bare route's req/s, measured again next to each dialect: the machine's pace drifts. */
async function measureBare(): Promise<Result> {
  const { child, port } = await serve('bare');
  await load('warm-up', port, ['/bare'], 3);
  const result = await load('bare Koa route', port, ['/bare']);
  await stop(child);
  return result;
}

console.log(`API benchmark: ${CONNECTIONS} connections, ${duration} s per route`);

for (const target of targets) {
  console.log(`\n${target.label}: ${COURSES} courses`);
  const database = await createDatabase(target.url);
  await database.migrate();
  await fillCatalogue(database.knex, COURSES, (line) => console.log(line), flag('--fresh'));
  await database.close();

  const bare = await measureBare();
  const { child, port } = await serve('app', target.url);
  const routes: [string, string[]][] = [
    ['GET /api/v1/all-courses?status=1', ['/api/v1/all-courses?status=1']],
    ['GET /api/v1/top-courses?status=1', ['/api/v1/top-courses?status=1']],
    [`GET /api/v1/all-courses?status=1&search= (${searches.length} queries)`, searches],
  ];
  const results: Result[] = [];
  for (const [label, paths] of routes) {
    await load('warm-up', port, paths, 3);
    results.push(await load(label, port, paths));
  }
  await stop(child);
  print([bare, ...results], bare.rps);
}
