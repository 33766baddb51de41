import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { CertificateSort, CertificateState } from '../shared/table-options';
import type { Certificate } from './certificate.entity';

/** Which certificates the admins' list shows. */
export interface CertificateFilter {
  /**
   * Part of a certificate's code, of its holder's e-mail or name, or of its course's name, any
   * case (a whole code finds its certificate).
   */
  search?: string;
  state?: CertificateState;
  /** Newest first when not given; `holder` is by the holder's name. */
  sort?: CertificateSort;
}

/**
 * Issued certificates. Relational adapters use the table `certificates`, unique on the id, the
 * code, the enrollment and the status index.
 */
export interface CertificateRepository {
  /** Stores a new certificate; a taken id, code, enrollment or index fails the write. */
  add(certificate: Certificate): Promise<void>;
  findById(id: string): Promise<Certificate | null>;
  findByCode(code: string): Promise<Certificate | null>;
  findByEnrollment(enrollmentId: string): Promise<Certificate | null>;
  /** Whether a certificate already holds this status list index. */
  holdsIndex(statusIndex: number): Promise<boolean>;
  count(): Promise<number>;
  /** The holder's certificates, newest first. */
  listOfHolder(email: Email): Promise<Certificate[]>;
  list(filter: CertificateFilter, page: PageRequest): Promise<Page<Certificate>>;
  /** Moves a holder's certificates to another record's e-mail (an account's deletion). */
  transferHolder(from: Email, to: Email): Promise<void>;
  /** Writes the revocation only over a certificate not yet revoked: false when it already was. */
  saveRevocation(certificate: Certificate): Promise<boolean>;
  /** Whether the certificate holding this index is revoked (false when none holds it). */
  isRevoked(statusIndex: number): Promise<boolean>;
  /**
   * When the certificate holding this index was revoked: null when it is not, undefined when
   * no certificate holds it. Reads the revocation alone, for the verify page's every request.
   */
  revokedAtOf(statusIndex: number): Promise<Date | null | undefined>;
  /** The revoked indexes from `from` (inclusive) to `to` (exclusive), ascending. */
  revokedIndexes(from: number, to: number): Promise<number[]>;
}
