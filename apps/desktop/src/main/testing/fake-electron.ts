import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * A stand-in for the `electron` module in main-process tests (the Electron binary is not
 * needed): it records what the app asks of Electron so tests can check it and drive it.
 */
type Handler = (event: unknown, ...args: unknown[]) => unknown;

let nextContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: Array<{ channel: string; payload: unknown }> = [];
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.windowOpenHandler = handler;
  }
  send(channel: string, payload: unknown) {
    this.sent.push({ channel, payload });
  }
  isDestroyed() {
    return false;
  }
  /** Emits like Electron: returns whether a listener called preventDefault(). */
  navigate(eventName: string, url: string): boolean {
    let prevented = false;
    const event = { url, preventDefault: () => (prevented = true) };
    if (eventName === 'will-frame-navigate') this.emit(eventName, event);
    else this.emit(eventName, event, url);
    return prevented;
  }
}

export const fake = {
  userData: '',
  windows: [] as FakeBrowserWindow[],
  handlers: new Map<string, Handler>(),
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  privilegedSchemes: [] as unknown[],
  app: new EventEmitter(),
  permissionRequest: null as
    null | ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void),
  permissionCheck: null as null | ((...args: unknown[]) => boolean),
  deviceCheck: null as null | ((...args: unknown[]) => boolean),
  openExternal: vi.fn(async (_url: string) => undefined),
  menuTemplate: null as unknown,
  /** Native notifications shown, in order; each can be clicked with emit('click'). */
  notifications: [] as FakeNotification[],
  notificationsSupported: true,
  reset() {
    this.notifications.length = 0;
    this.windows.length = 0;
    this.handlers.clear();
    this.protocolHandlers.clear();
    this.app.removeAllListeners();
    this.openExternal.mockClear();
  },
};

export class FakeBrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents();
  loadedUrl: string | null = null;
  constructor(readonly options: Record<string, unknown>) {
    super();
    fake.windows.push(this);
    fake.app.emit('web-contents-created', {}, this.webContents);
  }
  async loadURL(url: string) {
    this.loadedUrl = url;
  }
  show() {}
  focus() {}
  maximize() {}
  restore() {}
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1280, height: 820 };
  }
}

/** A native notification: shown when asked, clicked by the test with emit('click'). */
export class FakeNotification extends EventEmitter {
  static isSupported() {
    return fake.notificationsSupported;
  }
  constructor(readonly options: { title: string; body: string }) {
    super();
  }
  show() {
    fake.notifications.push(this);
  }
}

const xor = (buffer: Buffer) => Buffer.from(buffer.map((byte) => byte ^ 0x5a));

export const electronModule = {
  app: {
    getPath: () => fake.userData,
    isPackaged: true,
    on: (event: string, listener: (...args: unknown[]) => void) => fake.app.on(event, listener),
    whenReady: async () => undefined,
    requestSingleInstanceLock: () => true,
    enableSandbox: () => undefined,
    quit: () => undefined,
  },
  BrowserWindow: FakeBrowserWindow,
  Menu: {
    buildFromTemplate: (template: unknown) => {
      fake.menuTemplate = template;
      return template;
    },
    setApplicationMenu: () => undefined,
  },
  Notification: FakeNotification,
  protocol: {
    registerSchemesAsPrivileged: (schemes: unknown[]) => fake.privilegedSchemes.push(...schemes),
    handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
      fake.protocolHandlers.set(scheme, handler),
  },
  safeStorage: {
    isEncryptionAvailable: () => true,
    getSelectedStorageBackend: () => 'gnome_libsecret',
    encryptString: (plain: string) => xor(Buffer.from(plain)),
    decryptString: (encrypted: Buffer) => xor(encrypted).toString(),
  },
  screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: typeof fake.permissionRequest) =>
        (fake.permissionRequest = handler),
      setPermissionCheckHandler: (handler: typeof fake.permissionCheck) =>
        (fake.permissionCheck = handler),
      setDevicePermissionHandler: (handler: typeof fake.deviceCheck) =>
        (fake.deviceCheck = handler),
    },
  },
  shell: { openExternal: (url: string) => fake.openExternal(url) },
  ipcMain: {
    handle: (channel: string, handler: Handler) => {
      if (fake.handlers.has(channel)) throw new Error(`Second handler for ${channel}`);
      fake.handlers.set(channel, handler);
    },
    removeHandler: (channel: string) => fake.handlers.delete(channel),
  },
};
