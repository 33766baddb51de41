import type { Email } from '../../shared/email';
import { FieldCheck } from '../../shared/validation';
import type { IdentityDependencies } from '../identity-dependencies';
import type { LocalIdentity } from '../local-account.entity';
import { redeemAccountLink } from '../account-links/redeem-account-link';
import {
  EmailNotVerifiedError,
  InvalidCredentialsError,
  InvalidTokenError,
} from '../local-account.errors';
import { checkPassword } from '../password-rules';
import { AccountSuspendedError } from '../../accounts/user.errors';

export interface CredentialsInput {
  email: string;
  password: string;
  /** The token of a verification link: signing in with it proves the address. */
  verificationToken?: string;
}

export interface SignedIn {
  identity: LocalIdentity;
  /** This is the account's first sign-in: the website then says 'Successfully Registered'. */
  firstSignIn: boolean;
}

/**
 * Sign-in with the bundled provider. A wrong password and an unknown e-mail fail alike
 * ('Invalid Email/Password'), and both cost one hash check, so timing tells nothing either.
 * An address nobody has verified signs in only together with a link sent to it: the link
 * alone verifies nothing, so someone who receives a link for an account another person made
 * with their address (and a password they do not know) cannot hand that person the account.
 * A suspended account is refused once its password is right.
 * A hash made with weaker parameters than today's is replaced while the password is at hand.
 */
export class VerifyLocalCredentials {
  private decoyHash: Promise<string> | undefined;

  constructor(private readonly deps: IdentityDependencies) {}

  async execute(input: CredentialsInput): Promise<SignedIn> {
    const check = new FieldCheck();
    const email = input.email.trim().toLowerCase();
    if (email.length === 0) check.fail('email', 'Email address is required');
    const password = checkPassword(check, input.password);
    check.done();

    const { hasher, localAccounts, clock } = this.deps;
    const account = await localAccounts.findByEmail(email as Email);
    if (!account) {
      await hasher.verify(password, await this.decoy());
      throw new InvalidCredentialsError();
    }
    if (!(await hasher.verify(password, account.passwordHash))) {
      throw new InvalidCredentialsError();
    }
    if (!account.emailVerified && !input.verificationToken) throw new EmailNotVerifiedError();
    if ((await this.deps.users.findByEmail(account.email))?.isSuspended) {
      throw new AccountSuspendedError();
    }

    const firstSignIn = !account.hasSignedIn;
    const rehashed = hasher.needsRehash(account.passwordHash) ? await hasher.hash(password) : null;
    const now = clock.now();
    await this.deps.unitOfWork.transaction(async (repositories) => {
      if (!account.emailVerified) {
        const owner = await redeemAccountLink(
          repositories,
          this.deps.secrets,
          input.verificationToken!,
          'verify-email',
          now,
        );
        if (owner.id !== account.id) throw new InvalidTokenError();
        account.verifyEmail(now);
      }
      if (rehashed) account.changePasswordHash(rehashed);
      account.recordSignIn(now);
      await repositories.localAccounts.update(account);
    });
    return { identity: account.toIdentity(), firstSignIn };
  }

  /** A real hash of nothing anyone knows, made once, to spend the same time on misses. */
  private decoy(): Promise<string> {
    this.decoyHash ??= this.deps.hasher.hash(`decoy:${Math.random()}:${Date.now()}`);
    return this.decoyHash;
  }
}
