import type { Email, MailKind, MailMessage } from '@classroom/core';
import { SmtpInbox } from '@classroom/mail-smtp/testing';
import { ReactEmailRenderer } from '@classroom/mail-templates';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';
import { FAST_JOBS, call, eventually, mailServer, outboxOf } from './mail-world';

const ADMIN = 'admin@classroom.test';
const STUDENT = 'student@classroom.test';

/** What the identity flows will enqueue; here they are written straight to the outbox. */
const IDENTITY_MESSAGES: MailMessage[] = [
  { kind: 'verify-email', to: 'new@example.com' as Email, name: 'New', token: 'verify-tok' },
  { kind: 'account-exists', to: 'old@example.com' as Email, name: 'Old' },
  { kind: 'password-reset', to: 'old@example.com' as Email, name: 'Old', token: 'reset-tok' },
  { kind: 'password-changed', to: 'old@example.com' as Email, name: 'Old' },
];

/** A paid enrollment through the API and the local test card processor. */
async function buyCourse(server: Parameters<typeof call>[0], courseId: string) {
  const checkout = await call(server, STUDENT, 'POST', '/create-payment-intent', { courseId });
  const intent = checkout.body as { intentId: string; clientSecret: string };
  const confirmed = await call(
    server,
    STUDENT,
    'POST',
    `/test-processor/payment_intents/${intent.intentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      billingDetails: { email: STUDENT, name: 'Student' },
    },
  );
  expect(confirmed.status).toBe(200);
  const recorded = await call(server, STUDENT, 'POST', '/payments', {
    transactionId: intent.intentId,
    courseId,
  });
  expect([200, 201]).toContain(recorded.status);
  return intent.intentId;
}

describe('mail through a real SMTP server', () => {
  const inbox = new SmtpInbox();
  let world: Awaited<ReturnType<typeof mailServer>>;
  beforeAll(async () => {
    await inbox.start();
    world = await mailServer({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'GS Classroom <mail@classroom.test>',
    });
  });
  afterAll(async () => {
    await world?.stop();
    await inbox.stop();
  });

  it('delivers every kind of message with its recipient, subject, text and working links', async () => {
    const { server, database } = world;
    const pending = (
      (await call(server, ADMIN, 'GET', '/api/v1/admin/courses?state=pending')).body as {
        _id: string;
        status: unknown;
        instructorEmail: string;
      }[]
    ).filter((course) => course.status === 0);
    await call(server, ADMIN, 'PATCH', `/api/v1/courses/approved/${pending[0]!._id}`);
    await call(server, ADMIN, 'PATCH', `/api/v1/courses/rejected/${pending[1]!._id}`, {
      reason: 'The lessons need captions.',
    });
    const [applicant] = (await call(server, ADMIN, 'GET', '/api/v1/applicants')).body as {
      _id: string;
    }[];
    await call(server, ADMIN, 'PATCH', `/api/v1/users/instructor_approved/${applicant!._id}`);
    const student = (await call(server, STUDENT, 'GET', `/api/v1/users/${STUDENT}`)).body as {
      _id: string;
    };
    await call(server, STUDENT, 'PUT', `/api/v1/requested/${student._id}`, {
      category: 'Data Science',
      experience: 'Some Idea',
      title: 'Analyst',
    });
    await call(server, ADMIN, 'PATCH', `/api/v1/users/instructor_rejected/${student._id}`, {
      reason: 'Tell us more about your teaching.',
    });
    const [course] = (await call(server, STUDENT, 'GET', '/api/v1/courses?status=1&limit=1'))
      .body as { _id: string }[];
    const transactionId = await buyCourse(server, course!._id);
    for (const message of IDENTITY_MESSAGES) await database.repositories.outbox.enqueue(message);

    const received = await inbox.waitFor(11);
    const outbox = await eventually(
      () => outboxOf(database),
      (rows) => rows.length === 11 && rows.every((row) => row.status === 'sent'),
    );

    const renderer = new ReactEmailRenderer({ publicUrl: server.config.publicUrl });
    const kinds = new Set<MailKind>();
    for (const row of outbox) {
      kinds.add(row.message.kind);
      const mail = received.find(
        (got) => got.subject === renderer.subjectOf(row.message) && got.to[0] === row.message.to,
      );
      expect(mail, `${row.message.kind} to ${row.message.to}`).toBeDefined();
      expect(mail!.from).toBe('"GS Classroom" <mail@classroom.test>');
      expect(mail!.text).toContain(`Hi ${row.message.name}`);
      expect(mail!.html).toContain('GS Classroom');
      const links = [...mail!.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.startsWith(server.config.publicUrl)).toBe(true);
        const page = await fetch(link.replace(server.config.publicUrl, server.url), {
          headers: { Accept: 'text/html' },
        });
        expect(page.status, link).toBe(200);
      }
    }
    expect(kinds.size).toBe(11);
    const receipt = received.find((mail) => mail.subject.startsWith('Your receipt for'))!;
    expect(receipt.to).toEqual([STUDENT]);
    expect(receipt.text).toContain(`Transaction ID: ${transactionId}`);
    expect(receipt.text).toMatch(/Amount: \$\d+\.\d\d/);
    expect(received.find((mail) => mail.subject.endsWith('was approved'))?.to).toEqual([
      pending[0]!.instructorEmail,
    ]);
    // Sent messages keep no secret.
    for (const row of outbox) {
      if ('token' in row.message) expect(row.message.token).toBe('removed');
    }
  });

  it('keeps messages queued while the mail server is away, retrying, and sends them once it is back', async () => {
    const { server, database } = world;
    await inbox.stop();
    const before = inbox.received.length;
    await database.repositories.outbox.enqueue({
      kind: 'application-approved',
      to: 'away@example.com' as Email,
      name: 'Away',
    });

    const waiting = await eventually(
      async () => (await outboxOf(database)).find((row) => row.message.to === 'away@example.com')!,
      (row) => row.attempts >= 3,
    );
    expect(waiting).toMatchObject({ status: 'queued', sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    const listed = await call(server, ADMIN, 'GET', '/api/v1/admin/outbox');
    expect((listed.body as { messages: { status: string }[] }).messages[0]).toMatchObject({
      status: 'queued',
      recipient: 'away@example.com',
    });

    await inbox.start();
    await inbox.waitFor(before + 1);
    const sent = await eventually(
      async () => (await outboxOf(database)).find((row) => row.message.to === 'away@example.com')!,
      (row) => row.status === 'sent',
    );
    expect(sent.attempts).toBeGreaterThanOrEqual(waiting.attempts + 1);
    expect(inbox.received.filter((mail) => mail.to[0] === 'away@example.com')).toHaveLength(1);
  });
});

describe('mail without SMTP_URL', () => {
  const lines: string[] = [];
  let world: Awaited<ReturnType<typeof mailServer>>;
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    world = await mailServer({}, logger);
  });
  afterAll(async () => {
    await world?.stop();
  });

  it('keeps the message for the admins and logs its links, never its recipient', async () => {
    const { server, database } = world;
    await database.repositories.outbox.enqueue({
      kind: 'verify-email',
      to: 'offline@example.com' as Email,
      name: 'Offline Person',
      token: 'offline-token',
    });

    const [kept] = await eventually(
      () => outboxOf(database),
      (rows) => rows[0]?.status === 'kept',
    );
    expect(kept!.message).toMatchObject({ token: 'offline-token' });
    const logged = lines.filter((line) => line.includes('mail kept'));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({
      kind: 'verify-email',
      links: [
        `${server.config.publicUrl}/verify-email?token=offline-token`,
        `${server.config.publicUrl}/`,
      ],
    });
    expect(lines.join('\n')).not.toContain('offline@example.com');
    expect(lines.join('\n')).not.toContain('Offline Person');

    const read = await call(server, ADMIN, 'GET', `/api/v1/admin/outbox/${kept!.id}`);
    expect(read.body).toMatchObject({ status: 'kept', recipient: 'offline@example.com' });
    expect((read.body as { text: string }).text).toContain('verify-email?token=offline-token');
  });
});

describe('mail on DATABASE_URL=memory:', () => {
  it('keeps messages in the memory outbox, where the admins read them', async () => {
    const server = await startTestServer({ DATABASE_URL: 'memory:' }, FAST_JOBS);
    try {
      const [pending] = (
        (await call(server, ADMIN, 'GET', '/api/v1/admin/courses?state=pending')).body as {
          _id: string;
          status: unknown;
        }[]
      ).filter((course) => course.status === 0);
      await call(server, ADMIN, 'PATCH', `/api/v1/courses/rejected/${pending!._id}`, {
        reason: 'The lessons need captions.',
      });

      const listed = await eventually(
        async () => (await call(server, ADMIN, 'GET', '/api/v1/admin/outbox')).body,
        (page) => (page as { messages: { status: string }[] }).messages[0]?.status === 'kept',
      );
      expect(listed).toMatchObject({ total: 1, messages: [{ kind: 'course-rejected' }] });
    } finally {
      await server.stop();
    }
  });
});
