import type { Email } from '../shared/email';
import type { HttpUrl } from '../shared/http-url';
import { PersonEntity } from '../shared/person.entity';

/** A bundled-provider account: who the person is, and how to check their password. */
export interface LocalAccountProps {
  /** Opaque and stable: the provider's `sub`, never the e-mail. */
  id: string;
  email: Email;
  displayName: string;
  photoURL: HttpUrl;
  /** A self-describing hash (algorithm, parameters, salt); never the password itself. */
  passwordHash: string;
  createdAt: Date;
  /** When the person followed a link sent to the address; null until then. */
  emailVerifiedAt: Date | null;
  /** The last successful sign-in; null before the first. */
  lastSignInAt: Date | null;
}

export class LocalAccount extends PersonEntity<LocalAccountProps> {
  private constructor(props: LocalAccountProps) {
    super(props);
  }

  /** A new account: nobody has proven the address yet. */
  static register(
    props: Omit<LocalAccountProps, 'emailVerifiedAt' | 'lastSignInAt'>,
  ): LocalAccount {
    return new LocalAccount({ ...props, emailVerifiedAt: null, lastSignInAt: null });
  }

  static restore(props: LocalAccountProps): LocalAccount {
    return new LocalAccount({ ...props });
  }

  get photoURL(): HttpUrl {
    return this.props.photoURL;
  }
  get passwordHash(): string {
    return this.props.passwordHash;
  }
  get createdAt(): Date {
    return this.props.createdAt;
  }
  get emailVerified(): boolean {
    return this.props.emailVerifiedAt !== null;
  }
  get hasSignedIn(): boolean {
    return this.props.lastSignInAt !== null;
  }

  /** Following a link sent to the address proves the person reads its mail. */
  verifyEmail(now: Date): void {
    this.props = { ...this.props, emailVerifiedAt: this.props.emailVerifiedAt ?? now };
  }

  changePasswordHash(passwordHash: string): void {
    this.props = { ...this.props, passwordHash };
  }

  recordSignIn(now: Date): void {
    this.props = { ...this.props, lastSignInAt: now };
  }

  /** The claims the provider may tell a client: never the hash. */
  toIdentity(): LocalIdentity {
    return {
      id: this.id,
      email: this.email,
      emailVerified: this.emailVerified,
      displayName: this.displayName,
      photoURL: this.photoURL,
    };
  }

  toProps(): LocalAccountProps {
    return { ...this.props };
  }
}

export interface LocalIdentity {
  id: string;
  email: Email;
  emailVerified: boolean;
  displayName: string;
  photoURL: string;
}
