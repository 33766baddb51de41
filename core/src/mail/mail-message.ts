import type { Email } from '../shared/email';

/**
 * Every e-mail the product sends, as data. The core says what to tell whom; a template
 * adapter turns it into a subject, HTML and plain text, with links built from the public URL.
 * Secrets (verification and reset tokens) travel only here, never in logs.
 */
export type MailMessage =
  | { kind: 'verify-email'; to: Email; name: string; token: string }
  /** Someone tried to register an address that already has an account. */
  | { kind: 'account-exists'; to: Email; name: string }
  | { kind: 'password-reset'; to: Email; name: string; token: string }
  | { kind: 'password-changed'; to: Email; name: string }
  | (ReceiptMail<'payment-receipt'> & { paidAt: Date })
  | (ReceiptMail<'refund-receipt'> & {
      refundedAt: Date;
      /** The code of the course's certificate, which the refund left revoked, if it had one. */
      revokedCertificateCode?: string;
    })
  | { kind: 'application-approved'; to: Email; name: string }
  | { kind: 'application-rejected'; to: Email; name: string; reason?: MailReason }
  /** An admin suspended the account: why, and that nobody can sign in to it meanwhile. */
  | { kind: 'account-suspended'; to: Email; name: string; reason: MailReason }
  | CourseMail<'course-approved'>
  | (CourseMail<'course-rejected'> & { reason?: MailReason })
  | (CourseMail<'course-unpublished'> & { reason?: MailReason })
  | (CourseMail<'revision-rejected'> & { reason?: MailReason })
  | CourseMail<'revision-approved'>
  /** An instructor's course has a new student or a new review (the person named only). */
  | (CourseMail<'new-enrollment'> & { personName: string })
  | (CourseMail<'new-review'> & { personName: string })
  | CourseMail<'welcome-to-course'>
  /** A completed course earned a certificate; the links lead to its verify page and the list. */
  | {
      kind: 'certificate-issued';
      to: Email;
      name: string;
      courseName: string;
      certificateId: string;
      code: string;
    }
  /** A visitor's message to the support address; answers go to `replyTo`. */
  | {
      kind: 'contact-request';
      to: Email;
      name: string;
      replyTo: Email;
      subject: string;
      message: string;
    };

export type MailKind = MailMessage['kind'];

/** A message to someone about one course. */
interface CourseMail<K extends string> {
  kind: K;
  to: Email;
  name: string;
  courseId: string;
  courseName: string;
}

/** A student's receipt for money moved on a course: the sum and the processor's reference. */
interface ReceiptMail<K extends string> extends CourseMail<K> {
  amountCents: number;
  currency: string;
  transactionId: string;
}

/** A decision's reason as a message carries it: the text and the rubric items' labels. */
export interface MailReason {
  text: string;
  checklist: string[];
}

/** The fields of a message that grant access; removed from the outbox once it is delivered. */
export const MAIL_SECRETS = ['token'] as const;
