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
