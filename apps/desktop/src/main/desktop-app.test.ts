import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { InvokeChannel } from '../shared/ipc-channels';
import { fileChannels, invokeChannels } from '../shared/ipc-channels';
import { fake, type FakeBrowserWindow } from './testing/fake-electron';

vi.mock('electron', async () => (await import('./testing/fake-electron')).electronModule);

const { startDesktopApp } = await import('./desktop-app');

let window: FakeBrowserWindow;

beforeAll(async () => {
  fake.reset();
  fake.userData = await mkdtemp(join(tmpdir(), 'classroom-desktop-'));
  await startDesktopApp();
  window = fake.windows[0]!;
});

afterAll(async () => {
  fake.app.emit('before-quit');
  await rm(fake.userData, { recursive: true, force: true });
});

const appEvent = (url: string, overrides: Record<string, unknown> = {}) => ({
  senderFrame: { url, parent: null },
  sender: { id: window.webContents.id },
  ...overrides,
});

describe('the main window', () => {
  it('is the only window, and follows the security checklist', () => {
    expect(fake.windows).toHaveLength(1);
    const prefs = window.options.webPreferences as Record<string, unknown>;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
    });
    expect(String(prefs.preload)).toMatch(/preload[/\\]index\.cjs$/);
  });

  it('loads the renderer from the app scheme, never a remote URL', () => {
    expect(window.loadedUrl).toBe('app://classroom/');
    expect(fake.protocolHandlers.has('app')).toBe(true);
  });

  it('refuses every permission request and check', () => {
    const answers: boolean[] = [];
    for (const permission of [
      'notifications',
      'media',
      'geolocation',
      'clipboard-read',
      'openExternal',
    ]) {
      fake.permissionRequest!(window.webContents, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false, false]);
    expect(fake.permissionCheck!(window.webContents, 'media', 'app://classroom')).toBe(false);
    expect(fake.deviceCheck!({ deviceType: 'usb' })).toBe(false);
  });

  it('has an application menu with the standard roles', () => {
    const roles = JSON.stringify(fake.menuTemplate);
    for (const role of ['editMenu', 'viewMenu', 'windowMenu']) expect(roles).toContain(role);
  });
});

describe('IPC', () => {
  const channels = [
    ...Object.values(invokeChannels),
    ...Object.values(fileChannels),
  ] as InvokeChannel[];

  it('registers a handler for every channel of the bridge, and nothing else', () => {
    expect([...fake.handlers.keys()].sort()).toEqual([...channels].sort());
  });

  const foreignSenders = {
    'another origin': () => appEvent('https://evil.example/'),
    'a file page': () => appEvent('file:///tmp/index.html'),
    'a sub-frame of the app': () => ({
      ...appEvent('app://classroom/'),
      senderFrame: { url: 'app://classroom/', parent: {} },
    }),
    'another window': () => ({
      ...appEvent('app://classroom/'),
      sender: { id: window.webContents.id + 1000 },
    }),
    'a destroyed frame': () => ({ ...appEvent('app://classroom/'), senderFrame: null }),
    'the server itself': () => appEvent('http://127.0.0.1:3000/'),
  };

  for (const [name, event] of Object.entries(foreignSenders)) {
    it(`refuses a call from ${name} on every channel`, async () => {
      for (const channel of channels) {
        const handler = fake.handlers.get(channel)!;
        await expect(
          (async () => handler(event(), 'https://127.0.0.1:9/'))(),
          channel,
        ).rejects.toThrow(/refused/);
      }
    });
  }

  it('answers the app page itself', async () => {
    const handler = fake.handlers.get('settings:get-server')!;
    await expect(handler(appEvent('app://classroom/admin-dashboard/profile'))).resolves.toEqual({
      serverUrl: null,
    });
    expect(await fake.handlers.get('auth:get-session')!(appEvent('app://classroom/'))).toBeNull();
  });
});

describe('navigation', () => {
  it('stays in the app and sends web links to the system browser', () => {
    const contents = window.webContents;
    expect(contents.navigate('will-navigate', 'app://classroom/teacher-dashboard/add')).toBe(false);
    expect(contents.navigate('will-navigate', 'https://evil.example/phish')).toBe(true);
    expect(fake.openExternal).toHaveBeenLastCalledWith('https://evil.example/phish');
    expect(contents.navigate('will-redirect', 'http://other.example/')).toBe(true);
    expect(contents.navigate('will-frame-navigate', 'https://evil.example/frame')).toBe(true);
  });

  it('never hands other schemes to the operating system', () => {
    fake.openExternal.mockClear();
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'app://other/',
    ]) {
      expect(window.webContents.navigate('will-navigate', url)).toBe(true);
      expect(window.webContents.windowOpenHandler!({ url })).toEqual({ action: 'deny' });
    }
    expect(fake.openExternal).not.toHaveBeenCalled();
  });

  it('opens no new window; http(s) links open in the browser instead', () => {
    fake.openExternal.mockClear();
    expect(window.webContents.windowOpenHandler!({ url: 'https://example.org/' })).toEqual({
      action: 'deny',
    });
    expect(window.webContents.windowOpenHandler!({ url: 'app://classroom/popup' })).toEqual({
      action: 'deny',
    });
    expect(fake.openExternal).toHaveBeenCalledTimes(1);
    expect(fake.openExternal).toHaveBeenCalledWith('https://example.org/');
  });

  it('refuses <webview> tags', () => {
    let prevented = false;
    window.webContents.emit('will-attach-webview', { preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });
});
