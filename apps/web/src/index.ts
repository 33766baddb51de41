// The UI as a library: the website's entry (main.tsx) and the desktop renderer both mount it.
export { mountClassroom, type MountOptions } from './mount';
export { ApiClient, createApiClient, type AuthTransport } from './lib/api-client';
export { ApiError } from './lib/api-error';
export { RootStore } from './stores/root-store';
export type { PageNavigator } from './lib/browser';
