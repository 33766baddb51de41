import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/notify';

/** What the sign-in callback reports in `?auth=`, and the toast each one shows. */
export const AUTH_TOASTS: Record<string, string> = {
  'signed-in': 'Successfully Logged In',
  registered: 'Successfully Registered',
};

// The history entry already toasted: the effect may run again before the URL is tidied.
let handledKey: string | null = null;

/** After the identity callback the server sends the user back with `?auth=...`: toast, then tidy the URL. */
export function AuthToast() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const outcome = params.get('auth');
    if (!outcome) return;
    const title = AUTH_TOASTS[outcome];
    if (title && handledKey !== location.key) notify.success(title);
    handledKey = location.key;
    params.delete('auth');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      {
        replace: true,
      },
    );
  }, [location, navigate]);
  return null;
}
