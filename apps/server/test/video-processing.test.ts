import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegAvailable } from '@classroom/media-ffmpeg';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './support/test-server';

type Started = Awaited<ReturnType<typeof startTestServer>>;

const ADMIN = { Authorization: 'Bearer test:admin@classroom.test' };
const OFF = 'video processing is off';
const machineHasFfmpeg = await ffmpegAvailable();

let server: Started | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** The server started with `PATH` as the machine's, its log lines as JSON. */
async function startWithPath(searchPath: string | undefined) {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const machinePath = process.env.PATH;
  process.env.PATH = searchPath;
  try {
    server = await startTestServer({}, {}, logger);
  } finally {
    process.env.PATH = machinePath;
  }
  const overview = await fetch(`${server.url}/api/v1/admin/overview`, { headers: ADMIN });
  expect(overview.status).toBe(200);
  const { notices } = (await overview.json()) as { notices: unknown[] };
  return { notices, said: lines.filter((line) => line.msg.startsWith(OFF)) };
}

describe('video processing', () => {
  it('is said to be off once at start, and on the admin overview, when ffmpeg is missing', async () => {
    const { notices, said } = await startWithPath(mkdtempSync(path.join(tmpdir(), 'no-ffmpeg-')));
    const reason = 'ffprobe was not found on the PATH';
    expect(said).toEqual([
      expect.objectContaining({
        level: 40,
        reason,
        msg: `${OFF}: videos get no duration, poster or HLS versions until ffmpeg is installed and the server restarted`,
      }),
    ]);
    expect(notices).toEqual([{ code: 'video_processing_off', reason }]);
  });

  it.runIf(machineHasFfmpeg)('is not mentioned when ffmpeg is there', async () => {
    const { notices, said } = await startWithPath(process.env.PATH);
    expect(said).toEqual([]);
    expect(notices).toEqual([]);
  });
});
