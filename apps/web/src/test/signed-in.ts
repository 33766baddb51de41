import type { Handler } from './fake-fetch';

/**
 * A fake server's answers for who is signed in: the session of `email` (nobody's when `user` is
 * null) and that person's user record, with the role and account state given.
 */
export function signedIn(
  email: string,
  user: { role?: string; status?: string } | null,
): Record<string, Handler> {
  return {
    'GET /auth/session': () => ({
      body: { user: user ? { email, displayName: 'Sam', photoURL: '' } : null },
    }),
    [`GET /api/v1/users/${email}`]: () => ({
      body: {
        _id: 'u1',
        email,
        displayName: 'Sam',
        photoURL: '',
        role: user?.role ?? 'user',
        status: user?.status ?? '',
        category: '',
        experience: '',
        title: '',
      },
    }),
  };
}
