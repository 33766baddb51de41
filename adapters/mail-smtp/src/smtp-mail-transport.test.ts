import type { Email, RenderedMail } from '@classroom/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SmtpMailTransport } from './smtp-mail-transport';
import { SmtpInbox } from './testing/smtp-inbox';

const mail: RenderedMail = {
  subject: 'Your receipt for Zoë’s course',
  html: '<p>Hi <strong>Zoë</strong></p>',
  text: 'Hi Zoë',
  links: [],
};

describe('SmtpMailTransport', () => {
  let inbox: SmtpInbox;
  let transport: SmtpMailTransport | null = null;
  beforeEach(async () => {
    inbox = new SmtpInbox();
    await inbox.start();
  });
  afterEach(async () => {
    transport?.close();
    await inbox.stop();
  });

  it('hands a message with its text and HTML parts to the server, signed in from the URL', async () => {
    transport = new SmtpMailTransport({
      url: inbox.url,
      from: 'GS Classroom <mail@classroom.test>',
    });

    await transport.send('zoe@example.com' as Email, mail);

    const [received] = await inbox.waitFor(1);
    expect(received).toEqual({
      from: '"GS Classroom" <mail@classroom.test>',
      to: ['zoe@example.com'],
      subject: mail.subject,
      text: 'Hi Zoë',
      html: mail.html,
    });
  });

  it('fails when the server refuses the credentials', async () => {
    const url = inbox.url.replace('inbox-secret', 'wrong');
    transport = new SmtpMailTransport({ url, from: 'mail@classroom.test' });

    await expect(transport.send('zoe@example.com' as Email, mail)).rejects.toThrow();
    expect(inbox.received).toEqual([]);
  });

  it('fails when no server answers, and sends once it is back', async () => {
    transport = new SmtpMailTransport({ url: inbox.url, from: 'mail@classroom.test' });
    await inbox.stop();

    await expect(transport.send('zoe@example.com' as Email, mail)).rejects.toThrow(/ECONNREFUSED/);

    await inbox.start();
    await transport.send('zoe@example.com' as Email, mail);
    expect(await inbox.waitFor(1)).toHaveLength(1);
  });
});
