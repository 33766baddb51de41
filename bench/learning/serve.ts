// The heartbeat benchmark's server, in its own process so that it does not share a thread with
// the load generator: the product's HTTP app over a database holding one approved course with
// a one-hour video lesson and STUDENTS enrolled students who have opened it. A request names its student by a
// bearer token `student-N`, resolved from a map (the product resolves a session instead: the
// same for every route, and not what this measures). Prints `listening <port> <course> <lesson>`.
//   tsx bench/learning/serve.ts <DB URL> <students>
import {
  Money,
  createMailUseCases,
  createUseCases,
  newProgress,
  type PaymentGateway,
} from '@classroom/core';
import {
  aCourse,
  aMediaAsset,
  aUser,
  anApprovedInstructor,
  plainMailRenderer,
} from '@classroom/core/testing';
import { createApp } from '@classroom/http-koa';
import { createDatabase } from '@classroom/persistence-knex';
import { memoryCertification } from '@classroom/persistence-memory';
import type Koa from 'koa';
import { pino } from 'pino';

const [databaseUrl, studentsArg] = process.argv.slice(2);
const STUDENTS = Number(studentsArg ?? 1000);
const VIDEO_SECONDS = 3600;

const noPayments: PaymentGateway = {
  testMode: true,
  createIntent: () => Promise.reject(new Error('no payments in the benchmark')),
  retrieveIntent: async () => null,
  parseEvent: () => Promise.reject(new Error('no payments in the benchmark')),
};

const database = await createDatabase(databaseUrl!);
await database.migrate();
const store = { ...database.repositories, unitOfWork: database.unitOfWork };
const clock = { now: () => new Date() };

const instructor = anApprovedInstructor();
const course = aCourse({ by: instructor, status: 'approved' });
const video = aMediaAsset({ kind: 'video', by: instructor, durationSeconds: VIDEO_SECONDS });
await store.users.insert(instructor);
await store.courses.insert(course);
await store.mediaAssets.insert(video);
await store.curricula.insertSection({
  id: 'bench-section',
  courseId: course.id,
  position: 0,
  title: 'All',
});
await store.curricula.insertLesson(course.id, {
  id: 'bench-lesson',
  sectionId: 'bench-section',
  position: 0,
  title: 'One hour of video',
  preview: false,
  durationSeconds: VIDEO_SECONDS,
  content: { kind: 'video', source: { type: 'asset', assetId: video.id }, captionsUrl: null },
});

const actors = new Map<string, { email: string }>();
await store.unitOfWork.transaction(async (repositories) => {
  for (let n = 0; n < STUDENTS; n += 1) {
    const student = aUser();
    await repositories.users.insert(student);
    const copy = {
      courseId: course.id,
      courseName: course.name,
      courseImage: course.image,
      instructorName: course.instructor.name,
    };
    await repositories.enrollments.insertPayment({
      id: `bench-payment-${n}`,
      transactionId: `bench_${n}`,
      email: student.email,
      name: student.displayName,
      ...copy,
      amount: Money.cents(1000),
      paidAt: clock.now(),
    });
    await repositories.enrollments.insertEnrollment({
      id: `bench-enrollment-${n}`,
      email: student.email,
      ...copy,
      paymentId: `bench-payment-${n}`,
      enrolledAt: clock.now(),
      lastLessonId: 'bench-lesson',
      progressPercent: 0,
      completedAt: null,
    });
    await repositories.lessonProgress.save(
      newProgress(`bench-enrollment-${n}`, 'bench-lesson', clock.now()),
    );
    actors.set(`Bearer student-${n}`, { email: student.email });
  }
});

const app = createApp({
  useCases: createUseCases({ ...store, gateway: noPayments, ids: { next: () => 'x' }, clock }),
  mail: createMailUseCases({
    users: store.users,
    outbox: store.outbox,
    renderer: plainMailRenderer,
    transport: null,
    clock,
  }),
  certification: memoryCertification(store, clock).useCases,
  authenticate: async (ctx) => (actors.get(ctx.get('Authorization')) as never) ?? null,
  idempotencyKeys: store.idempotencyKeys,
  publicConfig: {
    payments: { mode: 'test' },
    googleEnabled: false,
    schoolName: 'GS Classroom',
    refunds: { windowDays: 30 },
  },
  logger: pino({ level: 'silent' }),
  rateLimits: false,
}) as unknown as Koa;

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  console.log(`listening ${address.port} ${course.id} bench-lesson`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
