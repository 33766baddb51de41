import { mountClassroom } from '@classroom/web';
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { DesktopBridge, DesktopSession } from '../shared/ipc-channels';
import { desktopBridge } from './desktop-bridge';
import { createDesktopFetch } from './desktop-fetch';
import { createDesktopNavigator } from './desktop-navigator';
import { createDesktopUploader } from './desktop-upload';
import { landingFor, type DesktopUserRecord } from './landing-path';
import { OfflineBanner } from './shell/offline-banner';
import { ServerSetupScreen } from './shell/server-setup.screen';
import { SignInScreen } from './shell/sign-in.screen';
import { StudentsNoticeScreen } from './shell/students-notice.screen';
import { UnreachableScreen } from './shell/unreachable.screen';

const SERVER_SETUP_PATH = '/desktop/server';

/**
 * The desktop renderer: the desktop's own first screens (server, sign-in, students' notice),
 * then the website's UI, mounted with the server's address and the main-process transport.
 */
class DesktopRenderer {
  private shell: Root | null = null;
  private unmountApp: (() => void) | null = null;

  constructor(
    private readonly bridge: DesktopBridge,
    private readonly element: HTMLElement,
  ) {}

  async start(): Promise<void> {
    createRoot(document.getElementById('desktop-banner')!).render(
      <OfflineBanner bridge={this.bridge} />,
    );
    this.bridge.on('auth:changed', ({ session }) => void this.route(session));
    this.bridge.on('app:navigate', ({ path }) => this.navigate(path));
    await this.route(await this.bridge.getSession());
  }

  private async route(session: DesktopSession | null): Promise<void> {
    const { serverUrl } = await this.bridge.getServer();
    if (!serverUrl || window.location.pathname === SERVER_SETUP_PATH) {
      this.showServerSetup(serverUrl);
      return;
    }
    // Already open (a renewed token announces the session again): the web UI carries on.
    if (session && this.unmountApp) return;
    const record = session ? await this.userRecord(session.email) : 'unauthorized';
    if (record === 'unauthorized') {
      // Signed out, or the server no longer accepts the token: sign in again.
      this.showShell(
        <SignInScreen
          bridge={this.bridge}
          serverUrl={serverUrl}
          onChangeServer={() => this.showServerSetup(serverUrl)}
        />,
      );
      return;
    }
    if (record === 'unreachable') {
      this.showShell(
        <UnreachableScreen
          serverUrl={serverUrl}
          onRetry={() => void this.bridge.getSession().then((again) => this.route(again))}
          onChangeServer={() => this.showServerSetup(serverUrl)}
        />,
      );
      return;
    }
    const landing = landingFor(record);
    if (landing.kind === 'students-use-the-website') {
      this.showShell(<StudentsNoticeScreen bridge={this.bridge} serverUrl={serverUrl} />);
      return;
    }
    this.openApp(serverUrl, landing.path);
  }

  /** The person's record: null when there is none, or why it could not be read. */
  private async userRecord(
    email: string,
  ): Promise<DesktopUserRecord | null | 'unreachable' | 'unauthorized'> {
    const answer = await this.bridge.apiRequest({
      method: 'GET',
      path: `/api/v1/users/${encodeURIComponent(email)}`,
      headers: { Accept: 'application/json' },
    });
    if (answer.status === 0 || answer.status >= 500) return 'unreachable';
    if (answer.status === 401) return 'unauthorized';
    if (answer.status !== 200) return null;
    try {
      return JSON.parse(answer.body) as DesktopUserRecord;
    } catch {
      return null;
    }
  }

  private showServerSetup(current: string | null): void {
    this.closeApp();
    this.showShell(
      <ServerSetupScreen
        bridge={this.bridge}
        current={current}
        onDone={() => {
          window.history.replaceState(null, '', '/');
          void this.bridge.getSession().then((session) => this.route(session));
        }}
      />,
    );
  }

  private showShell(screen: ReactNode): void {
    this.closeApp();
    this.shell ??= createRoot(this.element);
    this.shell.render(<StrictMode>{screen}</StrictMode>);
  }

  private openApp(serverUrl: string, landingPath: string): void {
    this.shell?.unmount();
    this.shell = null;
    // Open on the dashboard unless the window was already showing a page of the app.
    if (window.location.pathname === '/' || window.location.pathname.startsWith('/desktop/')) {
      window.history.replaceState(null, '', landingPath);
    }
    this.unmountApp = mountClassroom(this.element, {
      baseUrl: serverUrl,
      // The main process adds the bearer token: the page never holds it.
      transport: { kind: 'bearer', getToken: () => null },
      fetch: createDesktopFetch(this.bridge, serverUrl),
      uploadFile: createDesktopUploader(this.bridge),
      navigator: createDesktopNavigator(this.bridge, serverUrl),
    });
  }

  private closeApp(): void {
    this.unmountApp?.();
    this.unmountApp = null;
  }

  /** A notification click or a menu command: show that page. */
  private navigate(path: string): void {
    if (path === SERVER_SETUP_PATH) {
      void this.bridge.getServer().then(({ serverUrl }) => this.showServerSetup(serverUrl));
      return;
    }
    window.history.pushState(null, '', path);
    // The router listens to popstate; this makes it read the new location.
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

void new DesktopRenderer(desktopBridge(), document.getElementById('root')!).start();
