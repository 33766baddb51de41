import { TYPO_MIN_LENGTH, withinOneEdit } from '@classroom/core';
import type { Knex } from 'knex';
import type { Db } from './search-ranking';
import { textWords } from './search-words';

const TEXT_COLUMNS = [
  'name',
  'short_description',
  'instructor_name',
  'category',
  'detailed_description',
] as const;
const BACKFILL_BATCH = 2_000;
const INSERT_BATCH = 500;
/** At most this many known words stand in for one mistyped word. */
const MAX_VARIANTS = 6;
/** A word that starts more known words than this is left to the index's own prefix query. */
const MAX_COMPLETIONS = 16;
/** FTS5's prefix index covers prefixes this long or shorter (migration 002: prefix='2 3'). */
const INDEXED_PREFIX = 3;

/** One query word, the known words it starts, and the known words it may be a typo of. */
export interface WordGroup {
  word: string;
  /**
   * The known words that start with `word` (itself included, if known); null when there are
   * too many, or the word is short enough for the index's prefix index.
   */
  completions: string[] | null;
  variants: string[];
}

/** The first string after every string that starts with `prefix`, for a range scan. */
function after(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last + 1);
}

const reversed = (word: string) => [...word].reverse().join('');

function termRows(texts: string[]): { term: string; reversed: string }[] {
  const terms = new Set<string>();
  for (const text of texts) for (const word of textWords(text)) terms.add(word);
  return [...terms].map((term) => ({ term, reversed: reversed(term) }));
}

async function addTerms(db: Db, rows: { term: string; reversed: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db('search_terms')
      .insert(rows.slice(i, i + INSERT_BATCH))
      .onConflict('term')
      .ignore();
  }
}

/**
 * Adds the words of the given courses to the vocabulary, if approved. The repository calls
 * it after every write, in the same transaction. Words are never removed: a word no course
 * holds any more only costs a lookup that finds nothing.
 */
export async function syncSearchTerms(db: Db, courseIds: string[]): Promise<void> {
  const courses = (await db('courses')
    .select(...TEXT_COLUMNS)
    .whereIn('id', courseIds)
    .andWhere('status', 'approved')) as Record<string, string>[];
  const texts = courses.flatMap((course) => TEXT_COLUMNS.map((column) => course[column]!));
  if (texts.length > 0) await addTerms(db, termRows(texts));
}

/**
 * Writes the vocabulary of every approved course, in batches by row number. The migration
 * runs it once; bulk loads that write `courses` directly run it after loading.
 */
export async function indexSearchTerms(knex: Knex): Promise<void> {
  let from = 0;
  for (;;) {
    const batch = (await knex('courses')
      .select('seq', ...TEXT_COLUMNS)
      .where('seq', '>', from)
      .andWhere('status', 'approved')
      .orderBy('seq')
      .limit(BACKFILL_BATCH)) as (Record<string, string> & { seq: number })[];
    if (batch.length === 0) return;
    await addTerms(
      knex,
      termRows(batch.flatMap((course) => TEXT_COLUMNS.map((column) => course[column]!))),
    );
    from = Number(batch.at(-1)!.seq);
  }
}

/** The known words that start with `word`, at most MAX_COMPLETIONS + 1 of them. */
async function completionsOf(db: Db, word: string): Promise<string[]> {
  const rows = (await db('search_terms')
    .select('term')
    .where('term', '>=', word)
    .andWhere('term', '<', after(word))
    .orderBy('term')
    .limit(MAX_COMPLETIONS + 1)) as { term: string }[];
  return rows.map((row) => String(row.term));
}

/**
 * The known words a query word may be a typo of. A word that starts some known word is
 * taken as typed (it is a prefix search), and so is a short one. Otherwise every known word
 * one edit away shares its first two or its last two letters (one edit cannot touch both
 * ends of a word of five letters or more), so two range scans over the vocabulary find all
 * the candidates.
 */
async function typoVariants(db: Db, word: string): Promise<string[]> {
  const head = word.slice(0, 2);
  const tail = reversed(word).slice(0, 2);
  const rows = (await db('search_terms')
    .select('term')
    .where((range) => range.where('term', '>=', head).andWhere('term', '<', after(head)))
    .orWhere((range) =>
      range.where('reversed', '>=', tail).andWhere('reversed', '<', after(tail)),
    )) as { term: string }[];
  return rows
    .map((row) => String(row.term))
    .filter((term) => withinOneEdit(term, word))
    .slice(0, MAX_VARIANTS);
}

/**
 * A query word with what it stands for. Its completions come from the vocabulary, so FTS5
 * reads a few words' lists lazily instead of merging every list under a long prefix first
 * (10 ms against 0.4 ms for "learn*" at 100,000 courses).
 */
async function wordGroup(db: Db, word: string): Promise<WordGroup> {
  const found = await completionsOf(db, word);
  const long = [...word].length;
  // None known: the index's prefix query, which costs nothing when nothing matches, covers
  // a vocabulary that lags behind (bulk loads).
  const native = long <= INDEXED_PREFIX || found.length === 0 || found.length > MAX_COMPLETIONS;
  const completions = native ? null : found;
  const variants =
    found.length === 0 && long >= TYPO_MIN_LENGTH ? await typoVariants(db, word) : [];
  return { word, completions, variants };
}

/** Each query word with its completions and typo variants. */
export function wordGroups(db: Db, words: string[]): Promise<WordGroup[]> {
  return Promise.all(words.map((word) => wordGroup(db, word)));
}
