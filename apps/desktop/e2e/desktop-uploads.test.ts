import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTokens } from '../src/main/auth/token-store';
import { createApiProxy } from '../src/main/api/api-proxy';
import type { Notice } from '../src/main/native/notification-feed';
import { DesktopUploads } from '../src/main/uploads/desktop-uploads';
import { startClassroomServer, type ClassroomServer } from './classroom-server';
import { ensureApprovedInstructor, signInAs } from './demo-people';

/** The main process's uploader against the real server, signed in as the app signs in. */
describe('uploads from the desktop main process', () => {
  let server: ClassroomServer;
  let instructor: StoredTokens;
  let folder: string;
  beforeAll(async () => {
    server = await startClassroomServer();
    instructor = await signInAs(server.url, 'instructor@classroom.test');
    await ensureApprovedInstructor(
      server.url,
      await signInAs(server.url, 'admin@classroom.test'),
      instructor,
    );
    folder = await mkdtemp(join(tmpdir(), 'classroom-desktop-uploads-'));
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  function uploader() {
    const seen = {
      taskbar: [] as (number | null)[],
      percents: [] as number[],
      notices: [] as Notice[],
      tokens: 0,
    };
    const accessToken = async () => {
      seen.tokens += 1;
      return instructor.accessToken;
    };
    const apiRequest = createApiProxy({ serverUrl: () => server.url, accessToken });
    const uploads = new DesktopUploads({
      serverUrl: () => server.url,
      accessToken,
      apiRequest,
      onProgress: (_id, percent) => seen.percents.push(percent),
      onOverallProgress: (fraction) => seen.taskbar.push(fraction),
      notify: (notice) => seen.notices.push(notice),
      wait: (ms) => new Promise((done) => setTimeout(done, Math.min(ms, 100))),
    });
    return { uploads, seen };
  }

  it('sends a file from disk with the token, shows progress on the taskbar and tells when it is ready', async () => {
    const path = join(folder, 'cover.png');
    await writeFile(
      path,
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
        .png()
        .toBuffer(),
    );
    const { uploads, seen } = uploader();

    const result = await uploads.start({ uploadId: 'u-1', path, kind: 'image' });

    expect(result).toEqual({ ok: true, assetId: expect.any(String) });
    expect(seen.percents.at(-1)).toBe(100);
    expect(seen.taskbar[0]).toBe(0);
    expect(seen.taskbar).toContain(1);
    expect(seen.taskbar.at(-1)).toBeNull();
    expect(seen.tokens).toBeGreaterThanOrEqual(2);
    await expect.poll(() => seen.notices, { timeout: 20_000 }).toHaveLength(1);
    expect(seen.notices[0]).toMatchObject({
      title: 'Upload ready',
      body: 'cover.png is ready to use.',
      path: '/teacher-dashboard/media',
    });
  });

  it("answers the server's refusal of bytes that are not what the name says", async () => {
    const path = join(folder, 'photo.png');
    await writeFile(path, 'plain text, not a picture');
    const { uploads, seen } = uploader();

    const result = await uploads.start({ uploadId: 'u-2', path, kind: 'image' });

    expect(result).toMatchObject({ ok: false });
    const refusal = result as { status: number; body: string };
    expect([415, 422]).toContain(refusal.status);
    expect(JSON.parse(refusal.body)).toMatchObject({ error: { code: 'file_type_mismatch' } });
    expect(seen.taskbar.at(-1)).toBeNull();
  });

  it('refuses what is not a file it can read, and kinds the app never sends', async () => {
    const { uploads } = uploader();
    for (const request of [
      { uploadId: 'u-3', path: folder, kind: 'image' as const },
      { uploadId: 'u-4', path: join(folder, 'missing.png'), kind: 'image' as const },
      { uploadId: 'u-5', path: join(folder, 'cover.png'), kind: 'script' as never },
    ]) {
      const result = await uploads.start(request);
      expect(result).toMatchObject({ ok: false, status: 400 });
    }
  });
});
