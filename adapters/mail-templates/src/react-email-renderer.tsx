/** @jsxRuntime automatic @jsxImportSource react */
import type { MailMessage, MailRenderer, RenderedMail } from '@classroom/core';
import { render } from '@react-email/components';
import { BRAND } from './brand';
import { MailLayout } from './layout';
import { mailLinks, type MailLinks } from './mail-links';
import type { MailContent, MailTemplate } from './mail-template';
import { TEMPLATES } from './templates/templates';

/**
 * Renders a message with react-email: one React tree per message gives the HTML and, through
 * the same tree, the plain text. React escapes every value, so names stay text.
 */
export class ReactEmailRenderer implements MailRenderer {
  private readonly links: MailLinks;
  private readonly school: string;

  /** `schoolName`: what the messages call the school (SCHOOL_NAME; the product's by default). */
  constructor(options: { publicUrl: string; schoolName?: string }) {
    this.links = mailLinks(options.publicUrl);
    this.school = options.schoolName ?? BRAND.name;
  }

  subjectOf(message: MailMessage): string {
    return this.contentOf(message).subject;
  }

  async render(message: MailMessage): Promise<RenderedMail> {
    const content = this.contentOf(message);
    const document = (
      <MailLayout preview={content.preview} homeUrl={this.links.home} school={this.school}>
        {content.body}
      </MailLayout>
    );
    const html = await render(document);
    const text = await render(document, { plainText: true });
    const replyTo = message.kind === 'contact-request' ? { replyTo: message.replyTo } : {};
    return { subject: content.subject, html, text, links: linksIn(html), ...replyTo };
  }

  private contentOf(message: MailMessage): MailContent {
    const template = TEMPLATES[message.kind] as MailTemplate<typeof message.kind>;
    const content = template(message as never, this.links, this.school);
    // A subject is one header line: no line breaks, whatever a name holds.
    return { ...content, subject: content.subject.replace(/\s+/g, ' ').trim() };
  }
}

/** The distinct link targets of the HTML, in reading order. */
function linksIn(html: string): string[] {
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  return [...new Set(hrefs)];
}
