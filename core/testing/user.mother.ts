import { User, type Email, type HttpUrl, type UserProps } from '../src/index';
import { nextNumber } from './sequence';

/** Props to override; the e-mail as plain text, normalised as sign-in would. */
export type UserOverrides = Partial<Omit<UserProps, 'email'>> & { email?: string };

/** A plain student account; every field can be overridden. */
export function aUser(overrides: UserOverrides = {}): User {
  const { email, ...props } = overrides;
  const n = nextNumber();
  return User.restore({
    id: `user-${n}`,
    displayName: `User ${n}`,
    photoURL: `https://images.classroom.test/user-${n}.png` as HttpUrl,
    role: 'user',
    instructorStatus: 'none',
    category: '',
    experience: '',
    title: '',
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    suspendedAt: null,
    ...props,
    email: (email?.toLowerCase() ?? `user${n}@classroom.test`) as Email,
  });
}

export function anAdmin(overrides: UserOverrides = {}): User {
  return aUser({ role: 'admin', ...overrides });
}

/** A user whose instructor application awaits review. */
export function anApplicant(overrides: UserOverrides = {}): User {
  return aUser({
    instructorStatus: 'applied',
    category: 'Web Development',
    experience: 'Experienced',
    title: 'Senior Web Engineer',
    ...overrides,
  });
}

export function anApprovedInstructor(overrides: UserOverrides = {}): User {
  return anApplicant({ instructorStatus: 'approved', ...overrides });
}

export function aRejectedApplicant(overrides: UserOverrides = {}): User {
  return anApplicant({ instructorStatus: 'rejected', ...overrides });
}
