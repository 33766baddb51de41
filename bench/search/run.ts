// npm run bench:search — the catalogue search at 100,000 courses on SQLite and MySQL, next to
// a LIKE '%text%' scan over the same rows. Not a test: it prints figures.
//   --sqlite-only / --mysql-only   run one dialect
//   --fresh                        rebuild the generated catalogue
//   MYSQL_URL                      server to use (default mysql://root@127.0.0.1:3306)
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { fillCatalogue } from './fill-catalogue';
import { likeScan } from './like-scan';
import { median, ms, percentile, time } from './measure';
import { benchQueries } from './queries';
import { buildVocabulary, seededRandom } from './vocabulary';

const COURSES = 100_000;
const SEARCH_ROUNDS = 10;
const SCAN_ROUNDS = 3;
const FIRST_PAGE = { page: 1, limit: 12 };

const args = new Set(process.argv.slice(2));
const mysqlServer = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(
  /\/[^/:]*$/,
  '',
);
const targets = [
  ...(args.has('--mysql-only') ? [] : [{ label: 'SQLite', url: 'sqlite:var/bench/search.sqlite' }]),
  ...(args.has('--sqlite-only')
    ? []
    : [{ label: 'MySQL', url: `${mysqlServer}/classroom_bench_search` }]),
];

const log = (line: string) => console.log(line);

async function benchmark(label: string, database: Database, queries: string[]) {
  log(`\n${label}: ${COURSES} courses`);
  await fillCatalogue(database.knex, COURSES, log, args.has('--fresh'));
  const courses = database.repositories.courses;
  // Warm caches once, so both sides start equal.
  for (const text of queries) {
    await courses.search({ text }, FIRST_PAGE);
    await likeScan(database.knex, text);
  }
  const search: number[] = [];
  const perQuery = new Map<
    string,
    { search: number[]; scan: number[]; total: number; scanTotal: number }
  >();
  for (const text of queries) perQuery.set(text, { search: [], scan: [], total: 0, scanTotal: 0 });
  let searchElapsed = 0;
  for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
    for (const text of queries) {
      const entry = perQuery.get(text)!;
      const took = await time(async () => {
        entry.total = (await courses.search({ text }, FIRST_PAGE)).total;
      });
      search.push(took);
      entry.search.push(took);
      searchElapsed += took;
    }
  }
  const scan: number[] = [];
  let scanElapsed = 0;
  for (let round = 0; round < SCAN_ROUNDS; round += 1) {
    for (const text of queries) {
      const entry = perQuery.get(text)!;
      const took = await time(async () => {
        entry.scanTotal = await likeScan(database.knex, text);
      });
      scan.push(took);
      entry.scan.push(took);
      scanElapsed += took;
    }
  }

  log('  query                              matches (search / LIKE)   search p50   LIKE p50');
  for (const [text, entry] of perQuery) {
    log(
      `  ${text.slice(0, 34).padEnd(34)} ${`${entry.total} / ${entry.scanTotal}`.padStart(22)}` +
        `   ${ms(median(entry.search)).padStart(10)} ${ms(median(entry.scan)).padStart(10)}`,
    );
  }
  const searchQps = (search.length / searchElapsed) * 1000;
  const scanQps = (scan.length / scanElapsed) * 1000;
  log(
    `  search (first page): p50 ${ms(median(search))}  p99 ${ms(percentile(search, 99))}  ${searchQps.toFixed(0)} queries/s  (${search.length} runs)`,
  );
  log(
    `  LIKE scan:           p50 ${ms(median(scan))}  p99 ${ms(percentile(scan, 99))}  ${scanQps.toFixed(1)} queries/s  (${scan.length} runs)`,
  );
  log(
    `  ratio: ${(median(scan) / median(search)).toFixed(1)}x faster at the median, ${(searchQps / scanQps).toFixed(1)}x the throughput`,
  );
}

const vocabulary = buildVocabulary(40_000, seededRandom(42));
const queries = benchQueries(vocabulary);
const started = Date.now();
for (const target of targets) {
  const database = await createDatabase(target.url);
  try {
    await database.migrate();
    await benchmark(target.label, database, queries);
  } finally {
    await database.close();
  }
}
log(
  `\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s. (load average now: ${(
    await import('node:os')
  )
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
);
