import type { CertificateDocument, CertificatePdfRenderer } from '@classroom/core';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { printable } from './printable-text';
import { unicodeFonts, type UnicodeFace } from './unicode-fonts';

// US Letter, landscape, in points.
const WIDTH = 792;
const HEIGHT = 612;
const CENTER = WIDTH / 2;
const BLUE = rgb(0x1d / 255, 0x4e / 255, 0xd8 / 255);
const INK = rgb(0x11 / 255, 0x18 / 255, 0x27 / 255);
const MUTED = rgb(0x4b / 255, 0x55 / 255, 0x63 / 255);
const GOLD = rgb(0xb4 / 255, 0x8a / 255, 0x2c / 255);
const WHITE = rgb(1, 1, 1);

interface Fonts {
  title: PDFFont;
  name: PDFFont;
  serif: PDFFont;
  italic: PDFFont;
  sans: PDFFont;
  sansBold: PDFFont;
}

/** The people's and the course's words, each in the font that can set every letter of it. */
interface Names {
  student: Shown;
  course: Shown;
  instructor: Shown;
}
type Shown = { text: string; font: PDFFont };

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A certificate as a one-page PDF with pdf-lib: a framed landscape page in the website's blue
 * and a gold accent, the student's name, the course and its instructor, the completion date,
 * a seal, and the verify page as a QR code (drawn as vector squares) with its address and the
 * certificate's code.
 */
export class PdfLibCertificateRenderer implements CertificatePdfRenderer {
  async render(document: CertificateDocument): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    const fonts: Fonts = {
      title: await pdf.embedFont(StandardFonts.TimesRomanBold),
      name: await pdf.embedFont(StandardFonts.TimesRomanBoldItalic),
      serif: await pdf.embedFont(StandardFonts.TimesRoman),
      italic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
      sans: await pdf.embedFont(StandardFonts.Helvetica),
      sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
    };
    // The document's properties are Unicode strings: every name as written.
    pdf.setTitle(`Certificate of Completion: ${document.courseName}`);
    pdf.setAuthor(document.issuerName);
    pdf.setSubject(`${document.studentName}, ${document.code}`);
    pdf.setCreator(document.issuerName);
    pdf.setCreationDate(document.completedAt);
    pdf.setModificationDate(document.completedAt);

    const unicode = unicodeFonts(pdf);
    const shown = async (text: string, font: PDFFont, face: UnicodeFace): Promise<Shown> =>
      printable(text, font) === text ? { text, font } : { text, font: await unicode(face) };
    const names: Names = {
      student: await shown(document.studentName, fonts.name, 'boldItalic'),
      course: await shown(document.courseName, fonts.title, 'bold'),
      instructor: await shown(`taught by ${document.instructorName}`, fonts.italic, 'italic'),
    };

    const page = pdf.addPage([WIDTH, HEIGHT]);
    drawFrame(page);
    drawText(page, document, fonts, names);
    drawSeal(page, fonts);
    drawVerification(page, document, fonts);
    return pdf.save();
  }
}

function drawFrame(page: PDFPage): void {
  page.drawRectangle({
    x: 18,
    y: 18,
    width: WIDTH - 36,
    height: HEIGHT - 36,
    borderColor: BLUE,
    borderWidth: 8,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: GOLD,
    borderWidth: 1.5,
  });
}

