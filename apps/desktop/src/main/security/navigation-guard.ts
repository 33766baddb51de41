import type { HandlerDetails, WebContents, WindowOpenHandlerResponse } from 'electron';
import { isAppUrl, isExternalWebUrl } from './app-origin';

type OpenExternal = (url: string) => Promise<void> | void;

/**
 * Navigation stays inside the app. A link to anything else opens in the system browser, and only
 * when it is an http(s) page; every other scheme is dropped.
 */
export function createNavigationPolicy(origins: readonly string[], openExternal: OpenExternal) {
  const sendOut = (url: string) => {
    if (isExternalWebUrl(url)) void openExternal(url);
  };
  return {
    /** `will-navigate` / `will-redirect`: true when the navigation may go ahead. */
    allowNavigation(url: string): boolean {
      if (isAppUrl(url, origins)) return true;
      sendOut(url);
      return false;
    },
    /** `setWindowOpenHandler`: the app never opens a second window. */
    windowOpen(details: Pick<HandlerDetails, 'url'>): WindowOpenHandlerResponse {
      sendOut(details.url);
      return { action: 'deny' };
    },
  };
}

/** Wires the policy to a window's contents (and refuses <webview> outright). */
export function guardNavigation(
  contents: WebContents,
  origins: readonly string[],
  openExternal: OpenExternal,
): void {
  const policy = createNavigationPolicy(origins, openExternal);
  const onNavigate = (event: { preventDefault(): void }, url: string) => {
    if (!policy.allowNavigation(url)) event.preventDefault();
  };
  contents.on('will-navigate', onNavigate);
  contents.on('will-redirect', onNavigate);
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url, origins)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(policy.windowOpen);
}
