import { redeemAccountLink } from '../account-links/redeem-account-link';
import type { IdentityDependencies } from '../identity-use-cases';

/** Following the verification link: the account's address is proven, once. */
export class ConfirmEmail {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: { token: string }): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.unitOfWork.transaction(async (repositories) => {
      const account = await redeemAccountLink(
        repositories,
        this.deps.secrets,
        input.token,
        'verify-email',
        now,
      );
      account.verifyEmail(now);
      await repositories.localAccounts.update(account);
    });
  }
}
