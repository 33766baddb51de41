import { join } from 'node:path';

/** Where the app keeps its files, all under Electron's per-user data folder. */
export function desktopPaths(userData: string) {
  return {
    settings: join(userData, 'settings.json'),
    session: join(userData, 'session.bin'),
    windowState: join(userData, 'window-state.json'),
  };
}
