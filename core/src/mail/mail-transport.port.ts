import type { Email } from '../shared/email';
import type { RenderedMail } from './mail-renderer.port';

/** Hands a rendered message to a mail server; fails when the server does not accept it. */
export interface MailTransport {
  send(to: Email, mail: RenderedMail): Promise<void>;
}
