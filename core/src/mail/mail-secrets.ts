import { MAIL_SECRETS, type MailMessage } from './mail-message';

/** What a secret field holds once it is removed: links built from it lead nowhere. */
export const REMOVED_SECRET = 'removed';

/** The message with every secret field (MAIL_SECRETS) replaced by REMOVED_SECRET. */
export function withoutSecrets<M extends MailMessage>(message: M): M {
  const copy: Record<string, unknown> = { ...message };
  for (const field of MAIL_SECRETS) if (field in copy) copy[field] = REMOVED_SECRET;
  return copy as M;
}
