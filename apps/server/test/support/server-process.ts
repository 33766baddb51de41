import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];

export interface ServerProcess {
  /** host:port, as a proxy names it. */
  address: string;
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * The server as `npm start` runs it, in a process of its own on 127.0.0.1:`port`, with `env`
 * over this process's environment; resolves once /readyz answers 200 (30 s at most).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, SERVER, {
    cwd: root,
    // A process group of its own: tsx's CLI leaves the server in a child process.
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running: ServerProcess = {
    address: `127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.slice(-2000)}`);
    const ready = await fetch(`http://${running.address}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) return running;
    if (Date.now() > deadline) {
      await running.stop();
      throw new Error(`server not ready in 30 s: ${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
