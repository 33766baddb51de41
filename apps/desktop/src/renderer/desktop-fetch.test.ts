import { describe, expect, it } from 'vitest';
import type { ApiRequest, ApiResponse, DesktopBridge } from '../shared/ipc-channels';
import { createDesktopFetch } from './desktop-fetch';
import { landingFor } from './landing-path';

const SERVER = 'http://127.0.0.1:3000';

function fakeBridge(
  answer: ApiResponse = {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: '{"ok":true}',
  },
) {
  const requests: ApiRequest[] = [];
  let signedOut = false;
  const bridge = {
    apiRequest: async (request: ApiRequest) => {
      requests.push(request);
      return answer;
    },
    getSession: async () => ({
      email: 'admin@classroom.test',
      displayName: 'Ada Admin',
      photoURL: '',
    }),
    signOut: async () => {
      signedOut = true;
    },
  } as unknown as DesktopBridge;
  return { bridge, requests, signedOut: () => signedOut };
}

describe('the desktop fetch', () => {
  it('passes API calls to the main process and rebuilds the answer', async () => {
    const { bridge, requests } = fakeBridge();
    const desktopFetch = createDesktopFetch(bridge, SERVER);
    const response = await desktopFetch(`${SERVER}/api/v1/instructor/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ courseName: 'X' }),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/instructor/add',
      body: '{"courseName":"X"}',
    });
    expect(requests[0]!.headers['content-type']).toBe('application/json');
  });

  it('answers the session from the desktop sign-in and signs out through the bridge', async () => {
    const { bridge, requests, signedOut } = fakeBridge();
    const desktopFetch = createDesktopFetch(bridge, SERVER);
    expect(await (await desktopFetch(`${SERVER}/auth/session`)).json()).toEqual({
      user: { email: 'admin@classroom.test', displayName: 'Ada Admin', photoURL: '' },
    });
    expect(await (await desktopFetch(`${SERVER}/auth/logout`, { method: 'POST' })).json()).toEqual({
      endSessionUrl: null,
    });
    expect(signedOut()).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('fails like fetch when the server is unreachable, and refuses other hosts', async () => {
    const desktopFetch = createDesktopFetch(
      fakeBridge({ status: 0, headers: {}, body: '' }).bridge,
      SERVER,
    );
    await expect(desktopFetch(`${SERVER}/api/v1/config`)).rejects.toBeInstanceOf(TypeError);
    await expect(desktopFetch('https://evil.example/api/v1/config')).rejects.toThrow(
      /not the server/,
    );
  });
});

describe('the landing page', () => {
  it('is the admin dashboard for admins and the instructor dashboard for approved instructors', () => {
    expect(landingFor({ role: 'admin', status: '' })).toEqual({
      kind: 'dashboard',
      path: '/admin-dashboard/overview',
    });
    expect(landingFor({ role: 'user', status: 'approved' })).toEqual({
      kind: 'dashboard',
      path: '/teacher-dashboard/profile',
    });
  });

  it('sends students and applicants to the website', () => {
    expect(landingFor({ role: 'user', status: '' })).toEqual({ kind: 'students-use-the-website' });
    expect(landingFor({ role: 'user', status: 'applied' })).toEqual({
      kind: 'students-use-the-website',
    });
    expect(landingFor(null)).toEqual({ kind: 'students-use-the-website' });
  });
});
