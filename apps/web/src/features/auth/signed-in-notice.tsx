import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router';
import { useStores } from '../../app/stores/use-stores';

/** On /login while signed in: the page asked for needs another account (or we came back here). */
export const SignedInNotice = observer(function SignedInNotice() {
  const { auth } = useStores();
  const navigate = useNavigate();
  return (
    <section className="form-card">
      <h1>Sign In</h1>
      <p>
        You are signed in as <strong>{auth.user?.email}</strong>. The page you asked for needs
        another account; sign out to switch.
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
