import type { Knex } from 'knex';

/** The indexes the filtered searches read (migration 024; the second on MySQL only). */
const FILTER_INDEXES = ['courses_search_filter_index', 'courses_newest_filter_index'];

/**
 * Bytes of the search's structures: the text index, the word rows and the vocabulary. On
 * MySQL the FULLTEXT index's own tables are not in `information_schema.tables`: the size of
 * `courses` there leaves them out.
 */
export async function indexSize(knex: Knex): Promise<{ label: string; bytes: number }[]> {
  if (knex.client.config.client === 'mysql2') {
    const [rows] = (await knex.raw(
      `SELECT table_name AS name, data_length AS data, index_length AS idx FROM information_schema.tables
       WHERE table_schema = DATABASE() AND table_name IN ('courses', 'course_words', 'search_terms')`,
    )) as [{ name: string; data: number; idx: number }[]];
    // The catalogue filters' own indexes (migration 024), from InnoDB's page counts.
    const [filterIndexes] = (await knex.raw(
      `SELECT index_name AS name, stat_value * @@innodb_page_size AS bytes
       FROM mysql.innodb_index_stats
       WHERE database_name = DATABASE() AND table_name = 'courses' AND stat_name = 'size'
         AND index_name IN (?, ?) ORDER BY index_name`,
      FILTER_INDEXES,
    )) as [{ name: string; bytes: number }[]];
    // What the server keeps in memory: below the tables' size, cold pages are read per query.
    const [[pool]] = (await knex.raw('SELECT @@innodb_buffer_pool_size AS bytes')) as [
      { bytes: number }[],
    ];
    return [
      { label: 'server: innodb_buffer_pool_size', bytes: Number(pool!.bytes) },
      ...rows.map((row) => ({
        label: `${row.name} (data + indexes)`,
        bytes: Number(row.data) + Number(row.idx),
      })),
      ...filterIndexes.map((row) => ({
        label: `courses: ${row.name} (counted above)`,
        bytes: Number(row.bytes),
      })),
    ];
  }
  const fts = (await knex.raw(
    'SELECT COALESCE(SUM(LENGTH(block)), 0) AS bytes FROM course_search_data',
  )) as { bytes: number }[];
  const terms = (await knex.raw(
    'SELECT COALESCE(SUM(LENGTH(term) * 2 + 16), 0) AS bytes, COUNT(*) AS n FROM search_terms',
  )) as { bytes: number; n: number }[];
  const filterIndex = (await knex.raw(
    'SELECT COALESCE(SUM(pgsize), 0) AS bytes FROM dbstat WHERE name = ?',
    [FILTER_INDEXES[0]],
  )) as { bytes: number }[];
  const pages = (await knex.raw('PRAGMA page_count')) as { page_count: number }[];
  const pageSize = (await knex.raw('PRAGMA page_size')) as { page_size: number }[];
  return [
    { label: 'FTS5 index (course_search_data)', bytes: Number(fts[0]?.bytes ?? 0) },
    {
      label: `vocabulary (search_terms, ${terms[0]?.n} words, approx.)`,
      bytes: Number(terms[0]?.bytes ?? 0),
    },
    { label: `filter index (${FILTER_INDEXES[0]})`, bytes: Number(filterIndex[0]?.bytes ?? 0) },
    {
      label: 'whole database file',
      bytes: Number(pages[0]?.page_count ?? 0) * Number(pageSize[0]?.page_size ?? 0),
    },
  ];
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
