import type { BrowserWindow } from 'electron';
import { writeWindowState, type WindowState } from './window-state';

/** Saves the window's normal bounds and maximised flag when they change (debounced) and on close. */
export function rememberWindowState(window: BrowserWindow, file: string): void {
  let timer: NodeJS.Timeout | undefined;
  const save = () => {
    if (window.isDestroyed()) return;
    const bounds = window.getNormalBounds();
    const state: WindowState = { ...bounds, maximized: window.isMaximized() };
    void writeWindowState(file, state).catch(() => undefined);
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  window.on('resize', later);
  window.on('move', later);
  window.on('maximize', save);
  window.on('unmaximize', save);
  window.on('close', () => {
    clearTimeout(timer);
    save();
  });
}
