import type { Email, MailTransport, RenderedMail } from '@classroom/core';

/** A mail server held in memory for tests: keeps what it accepts, or refuses while told to. */
export class MemoryMailTransport implements MailTransport {
  readonly sent: { to: Email; mail: RenderedMail }[] = [];
  /** While set, every send fails with this reason. */
  failure: string | null = null;

  async send(to: Email, mail: RenderedMail): Promise<void> {
    if (this.failure !== null) throw new Error(this.failure);
    this.sent.push({ to, mail });
  }
}
