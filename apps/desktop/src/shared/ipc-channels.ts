/**
 * Every IPC channel between the renderer and the main process, typed once. The main process
 * registers handlers with `registerIpcHandlers` (ipc-register.ts), the preload exposes them with
 * `exposeDesktopBridge` (ipc-expose.ts); nothing else touches ipcMain or ipcRenderer.
 */

/** The signed-in desktop user, as far as the desktop shell knows it. */
export interface DesktopSession {
  email: string;
  displayName: string;
  photoURL: string;
}

export interface ServerSettings {
  /** The server's origin, e.g. `https://classroom.example.org`; null before the first start. */
  serverUrl: string | null;
}

export type SetServerResult = { ok: true; serverUrl: string } | { ok: false; message: string };

export type SignInResult = { ok: true; session: DesktopSession } | { ok: false; message: string };

/** An API call proxied by the main process, which adds the bearer token. */
export interface ApiRequest {
  method: string;
  /** A path on the configured server, starting with `/`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type UploadKind = 'image' | 'video' | 'file';

/**
 * A file from the computer to upload, named by its path on disk. Only the preload builds one,
 * from a File the person chose or dropped: the page itself cannot name a path.
 */
export interface UploadRequest {
  /** Chosen by the page, to match its progress events. */
  uploadId: string;
  path: string;
  kind: UploadKind;
}

/** The new file's id, or the server's refusal as the API answers it (status 0: unreachable). */
export type UploadResult =
  { ok: true; assetId: string } | { ok: false; status: number; body: string };

/** Request/response channels: `ipcRenderer.invoke` on one side, `ipcMain.handle` on the other. */
export interface InvokeChannels {
  'settings:get-server': { args: []; result: ServerSettings };
  'settings:set-server': { args: [serverUrl: string]; result: SetServerResult };
  'auth:get-session': { args: []; result: DesktopSession | null };
  'auth:sign-in': { args: []; result: SignInResult };
  'auth:sign-out': { args: []; result: void };
  'api:request': { args: [request: ApiRequest]; result: ApiResponse };
  'shell:open-website': { args: [path: string]; result: void };
  'connectivity:get': { args: []; result: { online: boolean } };
  'upload:start': { args: [request: UploadRequest]; result: UploadResult };
  'upload:abort': { args: [uploadId: string]; result: void };
}

/** Events the main process sends to the window. */
export interface EventChannels {
  'connectivity:changed': { online: boolean };
  'auth:changed': { session: DesktopSession | null };
  'app:navigate': { path: string };
  'upload:progress': { uploadId: string; percent: number };
}

export type InvokeChannel = keyof InvokeChannels;
export type EventChannel = keyof EventChannels;

export type InvokeArgs<C extends InvokeChannel> = InvokeChannels[C]['args'];
export type InvokeResult<C extends InvokeChannel> = InvokeChannels[C]['result'];

/** The list the preload walks to build the bridge: one entry per invoke channel. */
export const invokeChannels = {
  getServer: 'settings:get-server',
  setServer: 'settings:set-server',
  getSession: 'auth:get-session',
  signIn: 'auth:sign-in',
  signOut: 'auth:sign-out',
  apiRequest: 'api:request',
  openWebsite: 'shell:open-website',
  getConnectivity: 'connectivity:get',
  abortUpload: 'upload:abort',
} as const satisfies Record<string, InvokeChannel>;

/**
 * Channels the preload calls itself, turning what the page hands it into what the main
 * process takes (a File into its path on disk): the page never names their arguments.
 */
export const fileChannels = {
  uploadFile: 'upload:start',
} as const satisfies Record<string, InvokeChannel>;

export const eventChannels = [
  'connectivity:changed',
  'auth:changed',
  'app:navigate',
  'upload:progress',
] as const satisfies readonly EventChannel[];

type BridgeMethods = {
  [K in keyof typeof invokeChannels]: (
    ...args: InvokeArgs<(typeof invokeChannels)[K]>
  ) => Promise<InvokeResult<(typeof invokeChannels)[K]>>;
};

/** What the preload puts on `window.classroomDesktop`: nothing but these calls. */
export interface DesktopBridge extends BridgeMethods {
  /**
   * Uploads a file the person chose or dropped, from the main process: it goes on while the
   * page changes, with its progress on the taskbar. Progress comes as `upload:progress`.
   */
  uploadFile(file: File, options: { uploadId: string; kind: UploadKind }): Promise<UploadResult>;
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (payload: EventChannels[E]) => void): () => void;
}

export const BRIDGE_KEY = 'classroomDesktop';
