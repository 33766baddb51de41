import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate } from 'react-router';
import { useStores } from '../../../stores/use-stores';

/**
 * On /login or /register while signed in. A guard sends people here, with the page they
 * wanted, when that page needs another account; anyone else simply opened the page again.
 */
export const SignedInNotice = observer(function SignedInNotice() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const sentByGuard = Boolean((useLocation().state as { from?: string } | null)?.from);
  return (
    <section className="form-card">
      <h1>Sign In</h1>
      <p>
        You are signed in as <strong className="break-anywhere">{auth.user?.email}</strong>.{' '}
        {sentByGuard
          ? 'The page you asked for needs another account; sign out to switch.'
          : 'Sign out first to use another account.'}
      </p>
      <div className="form-actions">
        <Link to="/" className="button button--primary">
          Back To Home
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void auth.signOut().then(() => navigate('/login'))}
        >
          Logout
        </button>
      </div>
    </section>
  );
});
