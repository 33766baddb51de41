import type { Email } from '../shared/email';
import { CertificateAlreadyRevokedError } from './certificate.errors';

/** A certificate as it was issued: who finished what, taught by whom, and when. */
export interface CertificateProps {
  /** Unguessable (a random UUID): the verify page's address. */
  id: string;
  /** Short and human, printed on the certificate (GSC-XXXX-XXXX). */
  code: string;
  enrollmentId: string;
  /** The holder's record: whose dashboard lists it. */
  email: Email;
  /** The student's name as it stood when the course was completed. */
  studentName: string;
  courseId: string;
  courseName: string;
  instructorName: string;
  /** The date the certificate states: when the course reached 100%. */
  completedAt: Date;
  /** The entry of the revocation status list that belongs to this certificate. */
  statusIndex: number;
  /** The signed Open Badges credential (VC-JWT). */
  credential: string;
  revokedAt: Date | null;
  revocationReason: string | null;
}

export class Certificate {
  private constructor(private props: CertificateProps) {}

  static issue(props: Omit<CertificateProps, 'revokedAt' | 'revocationReason'>): Certificate {
    return new Certificate({ ...props, revokedAt: null, revocationReason: null });
  }

  static restore(props: CertificateProps): Certificate {
    return new Certificate({ ...props });
  }

  get id(): string {
    return this.props.id;
  }
  get code(): string {
    return this.props.code;
  }
  get email(): Email {
    return this.props.email;
  }
  get enrollmentId(): string {
    return this.props.enrollmentId;
  }
  get statusIndex(): number {
    return this.props.statusIndex;
  }
  get credential(): string {
    return this.props.credential;
  }
  get isRevoked(): boolean {
    return this.props.revokedAt !== null;
  }

  /** Revoked once, for good: a second revocation is refused and the first reason stays. */
  revoke(reason: string, at: Date): void {
    if (this.isRevoked) throw new CertificateAlreadyRevokedError();
    this.props = { ...this.props, revokedAt: at, revocationReason: reason };
  }

  toProps(): CertificateProps {
    return { ...this.props };
  }
}
