import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import { CheckInbox } from '../components/check-inbox';
import { GoogleButton } from '../components/google-button';
import { postLogin } from '../api/interaction-api';
import { LoginForm } from '../components/login-form';
import { SignedInNotice } from '../components/signed-in-notice';
import { submitErrors } from '../../../lib/submit-errors';
import { useSignInFlow } from '../components/use-sign-in-flow';
import { verificationLink } from '../model/verification-link';

export const INVALID_CREDENTIALS = 'Invalid Email/Password';

/** Sign In: the bundled provider's login screen. */
const LoginPage = observer(function LoginPage() {
  usePageTitle('Sign In');
  const { api, auth, navigator } = useStores();
  const flow = useSignInFlow('login');
  const [verificationToken, setVerificationToken] = useState(verificationLink.read);
  const [unverified, setUnverified] = useState<string | null>(null);

  if (auth.isLoading || flow.starting) return <LoadingImage label="Opening sign-in" />;
  if (auth.isSignedIn) return <SignedInNotice />;
  if (unverified) return <CheckInbox email={unverified} heading="Confirm your e-mail address" />;

  const onSubmit = async (values: { email: string; password: string }) => {
    if (!flow.uid) {
      flow.restart();
      return undefined;
    }
    try {
      const { redirectTo } = await postLogin(api, flow.uid, {
        ...values,
        ...(verificationToken ? { verificationToken } : {}),
      });
      verificationLink.forget();
      navigator.assign(redirectTo);
      return undefined;
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.code === 'invalid_credentials')) {
        notify.error(INVALID_CREDENTIALS);
        return submitErrors(error, INVALID_CREDENTIALS);
      }
      if (isApiError(error) && error.code === 'email_not_verified') {
        setUnverified(values.email);
        return undefined;
      }
      if (isApiError(error) && error.code === 'invalid_token') {
        verificationLink.forget();
        setVerificationToken(null);
      }
      return submitErrors(error, 'Sign-in failed. Please try again.');
    }
  };

  const registerLink = flow.uid ? `/register?uid=${encodeURIComponent(flow.uid)}` : '/register';
  return (
    <section className="form-card">
      <h1>Sign In</h1>
      {flow.errorMessage && (
        <div className="notice notice--error" role="alert">
          {flow.errorMessage}
        </div>
      )}
      {verificationToken && (
        <div className="notice notice--success" role="status">
          Sign in with your password to confirm your e-mail address.
        </div>
      )}
      {flow.uid ? (
        <>
          <LoginForm onSubmit={onSubmit} />
          <p className="form-alt">
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
        </>
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={flow.restart}
        >
          Sign in with email
        </button>
      )}
      <div className="divider">or</div>
      <GoogleButton label="Sign in with Google" returnTo={flow.returnTo} />
      <p className="form-alt">
        New here?{' '}
        <Link to={registerLink} state={{ from: flow.returnTo }}>
          Sign Up Now
        </Link>
      </p>
    </section>
  );
});

export default LoginPage;
