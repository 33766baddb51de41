import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords } from './search-words';

describe('searchWords', () => {
  it('keeps letters and digits only, lower-cased, each word once', () => {
    expect(searchWords('"React" +hooks* -(React) ~C# <30>')).toEqual(['react', 'hooks', '30']);
    expect(searchWords("l'été à Zürich")).toEqual(['été', 'zürich']);
  });

  it('drops lone letters beside longer words, but keeps a lone-letter query', () => {
    expect(searchWords('build a real project')).toEqual(['build', 'real', 'project']);
    expect(searchWords('C')).toEqual(['c']);
  });

  it('bounds the number and length of words', () => {
    expect(searchWords('word '.repeat(1000) + 'other')).toEqual(['word', 'other']);
    expect(searchWords(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' '))).toHaveLength(
      MAX_SEARCH_WORDS,
    );
    expect(searchWords('x'.repeat(5000))[0]).toHaveLength(40);
    expect(searchWords('*** "" +-<>()~')).toEqual([]);
  });
});
