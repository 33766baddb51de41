import type { PDFFont } from 'pdf-lib';

/**
 * The text as the PDF's standard fonts can set it (Windows-1252): a letter they lack loses its
 * accent when that makes it one they have ("ő" becomes "o"), else becomes "?" ("ł").
 * Standard fonts keep the file small and need no font file; the names they cannot set are
 * drawn in an embedded DejaVu face instead (unicode-fonts.ts).
 */
export function printable(text: string, font: PDFFont): string {
  let result = '';
  for (const character of text) {
    const plain = character.normalize('NFKD').replace(/\p{M}/gu, '');
    result += [character, plain].find((candidate) => encodes(font, candidate)) ?? '?';
  }
  return result;
}

function encodes(font: PDFFont, text: string): boolean {
  try {
    font.widthOfTextAtSize(text, 10);
    return text.length > 0;
  } catch {
    return false;
  }
}
