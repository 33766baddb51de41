import { readFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import type { Browser } from 'playwright-core';
import { repoRoot } from './paths';

const PDFJS = path.join(repoRoot, 'node_modules', 'pdfjs-dist', 'build');
const ORIGIN = 'https://pdfjs.test';

/** A blank page that loads pdf.js as a module and leaves it on `window`. */
const RENDER_PAGE = `<!doctype html><canvas></canvas><script type="module">
  import * as pdfjs from './pdf.min.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
  window.pdfjs = pdfjs;
</script>`;

interface PdfJs {
  getDocument(source: { data: Uint8Array }): {
    promise: Promise<{ getPage(n: number): Promise<PdfPage> }>;
  };
}

interface PdfPage {
  getViewport(options: { scale: number }): { width: number; height: number };
  render(options: object): { promise: Promise<void> };
}

/**
 * Draws the first page of a PDF in Chromium with pdf.js (served to the page from the package)
 * and reads the QR code in its lower right corner with jsQR, as a phone's camera would; null
 * when there is none.
 */
export async function readQrCode(browser: Browser, pdf: Buffer): Promise<string | null> {
  const context = await browser.newContext();
  try {
    await context.route(`${ORIGIN}/**`, (route) => {
      const name = new URL(route.request().url()).pathname.slice(1);
      if (name === 'render.html') {
        return route.fulfill({ contentType: 'text/html', body: RENDER_PAGE });
      }
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(path.join(PDFJS, path.basename(name))),
      });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/render.html`);
    await page.waitForFunction(() => 'pdfjs' in window);
    const image = await page.evaluate(
      async ({ base64 }) => {
        const { pdfjs } = window as unknown as { pdfjs: PdfJs };
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const document = await pdfjs.getDocument({ data: bytes }).promise;
        const first = await document.getPage(1);
        const viewport = first.getViewport({ scale: 2 });
        const canvas = window.document.querySelector('canvas')!;
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        const context2d = canvas.getContext('2d')!;
        await first.render({ canvas, canvasContext: context2d, viewport }).promise;
        // The code sits in the lower right corner: only that part travels back to the test.
        const [left, top] = [Math.floor(canvas.width * 0.6), Math.floor(canvas.height * 0.5)];
        const { data, width, height } = context2d.getImageData(
          left,
          top,
          canvas.width - left,
          canvas.height - top,
        );
        return { data: Array.from(data), width, height };
      },
      { base64: pdf.toString('base64') },
    );
    const code = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height);
    return code?.data ?? null;
  } finally {
    await context.close();
  }
}
