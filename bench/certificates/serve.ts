// The certificate benchmark's server, in its own process so that it does not share a thread
// with the load generator: the product's HTTP app over SQLite with the real signer and PDF
// renderer, 1,000 issued certificates (every tenth revoked) and a website page to serve.
// Prints `listening <port> <certificate ids, comma-separated>` when ready.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PdfLibCertificateRenderer } from '@classroom/certificate-pdf';
import {
  createCertificationUseCases,
  createMailUseCases,
  createUseCases,
  issuerAt,
  type Email,
  type PaymentGateway,
} from '@classroom/core';
import { aCourse, anAdmin, anApprovedInstructor, plainMailRenderer } from '@classroom/core/testing';
import {
  JoseCredentialSigner,
  gzipStatusListEncoder,
  newCertificateKey,
} from '@classroom/credentials-jose';
import { createApp } from '@classroom/http-koa';
import { createDatabase } from '@classroom/persistence-knex';
import type Koa from 'koa';
import { pino } from 'pino';
import { RandomCertificateNumbers } from '../../apps/server/src/runtime/certificate-numbers';

const CERTIFICATES = 1_000;
const file = path.resolve('var/bench/certificates.sqlite');
mkdirSync(path.dirname(file), { recursive: true });
rmSync(file, { force: true });
const database = await createDatabase(`sqlite:${file}`);
await database.migrate();
const store = { ...database.repositories, unitOfWork: database.unitOfWork };
const clock = { now: () => new Date() };
const issuer = issuerAt('http://127.0.0.1', 'GS Classroom');
const certification = createCertificationUseCases({
  ...store,
  clock,
  issuer,
  signer: await JoseCredentialSigner.create([await newCertificateKey()], issuer.id),
  statusLists: gzipStatusListEncoder,
  numbers: new RandomCertificateNumbers(),
  pdf: new PdfLibCertificateRenderer(),
});

const instructor = anApprovedInstructor();
const course = aCourse({ by: instructor, status: 'approved' });
const admin = anAdmin();
await store.users.insert(instructor);
await store.users.insert(admin);
await store.courses.insert(course);
const ids: string[] = [];
for (let n = 0; n < CERTIFICATES; n += 1) {
  await store.unitOfWork.transaction(async (repositories) => {
    const enrollmentId = `bench-${n}`;
    const email = `student${n}@bench.test` as Email;
    await certification.onCourseCompleted(
      { enrollmentId, email, courseId: course.id, completedAt: clock.now() },
      repositories,
    );
    ids.push((await repositories.certificates.findByEnrollment(enrollmentId))!.id);
  });
}
for (const id of ids.filter((_, index) => index % 10 === 0)) {
  await certification.revokeCertificate.execute(
    { certificateId: id, reason: 'Benchmark' },
    { email: admin.email },
  );
}

// A website of one page, as the verify page and every other page are served from it.
const webRoot = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="GS Classroom" /><title>GS Classroom</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
);

const noPayments: PaymentGateway = {
  testMode: true,
  createIntent: () => Promise.reject(new Error('no payments in the benchmark')),
  retrieveIntent: async () => null,
  parseEvent: () => Promise.reject(new Error('no payments in the benchmark')),
};
const app = createApp({
  useCases: createUseCases({ ...store, gateway: noPayments, ids: { next: () => 'x' }, clock }),
  mail: createMailUseCases({
    users: store.users,
    outbox: store.outbox,
    renderer: plainMailRenderer,
    transport: null,
    clock,
  }),
  certification,
  authenticate: async () => null,
  idempotencyKeys: store.idempotencyKeys,
  publicConfig: {
    payments: { mode: 'test' },
    googleEnabled: false,
    schoolName: 'GS Classroom',
    refunds: { windowDays: 30 },
  },
  webRoot,
  logger: pino({ level: 'silent' }),
  rateLimits: false,
}) as unknown as Koa;

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening ${address.port} ${ids.join(',')}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
