import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import { CheckInbox } from '../components/check-inbox';
import { GoogleButton } from '../components/google-button';
import { postRegister } from '../api/interaction-api';
import { RegisterForm } from '../components/register-form';
import { SignedInNotice } from '../components/signed-in-notice';
import { submitErrors } from '../../../lib/submit-errors';
import { useSignInFlow } from '../components/use-sign-in-flow';

/** Sign Up: the bundled provider's registration screen. */
const RegisterPage = observer(function RegisterPage() {
  usePageTitle('Sign Up');
  const { api, auth } = useStores();
  const flow = useSignInFlow('register');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (auth.isLoading || flow.starting) return <LoadingImage label="Opening sign-up" />;
  if (auth.isSignedIn) return <SignedInNotice />;
  if (sentTo) return <CheckInbox email={sentTo} heading="Check your inbox" />;

  const onSubmit = async (values: {
    displayName: string;
    photoURL: string;
    email: string;
    password: string;
  }) => {
    if (!flow.uid) {
      flow.restart();
      return undefined;
    }
    try {
      const { email } = await postRegister(api, flow.uid, values);
      setSentTo(email);
      return undefined;
    } catch (error) {
      return submitErrors(error, 'Sign-up failed. Please try again.');
    }
  };

  const loginLink = flow.uid ? `/login?uid=${encodeURIComponent(flow.uid)}` : '/login';
  return (
    <section className="form-card">
      <h1>Sign Up</h1>
      {flow.errorMessage && (
        <div className="notice notice--error" role="alert">
          {flow.errorMessage}
        </div>
      )}
      {flow.uid ? (
        <RegisterForm onSubmit={onSubmit} />
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          onClick={flow.restart}
        >
          Sign up with email
        </button>
      )}
      <div className="divider">or</div>
      <GoogleButton label="Sign up with Google" returnTo={flow.returnTo} />
      <p className="form-alt">
        Already have an account?{' '}
        <Link to={loginLink} state={{ from: flow.returnTo }}>
          Login
        </Link>
      </p>
    </section>
  );
});

export default RegisterPage;
