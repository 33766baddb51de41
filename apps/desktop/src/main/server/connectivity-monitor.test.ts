import { describe, expect, it } from 'vitest';
import { configProbe, ConnectivityMonitor } from './connectivity-monitor';

describe('the connectivity monitor', () => {
  it('tells the window when the server goes away and when it is back, once each', async () => {
    let reachable = true;
    const changes: boolean[] = [];
    const monitor = new ConnectivityMonitor(
      async () => reachable,
      (online) => changes.push(online),
    );
    await monitor.check();
    reachable = false;
    await monitor.check();
    await monitor.check();
    monitor.report(false);
    reachable = true;
    await monitor.check();
    expect(changes).toEqual([false, true]);
  });

  it('counts a probe that fails or answers an error as offline', async () => {
    const changes: boolean[] = [];
    const failing = new ConnectivityMonitor(
      async () => {
        throw new TypeError('fetch failed');
      },
      (online) => changes.push(online),
    );
    await failing.check();
    const probe = configProbe(
      () => 'https://classroom.example.org',
      (async () => new Response('', { status: 502 })) as unknown as typeof fetch,
    );
    expect(await probe()).toBe(false);
    expect(changes).toEqual([false]);
  });
});
