// npm run bench:search — the catalogue search on SQLite and MySQL at a generated catalogue:
// whole words, word starts, typos, filters and sorts, p50/p99 per class, as ratios against
// two baselines measured in the same run (the plain newest-first page, and a LIKE '%text%'
// scan over the same rows), a relevance check and the index sizes. Not a test: it prints.
//   --courses=N                    catalogue size (default 100000)
//   --sqlite-only / --mysql-only   run one dialect
//   --fresh                        rebuild the generated catalogue
//   --fill-only                    write the catalogue, measure nothing
//   MYSQL_URL                      server to use (default mysql://root@127.0.0.1:3306)
import type { CourseQuery } from '@classroom/core';
import { createDatabase, type Database } from '@classroom/persistence-knex';
import { fillCatalogue } from './fill-catalogue';
import { indexSize, megabytes } from './index-size';
import { likeScan } from './like-scan';
import { median, ms, percentile, time } from './measure';
import {
  benchQueries,
  filteredQueries,
  prefixQueries,
  RELEVANCE_CHECKS,
  typoQueries,
  type BenchQuery,
} from './queries';
import { buildVocabulary, seededRandom } from './vocabulary';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const COURSES = Number(args.find((arg) => arg.startsWith('--courses='))?.split('=')[1] ?? 100_000);
const ROUNDS = COURSES >= 1_000_000 ? 5 : 10;
const SCAN_QUERIES = ['python', 'kubernetes', 'public speaking'];
const FIRST_PAGE = { page: 1, limit: 12 };
const P99_TARGET_MS = 20;

const mysqlServer = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(
  /\/[^/:]*$/,
  '',
);
const targets = [
  ...(flag('--mysql-only')
    ? []
    : [{ label: 'SQLite', url: `sqlite:var/bench/search-${COURSES}.sqlite` }]),
  ...(flag('--sqlite-only')
    ? []
    : [{ label: 'MySQL', url: `${mysqlServer}/classroom_bench_search_${COURSES}` }]),
];

const log = (line: string) => console.log(line);

/** Runs every query ROUNDS times, interleaved, and keeps each one's samples. */
async function measure(database: Database, queries: BenchQuery[]) {
  const courses = database.repositories.courses;
  const perQuery = queries.map((entry) => ({ ...entry, samples: [] as number[], total: 0 }));
  for (const entry of perQuery) await courses.search(entry.query, FIRST_PAGE);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const entry of perQuery) {
      entry.samples.push(
        await time(async () => {
          entry.total = (await courses.search(entry.query, FIRST_PAGE)).total;
        }),
      );
    }
  }
  return perQuery;
}

async function benchmark(label: string, database: Database) {
  log(`\n${label}: ${COURSES} courses`);
  await fillCatalogue(database.knex, COURSES, log, flag('--fresh'));
  if (flag('--fill-only')) return;
  const vocabulary = buildVocabulary(40_000, seededRandom(42));

  // Baselines, in the same run: the newest-first page (no words, no filters), and LIKE.
  const newest = await measure(database, [{ label: '(newest page)', query: { text: '' } }]);
  const newestP50 = median(newest[0]!.samples);
  const scan: number[] = [];
  for (const text of SCAN_QUERIES) await likeScan(database.knex, text);
  for (const text of SCAN_QUERIES) scan.push(await time(() => likeScan(database.knex, text)));
  const scanP50 = median(scan);
  log(`  baseline: newest page p50 ${ms(newestP50)}; LIKE '%text%' scan p50 ${ms(scanP50)}`);

  const classes: [string, BenchQuery[]][] = [
    ['whole words', benchQueries(vocabulary).map((text) => ({ label: text, query: { text } }))],
    ['word starts', prefixQueries(vocabulary)],
    ['one typo', typoQueries(vocabulary)],
    ['filters/sorts', filteredQueries()],
  ];
  const all: number[] = [];
  log('  class          p50        p99   vs newest page   LIKE / search   (runs)');
  const details: string[] = [];
  for (const [name, queries] of classes) {
    const results = await measure(database, queries);
    const samples = results.flatMap((entry) => entry.samples);
    all.push(...samples);
    const p50 = median(samples);
    log(
      `  ${name.padEnd(13)} ${ms(p50).padStart(9)} ${ms(percentile(samples, 99)).padStart(10)}` +
        `   ${`${(p50 / newestP50).toFixed(1)}x`.padStart(14)}   ${`${(scanP50 / p50).toFixed(0)}x faster`.padStart(13)}   (${samples.length})`,
    );
    for (const entry of results) {
      details.push(
        `    ${name.padEnd(13)} ${entry.label.slice(0, 30).padEnd(30)} ${String(entry.total).padStart(6)} matches  p50 ${ms(median(entry.samples)).padStart(9)}  p99 ${ms(percentile(entry.samples, 99)).padStart(9)}`,
      );
    }
  }
  const p99 = percentile(all, 99);
  log(
    `  all queries: p50 ${ms(median(all))}, p99 ${ms(p99)} (${(p99 / newestP50).toFixed(1)}x the newest page); ` +
      `p99 target ${P99_TARGET_MS} ms ${p99 <= P99_TARGET_MS ? 'met' : 'missed'}`,
  );
  log('  per query (first page):');
  for (const line of details) log(line);

  await relevance(database);
  log('  index size:');
  for (const entry of await indexSize(database.knex)) {
    log(`    ${entry.label.padEnd(44)} ${megabytes(entry.bytes).padStart(10)}`);
  }
}

/** The fixed relevance list: does the best result's title hold the expected word? */
async function relevance(database: Database) {
  const misses: string[] = [];
  for (const check of RELEVANCE_CHECKS) {
    const query: CourseQuery = { text: check.text };
    const [top] = (await database.repositories.courses.search(query, FIRST_PAGE)).items;
    const words = top?.name.toLowerCase().split(/\W+/) ?? [];
    if (!words.includes(check.topTitleHas)) {
      misses.push(`"${check.text}" → ${top ? `"${top.name}"` : 'nothing'}`);
    }
  }
  const hits = RELEVANCE_CHECKS.length - misses.length;
  log(`  relevance: ${hits}/${RELEVANCE_CHECKS.length} top results as expected`);
  for (const miss of misses) log(`    miss: ${miss}`);
}

const started = Date.now();
for (const target of targets) {
  const database = await createDatabase(target.url);
  try {
    await database.migrate();
    await benchmark(target.label, database);
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
