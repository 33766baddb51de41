import type { Actor } from '../../shared/actor';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../../shared/errors';
import { FieldCheck } from '../../shared/validation';
import type { IdentityDependencies } from '../identity-dependencies';
import { afterNewPassword, storeNewPassword } from '../new-password';
import { checkPassword } from '../password-rules';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * A signed-in person changes their bundled-provider password; the current one is required.
 * Every session ends, this one too, so whoever held an old one is out.
 */
export class ChangePassword {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: ChangePasswordInput, actor: Actor | null): Promise<void> {
    if (!actor) throw new UnauthenticatedError();
    const { deps } = this;
    const check = new FieldCheck();
    if (input.currentPassword.length === 0) {
      check.fail('currentPassword', 'Current password is required');
    }
    const newPassword = checkPassword(check, input.newPassword, 'newPassword');
    check.done();

    const account = await deps.localAccounts.findByEmail(actor.email);
    if (!account) {
      throw new ForbiddenError('Your password is kept by the provider you sign in with.');
    }
    if (!(await deps.hasher.verify(input.currentPassword, account.passwordHash))) {
      throw new ValidationError({ currentPassword: 'Current password is incorrect' });
    }
    const passwordHash = await deps.hasher.hash(newPassword);
    const now = deps.clock.now();
    await deps.unitOfWork.transaction((repositories) =>
      storeNewPassword(repositories, account, passwordHash, now),
    );
    await afterNewPassword(deps, account);
  }
}
