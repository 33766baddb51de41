/** The renderer is served from this custom scheme, never from a remote URL. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'classroom';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The origins the window may show. In development electron-vite serves the renderer from a
 * local dev server; a packaged app only ever knows its own scheme.
 */
export function allowedAppOrigins(devServerUrl?: string): string[] {
  const origins = [APP_ORIGIN];
  if (devServerUrl) origins.push(new URL(devServerUrl).origin);
  return origins;
}

export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    // Custom standard schemes report their origin as "null" in some runtimes: build it by hand.
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

export function isAppUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}

/** Only web pages go to the system browser: no file:, javascript:, custom schemes. */
export function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
