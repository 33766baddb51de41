import type { PageNavigator } from '@classroom/web';
import type { DesktopBridge } from '../shared/ipc-channels';

/**
 * Page-level navigations of the web UI, desktop style: the website's sign-in becomes the
 * browser sign-in of the desktop app, other server pages open in the system browser.
 */
export function createDesktopNavigator(bridge: DesktopBridge, serverUrl: string): PageNavigator {
  const server = new URL(serverUrl);
  return {
    assign(url) {
      const target = new URL(url, server);
      if (target.origin === server.origin && target.pathname === '/auth/login') {
        void bridge.signIn();
      } else if (target.origin === server.origin) {
        void bridge.openWebsite(target.pathname + target.search);
      } else {
        window.open(target.href, '_blank', 'noopener');
      }
    },
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  };
}
