import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { showPendingToast } from '../../lib/notify';
import { AuthToast } from './auth-toast';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';
import { TestModeBanner } from './test-mode-banner';

/** Test-mode notice, navbar, page, footer; toasts appear at the top right. */
export function Layout() {
  useEffect(() => showPendingToast(), []);
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
      <ScrollRestoration />
    </div>
  );
}
