import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DesktopSession } from '../shared/ipc-channels';
import { desktopIpcHandlers, type DesktopIpcDeps } from './ipc-handlers';
import { SettingsStore } from './settings/settings-store';

const person: DesktopSession = {
  email: 'admin@classroom.test',
  displayName: 'Ada Admin',
  photoURL: '',
};

let dir: string;
let opened: string[];
let signIns: number;
let serverChanges: string[];
let reachable: boolean;

function handlers(overrides: Partial<DesktopIpcDeps> = {}) {
  return desktopIpcHandlers({
    settings: new SettingsStore(join(dir, 'settings.json')),
    session: {
      session: () => null,
      signIn: async () => {
        signIns++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return person;
      },
      signOut: async () => undefined,
    },
    apiRequest: async () => ({ status: 200, headers: {}, body: '' }),
    openExternal: (url) => void opened.push(url),
    onServerChanged: (url) => void serverChanges.push(url),
    probeServer: async () => reachable,
    isOnline: () => reachable,
    uploads: { start: async () => ({ ok: false, status: 0, body: '' }), abort: () => undefined },
    ...overrides,
  });
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'classroom-ipc-'));
  opened = [];
  signIns = 0;
  serverChanges = [];
  reachable = true;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the desktop IPC handlers', () => {
  it('remember a server that answers, as its origin', async () => {
    const ipc = handlers();
    expect(await ipc['settings:set-server']('https://classroom.example.org/some/page')).toEqual({
      ok: true,
      serverUrl: 'https://classroom.example.org',
    });
    expect(await ipc['settings:get-server']()).toEqual({
      serverUrl: 'https://classroom.example.org',
    });
    expect(JSON.parse(await readFile(join(dir, 'settings.json'), 'utf8'))).toEqual({
      serverUrl: 'https://classroom.example.org',
    });
    expect(serverChanges).toEqual(['https://classroom.example.org']);
  });

  it('refuse a server that does not answer, or an address that is not one', async () => {
    reachable = false;
    const ipc = handlers();
    expect(await ipc['settings:set-server']('https://nothing.example.org')).toMatchObject({
      ok: false,
    });
    reachable = true;
    expect(await ipc['settings:set-server']('http://lan-server.example.org')).toMatchObject({
      ok: false,
    });
    expect(await ipc['settings:get-server']()).toEqual({ serverUrl: null });
  });

  it('run one browser sign-in at a time', async () => {
    const ipc = handlers();
    expect(await ipc['auth:sign-in']()).toEqual({
      ok: false,
      message: 'Choose your server first.',
    });
    await ipc['settings:set-server']('https://classroom.example.org');
    const [first, second] = await Promise.all([ipc['auth:sign-in'](), ipc['auth:sign-in']()]);
    expect(first).toEqual({ ok: true, session: person });
    expect(second).toEqual({ ok: true, session: person });
    expect(signIns).toBe(1);
  });

  it('report a failed sign-in as a message', async () => {
    const ipc = handlers({
      session: {
        session: () => null,
        signIn: async () => {
          throw new Error('The sign-in was not finished in time. Please try again.');
        },
        signOut: async () => undefined,
      },
    });
    await ipc['settings:set-server']('https://classroom.example.org');
    expect(await ipc['auth:sign-in']()).toEqual({
      ok: false,
      message: 'The sign-in was not finished in time. Please try again.',
    });
  });

  it('open only pages of the configured website in the browser', async () => {
    const ipc = handlers();
    await ipc['shell:open-website']('/');
    expect(opened).toEqual([]);
    await ipc['settings:set-server']('https://classroom.example.org');
    await ipc['shell:open-website']('/all-courses');
    await ipc['shell:open-website']('//evil.example/phish');
    await ipc['shell:open-website']('javascript:alert(1)');
    expect(opened).toEqual([
      'https://classroom.example.org/all-courses',
      'https://classroom.example.org/',
    ]);
  });
});
