import type { CertificateDocument, CertificatePdfRenderer } from '@classroom/core';

/** Keeps what it was asked to draw; its "PDF" is the document as JSON text. */
export class MemoryCertificatePdfRenderer implements CertificatePdfRenderer {
  readonly rendered: CertificateDocument[] = [];

  async render(document: CertificateDocument): Promise<Uint8Array> {
    this.rendered.push(document);
    return new TextEncoder().encode(JSON.stringify(document));
  }
}
