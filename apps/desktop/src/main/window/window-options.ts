import type { BrowserWindowConstructorOptions } from 'electron';
import type { WindowState } from './window-state';

/** Electron's security checklist, applied to the one window the app opens. */
export function mainWindowOptions(
  preloadPath: string,
  state: WindowState,
): BrowserWindowConstructorOptions {
  return {
    x: state.x,
    y: state.y,
    width: state.width,
    height: state.height,
    minWidth: 900,
    minHeight: 600,
    show: false,
    title: 'GS Classroom',
    backgroundColor: '#ffffff',
    autoHideMenuBar: false,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: true,
      devTools: true,
    },
  };
}
