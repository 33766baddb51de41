import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian puts nginx, for a PATH without the sbin folders. */
const CANDIDATES = ['nginx', '/usr/sbin/nginx'];

/** The nginx binary, or null. Under CI=true its absence is a failure, not a skip. */
export function findNginx(): string | null {
  const found = CANDIDATES.find((command) => spawnSync(command, ['-v']).status === 0) ?? null;
  if (!found && process.env.CI === 'true') throw new Error('nginx is required under CI=true');
  if (!found) console.warn('nginx is not installed: skipping the scale-out test');
  return found;
}

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
  /** Its error log, for a failing test's message. */
  errors(): string;
}

/**
 * nginx on 127.0.0.1:`port` in front of `upstreams` (host:port), round robin, as a school
 * would run it: its own prefix, configuration, pid and logs in a temporary folder, in the
 * foreground. Each answer names the replica that gave it in `X-Upstream`.
 */
export async function startNginx(
  binary: string,
  port: number,
  upstreams: string[],
): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'classroom-nginx-'));
  // Run as root, nginx's workers switch to an unprivileged user, which must reach the folder.
  chmodSync(prefix, 0o755);
  writeFileSync(path.join(prefix, 'nginx.conf'), configuration(prefix, port, upstreams));
  const errorLog = path.join(prefix, 'error.log');
  let output = '';
  const errors = () => output + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '');
  const child = spawn(
    binary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await listening(port, child, errors);
  return {
    url: `http://127.0.0.1:${port}`,
    errors,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT'); // nginx's graceful stop.
      await exited;
    },
  };
}

function configuration(prefix: string, port: number, upstreams: string[]): string {
  const temp = (name: string) => path.join(prefix, name);
  return `
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${temp('access.log')};
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream classroom {
${upstreams.map((upstream) => `    server ${upstream} max_fails=3 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://classroom;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request that failed on one replica is not sent again to the other.
      proxy_next_upstream off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Resolves once the port takes connections; fails if nginx exits first or after 10 s. */
async function listening(port: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output()}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
