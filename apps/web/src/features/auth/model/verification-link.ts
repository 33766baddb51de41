/**
 * A verification link's token, kept in this tab between the link and the sign-in screen it
 * leads to (the sign-in passes through the provider, which knows nothing of it).
 */
const KEY = 'gs-classroom:verification-token';

export const verificationLink = {
  keep(token: string): void {
    try {
      sessionStorage.setItem(KEY, token);
    } catch {
      // Storage disabled: the person signs in, and is asked to follow the link again.
    }
  },
  read(): string | null {
    try {
      return sessionStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  forget(): void {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing kept.
    }
  },
};
