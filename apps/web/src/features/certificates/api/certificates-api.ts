import type { CertificateSort, CertificateState, CertificateWire } from '@classroom/http-contract';
import type { PageOf } from '../../../lib/table-page';

/** A certificate as the student's list and the admins' table show it. */
export interface CertificateEntry {
  id: string;
  code: string;
  studentName: string;
  courseId: string;
  courseName: string;
  instructorName: string;
  /** ISO date-time. */
  completedAt: string;
  status: CertificateWire['status'];
  revokedAt: string | null;
  verifyUrl: string;
  /** Admins only: the holder's e-mail and why it was revoked. */
  email?: string;
  revocationReason?: string | null;
}

/** The admins' table's filters besides the search: only those that are set are sent. */
export interface CertificateFilters {
  state?: CertificateState;
  /** Newest first when not set. */
  sort?: CertificateSort;
}

/** The signed credential, for a wallet. */
export interface CertificateCredential {
  jwt: string;
  json: Record<string, unknown>;
}

/** What the certificate pages need from the server. */
export interface CertificatesApi {
  listMine(): Promise<CertificateEntry[]>;
  credential(id: string): Promise<CertificateCredential>;
  /** Where the browser downloads the PDF (a navigation, so the browser saves the file). */
  pdfUrl(id: string): string;
  listAll(
    page: number,
    search: string,
    filters?: CertificateFilters,
  ): Promise<PageOf<CertificateEntry>>;
  revoke(id: string, reason: string): Promise<CertificateEntry>;
}
