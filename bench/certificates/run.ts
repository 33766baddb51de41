// npm run bench:certificates — not a test: it prints figures, as ratios to a baseline measured
// in the same run.
//   1. The public verify page /verify/{id} (signature, issuer and revocation bit checked, Open
//      Graph tags written into the page) against the same server's plain website page /, with
//      autocannon at 50 connections over 1,000 certificates.
//   2. Drawing a certificate PDF against drawing an empty page with the same library.
//   --duration=N   seconds per route (default 10)
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PdfLibCertificateRenderer } from '@classroom/certificate-pdf';
import autocannon from 'autocannon';
import { PDFDocument } from 'pdf-lib';

const CONNECTIONS = 50;
const PDFS = 100;
const args = process.argv.slice(2);
const duration = Number(args.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
const serveScript = fileURLToPath(new URL('./serve.ts', import.meta.url));

function serve(): Promise<{ child: ChildProcess; port: number; ids: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serveScript], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+) (\S+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), ids: match[2]!.split(',') });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function load(port: number, paths: string[], seconds: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers: { Accept: 'text/html' } })),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Mean and 99th percentile of `runs` timed calls, in ms, after a few unmeasured ones. */
async function time(runs: number, work: () => Promise<unknown>) {
  for (let n = 0; n < 5; n += 1) await work();
  const times: number[] = [];
  for (let n = 0; n < runs; n += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, value) => sum + value, 0) / runs;
  return { mean, p99: times[Math.ceil(runs * 0.99) - 1]! };
}

console.log(`Certificate benchmark: ${CONNECTIONS} connections, ${duration} s per route`);
const server = await serve();
// Every tenth certificate is revoked: the page says so for those.
const verifyPaths = server.ids.slice(0, 200).map((id) => `/verify/${id}`);
await load(server.port, ['/'], 3);
const baseline = await load(server.port, ['/'], duration);
await load(server.port, verifyPaths, 3);
const verify = await load(server.port, verifyPaths, duration);
server.child.kill('SIGTERM');

console.log(`  ${'page'.padEnd(44)}   req/s     p99 ms   errors`);
for (const [label, result] of [
  ['website page / (baseline)', baseline],
  ['verify page /verify/{id} (200 certificates)', verify],
] as const) {
  console.log(
    `  ${label.padEnd(44)} ${result.rps.toFixed(0).padStart(7)} ${result.p99.toFixed(1).padStart(10)} ${String(result.errors).padStart(8)}`,
  );
}
console.log(
  `  verify page: ${((verify.rps / baseline.rps) * 100).toFixed(0)}% of the baseline's req/s, p99 ${(verify.p99 / Math.max(baseline.p99, 1)).toFixed(2)}x the baseline's (target: p99 <= 20 ms)`,
);

const renderer = new PdfLibCertificateRenderer();
const document = {
  studentName: 'Ada Lovelace',
  courseName: 'Complete Web Development Bootcamp',
  instructorName: 'Grace Hopper',
  completedAt: new Date('2026-06-01T12:00:00.000Z'),
  code: 'GSC-7K4M-2QX9',
  issuerName: 'GS Classroom',
  verifyUrl: 'https://school.example/verify/3f0c7a52-8a9e-4c1b-9d64-2f6f0e8b1a77',
};
const empty = await time(PDFS, async () => {
  const pdf = await PDFDocument.create();
  pdf.addPage([792, 612]);
  return pdf.save();
});
const certificate = await time(PDFS, () => renderer.render(document));
console.log(`\nPDF, ${PDFS} each:`);
console.log(
  `  empty page (baseline): mean ${empty.mean.toFixed(1)} ms, p99 ${empty.p99.toFixed(1)} ms`,
);
console.log(
  `  certificate:           mean ${certificate.mean.toFixed(1)} ms, p99 ${certificate.p99.toFixed(1)} ms, ${(certificate.mean / empty.mean).toFixed(1)}x the baseline (target: <= 200 ms)`,
);
