// The UI as a library: the website's entry (main.tsx) and the desktop renderer both mount it.
// Each brings the global styles itself: the website's page paints with them before the app runs.
import './styles/global.css';
export { mountClassroom, type MountOptions } from './mount';
export { ApiClient, createApiClient, type AuthTransport } from './lib/api-client';
export { ApiError } from './lib/api-error';
export { RootStore } from './stores/root.store';
export type { PageNavigator } from './lib/browser';
export type { FileUploader, UploadHandle, UploadKind } from './lib/file-uploader';
export { apiErrorFrom } from './lib/api-error';
