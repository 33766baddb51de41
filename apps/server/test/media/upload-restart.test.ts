import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { startTestServer } from '../support/test-server';
import { settled } from './media-api';
import { tusUpload } from './tus-client';

const SIZE = 200 * 1024 * 1024;

/** A file of random bytes, written in 8 MB blocks, with its SHA-256. */
async function generatedFile(file: string, size: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(file, 'w');
  for (let written = 0; written < size;) {
    const block = randomBytes(Math.min(8 * 1024 * 1024, size - written));
    hash.update(block);
    await handle.write(block);
    written += block.length;
  }
  await handle.close();
  return hash.digest('hex');
}

describe('a resumable upload', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'classroom-restart-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('survives a server restart halfway: the client resumes from the offset and the checksum matches', async () => {
    const file = path.join(folder, 'lecture.pdf');
    // A PDF's first bytes, then random ones: what file-type reads as application/pdf.
    const sha256 = await generatedFile(file, SIZE);
    const pdfHead = Buffer.from('%PDF-1.7\n');
    const handle = await open(file, 'r+');
    await handle.write(pdfHead, 0, pdfHead.length, 0);
    await handle.close();
    const expected = createHash('sha256');
    for await (const chunk of (await open(file)).createReadStream()) expected.update(chunk);
    const expectedSha = expected.digest('hex');
    expect(expectedSha).not.toBe(sha256);

    const varDir = path.join(folder, 'var');
    const port = await freePort();
    const env = {
      PORT: String(port),
      VAR_DIR: varDir,
      DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
      SHUTDOWN_GRACE_MS: '0',
    };
    let server = await startTestServer(env);
    const origin = `http://127.0.0.1:${port}`;
    const requests: { method: string; offset: number }[] = [];
    let restarted: Promise<void> | null = null;
    const { done } = tusUpload(
      origin,
      { path: file, size: SIZE },
      { filename: 'lecture.pdf', kind: 'file' },
      {
        chunkSize: 8 * 1024 * 1024,
        retryDelays: [100, 250, 500, 1000, 1000, 2000, 2000, 4000],
        onBeforeRequest: (request) => {
          const offset = Number(request.getHeader('Upload-Offset') ?? -1);
          requests.push({ method: request.getMethod(), offset });
        },
        onProgress: (sent) => {
          if (sent < SIZE / 2 || restarted) return;
          restarted = (async () => {
            await server.stop();
            server = await startTestServer(env);
          })();
        },
      },
    );
    const { assetId } = await done;
    expect(restarted).not.toBeNull();
    await restarted;
    // After the restart the client asked the server for its offset (HEAD) and went on from
    // there: one PATCH from 0, the next after the HEAD from past half the file.
    const head = requests.findIndex((request) => request.method === 'HEAD');
    expect(head).toBeGreaterThan(0);
    const resumed = requests.slice(head).find((request) => request.method === 'PATCH')!;
    expect(resumed.offset).toBeGreaterThanOrEqual(SIZE / 2 - 8 * 1024 * 1024);
    const patches = requests.filter((request) => request.method === 'PATCH');
    expect(patches.filter((request) => request.offset === 0)).toHaveLength(1);
    expect(patches.length).toBeLessThan(SIZE / (8 * 1024 * 1024) + 3);

    const asset = await settled(origin, assetId);
    expect(asset.body).toMatchObject({ status: 'ready', size: SIZE, mimeType: 'application/pdf' });
    expect(asset.body.sha256).toBe(expectedSha);
    await server.stop();
  }, 180_000);
});
