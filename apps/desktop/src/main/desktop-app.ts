import { join } from 'node:path';
import {
  app,
  BrowserWindow,
  Menu,
  protocol,
  safeStorage,
  screen,
  session as electronSession,
  shell,
} from 'electron';
import { registerIpcHandlers, sendDesktopEvent } from '../shared/ipc-register';
import type { EventChannel, EventChannels } from '../shared/ipc-channels';
import { createApiProxy } from './api/api-proxy';
import { DesktopSessionManager } from './auth/desktop-session';
import { createIssuerTokenSource } from './auth/issuer-token-source';
import { TokenStore, type Encryptor } from './auth/token-store';
import { desktopIpcHandlers } from './ipc-handlers';
import { applicationMenuTemplate } from './native/application-menu';
import { startNotificationFeed } from './native/notification-feed';
import { showNotice } from './native/show-notice';
import { DesktopUploads } from './uploads/desktop-uploads';
import { desktopPaths } from './paths';
import { createRendererFileHandler, serverImageSource } from './protocol/renderer-files';
import { allowedAppOrigins, APP_ORIGIN, APP_SCHEME, isExternalWebUrl } from './security/app-origin';
import { contentSecurityPolicy } from './security/content-security-policy';
import { guardNavigation } from './security/navigation-guard';
import { denyAllPermissions } from './security/permissions';
import { createSenderCheck } from './security/sender-check';
import { ConnectivityMonitor, configProbe } from './server/connectivity-monitor';
import { SettingsStore } from './settings/settings-store';
import { mainWindowOptions } from './window/window-options';
import { readWindowState } from './window/window-state';
import { rememberWindowState } from './window/remember-window-state';

const openExternal = (url: string) => {
  if (isExternalWebUrl(url)) return shell.openExternal(url);
};

/** safeStorage, except Linux's fallback that encrypts with a fixed key: that counts as none. */
const osEncryptor: Encryptor = {
  isEncryptionAvailable: () =>
    safeStorage.isEncryptionAvailable() &&
    (process.platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text'),
  encryptString: (plain) => safeStorage.encryptString(plain),
  decryptString: (encrypted) => safeStorage.decryptString(encrypted),
};

/** Wires the main process once Electron is ready. */
export async function startDesktopApp(): Promise<void> {
  const paths = desktopPaths(app.getPath('userData'));
  const devServerUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined;
  const origins = allowedAppOrigins(devServerUrl);
  const here = import.meta.dirname;

  const settings = new SettingsStore(paths.settings);
  let serverUrl = (await settings.read()).serverUrl;
  const sessions = new DesktopSessionManager(
    new TokenStore(paths.session, osEncryptor),
    createIssuerTokenSource({ openBrowser: openExternal }),
  );

  let window: BrowserWindow | null = null;
  const send = <E extends EventChannel>(event: E, payload: EventChannels[E]) => {
    if (window) sendDesktopEvent(window.webContents, event, payload);
  };

  // Security first: no permission for any page, navigation locked to the app everywhere.
  denyAllPermissions(electronSession.defaultSession);
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, origins, openExternal),
  );
  protocol.handle(
    APP_SCHEME,
    createRendererFileHandler(
      join(here, '../renderer'),
      () => contentSecurityPolicy(serverUrl ? new URL(serverUrl).origin : null),
      serverImageSource(() => serverUrl),
    ),
  );

  const connectivity = new ConnectivityMonitor(
    configProbe(() => serverUrl),
    (online) => send('connectivity:changed', { online }),
  );
  const apiRequest = createApiProxy({
    serverUrl: () => serverUrl,
    accessToken: async () => sessions.accessToken(),
    onReachability: (reachable) => connectivity.report(reachable),
  });
  const reviews = startNotificationFeed({
    apiRequest,
    session: () => sessions.session(),
    notify: (notice) =>
      showNotice(notice, (path) => {
        window?.show();
        window?.focus();
        send('app:navigate', { path });
      }),
  });
  const uploads = new DesktopUploads({
    serverUrl: () => serverUrl,
    accessToken: async () => sessions.accessToken(),
    apiRequest,
    onProgress: (uploadId, percent) => send('upload:progress', { uploadId, percent }),
    // The taskbar (Windows, Linux) or dock (macOS) shows how far the uploads are.
    onOverallProgress: (fraction) => window?.setProgressBar(fraction ?? -1),
    notify: (notice) =>
      showNotice(notice, (path) => {
        window?.show();
        window?.focus();
        send('app:navigate', { path });
      }),
  });
  let watchedEmail: string | null = null;
  sessions.onChange((session) => {
    send('auth:changed', { session });
    // A renewed token is the same person: keep what the watcher has already seen.
    if ((session?.email ?? null) !== watchedEmail) {
      watchedEmail = session?.email ?? null;
      reviews.restart();
    }
  });
  await sessions.restore(serverUrl).catch(() => null);

  registerIpcHandlers(
    desktopIpcHandlers({
      settings,
      session: {
        session: () => sessions.session(),
        signIn: (url) => sessions.signIn(url),
        signOut: (options) => sessions.signOut(options),
      },
      apiRequest,
      openExternal,
      probeServer: async (url) => configProbe(() => url)(),
      isOnline: () => connectivity.isOnline,
      uploads,
      onServerChanged: async (url) => {
        serverUrl = url;
        await sessions.signOut();
        connectivity.start();
      },
    }),
    createSenderCheck(origins, (id) => window !== null && window.webContents.id === id),
  );

  const windowState = await readWindowState(
    paths.windowState,
    screen.getAllDisplays().map((display) => display.workArea),
  );
  window = new BrowserWindow(mainWindowOptions(join(here, '../preload/index.cjs'), windowState));
  if (windowState.maximized) window.maximize();
  rememberWindowState(window, paths.windowState);
  window.once('ready-to-show', () => window?.show());
  window.on('closed', () => {
    window = null;
  });

  const changeServer = () => send('app:navigate', { path: '/desktop/server' });
  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      applicationMenuTemplate(process.platform, {
        changeServer,
        signOut: () => void sessions.signOut({ endBrowserSession: true }),
        openWebsite: () => {
          if (serverUrl) void openExternal(serverUrl);
        },
      }),
    ),
  );

  app.on('second-instance', () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('before-quit', () => {
    connectivity.stop();
    reviews.stop();
  });

  connectivity.start();
  await window.loadURL(devServerUrl ?? `${APP_ORIGIN}/`);
}
