import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';

/** An answer's headers and raw bytes, not decoded (supertest would gunzip them). */
export async function fetchRaw(
  handler: ReturnType<Koa['callback']>,
  acceptEncoding: string,
  path = '/list',
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      httpGet(
        { port, host: '127.0.0.1', path, headers: { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      ).on('error', reject);
    });
  } finally {
    listening.close();
  }
}
