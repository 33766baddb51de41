import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../support/test-server';
import { settled } from './media-api';
import { bearer, INSTRUCTOR, STUDENT, tusUpload } from './tus-client';

const ADMIN = 'admin@classroom.test';

/** Three seconds of ffmpeg's test picture as H.264 in MP4. */
function aVideo(): Buffer {
  const folder = mkdtempSync(path.join(tmpdir(), 'classroom-video-'));
  const file = path.join(folder, 'clip.mp4');
  try {
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x180:rate=10'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

interface Answer {
  [field: string]: unknown;
  insertedId?: string;
  url?: string;
  error?: { code: string };
}

/** A clock the test moves: signed addresses expire by it. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};

describe('lesson media through signed addresses', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let mediaPath: string;
  let MP4: Buffer;
  const json = async (path: string, as: string, init: RequestInit = {}) => {
    const answer = await fetch(`${server.url}${path}`, {
      ...init,
      headers: { ...bearer(as), 'Content-Type': 'application/json', ...init.headers },
    });
    return { status: answer.status, body: (await answer.json()) as Answer };
  };

  beforeAll(async () => {
    MP4 = aVideo();
    server = await startTestServer({}, { clock });
    const { assetId } = await tusUpload(server.url, MP4, { filename: 'intro.mp4', kind: 'video' })
      .done;
    expect((await settled(server.url, assetId)).body.status).toBe('ready');
    // A new course, built while pending and then approved: an approved course's changes
    // would wait as a revision (decision 33).
    const added = await json('/api/v1/instructor/add', INSTRUCTOR, {
      method: 'POST',
      body: JSON.stringify({
        courseName: 'Signed media',
        courseCategory: 'Computer Science',
        courseImage: '/demo/course.svg',
        price: 20,
        shortDescription: 'A lesson video behind signed addresses',
        detailedDescription: 'One video lesson.',
        language: 'English',
        certificate: 'No',
        lectures: 1,
      }),
    });
    const course = { _id: added.body.insertedId! };
    const builder = `/api/v1/instructor/courses/${course._id}`;
    const section = await json(`${builder}/sections`, INSTRUCTOR, {
      method: 'POST',
      body: JSON.stringify({ title: 'Media' }),
    });
    const lesson = await json(
      `${builder}/sections/${section.body.insertedId}/lessons`,
      INSTRUCTOR,
      {
        method: 'POST',
        body: JSON.stringify({
          title: 'Intro',
          preview: false,
          durationSeconds: 60,
          content: { kind: 'video', source: { type: 'asset', assetId }, captionsUrl: null },
        }),
      },
    );
    expect(lesson.status).toBe(201);
    const approved = await json(`/api/v1/courses/approved/${course._id}`, ADMIN, {
      method: 'PATCH',
    });
    expect(approved.status).toBe(200);
    mediaPath = `/api/v1/learn/${course._id}/lessons/${lesson.body.insertedId}/media`;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the owner a range of the video, checked on every request, until it expires', async () => {
    const media = await json(mediaPath, INSTRUCTOR);
    expect(media.body).toMatchObject({
      source: 'asset',
      kind: 'video',
      mimeType: 'video/mp4',
      durationSeconds: 3,
    });
    const poster = await fetch(new URL(String(media.body.posterUrl), server.url));
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await poster.arrayBuffer()).slice(0, 2)]).toEqual([0xff, 0xd8]);
    const url = new URL(media.body.url!, server.url);
    const first = await fetch(url, { headers: { Range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${MP4.length}`);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(MP4.subarray(0, 100));
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(MP4.subarray(MP4.length - 10));

    clock.offsetMs = 16 * 60 * 1000;
    try {
      const expired = await fetch(url, { headers: { Range: 'bytes=100-199' } });
      expect(expired.status).toBe(403);
      expect(await expired.json()).toMatchObject({ error: { code: 'forbidden' } });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it('answers 403 to a student who is not enrolled', async () => {
    const refused = await json(mediaPath, STUDENT);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('forbidden');
  });

  it('streams the video as an HLS ladder, its playlists checked per caller and segments signed', async () => {
    let media = await json(mediaPath, INSTRUCTOR);
    // The ladder is a job of its own after the upload is ready.
    for (let attempt = 0; attempt < 600 && media.body.hlsUrl === null; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      media = await json(mediaPath, INSTRUCTOR);
    }
    expect(media.body.hlsUrl).toBe(`${mediaPath}/hls/master.m3u8`);
    const master = await fetch(`${server.url}${media.body.hlsUrl}`, {
      headers: bearer(INSTRUCTOR),
    });
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('private, no-store');
    // 320x180 is below the lowest rung: one rung at its own height.
    expect((await master.text()).split('\n')).toContain('180p/index.m3u8');

    const rung = await fetch(`${server.url}${mediaPath}/hls/180p/index.m3u8`, {
      headers: bearer(INSTRUCTOR),
    });
    const segments = (await rung.text())
      .split('\n')
      .filter((line) => line.startsWith('/media/signed/'));
    expect(segments.length).toBeGreaterThan(0);
    const segment = await fetch(new URL(segments[0]!, server.url));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(new Uint8Array(await segment.arrayBuffer())[0]).toBe(0x47);

    const refused = await fetch(`${server.url}${media.body.hlsUrl}`, { headers: bearer(STUDENT) });
    expect(refused.status).toBe(403);
    const escaping = await fetch(`${server.url}${mediaPath}/hls/..%2Foriginal`, {
      headers: bearer(INSTRUCTOR),
    });
    expect(escaping.status).toBe(400);
  });
});
