import { PDFDocument } from 'pdf-lib';
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

  it('sets names the standard fonts lack without failing, and long course names', async () => {
    const bytes = await new PdfLibCertificateRenderer().render({
      ...document,
      studentName: 'Łukasz Żółć Őrs 李雷',
      courseName: 'A'.repeat(60) + ' ' + 'B'.repeat(59),
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getSubject()).toBe('?ukasz Zó?c Ors ??, GSC-7K4M-2QX9');
  });
});
