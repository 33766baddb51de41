import type { Email, MailKind, MailMessage } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { ReactEmailRenderer } from './react-email-renderer';

const to = 'zoe@example.com' as Email;
const name = 'Zoë <b>Ørsted</b>';
const hostile = '<script>alert("x")</script> & Co';
const renderer = new ReactEmailRenderer({ publicUrl: 'https://classroom.example/' });

const MESSAGES: { [K in MailKind]: Extract<MailMessage, { kind: K }> } = {
  'verify-email': { kind: 'verify-email', to, name, token: 'tok/+?&=1' },
  'account-exists': { kind: 'account-exists', to, name },
  'password-reset': { kind: 'password-reset', to, name, token: 'reset-2' },
  'password-changed': { kind: 'password-changed', to, name },
  'payment-receipt': {
    kind: 'payment-receipt',
    to,
    name,
    courseId: 'c 1',
    courseName: hostile,
    amountCents: 3499,
    currency: 'usd',
    paidAt: new Date('2026-03-04T15:06:00Z'),
    transactionId: 'pi_3Nabc',
  },
  'refund-receipt': {
    kind: 'refund-receipt',
    to,
    name,
    courseId: 'c 1',
    courseName: hostile,
    amountCents: 3499,
    currency: 'usd',
    refundedAt: new Date('2026-03-05T15:06:00Z'),
    transactionId: 'pi_3Nabc',
  },
  'application-approved': { kind: 'application-approved', to, name },
  'application-rejected': { kind: 'application-rejected', to, name },
  'account-suspended': {
    kind: 'account-suspended',
    to,
    name,
    reason: {
      text: `Spam in reviews ${hostile}`,
      checklist: ["It breaks the school's content policy"],
    },
  },
  'course-approved': { kind: 'course-approved', to, name, courseId: 'c1', courseName: hostile },
  'course-rejected': {
    kind: 'course-rejected',
    to,
    name,
    courseId: 'c1',
    courseName: hostile,
    reason: { text: `Needs a syllabus ${hostile}`, checklist: ['The curriculum is incomplete'] },
  },
  'course-unpublished': {
    kind: 'course-unpublished',
    to,
    name,
    courseId: 'c1',
    courseName: hostile,
    reason: { text: 'Broken links', checklist: [] },
  },
  'revision-approved': { kind: 'revision-approved', to, name, courseId: 'c1', courseName: hostile },
  'revision-rejected': {
    kind: 'revision-rejected',
    to,
    name,
    courseId: 'c1',
    courseName: hostile,
    reason: { text: 'The new image is blurry', checklist: [] },
  },
  'new-enrollment': {
    kind: 'new-enrollment',
    to,
    name,
    courseId: 'c1',
    courseName: hostile,
    personName: 'Sam',
  },
  'new-review': {
    kind: 'new-review',
    to,
    name,
    courseId: 'c1',
    courseName: hostile,
    personName: 'Sam',
  },
  'welcome-to-course': { kind: 'welcome-to-course', to, name, courseId: 'c1', courseName: hostile },
  'certificate-issued': {
    kind: 'certificate-issued',
    to,
    name,
    courseName: hostile,
    certificateId: 'c0ffee00-0000-4000-8000-000000000001',
    code: 'GSC-7K4M-2QX9',
  },
  'contact-request': {
    kind: 'contact-request',
    to: 'support@classroom.example' as Email,
    name,
    replyTo: to,
    subject: hostile,
    message: `Hello,\n\n${hostile}`,
  },
};

const LINKS: Record<MailKind, string[]> = {
  'verify-email': ['https://classroom.example/verify-email?token=tok%2F%2B%3F%26%3D1'],
  'account-exists': [
    'https://classroom.example/login',
    'https://classroom.example/forgot-password',
  ],
  'password-reset': ['https://classroom.example/reset-password?token=reset-2'],
  'password-changed': [
    'https://classroom.example/login',
    'https://classroom.example/forgot-password',
  ],
  'payment-receipt': ['https://classroom.example/course/c%201'],
  'refund-receipt': [],
  'application-approved': ['https://classroom.example/teacher-dashboard'],
  'application-rejected': ['https://classroom.example/join-as-instructor'],
  'account-suspended': ['https://classroom.example/contact'],
  'course-approved': ['https://classroom.example/teacher-dashboard/classes'],
  'course-rejected': ['https://classroom.example/teacher-dashboard/classes'],
  'course-unpublished': ['https://classroom.example/teacher-dashboard/classes'],
  'revision-approved': ['https://classroom.example/course/c1'],
  'revision-rejected': ['https://classroom.example/teacher-dashboard/classes'],
  'new-enrollment': ['https://classroom.example/teacher-dashboard/details/c1'],
  'new-review': ['https://classroom.example/course/c1'],
  'welcome-to-course': ['https://classroom.example/course/c1'],
  'certificate-issued': [
    'https://classroom.example/verify/c0ffee00-0000-4000-8000-000000000001',
    'https://classroom.example/user-dashboard/certificates',
  ],
  'contact-request': [],
};

