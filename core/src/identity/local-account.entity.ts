import type { Email } from '../shared/email';
import type { HttpUrl } from '../shared/http-url';

/** A bundled-provider account: who the person is, and how to check their password. */
export interface LocalAccountProps {
  email: Email;
  displayName: string;
  photoURL: HttpUrl;
  /** A self-describing hash (algorithm, parameters, salt); never the password itself. */
  passwordHash: string;
  createdAt: Date;
}

export class LocalAccount {
  private constructor(private readonly props: LocalAccountProps) {}

  static register(props: LocalAccountProps): LocalAccount {
    return new LocalAccount({ ...props });
  }

  static restore(props: LocalAccountProps): LocalAccount {
    return new LocalAccount({ ...props });
  }

  get email(): Email {
    return this.props.email;
  }
  get displayName(): string {
    return this.props.displayName;
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

  /** The claims the provider may tell a client: never the hash. */
  toIdentity(): LocalIdentity {
    return { email: this.email, displayName: this.displayName, photoURL: this.photoURL };
  }

  toProps(): LocalAccountProps {
    return { ...this.props };
  }
}

export interface LocalIdentity {
  email: Email;
  displayName: string;
  photoURL: string;
}
