import { parseEmail } from '../../shared/email';
import { parseHttpUrl } from '../../shared/http-url';
import type { Clock } from '../../shared/ports';
import { FieldCheck } from '../../shared/validation';
import { LocalAccount, type LocalIdentity } from '../local-account.entity';
import type { LocalAccountRepository } from '../local-account.repository.port';
import type { PasswordHasher } from '../password-hasher.port';
import { checkPassword } from '../password-rules';

export interface RegistrationInput {
  displayName: string;
  photoURL: string;
  email: string;
  password: string;
}

/**
 * Sign-up with the bundled provider. Every field problem is reported at once, with the
 * spec's messages; a taken e-mail fails with EmailTakenError.
 */
export class RegisterLocalAccount {
  constructor(
    private readonly accounts: LocalAccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegistrationInput): Promise<LocalIdentity> {
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

    const account = LocalAccount.register({
      email,
      displayName,
      photoURL,
      passwordHash: await this.hasher.hash(password),
      createdAt: this.clock.now(),
    });
    await this.accounts.insert(account);
    return account.toIdentity();
  }
}
