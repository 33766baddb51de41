import type { Knex } from 'knex';

const FIELDS = ['name', 'short_description', 'detailed_description', 'instructor_name', 'category'];

/**
 * What search looks like without a text index: the first page of approved courses whose
 * fields contain the text, newest first, and the count of all of them.
 */
export async function likeScan(knex: Knex, text: string): Promise<number> {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = (query: Knex.QueryBuilder) =>
    query.where('status', 'approved').andWhere((any) => {
      for (const field of FIELDS) any.orWhere(field, 'like', pattern);
    });
  await where(knex('courses').select('id', 'name')).orderBy('created_at', 'desc').limit(12);
  const [row] = await where(knex('courses')).count({ n: '*' });
  return Number(row?.n ?? 0);
}
