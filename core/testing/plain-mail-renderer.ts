import type { MailMessage, MailRenderer, RenderedMail } from '../src/index';

/**
 * A renderer for tests that are about delivery and the outbox rather than wording: the subject
 * names the kind, the text lists the message's fields, and a token becomes the one link.
 */
export const plainMailRenderer: MailRenderer = {
  subjectOf: (message: MailMessage) => `GS Classroom: ${message.kind}`,
  async render(message: MailMessage): Promise<RenderedMail> {
    const { to: _to, ...fields } = message;
    const text = Object.entries(fields)
      .map(([name, value]) => `${name}: ${value instanceof Date ? value.toISOString() : value}`)
      .join('\n');
    const links = 'token' in message ? [`https://classroom.test/link?token=${message.token}`] : [];
    return {
      subject: this.subjectOf(message),
      text: [text, ...links].join('\n'),
      html: `<pre>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</pre>`,
      links,
    };
  },
};
