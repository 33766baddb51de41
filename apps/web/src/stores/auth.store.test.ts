import { describe, expect, it } from 'vitest';
import { fakeApi, fakeNavigator, recordingNotifier } from '../test/fake-fetch';
import { AuthStore, safeReturnPath } from './auth.store';

const sam = {
  email: 'student@classroom.test',
  displayName: 'Sam Student',
  photoURL: '',
  canChangePassword: true,
};
const record = (over: Record<string, string> = {}) => ({
  _id: 'u1',
  displayName: 'Sam Student',
  photoURL: '',
  email: sam.email,
  role: 'user',
  status: '',
  category: '',
  experience: '',
  title: '',
  ...over,
});

function storeWith(user: typeof sam | null, over: Record<string, string> = {}) {
  const { api, calls } = fakeApi({
    'GET /auth/session': () => ({ body: { user } }),
    'GET /api/v1/users/student@classroom.test': () => ({ body: record(over) }),
    'POST /auth/logout': () => ({ body: { endSessionUrl: null } }),
    'GET /api/v1/payments/student@classroom.test': () => ({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Sign in' } },
    }),
  });
  const { notifier, shown } = recordingNotifier();
  const { navigator, visited } = fakeNavigator();
  return { store: new AuthStore(api, navigator, notifier), api, calls, shown, visited };
}

describe('AuthStore', () => {
  it('is loading until the session is known', async () => {
    const { store } = storeWith(sam);
    expect(store.isLoading).toBe(true);
    const loading = store.load();
    expect(store.isLoading).toBe(true);
    await loading;
    expect(store.isLoading).toBe(false);
    expect(store.isSignedIn).toBe(true);
    expect(store.displayName).toBe('Sam Student');
  });

  it('reads role and instructor status from the user record', async () => {
    const student = storeWith(sam);
    await student.store.load();
    expect([student.store.isAdmin, student.store.isInstructor]).toEqual([false, false]);

    const admin = storeWith(sam, { role: 'admin' });
    await admin.store.load();
    expect(admin.store.isAdmin).toBe(true);

    const instructor = storeWith(sam, { status: 'approved' });
    await instructor.store.load();
    expect(instructor.store.isInstructor).toBe(true);

    const applicant = storeWith(sam, { status: 'applied' });
    await applicant.store.load();
    expect(applicant.store.isInstructor).toBe(false);
  });

  it('is a signed-out visitor without a session', async () => {
    const { store, calls } = storeWith(null);
    await store.load();
    expect(store.isSignedIn).toBe(false);
    expect(store.isLoading).toBe(false);
    expect(calls.map((call) => call.url)).toEqual(['/auth/session']);
  });

  it('forgets the user when any call answers 401', async () => {
    const { store, api } = storeWith(sam);
    await store.load();
    await expect(api.get('/api/v1/payments/student@classroom.test')).rejects.toThrow();
    expect(store.isSignedIn).toBe(false);
    expect(store.record).toBeNull();
  });

  it("signs out with the toast 'Sign Out Successfully.'", async () => {
    const { store, shown, calls } = storeWith(sam);
    await store.load();
    await store.signOut();
    expect(store.isSignedIn).toBe(false);
    expect(shown).toEqual([
      { type: 'success', title: 'Sign Out Successfully.', description: undefined },
    ]);
    expect(calls.at(-1)?.method).toBe('POST');
  });

  it('starts sign-in and sign-up at the server with the way back', () => {
    const { store, visited } = storeWith(null);
    store.signIn('/course/c1');
    store.signUp('/about-us');
    store.signInWithGoogle('//evil.test');
    expect(visited).toEqual([
      '/auth/login?provider=email&screen=login&returnTo=%2Fcourse%2Fc1',
      '/auth/login?provider=email&screen=register&returnTo=%2Fabout-us',
      '/auth/login?provider=google&returnTo=%2F',
    ]);
  });

  it('only returns to paths of the site', () => {
    expect(safeReturnPath('/payment/1?x=1')).toBe('/payment/1?x=1');
    expect(safeReturnPath('https://evil.test')).toBe('/');
    expect(safeReturnPath('//evil.test')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath('/.//evil.test')).toBe('/');
    expect(safeReturnPath('/a/..//evil.test/x')).toBe('/');
    expect(safeReturnPath('/./course/7')).toBe('/course/7');
  });
});
