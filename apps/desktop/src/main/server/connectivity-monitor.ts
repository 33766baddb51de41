/**
 * Watches whether the server answers, for the offline banner: a light GET of the public config
 * at an interval, plus what the API proxy reports on each call. Tells listeners on changes only.
 */
export class ConnectivityMonitor {
  private online = true;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly probe: () => Promise<boolean>,
    private readonly onChange: (online: boolean) => void,
    private readonly intervalMs = 15_000,
  ) {}

  get isOnline(): boolean {
    return this.online;
  }

  report(online: boolean): void {
    if (online === this.online) return;
    this.online = online;
    this.onChange(online);
  }

  async check(): Promise<boolean> {
    const reachable = await this.probe().catch(() => false);
    this.report(reachable);
    return reachable;
  }

  start(): void {
    this.stop();
    void this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref?.();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The probe: the server is reachable when its public config answers. */
export function configProbe(serverUrl: () => string | null, fetchImpl: typeof fetch = fetch) {
  return async (): Promise<boolean> => {
    const base = serverUrl();
    if (!base) return true;
    const response = await fetchImpl(new URL('/api/v1/config', base), {
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok;
  };
}
