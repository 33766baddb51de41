/** What a printed certificate shows. */
export interface CertificateDocument {
  studentName: string;
  courseName: string;
  instructorName: string;
  completedAt: Date;
  code: string;
  issuerName: string;
  /** The public verify page, also drawn as a QR code. */
  verifyUrl: string;
}

/** Draws a certificate as a one-page PDF. */
export interface CertificatePdfRenderer {
  render(document: CertificateDocument): Promise<Uint8Array>;
}
