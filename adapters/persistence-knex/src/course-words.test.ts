import { describe, expect, it } from 'vitest';
import { fieldWords } from './course-words';
import { searchWords } from './search-words';

describe('fieldWords', () => {
  it('keeps each word once, lower-cased and space-padded, so `% word %` is a whole word', () => {
    expect(fieldWords('Learn React: hooks, HOOKS and (more) hooks!')).toBe(
      ' learn react hooks and more ',
    );
    expect(fieldWords('')).toBe(' ');
    expect(fieldWords('*** --- ')).toBe(' ');
  });

  it('spells a word the way a query spells it', () => {
    const text = 'Ｆｕｌｌ-width Zürich ÉTÉ ' + 'x'.repeat(80);
    for (const word of searchWords(text)) expect(fieldWords(text)).toContain(` ${word} `);
  });
});
