import { BRIDGE_KEY, type DesktopBridge } from '../shared/ipc-channels';

declare global {
  interface Window {
    [BRIDGE_KEY]?: DesktopBridge;
  }
}

/** The preload's bridge (or, in browser tests, an object with the same contract). */
export function desktopBridge(): DesktopBridge {
  const bridge = window[BRIDGE_KEY];
  if (!bridge) throw new Error('GS Classroom Desktop must be started from the desktop app.');
  return bridge;
}
