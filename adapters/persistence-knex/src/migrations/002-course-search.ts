import type { Knex } from 'knex';

const TEXT_COLUMNS = [
  'name',
  'short_description',
  'detailed_description',
  'instructor_name',
  'category',
] as const;

/**
 * The catalogue's text index. MySQL: a FULLTEXT index on the courses table. SQLite: an FTS5
 * table holding approved courses only (rowid = courses.seq), kept in step by triggers, so
 * no code path can forget it. Contentless: the text lives once, in `courses`.
 */
export async function up(knex: Knex): Promise<void> {
  if (isMySql(knex)) await upMySql(knex);
  else await upSqlite(knex);
}

export async function down(knex: Knex): Promise<void> {
  if (isMySql(knex)) {
    if (await hasMySqlIndex(knex)) await knex.raw('ALTER TABLE courses DROP INDEX courses_search');
    return;
  }
  for (const trigger of ['insert', 'update', 'delete']) {
    await knex.raw(`DROP TRIGGER IF EXISTS courses_search_${trigger}`);
  }
  await knex.raw('DROP TABLE IF EXISTS course_search');
}

function isMySql(knex: Knex): boolean {
  return knex.client.config.client === 'mysql2';
}

async function hasMySqlIndex(knex: Knex): Promise<boolean> {
  const rows = (await knex('information_schema.statistics')
    .where({ table_schema: knex.raw('DATABASE()'), table_name: 'courses' })
    .andWhere('index_name', 'courses_search')
    .count({ n: '*' })) as { n: number | string }[];
  return Number(rows[0]?.n ?? 0) > 0;
}

async function upMySql(knex: Knex): Promise<void> {
  if (await hasMySqlIndex(knex)) return;
  await knex.raw(
    `ALTER TABLE courses ADD FULLTEXT INDEX courses_search (${TEXT_COLUMNS.join(', ')})`,
  );
}

async function upSqlite(knex: Knex): Promise<void> {
  const columns = TEXT_COLUMNS.join(', ');
  const newValues = TEXT_COLUMNS.map((column) => `new.${column}`).join(', ');
  await knex.raw(
    `CREATE VIRTUAL TABLE IF NOT EXISTS course_search USING fts5(${columns}, content='', ` +
      `contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
  );
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS courses_search_insert AFTER INSERT ON courses
     WHEN new.status = 'approved' BEGIN
       INSERT INTO course_search (rowid, ${columns}) VALUES (new.seq, ${newValues});
     END`,
  );
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS courses_search_delete AFTER DELETE ON courses
     WHEN old.status = 'approved' BEGIN
       DELETE FROM course_search WHERE rowid = old.seq;
     END`,
  );
  await knex.raw(
    `CREATE TRIGGER IF NOT EXISTS courses_search_update AFTER UPDATE OF ${columns}, status ON courses
     BEGIN
       DELETE FROM course_search WHERE rowid = old.seq AND old.status = 'approved';
       INSERT INTO course_search (rowid, ${columns})
         SELECT new.seq, ${newValues} WHERE new.status = 'approved';
     END`,
  );
  // Courses written before the index existed.
  await knex.raw(
    `INSERT INTO course_search (rowid, ${columns})
     SELECT seq, ${columns} FROM courses
     WHERE status = 'approved' AND seq NOT IN (SELECT rowid FROM course_search)`,
  );
}
