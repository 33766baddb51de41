import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClassroomApp, createRouter, type RouterKind } from './app/classroom-app';
import { RootStore } from './stores/root.store';
import { createApiClient, type AuthTransport } from './lib/api-client';
import type { PageNavigator } from './lib/browser';
import type { FileUploader } from './lib/file-uploader';

export interface MountOptions {
  /** '' for the website (same origin); the server's origin for the desktop app. */
  baseUrl: string;
  transport: AuthTransport;
  /** 'hash' where the page is not served over http (the desktop app's file:// pages). */
  router?: RouterKind;
  navigator?: PageNavigator;
  /** How API calls reach the server; the desktop app passes them to its main process. */
  fetch?: typeof fetch;
  /** How files are uploaded; the desktop app's main process does it (in the background). */
  uploadFile?: FileUploader;
}

/** Renders the UI into `element` and returns a function that unmounts it. */
export function mountClassroom(element: HTMLElement, options: MountOptions): () => void {
  const api = createApiClient({
    baseUrl: options.baseUrl,
    transport: options.transport,
    fetch: options.fetch,
    uploadFile: options.uploadFile,
  });
  const root = new RootStore({ api, navigator: options.navigator });
  const router = createRouter(options.router);
  const reactRoot = createRoot(element);
  reactRoot.render(
    <StrictMode>
      <ClassroomApp root={root} router={router} />
    </StrictMode>,
  );
  return () => reactRoot.unmount();
}
