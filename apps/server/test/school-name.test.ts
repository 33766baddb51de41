import type { Email } from '@classroom/core';
import { SmtpInbox } from '@classroom/mail-smtp/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, eventually, mailServer, outboxOf } from './mail/mail-world';

const SCHOOL = 'Riverside Community School';
const STUDENT = 'student@classroom.test';

describe('SCHOOL_NAME', () => {
  const inbox = new SmtpInbox();
  let world: Awaited<ReturnType<typeof mailServer>>;
  beforeAll(async () => {
    await inbox.start();
    world = await mailServer({ SMTP_URL: inbox.url, SCHOOL_NAME: SCHOOL });
  });
  afterAll(async () => {
    await world?.stop();
    await inbox.stop();
  });

  it('tells the website the school’s name', async () => {
    const config = await call(world.server, STUDENT, 'GET', '/api/v1/config');
    expect(config.body).toMatchObject({ schoolName: SCHOOL });
  });

  it('sends mail in the school’s name, from it, and never in the product’s', async () => {
    const message = {
      kind: 'verify-email',
      to: 'new@example.com' as Email,
      name: 'New',
      token: 'verify-tok',
    } as const;
    await world.database.repositories.outbox.enqueue(message);

    const [mail] = await inbox.waitFor(1);
    expect(mail!.subject).toBe(`Verify your e-mail address for ${SCHOOL}`);
    expect(mail!.from).toBe(`"${SCHOOL}" <no-reply@localhost>`);
    expect(mail!.text).toContain(`welcome to ${SCHOOL}`);
    expect([mail!.subject, mail!.html, mail!.text].join('\n')).not.toContain('GS Classroom');
    // The outbox, searched by subject, keeps the one the message went out with.
    await eventually(
      () => outboxOf(world.database),
      (rows) => rows.some((stored) => stored.status === 'sent'),
    );
    const listed = await call(world.server, 'admin@classroom.test', 'GET', '/api/v1/admin/outbox');
    expect(listed.body).toMatchObject({ messages: [{ subject: mail!.subject }] });
  });

  it('issues certificates in the school’s name', async () => {
    const mine = (await call(world.server, STUDENT, 'GET', '/api/v1/certificates')).body as {
      _id: string;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    const verification = await call(
      world.server,
      STUDENT,
      'GET',
      `/api/v1/certificates/${mine[0]!._id}/verification`,
    );
    expect(verification.body).toMatchObject({ issuerName: SCHOOL });
    const page = await fetch(`${world.server.url}/verify/${mine[0]!._id}`, {
      headers: { Accept: 'text/html' },
    });
    expect(await page.text()).toMatch(new RegExp(`<title>[^<]* \\| ${SCHOOL}</title>`));
  });
});