describe('ReactEmailRenderer', () => {
  it.each(Object.values(MESSAGES))(
    'renders $kind as HTML and text with its links',
    async (message) => {
      const mail = await renderer.render(message);

      expect(mail.subject).toBe(renderer.subjectOf(message));
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.links).toEqual([...LINKS[message.kind], 'https://classroom.example/']);
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('GS Classroom');
      expect(mail.html).toContain('#1d4ed8');
      // Every message greets its recipient, but the one to support names its sender.
      if (message.kind !== 'contact-request') expect(mail.text).toContain(`Hi ${name}`);
      else expect(mail.text).toContain(`From: ${name}`);
      for (const link of LINKS[message.kind]) expect(mail.text).toContain(link);
      // Values are text: the markup in names never reaches the HTML as markup.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>Ørsted');
      expect(mail.html).toContain('Zoë &lt;b&gt;Ørsted&lt;/b&gt;');
    },
  );

  it.each(Object.values(MESSAGES))(
    'calls the school by its name in $kind, never by the product’s',
    async (message) => {
      const school = 'Riverside Community School';
      const named = new ReactEmailRenderer({
        publicUrl: 'https://learn.riverside.example',
        schoolName: school,
      });
      const mail = await named.render(message);

      expect(mail.html).toContain(school);
      expect(mail.text).toContain(school);
      expect([mail.subject, mail.html, mail.text].join('\n')).not.toContain('GS Classroom');
    },
  );

  it('names the school in the subject where the message names it', async () => {
    const named = new ReactEmailRenderer({
      publicUrl: 'https://learn.riverside.example',
      schoolName: 'Riverside Community School',
    });
    expect(named.subjectOf(MESSAGES['verify-email'])).toBe(
      'Verify your e-mail address for Riverside Community School',
    );
    expect(renderer.subjectOf(MESSAGES['verify-email'])).toBe(
      'Verify your e-mail address for GS Classroom',
    );
  });

  it('gives a message to support its sender as Reply-To, and no other message one', async () => {
    const contact = await renderer.render(MESSAGES['contact-request']);
    const receipt = await renderer.render(MESSAGES['payment-receipt']);

    expect(contact.replyTo).toBe(to);
    expect(contact.subject).toBe(`Contact Us: ${hostile}`);
    expect(contact.text).toContain(`Reply to: ${to}`);
    expect(receipt.replyTo).toBeUndefined();
  });

  it('gives the receipt its course, amount in dollars, date and transaction id', async () => {
    const mail = await renderer.render(MESSAGES['payment-receipt']);

    expect(mail.subject).toBe(`Your receipt for ${hostile}`);
    expect(mail.text).toContain(`Course: ${hostile}`);
    expect(mail.text).toContain('Amount: $34.99');
    expect(mail.text).toContain('Date: March 4, 2026');
    expect(mail.text).toContain('15:06 UTC');
    expect(mail.text).toContain('Transaction ID: pi_3Nabc');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  });

  it('says in the refund mail that the certificate was revoked, when the refund revoked one', async () => {
    const plain = await renderer.render(MESSAGES['refund-receipt']);
    const revoked = await renderer.render({
      ...MESSAGES['refund-receipt'],
      revokedCertificateCode: 'GSC-7K4M-2QX9',
    });

    expect(plain.text).not.toContain('revoked');
    expect(revoked.text).toContain(
      'Your certificate for this course (GSC-7K4M-2QX9) was revoked with the refund',
    );
    expect(revoked.text).toContain('Certificate revoked: GSC-7K4M-2QX9');
  });

  it('says how long each link lasts, and that a reset signs nobody in', async () => {
    const verify = await renderer.render(MESSAGES['verify-email']);
    const reset = await renderer.render(MESSAGES['password-reset']);

    expect(verify.text).toContain('expires in 24 hours');
    expect(reset.text).toContain('expires in 30 minutes');
    expect(reset.text).toContain('nobody is signed in automatically');
  });

  it('writes each address once in the text, beside its label', async () => {
    const mail = await renderer.render(MESSAGES['welcome-to-course']);
    expect(mail.text).toContain('Start learning https://classroom.example/course/c1');
    expect(mail.text.split('https://classroom.example/course/c1')).toHaveLength(2);
  });

  it("tells a suspended person the admin's reason and the way to ask about it", async () => {
    const mail = await renderer.render(MESSAGES['account-suspended']);

    expect(mail.subject).toBe('Your GS Classroom account is suspended');
    expect(mail.text).toContain("The admin's reason: Spam in reviews");
    expect(mail.text).toContain("It breaks the school's content policy");
    expect(mail.text).toContain('Contact us https://classroom.example/contact');
  });
});
