import type { Email, MailTransport, RenderedMail } from '@classroom/core';
import nodemailer, { type Transporter } from 'nodemailer';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  /** The sender: an address, or `Name <address>`. */
  from: string;
  /** Longest wait for the server at each step (default 10 s): a job never outlives its lease. */
  timeoutMs?: number;
}

/** Hands messages to an SMTP server with nodemailer, over one pool of reused connections. */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly options: SmtpOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    this.transporter = nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: 3,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 3,
    } as Parameters<typeof nodemailer.createTransport>[0]);
  }

  async send(to: Email, mail: RenderedMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.options.from,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  }

  close(): void {
    this.transporter.close();
  }
}
