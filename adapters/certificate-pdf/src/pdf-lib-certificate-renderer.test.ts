import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PdfLibCertificateRenderer } from './pdf-lib-certificate-renderer';

const document = {
  studentName: 'Ada Lovelace',
  courseName: 'Complete Web Development Bootcamp',
  instructorName: 'Grace Hopper',
  completedAt: new Date('2026-06-01T12:00:00.000Z'),
  code: 'GSC-7K4M-2QX9',
  issuerName: 'GS Classroom',
  verifyUrl: 'https://school.example/verify/3f0c7a52-8a9e-4c1b-9d64-2f6f0e8b1a77',
};

describe('PdfLibCertificateRenderer', () => {
  it('draws one landscape Letter page titled after the course, dated on completion', async () => {
    const bytes = await new PdfLibCertificateRenderer().render(document);
    const pdf = await PDFDocument.load(bytes);

    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 792, height: 612 });
    expect(pdf.getTitle()).toBe('Certificate of Completion: Complete Web Development Bootcamp');
    expect(pdf.getAuthor()).toBe('GS Classroom');
    expect(pdf.getSubject()).toBe('Ada Lovelace, GSC-7K4M-2QX9');
    expect(pdf.getCreationDate()).toEqual(document.completedAt);
  });

  it('sets names the standard fonts lack in an embedded Unicode font, and long course names', async () => {
    const bytes = await new PdfLibCertificateRenderer().render({
      ...document,
      studentName: 'Łukasz Żółć Дмитрий Σοφία',
      courseName: 'A'.repeat(60) + ' ' + 'B'.repeat(59),
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe('Łukasz Żółć Дмитрий Σοφία, GSC-7K4M-2QX9');
    const fonts = await fontNames(bytes);
    expect(fonts.some((name) => name.includes('DejaVuSerif-BoldItalic'))).toBe(true);
    // Only the letters drawn are embedded: the file stays small.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('embeds no font file when the standard fonts can set every name', async () => {
    const bytes = await new PdfLibCertificateRenderer().render(document);
    expect((await fontNames(bytes)).some((name) => name.includes('DejaVu'))).toBe(false);
  });
});

/** The BaseFont names of a PDF's fonts. */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .map((dict) => dict.get(PDFName.of('BaseFont')))
    .filter((name): name is PDFName => name instanceof PDFName)
    .map((name) => name.decodeText());
}
