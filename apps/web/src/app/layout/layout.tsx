import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { showPendingToast } from '../../lib/notify';
import { useStores } from '../../stores/use-stores';
import { AuthToast } from './auth-toast';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { ShellLayout } from './shell-layout';
import { TestModeBanner } from './test-mode-banner';

/** Test-mode notice, navbar, page, footer; toasts appear at the top right. */
export const Layout = observer(function Layout() {
  const { auth, config } = useStores();
  useEffect(() => showPendingToast(), []);
  // Shown whole once the session and the server's settings are known (see ShellLayout).
  if (auth.isLoading || !config.isLoaded) return <ShellLayout />;
  return (
    <div className="page-shell" id="top">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AuthToast />
      <TestModeBanner />
      <Navbar />
      <main id="main" className="page-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollToTop />
    </div>
  );
});
