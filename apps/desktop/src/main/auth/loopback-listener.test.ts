import { describe, expect, it } from 'vitest';
import { SignInRefusedError, SignInTimeoutError, startLoopbackListener } from './loopback-listener';

const waitUntil = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('the loopback listener', () => {
  it('listens on 127.0.0.1 on a random port and accepts the callback with the right state', async () => {
    const listener = await startLoopbackListener({ expectedState: 'state-1', timeoutMs: 10_000 });
    expect(listener.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    const response = await fetch(`${listener.redirectUri}?code=abc&state=state-1`);
    expect(response.status).toBe(200);
    const url = await listener.callback;
    expect(url.searchParams.get('code')).toBe('abc');
    expect(url.origin + url.pathname).toBe(listener.redirectUri);
  });

  it('is used once: the port is closed after the first callback', async () => {
    const listener = await startLoopbackListener({ expectedState: 's', timeoutMs: 10_000 });
    await fetch(`${listener.redirectUri}?code=abc&state=s`);
    await listener.callback;
    expect(await waitUntil(() => listener.closed)).toBe(true);
    await expect(fetch(`${listener.redirectUri}?code=again&state=s`)).rejects.toThrow();
  });

  it('fails the sign-in and closes when the state does not match', async () => {
    const listener = await startLoopbackListener({ expectedState: 'expected', timeoutMs: 10_000 });
    const response = await fetch(`${listener.redirectUri}?code=stolen&state=forged`);
    expect(response.status).toBe(400);
    await expect(listener.callback).rejects.toBeInstanceOf(SignInRefusedError);
    expect(await waitUntil(() => listener.closed)).toBe(true);
  });

  it('fails the sign-in when the provider answers an error', async () => {
    const listener = await startLoopbackListener({ expectedState: 's', timeoutMs: 10_000 });
    await fetch(`${listener.redirectUri}?error=access_denied&error_description=Denied&state=s`);
    await expect(listener.callback).rejects.toThrow('Denied');
  });

  it('ignores other paths: they do not use up the callback', async () => {
    const listener = await startLoopbackListener({ expectedState: 's', timeoutMs: 10_000 });
    expect((await fetch(new URL('/favicon.ico', listener.redirectUri))).status).toBe(404);
    expect((await fetch(`${listener.redirectUri}?code=c&state=s`)).status).toBe(200);
    await expect(listener.callback).resolves.toBeInstanceOf(URL);
  });

  it('gives up and closes after the time-out', async () => {
    const listener = await startLoopbackListener({ expectedState: 's', timeoutMs: 50 });
    await expect(listener.callback).rejects.toBeInstanceOf(SignInTimeoutError);
    expect(await waitUntil(() => listener.closed)).toBe(true);
    await expect(fetch(`${listener.redirectUri}?code=late&state=s`)).rejects.toThrow();
  });

  it('closes when the sign-in is cancelled', async () => {
    const listener = await startLoopbackListener({ expectedState: 's', timeoutMs: 10_000 });
    listener.close();
    await expect(listener.callback).rejects.toThrow('cancelled');
    expect(await waitUntil(() => listener.closed)).toBe(true);
  });
});
