import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the test's process (smtp-server), keeping every message it accepts
 * as mailparser reads it. It can stop and start again on the same port, as a mail server
 * that goes away for a while.
 */
export class SmtpInbox {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  constructor(private readonly credentials = { user: 'classroom', pass: 'inbox-secret' }) {}

  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL. */
  get url(): string {
    const { user, pass } = this.credentials;
    return `smtp://${user}:${pass}@127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      // Stops at once, as a server that goes away would, instead of waiting for idle clients.
      closeTimeout: 50,
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, done) => {
        const { user, pass } = this.credentials;
        if (auth.username === user && auth.password === pass) done(null, { user });
        else done(new Error('Invalid username or password'));
      },
      onData: (stream, _session, done) => {
        simpleParser(stream).then(
          (parsed) => {
            this.received.push({
              from: parsed.from?.text ?? '',
              to: [parsed.to ?? []].flat().flatMap((to) => to.value.map((a) => a.address ?? '')),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            done();
          },
          (error: Error) => done(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits, polling briefly, until at least `count` messages arrived. */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} messages, got ${this.received.length}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.received;
  }
}
