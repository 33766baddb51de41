import { EmailTakenError } from '../../accounts/user.errors';
import { parseEmail, type Email } from '../../shared/email';
import { parseHttpUrl } from '../../shared/http-url';
import { FieldCheck } from '../../shared/validation';
import { mailAccountLink, underHourlyLimit } from '../account-links/send-account-link';
import type { IdentityDependencies } from '../identity-dependencies';
import { LocalAccount } from '../local-account.entity';
import { checkPassword } from '../password-rules';

export interface RegistrationInput {
  displayName: string;
  photoURL: string;
  email: string;
  password: string;
}

/**
 * Sign-up with the bundled provider. Every field problem is reported at once, with the
 * spec's messages. A new address gets an unverified account and a link to verify it; an
 * address that already has an account gets the same answer, and its owner an e-mail saying
 * so, so the answer tells a stranger nothing about who has an account.
 */
export class RegisterLocalAccount {
  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: RegistrationInput): Promise<{ email: Email }> {
    const check = new FieldCheck();
    const displayName = check.text('displayName', input.displayName, {
      label: 'Your Name',
      max: 80,
      message: 'Your Name is required',
    });
    const photoURL = check.parse('photoURL', () =>
      parseHttpUrl(input.photoURL, 'photoURL', 'Photo URL'),
    );
    const email = check.parse('email', () => parseEmail(input.email));
    const password = checkPassword(check, input.password);
    check.done();

    // Hashed whether or not the address is taken, so both answers take as long.
    const passwordHash = await this.deps.hasher.hash(password);
    const existing = await this.deps.localAccounts.findByEmail(email);
    if (existing) {
      await this.tellOwner(existing);
      return { email };
    }
    const account = LocalAccount.register({
      id: this.deps.ids.next(),
      email,
      displayName,
      photoURL,
      passwordHash,
      createdAt: this.deps.clock.now(),
    });
    try {
      await this.deps.unitOfWork.transaction(async (repositories) => {
        await repositories.localAccounts.insert(account);
        await mailAccountLink(repositories, this.deps, account, 'verify-email');
      });
    } catch (error) {
      // The same address registered twice at once: the other sign-up made the account.
      if (!(error instanceof EmailTakenError)) throw error;
    }
    return { email };
  }

  /** An unverified owner gets a new link; a verified one is told someone tried. */
  private async tellOwner(account: LocalAccount): Promise<void> {
    const { deps } = this;
    await deps.unitOfWork.transaction(async (repositories) => {
      if (!account.emailVerified) {
        await mailAccountLink(repositories, deps, account, 'verify-email');
      } else if (await underHourlyLimit(repositories, deps.clock, account, 'account-exists')) {
        await repositories.outbox.enqueue({
          kind: 'account-exists',
          to: account.email,
          name: account.displayName,
        });
      }
    });
  }
}
