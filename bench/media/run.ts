// npm run bench:media — not a test: it prints figures as ratios to baselines measured in the
// same run (the machines are shared and their pace drifts).
//   1. Upload: a generated video of --size=MB (default 1024) through tus (tus-js-client, the
//      website's uploader) to the product's server, against a plain stream copy of the same
//      file on the same disk; the server's resident memory is sampled from /proc during the
//      upload (target: growth <= 50 MB).
//   2. Range serving: 1 MB ranges at random offsets of that file, at 50 connections, through
//      the product's signed address, against Debian's nginx serving the same file in the same
//      run (target: >= 80% of nginx's throughput).
//   --size=MB  --duration=N (seconds per server, default 10)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  createWriteStream,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdtemp, open } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { DiskMediaStorage, HmacSigner } from '@classroom/media-disk';
import autocannon from 'autocannon';
import { Upload } from 'tus-js-client';
import { staticNginx } from './static-nginx';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SIZE_MB = option('size', 1024);
const DURATION = option('duration', 10);
const CONNECTIONS = 50;
const RANGE = 1024 * 1024;
const INSTRUCTOR = 'instructor@classroom.test';
const SECRET = randomBytes(32).toString('hex');
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));
const mb = (bytes: number) => bytes / 1024 / 1024;

function serve(): Promise<{ child: ChildProcess; port: number; varDir: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, SESSION_SECRET: SECRET },
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+) (\S+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), varDir: match[2]! });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, in bytes (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** A file the upload's type check takes for MP4: an `ftyp` box, then zeros. */
async function generateVideo(file: string, bytes: number) {
  const handle = await open(file, 'w');
  const head = Buffer.alloc(32);
  head.writeUInt32BE(32, 0);
  head.write('ftypisom', 4, 'latin1');
  head.write('isomiso2avc1mp41', 16, 'latin1');
  await handle.write(head);
  await handle.truncate(bytes);
  await handle.close();
  // Real bytes on the disk, not a sparse file, so that both copies read the same.
  const filled = `${file}.filled`;
  const source = createReadStream(file, { highWaterMark: 1 << 20 });
  await pipeline(source, createWriteStream(filled));
  rmSync(file);
  return filled;
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

function upload(port: number, file: string, size: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const tus = new Upload(createReadStream(file, { highWaterMark: 1 << 20 }), {
      endpoint: `http://127.0.0.1:${port}/api/v1/uploads`,
      metadata: { filename: 'lecture.mp4', kind: 'video' },
      headers: { Authorization: `Bearer test:${INSTRUCTOR}` },
      uploadSize: size,
      chunkSize: 64 * 1024 * 1024,
      retryDelays: [],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve(new URL(tus.url!).pathname.split('/').pop()!),
      onError: reject,
    });
    tus.start();
  });
}

async function load(origin: string, target: string, size: number) {
  const requests = Array.from({ length: 64 }, () => {
    const start = Math.floor(Math.random() * (size - RANGE));
    return {
      method: 'GET' as const,
      path: target,
      headers: { Range: `bytes=${start}-${start + RANGE - 1}` },
    };
  });
  await autocannon({ url: origin, connections: CONNECTIONS, duration: 2, requests });
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests,
  });
  return {
    mbPerSecond: mb(result.throughput.average),
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const work = await mkdtemp(path.join(tmpdir(), 'bench-media-'));
const server = await serve();
try {
  const size = SIZE_MB * 1024 * 1024;
  console.log(
    `Media benchmark: a ${SIZE_MB} MB video, ${CONNECTIONS} connections, ${DURATION} s per server`,
  );
  const video = await generateVideo(path.join(work, 'lecture.mp4'), size);

  const copy = await timed(() =>
    pipeline(
      createReadStream(video, { highWaterMark: 1 << 20 }),
      createWriteStream(`${video}.copy`),
    ),
  );
  rmSync(`${video}.copy`);
  const before = rssOf(server.child.pid!);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.child.pid!))), 100);
  const uploaded = await timed(() => upload(server.port, video, size)).finally(() =>
    clearInterval(sampler),
  );
  const assetId = uploaded.value;
  console.log('\nUpload');
  console.log(`  plain stream copy (baseline): ${(SIZE_MB / copy.seconds).toFixed(0)} MB/s`);
  console.log(
    `  tus upload:                   ${(SIZE_MB / uploaded.seconds).toFixed(0)} MB/s, ${((copy.seconds / uploaded.seconds) * 100).toFixed(0)}% of the copy`,
  );
  console.log(
    `  server RSS: ${mb(before).toFixed(0)} MB before, ${mb(peak).toFixed(0)} MB at most, growth ${mb(peak - before).toFixed(1)} MB (target <= 50)`,
  );

  // The stored file, as the signed address names it and as nginx serves it.
  const root = path.join(server.varDir, 'media');
  const key = `${assetId}/original`;
  if (statSync(path.join(root, key)).size !== size) throw new Error('the upload is not whole');
  for (const folder of [server.varDir, root, path.join(root, assetId)]) chmodSync(folder, 0o755);
  chmodSync(path.join(root, key), 0o644);
  const storage = new DiskMediaStorage({ root, signer: new HmacSigner(SECRET, 'media-urls') });
  const signed = await storage.signedUrl(key, { expiresInSeconds: 3600, contentType: 'video/mp4' });
  const nginx = await staticNginx(root, await freePort());
  try {
    const ours = await load(`http://127.0.0.1:${server.port}`, signed, size);
    const theirs = await load(nginx.url, `/${key}`, size);
    console.log('\nRange serving (1 MB ranges at random offsets)');
    console.log(`  ${'server'.padEnd(34)} MB/s    req/s   p99 ms  errors`);
    for (const [label, result] of [
      ['nginx, static file (baseline)', theirs],
      ['product, signed address', ours],
    ] as const) {
      console.log(
        `  ${label.padEnd(32)} ${result.mbPerSecond.toFixed(0).padStart(6)} ${result.rps.toFixed(0).padStart(8)} ${String(result.p99).padStart(8)} ${String(result.errors).padStart(7)}`,
      );
    }
    console.log(
      `  the product serves ${((ours.mbPerSecond / theirs.mbPerSecond) * 100).toFixed(0)}% of nginx's throughput (target >= 80%)`,
    );
  } finally {
    await nginx.stop();
  }
} finally {
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  rmSync(work, { recursive: true, force: true });
  rmSync(server.varDir, { recursive: true, force: true });
}
