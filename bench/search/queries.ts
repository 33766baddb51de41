import type { CourseQuery } from '@classroom/core';
import type { Vocabulary } from './vocabulary';

/**
 * Twenty queries a student might type, from words in nearly every course to words in a
 * handful, single words and phrases. Vocabulary ranks make the frequencies predictable.
 */
export function benchQueries(vocabulary: Vocabulary): string[] {
  const rank = (n: number) => vocabulary.words[n - 1]!;
  return [
    'learn',
    'course',
    'practical skills',
    'python',
    'photoshop',
    'kubernetes',
    rank(150),
    rank(1_000),
    rank(5_000),
    rank(20_000),
    rank(38_000),
    'qwzvx',
    'web development',
    'data analysis',
    'react hooks',
    'learn python',
    'build a real project',
    'machine learning tensorflow',
    `${rank(400)} ${rank(30_000)}`,
    'public speaking confidence',
  ];
}

/** A query with what the search is asked besides the words. */
export interface BenchQuery {
  label: string;
  query: CourseQuery;
}

const words = (text: string): BenchQuery => ({ label: text, query: { text } });

/** Starts of words, as typed while searching as you type. */
export function prefixQueries(vocabulary: Vocabulary): BenchQuery[] {
  const rank = (n: number) => vocabulary.words[n - 1]!;
  return [
    'java',
    'speak',
    'pyth',
    'kube',
    'photo',
    'le',
    rank(1_000).slice(0, 4),
    rank(20_000).slice(0, 5),
  ].map(words);
}

/** Words with one typo (a letter dropped, changed, added or two swapped). */
export function typoQueries(vocabulary: Vocabulary): BenchQuery[] {
  const rank = (n: number) => vocabulary.words[n - 1]!;
  const dropSecond = (word: string) => word[0] + word.slice(2);
  return [
    'javascrpt',
    'kubernets',
    'photoshp',
    'tensorflw',
    'pyhton',
    'speeking',
    dropSecond(rank(5_000).padEnd(6, 'a')),
    'pubilc speeking',
  ].map(words);
}

/** Words with filters and sorts, and filters and sorts without words. */
export function filteredQueries(): BenchQuery[] {
  const filtered = (label: string, query: CourseQuery): BenchQuery => ({ label, query });
  return [
    filtered('python +Data Science', { text: 'python', filters: { category: 'Data Science' } }),
    filtered('learn +free', { text: 'learn', filters: { price: 'free' } }),
    filtered('java +$20-50 +popular', {
      text: 'java',
      filters: { minPriceCents: 2000, maxPriceCents: 5000 },
      sort: 'popular',
    }),
    filtered('react +Spanish +cert', {
      text: 'react',
      filters: { language: 'Spanish', certificate: true },
    }),
    filtered('course +price-asc', { text: 'course', sort: 'price-asc' }),
    filtered('(none) +popular', { text: '', sort: 'popular' }),
    filtered('(none) +price-asc', { text: '', sort: 'price-asc' }),
    filtered('(none) +Business +paid', {
      text: '',
      filters: { category: 'Business', price: 'paid' },
    }),
    filtered('(none) +free +newest', { text: '', filters: { price: 'free' }, sort: 'newest' }),
  ];
}

/**
 * Queries with the word the best result's title must hold: a fixed list, so a change that
 * makes the ranking worse shows as a lower score.
 */
export const RELEVANCE_CHECKS: { text: string; topTitleHas: string }[] = [
  { text: 'java', topTitleHas: 'java' },
  { text: 'javascript', topTitleHas: 'javascript' },
  { text: 'javascrpt', topTitleHas: 'javascript' },
  { text: 'speak', topTitleHas: 'speaking' },
  { text: 'public speaking', topTitleHas: 'speaking' },
  { text: 'pubilc speeking', topTitleHas: 'speaking' },
  { text: 'kubernets', topTitleHas: 'kubernetes' },
  { text: 'pyhton', topTitleHas: 'python' },
  { text: 'tensorfl', topTitleHas: 'tensorflow' },
  { text: 'photoshop', topTitleHas: 'photoshop' },
  { text: 'watercolr', topTitleHas: 'watercolor' },
  { text: 'blockchain', topTitleHas: 'blockchain' },
];
