import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { safeReturnPath, type SignInScreen } from '../../../stores/auth.store';
import { useStores } from '../../../stores/use-stores';

const RETURN_KEY = 'gs-classroom:return-to';
export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured';

/** What the sign-in screens say for the error codes the server sends them back with. */
export const SIGN_IN_ERRORS: Record<string, string> = {
  google_not_configured: GOOGLE_NOT_CONFIGURED,
  email_not_verified:
    'Your sign-in provider has not verified this e-mail address. Verify it there, then sign in again.',
  rate_limited: 'Too many sign-in attempts from your network. Wait a minute, then try again.',
};
const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';

function remember(path: string): void {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage may be disabled: the server keeps the path for this flow anyway.
  }
}

/** Where the sign-in started in this tab, if it did: a verification link goes back there. */
export function remembered(): string | null {
  try {
    return sessionStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

/**
 * The sign-in and sign-up screens are the bundled provider's interaction pages. Without an
 * interaction `uid` there is nothing to post to yet, so the screen starts the flow, which
 * comes back here with one; `returnTo` is where the user goes once signed in.
 */
export function useSignInFlow(screen: SignInScreen) {
  const { auth } = useStores();
  const [params] = useSearchParams();
  const location = useLocation();
  const uid = params.get('uid');
  const error = params.get('error');
  const from = (location.state as { from?: string } | null)?.from;
  const returnTo = safeReturnPath(params.get('returnTo') ?? from ?? remembered());
  const mustStart = !uid && !error && !auth.isLoading && !auth.isSignedIn;

  useEffect(() => {
    if (!mustStart) return;
    remember(returnTo);
    if (screen === 'register') auth.signUp(returnTo);
    else auth.signIn(returnTo);
  }, [mustStart, auth, screen, returnTo]);

  return {
    uid,
    returnTo,
    starting: mustStart,
    errorMessage: error ? (SIGN_IN_ERRORS[error] ?? SIGN_IN_FAILED) : '',
    /** Starts the flow again (after an error), keeping where to return. */
    restart: () => {
      remember(returnTo);
      if (screen === 'register') auth.signUp(returnTo);
      else auth.signIn(returnTo);
    },
  };
}
