import type { Email } from '../../shared/email';
import { mailAccountLink } from '../account-links/send-account-link';
import type { IdentityDependencies } from '../identity-dependencies';

/**
 * Forgot password: an account with this address gets a link (30 minutes, single use), within
 * the hourly limit. An unknown address gets nothing; callers answer the same either way.
 */
export class RequestPasswordReset {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: { email: string }): Promise<void> {
    const { deps } = this;
    const email = input.email.trim().toLowerCase() as Email;
    const account = email ? await deps.localAccounts.findByEmail(email) : null;
    if (!account) return;
    await deps.unitOfWork.transaction((repositories) =>
      mailAccountLink(repositories, deps, account, 'password-reset'),
    );
  }
}
