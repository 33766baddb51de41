import type { Email } from '../../shared/email';
import { mailAccountLink } from '../account-links/send-account-link';
import type { IdentityDependencies } from '../identity-dependencies';

/**
 * Sends a new verification link to an unverified account, within the hourly limit. Unknown
 * and already verified addresses get the same silence, so nobody learns who has an account.
 */
export class ResendVerification {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: { email: string }): Promise<void> {
    const { deps } = this;
    const email = input.email.trim().toLowerCase() as Email;
    const account = email ? await deps.localAccounts.findByEmail(email) : null;
    if (!account || account.emailVerified) return;
    await deps.unitOfWork.transaction((repositories) =>
      mailAccountLink(repositories, deps, account, 'verify-email'),
    );
  }
}
