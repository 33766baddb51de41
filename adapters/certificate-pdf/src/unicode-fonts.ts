import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/** DejaVu's serif faces: Latin, Greek, Cyrillic and more, where the PDF standard fonts stop. */
const FACES = {
  bold: 'DejaVuSerif-Bold.ttf',
  boldItalic: 'DejaVuSerif-BoldItalic.ttf',
  italic: 'DejaVuSerif-Italic.ttf',
} as const;
export type UnicodeFace = keyof typeof FACES;

const files = new Map<UnicodeFace, Promise<Uint8Array>>();

/** A face's file, read once per process. */
function fileOf(face: UnicodeFace): Promise<Uint8Array> {
  let file = files.get(face);
  if (!file) {
    file = readFile(require.resolve(`dejavu-fonts-ttf/ttf/${FACES[face]}`));
    files.set(face, file);
  }
  return file;
}

/**
 * The DejaVu faces of one PDF, embedded on first use and only with the letters drawn (a
 * subset), so a certificate whose texts the standard fonts can set carries none.
 */
export function unicodeFonts(pdf: PDFDocument): (face: UnicodeFace) => Promise<PDFFont> {
  const embedded = new Map<UnicodeFace, Promise<PDFFont>>();
  return (face) => {
    let font = embedded.get(face);
    if (!font) {
      pdf.registerFontkit(fontkit);
      font = fileOf(face).then((bytes) => pdf.embedFont(bytes, { subset: true }));
      embedded.set(face, font);
    }
    return font;
  };
}
