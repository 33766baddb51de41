/** At most this many words reach the text index; the rest of a long query adds nothing. */
export const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/**
 * The plain words of a text: letters and digits only, lower-cased, cut to a bounded length.
 * Queries and (on MySQL) the stored course words go through this one function, so a word
 * typed is always spelt the way it was stored.
 */
export function textWords(text: string): string[] {
  const words =
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/**
 * The words of what a user typed, each once. Operators, quotes and `*` are separators here,
 * so nothing the user types reaches the index's query syntax.
 */
export function searchWords(text: string): string[] {
  const words = textWords(text);
  // A lone letter ("C", "R") is a query; beside longer words ("build a project") it is noise
  // that would match nearly every course.
  const meaningful = words.some((word) => word.length > 1)
    ? words.filter((word) => word.length > 1)
    : words;
  return [...new Set(meaningful)].slice(0, MAX_SEARCH_WORDS);
}
