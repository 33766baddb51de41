import { FieldCheck } from '../../shared/validation';
import { redeemAccountLink } from '../account-links/redeem-account-link';
import type { IdentityDependencies } from '../identity-dependencies';
import { afterNewPassword, storeNewPassword } from '../new-password';
import { checkPassword } from '../password-rules';

/**
 * The reset link's form: a new password for the account, once per link. Following the link
 * also proves the address. Nobody is signed in by it; every session ends.
 */
export class ResetPassword {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: { token: string; password: string }): Promise<void> {
    const check = new FieldCheck();
    const password = checkPassword(check, input.password);
    check.done();

    const { deps } = this;
    const passwordHash = await deps.hasher.hash(password);
    const now = deps.clock.now();
    const account = await deps.unitOfWork.transaction(async (repositories) => {
      const owner = await redeemAccountLink(
        repositories,
        deps.secrets,
        input.token,
        'password-reset',
        now,
      );
      owner.verifyEmail(now);
      await storeNewPassword(repositories, owner, passwordHash, now);
      return owner;
    });
    await afterNewPassword(deps, account);
  }
}
