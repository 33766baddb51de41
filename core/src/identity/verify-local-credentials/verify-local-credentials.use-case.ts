import type { Email } from '../../shared/email';
import { FieldCheck } from '../../shared/validation';
import type { LocalIdentity } from '../local-account.entity';
import { InvalidCredentialsError } from '../local-account.errors';
import type { LocalAccountRepository } from '../local-account.repository.port';
import type { PasswordHasher } from '../password-hasher.port';
import { checkPassword } from '../password-rules';

export interface CredentialsInput {
  email: string;
  password: string;
}

/**
 * Sign-in with the bundled provider. A wrong password and an unknown e-mail fail alike
 * ('Invalid Email/Password'), and both cost one hash check, so timing tells nothing either.
 */
export class VerifyLocalCredentials {
  private decoyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: LocalAccountRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: CredentialsInput): Promise<LocalIdentity> {
    const check = new FieldCheck();
    const email = input.email.trim().toLowerCase();
    if (email.length === 0) check.fail('email', 'Email address is required');
    const password = checkPassword(check, input.password);
    check.done();

    const account = await this.accounts.findByEmail(email as Email);
    if (!account) {
      await this.hasher.verify(password, await this.decoy());
      throw new InvalidCredentialsError();
    }
    if (!(await this.hasher.verify(password, account.passwordHash))) {
      throw new InvalidCredentialsError();
    }
    return account.toIdentity();
  }

  /** A real hash of nothing anyone knows, made once, to spend the same time on misses. */
  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash(`decoy:${Math.random()}:${Date.now()}`);
    return this.decoyHash;
  }
}
