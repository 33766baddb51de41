import {
  DEFAULT_RETRY_POLICY,
  MAIL_DELIVERY_JOB,
  createMailUseCases,
  type Clock,
  type MailUseCases,
  type RetryPolicy,
} from '@classroom/core';
import { SmtpMailTransport } from '@classroom/mail-smtp';
import { ReactEmailRenderer } from '@classroom/mail-templates';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { JobHandler } from '../jobs/job-runner';
import type { Store } from './store';

/** Outgoing mail: SMTP when SMTP_URL is set, else messages are kept in the outbox. */
export interface MailWiring {
  useCases: MailUseCases;
  /** Delivers one outbox message per job (kind MAIL_DELIVERY_JOB). */
  deliveryHandler: JobHandler;
  close(): void;
}

export function createMailWiring(
  config: Config,
  store: Store,
  clock: Clock,
  logger: Logger,
  retry: Partial<RetryPolicy> = {},
): MailWiring {
  const transport = config.smtp ? new SmtpMailTransport(config.smtp) : null;
  const useCases = createMailUseCases({
    users: store.repositories.users,
    outbox: store.repositories.outbox,
    renderer: new ReactEmailRenderer({
      publicUrl: config.publicUrl,
      schoolName: config.schoolName,
    }),
    transport,
    clock,
  });
  const mailLogger = logger.child({ component: 'mail' });
  // Links only, never the recipient: they let a fresh clone verify an account offline.
  const showLinks = config.environment !== 'production';
  return {
    useCases,
    deliveryHandler: {
      retry: { ...DEFAULT_RETRY_POLICY, ...retry },
      async run(payload, attempt) {
        const messageId = (payload as { messageId?: unknown } | null)?.messageId;
        if (typeof messageId !== 'string') throw new Error(`${MAIL_DELIVERY_JOB}: no messageId`);
        const outcome = await useCases.deliverMail.execute({
          messageId,
          lastAttempt: attempt.last,
        });
        if (outcome.status === 'kept' && showLinks) {
          mailLogger.info(
            { kind: outcome.kind, links: outcome.mail.links },
            'mail kept in the outbox (no SMTP_URL); its links:',
          );
        }
      },
    },
    close: () => transport?.close(),
  };
}
