import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface DesktopSettings {
  serverUrl: string | null;
}

/** The settings file under the user-data folder: for now only the server's address. */
export class SettingsStore {
  private cached: DesktopSettings | null = null;

  constructor(private readonly file: string) {}

  async read(): Promise<DesktopSettings> {
    if (this.cached) return this.cached;
    try {
      const raw = JSON.parse(await readFile(this.file, 'utf8')) as Partial<DesktopSettings>;
      const serverUrl =
        typeof raw.serverUrl === 'string' ? normaliseServerUrl(raw.serverUrl) : null;
      this.cached = { serverUrl: serverUrl && 'url' in serverUrl ? serverUrl.url : null };
    } catch {
      this.cached = { serverUrl: null };
    }
    return this.cached;
  }

  async write(settings: DesktopSettings): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(settings, null, 2), { mode: 0o600 });
    this.cached = settings;
  }
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The server's origin from what the user typed. https anywhere; plain http only on this machine,
 * because the bearer token travels with every call.
 */
export function normaliseServerUrl(input: string): { url: string } | { error: string } {
  const text = input.trim();
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return {
      error: 'Enter the address of your GS Classroom server, e.g. https://classroom.example.org',
    };
  }
  if (parsed.username || parsed.password)
    return { error: 'The address must not contain a user name or password.' };
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
    return { error: 'Use an https:// address (plain http is only accepted for this computer).' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return { error: 'The address must start with https://' };
  }
  return { url: parsed.origin };
}
