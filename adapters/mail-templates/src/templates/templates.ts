import type { MailKind } from '@classroom/core';
import type { MailTemplate } from '../mail-template';
import { accountExists } from './account-exists';
import { accountSuspended } from './account-suspended';
import { applicationApproved } from './application-approved';
import { applicationRejected } from './application-rejected';
import { certificateIssued } from './certificate-issued';
import { contactRequest } from './contact-request';
import { courseApproved } from './course-approved';
import { courseRejected } from './course-rejected';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { paymentReceipt } from './payment-receipt';
import { refundReceipt } from './refund-receipt';
import { verifyEmail } from './verify-email';
import { welcomeToCourse } from './welcome-to-course';
import { newEnrollment, newReview } from './course-activity';
import { courseUnpublished } from './course-unpublished';
import { revisionApproved, revisionRejected } from './revision-decided';

/** One template per kind: a new kind of message fails to compile until it has one. */
export const TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  'verify-email': verifyEmail,
  'account-exists': accountExists,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'payment-receipt': paymentReceipt,
  'refund-receipt': refundReceipt,
  'application-approved': applicationApproved,
  'application-rejected': applicationRejected,
  'account-suspended': accountSuspended,
  'course-approved': courseApproved,
  'course-rejected': courseRejected,
  'welcome-to-course': welcomeToCourse,
  'certificate-issued': certificateIssued,
  'contact-request': contactRequest,
  'course-unpublished': courseUnpublished,
  'revision-approved': revisionApproved,
  'revision-rejected': revisionRejected,
  'new-enrollment': newEnrollment,
  'new-review': newReview,
};
