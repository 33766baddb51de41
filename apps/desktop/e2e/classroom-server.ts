import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../../..');

export interface ClassroomServer {
  url: string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * A free local port. The server must know its public URL (the issuer of its bundled provider)
 * before it starts, so it cannot take port 0 itself: the system picks the port here.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

/** The real product server (API, bundled provider, demo data) on SQLite in a temporary folder. */
export async function startClassroomServer(): Promise<ClassroomServer> {
  const dir = await mkdtemp(join(tmpdir(), 'classroom-desktop-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: `sqlite:${join(dir, 'classroom.sqlite')}`,
        VAR_DIR: dir,
        NODE_ENV: 'test',
        SEED_DEMO: 'true',
        // The demo admin is an admin from the configuration too, with or without demo records.
        ADMIN_EMAILS: 'admin@classroom.test',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'desktop-e2e-session-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/v1/config`)).ok) return { url, log: () => output, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
}
