import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx serving `root` as static files on 127.0.0.1:`port`, one worker (the
 * product's server is one Node process), sendfile on: the baseline of range serving.
 */
export async function staticNginx(root: string, port: number) {
  const prefix = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  chmodSync(prefix, 0o755);
  const temp = (name: string) => path.join(prefix, name);
  writeFileSync(
    temp('nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  server {
    listen 127.0.0.1:${port};
    root ${root};
    default_type video/mp4;
  }
}
`,
  );
  const child = spawn('nginx', ['-p', prefix, '-c', temp('nginx.conf'), '-e', temp('error.log')], {
    stdio: 'inherit',
  });
  const deadline = Date.now() + 10_000;
  while ((await fetch(`http://127.0.0.1:${port}/`).catch(() => null)) === null) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      return exited;
    },
  };
}
