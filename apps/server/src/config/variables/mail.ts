import { z } from 'zod';

/** smtp:// or smtps:// with a host. */
function isSmtpUrl(url: string): boolean {
  const parsed = URL.parse(url);
  return parsed !== null && ['smtp:', 'smtps:'].includes(parsed.protocol) && parsed.hostname !== '';
}

/**
 * SMTP_URL: smtp://user:pass@host:587 (STARTTLS when the server offers it) or
 * smtps://user:pass@host:465. MAIL_FROM: `address` or `Name <address>`; by default the
 * school's name at no-reply@ the public URL's host (see `defaultSender`).
 */
export const mail = z
  .object({
    SMTP_URL: z
      .string()
      .refine(isSmtpUrl, 'must be smtp://user:pass@host:port or smtps://user:pass@host:port')
      .optional(),
    // Looser than the product's e-mail rule on purpose: no-reply@localhost is a sender too.
    MAIL_FROM: z
      .string()
      .regex(
        /^(?:[^<>]*<\s*[^\s@<>]+@[^\s@<>]+\s*>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an e-mail address or Name <address>',
      )
      .optional(),
  })
  .transform((variables) => ({ url: variables.SMTP_URL, from: variables.MAIL_FROM }));

/** The school at no-reply@ the public host, the name quoted unless plain (a comma would split it). */
export function defaultSender(schoolName: string, publicUrl: string): string {
  const name = /^[\w !#$%&'*+\-/=?^`{|}~.]+$/.test(schoolName) ? schoolName : `"${schoolName}"`;
  return `${name} <no-reply@${new URL(publicUrl).hostname}>`;
}
