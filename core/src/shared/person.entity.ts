import type { Email } from './email';

/** What every record of one person holds: a stable id, the address and the name shown. */
export interface PersonProps {
  id: string;
  email: Email;
  displayName: string;
}

/** An entity about one person, kept as props (the platform's user, the sign-in account). */
export abstract class PersonEntity<P extends PersonProps> {
  protected constructor(protected props: P) {}

  get id(): string {
    return this.props.id;
  }
  get email(): Email {
    return this.props.email;
  }
  get displayName(): string {
    return this.props.displayName;
  }
}
