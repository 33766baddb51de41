import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingImage } from '../../ui/loading-image';
import type { AuthStore } from '../../stores/auth.store';
import { useStores } from '../../stores/use-stores';

/** Where a guard sends someone who may not see the page: /login, remembering where they were. */
export function loginRedirect(from: string): string {
  return `/login?returnTo=${encodeURIComponent(from)}`;
}

function makeGuard(allowed: (auth: AuthStore) => boolean, name: string) {
  const Guard = observer(function Guard({ children }: { children: ReactNode }) {
    const { auth } = useStores();
    const location = useLocation();
    if (auth.isLoading) return <LoadingImage label="Checking your access" />;
    if (!allowed(auth)) {
      const from = `${location.pathname}${location.search}`;
      return <Navigate to={loginRedirect(from)} state={{ from }} replace />;
    }
    return <>{children}</>;
  });
  Guard.displayName = name;
  return Guard;
}

export const RequireAuth = makeGuard((auth) => auth.isSignedIn, 'RequireAuth');
export const RequireAdmin = makeGuard((auth) => auth.isSignedIn && auth.isAdmin, 'RequireAdmin');
export const RequireInstructor = makeGuard(
  (auth) => auth.isSignedIn && auth.isInstructor,
  'RequireInstructor',
);
