import { join } from 'node:path';
import { app, protocol } from 'electron';
import { APP_SCHEME } from './security/app-origin';
import { startDesktopApp } from './desktop-app';

// The renderer's scheme must be known before the app is ready: a standard, secure origin
// with fetch support, so the web UI runs as it does over https.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

// The same data folder in development and in every package, whatever the package name.
app.setName('GS Classroom');
app.setPath('userData', join(app.getPath('appData'), 'GS Classroom'));

// One window, one instance: a second start focuses the first.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  void app.whenReady().then(startDesktopApp);
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
