import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStores } from '../../../stores/use-stores';
import { usePageTitle } from '../../../lib/page-title';
import { LoadingImage } from '../../../ui/loading-image';
import { remembered } from '../components/use-sign-in-flow';
import { verificationLink } from '../model/verification-link';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The link from the verification e-mail. It proves nothing alone: the person signs in with
 * it, so only someone who also knows the password can confirm the address.
 */
const VerifyEmailPage = observer(function VerifyEmailPage() {
  usePageTitle('Confirm your e-mail address');
  const { auth } = useStores();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const usable = TOKEN.test(token);

  useEffect(() => {
    if (!usable || auth.isLoading || auth.isSignedIn) return;
    verificationLink.keep(token);
    auth.signIn(remembered() ?? '/');
  }, [usable, token, auth, auth.isLoading, auth.isSignedIn]);

  if (usable && !auth.isSignedIn) return <LoadingImage label="Opening sign-in" />;
  return (
    <section className="form-card">
      <h1>Confirm your e-mail address</h1>
      {auth.isSignedIn ? (
        <p>
          You are signed in as <strong className="break-anywhere">{auth.user?.email}</strong>; that
          address is confirmed. Sign out first to confirm another one.
        </p>
      ) : (
        <div className="notice notice--error" role="alert">
          This link is incomplete. Open the newest link from the e-mail we sent you, or ask for a
          new one by signing in.
        </div>
      )}
      <div className="form-actions">
        <Link to="/" className="button button--primary">
          Back To Home
        </Link>
      </div>
    </section>
  );
});

export default VerifyEmailPage;