function drawText(page: PDFPage, document: CertificateDocument, fonts: Fonts, names: Names): void {
  centered(page, document.issuerName.toUpperCase(), {
    y: 528,
    font: fonts.sansBold,
    size: 13,
    color: BLUE,
  });
  centered(page, 'CERTIFICATE OF COMPLETION', { y: 478, font: fonts.title, size: 34, color: INK });
  page.drawLine({
    start: { x: CENTER - 90, y: 462 },
    end: { x: CENTER + 90, y: 462 },
    thickness: 2,
    color: GOLD,
  });
  centered(page, 'This certifies that', { y: 420, font: fonts.italic, size: 17, color: MUTED });
  centered(page, names.student.text, {
    y: 368,
    font: names.student.font,
    size: 40,
    color: INK,
    minSize: 20,
  });
  page.drawLine({
    start: { x: 176, y: 354 },
    end: { x: WIDTH - 176, y: 354 },
    thickness: 0.75,
    color: MUTED,
  });
  centered(page, 'has successfully completed the course', {
    y: 318,
    font: fonts.italic,
    size: 17,
    color: MUTED,
  });
  centered(page, names.course.text, {
    y: 276,
    font: names.course.font,
    size: 26,
    color: BLUE,
    minSize: 13,
  });
  centered(page, names.instructor.text, {
    y: 242,
    font: names.instructor.font,
    size: 16,
    color: MUTED,
    minSize: 10,
  });

  page.drawLine({
    start: { x: 80, y: 132 },
    end: { x: 260, y: 132 },
    thickness: 0.75,
    color: MUTED,
  });
  page.drawText('DATE OF COMPLETION', {
    x: 80,
    y: 118,
    font: fonts.sansBold,
    size: 8,
    color: MUTED,
  });
  page.drawText(longDate.format(document.completedAt), {
    x: 80,
    y: 140,
    font: fonts.serif,
    size: 16,
    color: INK,
  });
}

/** A round seal in the brand's blue between the date and the QR code. */
function drawSeal(page: PDFPage, fonts: Fonts): void {
  const center = { x: CENTER, y: 118 };
  page.drawCircle({ ...center, size: 46, color: GOLD });
  page.drawCircle({ ...center, size: 42, color: BLUE });
  page.drawCircle({ ...center, size: 36, borderColor: WHITE, borderWidth: 1 });
  for (const [text, y, size] of [
    ['VERIFIED', 122, 10],
    ['CREDENTIAL', 108, 7],
  ] as const) {
    const width = fonts.sansBold.widthOfTextAtSize(text, size);
    page.drawText(text, { x: center.x - width / 2, y, font: fonts.sansBold, size, color: WHITE });
  }
}

/** The QR code of the verify page, its address and the certificate's code. */
function drawVerification(page: PDFPage, document: CertificateDocument, fonts: Fonts): void {
  const qr = QRCode.create(document.verifyUrl, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  const side = 92;
  const module = side / (size + 8);
  const left = WIDTH - 80 - side;
  const bottom = 92;
  page.drawRectangle({ x: left, y: bottom, width: side, height: side, color: WHITE });
  // One path of unit squares (module coordinates, y down from the top of the quiet zone):
  // a single drawing operation, however many modules the code has.
  let squares = '';
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (data[row * size + column]) squares += `M${column + 4} ${row + 4}h1v1h-1z`;
    }
  }
  page.drawSvgPath(squares, { x: left, y: bottom + side, scale: module, color: INK });
  const lines: [string, PDFFont, number][] = [
    [`Certificate ${document.code}`, fonts.sansBold, 8],
    ['Scan or visit to verify:', fonts.sans, 7],
    [document.verifyUrl, fonts.sans, 6],
  ];
  lines.forEach(([text, font, fontSize], index) => {
    const safe = printable(text, font);
    const shown = fit(safe, font, fontSize, 5, 240);
    const width = font.widthOfTextAtSize(safe, shown);
    page.drawText(safe, {
      x: WIDTH - 80 - width,
      y: 76 - index * 11,
      font,
      size: shown,
      color: MUTED,
    });
  });
}

function centered(
  page: PDFPage,
  text: string,
  style: {
    y: number;
    font: PDFFont;
    size: number;
    color: ReturnType<typeof rgb>;
    minSize?: number;
  },
): void {
  const safe = printable(text, style.font);
  const size = fit(safe, style.font, style.size, style.minSize ?? style.size, WIDTH - 160);
  const width = style.font.widthOfTextAtSize(safe, size);
  page.drawText(safe, {
    x: CENTER - width / 2,
    y: style.y,
    font: style.font,
    size,
    color: style.color,
    maxWidth: WIDTH - 160,
  });
}

/** The largest size from `size` down to `minSize` at which the text fits `width`. */
function fit(text: string, font: PDFFont, size: number, minSize: number, width: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  return natural <= width ? size : Math.max(minSize, (size * width) / natural);
}
