import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer, globalAgent, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The TLS proxy a school runs in front of the server, on `localhost:port`, with a certificate
 * made for the test by Debian's openssl and trusted by this process's HTTPS agent: a did:web
 * resolver then fetches the DID document over HTTPS, as it would from a real school.
 */
export async function startTlsFront(port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tls-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  const certificate = readFileSync(cert);
  globalAgent.options.ca = certificate;
  let target = '';
  const server: Server = createServer({ key: readFileSync(key), cert: certificate }, (req, res) => {
    const upstream = httpRequest(
      `${target}${req.url}`,
      {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': '127.0.0.1' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    /** The server the proxy forwards to (it may be restarted behind the proxy). */
    forwardTo(url: string) {
      target = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
