import {
  Certificate,
  Course,
  Money,
  openBadgeCredential,
  User,
  createMediaUseCases,
  createUseCases,
  type CertificationUseCases,
  type Email,
  type HttpUrl,
  type MailUseCases,
  type MediaUseCases,
  type UseCases,
  type UserProps,
} from '@classroom/core';
import { aMediaAsset, plainMailRenderer, testMailUseCases } from '@classroom/core/testing';
// Tests may run on the in-memory store (a devDependency), never the adapter code itself.
// eslint-disable-next-line no-restricted-imports
import {
  FixedClock,
  MemoryMediaStorage,
  MemoryPaymentGateway,
  MemoryRateLimiter,
  MemoryUploadStore,
  SequentialIdGenerator,
  createMemoryStore,
  memoryCertification,
  type MemoryCredentialSigner,
} from '@classroom/persistence-memory';
import type { Context } from 'koa';
import { createApp } from '../../src/create-app';
import type { AppOptions } from '../../src/app-options';
import { currentRequestScope } from '../../src/middleware/request-scope';

export const EMAILS = {
  admin: 'admin@classroom.test',
  student: 'student@classroom.test',
  applicant: 'applicant@classroom.test',
  instructor: 'instructor@classroom.test',
  otherInstructor: 'other@classroom.test',
} as const;

export type Role = keyof typeof EMAILS;

function user(id: string, email: string, props: Partial<UserProps> = {}): User {
  return User.restore({
    id,
    email: email as Email,
    displayName: id,
    photoURL: `https://images.classroom.test/${id}.png` as HttpUrl,
    role: 'user',
    instructorStatus: 'none',
    category: '',
    suspendedAt: null,
    experience: '',
    title: '',
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    ...props,
  });
}

const instructorProfile = {
  instructorStatus: 'approved',
  category: 'Web Development',
  experience: 'Experienced',
  title: 'Senior Web Engineer',
} as const;

function course(id: string, by: User, status: 'pending' | 'approved' | 'rejected', extra = {}) {
  const profile = by.toProps();
  return Course.restore({
    id,
    name: `Course ${id}`,
    category: 'Web Development',
    language: 'English',
    certificate: true,
    lectures: 24,
    image: `https://images.classroom.test/${id}.png` as HttpUrl,
    price: Money.cents(4999),
    shortDescription: 'Build real projects step by step',
    detailedDescription: 'Everything the course covers.',
    instructor: {
      name: profile.displayName,
      title: profile.title,
      experience: profile.experience,
      email: profile.email,
      image: profile.photoURL,
    },
    rating: 4.8,
    ratingSum: 0,
    ratingCount: 0,
    totalEnrollment: 3,
    status,
    createdAt: new Date('2026-01-02T00:00:00.000Z'),
    ...extra,
  });
}

/** A test authenticator: `Authorization: Bearer test:<email>` is that e-mail's caller. */
export async function testAuthenticate(ctx: Context) {
  const header = ctx.get('Authorization');
  const match = /^Bearer test:(.+)$/.exec(header);
  return match ? { email: match[1]!.trim().toLowerCase() as Email } : null;
}

export interface TestWorld {
  app: ReturnType<typeof createApp>;
  server: ReturnType<ReturnType<typeof createApp>['callback']>;
  useCases: UseCases;
  mail: MailUseCases;
  media: MediaUseCases;
  /** The media store's bytes. */
  storage: MemoryMediaStorage;
  certification: CertificationUseCases;
  signer: MemoryCredentialSigner;
  clock: FixedClock;
  store: ReturnType<typeof createMemoryStore>;
  gateway: MemoryPaymentGateway;
  users: Record<Role, User>;
  courses: Record<'approved' | 'pending' | 'rejected' | 'free', Course>;
  /** The student's certificate of the approved course, issued as a completion issues it. */
  certificate: Certificate;
  /** Authorization header value of a role. */
  bearer(role: Role): string;
  /** A paid intent for `email` and a course, as the processor holds it after a card success. */
  paidIntent(id: string, email: string, courseId?: string, cents?: number): string;
  /** Every row of the store, for "nothing changed" checks. */
  snapshot(): string;
}

/** The app over an in-memory store holding one account per role and a few courses. */
export async function testWorld(options: Partial<AppOptions> = {}): Promise<TestWorld> {
  const clock = new FixedClock();
  const store = createMemoryStore({
    clock,
    currentScope: currentRequestScope,
    mailSubject: plainMailRenderer.subjectOf,
  });
  const gateway = new MemoryPaymentGateway();
  const ids = new SequentialIdGenerator('id');
  const { useCases: certification, signer } = memoryCertification(store, clock);
  const useCases: UseCases = createUseCases({
    ...store,
    gateway,
    clock,
    ids,
    onCourseCompleted: certification.onCourseCompleted,
  });
  // Wording is the templates' business; these tests read the API's shape.
  const mail = testMailUseCases(store, clock);
  const storage = new MemoryMediaStorage();
  const media = createMediaUseCases({
    ...store,
    storage,
    uploads: new MemoryUploadStore(storage),
    images: null,
    videos: null,
    ids: new SequentialIdGenerator('m'),
    clock,
    rateLimiter: new MemoryRateLimiter(clock),
  });

  const users = {
    admin: user('u-admin', EMAILS.admin, { role: 'admin' }),
    student: user('u-student', EMAILS.student),
    applicant: user('u-applicant', EMAILS.applicant, {
      ...instructorProfile,
      instructorStatus: 'applied',
    }),
    instructor: user('u-instructor', EMAILS.instructor, instructorProfile),
    otherInstructor: user('u-other', EMAILS.otherInstructor, instructorProfile),
  };
  for (const entity of Object.values(users)) await store.users.insert(entity);

  const courses = {
    approved: course('c-approved', users.instructor, 'approved'),
    pending: course('c-pending', users.instructor, 'pending', { totalEnrollment: 0 }),
    rejected: course('c-rejected', users.instructor, 'rejected'),
    free: course('c-free', users.otherInstructor, 'approved', { price: Money.cents(0) }),
  };
  for (const entity of Object.values(courses)) await store.courses.insert(entity);
  await store.feedback.insert({
    id: 'f-1',
    feedbackText: 'Clear and practical.',
    image: '/demo/people/1.svg',
    name: 'Rita',
    title: 'Student',
  });

  await store.mediaAssets.insert(aMediaAsset({ id: 'm-picture', by: users.instructor }));
  // Stored as the completion hook stores it, without its e-mail, so the outbox starts empty.
  const facts = {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    code: 'GSC-0000-0001',
    enrollmentId: 'e-student',
    email: users.student.email,
    studentName: users.student.displayName,
    courseId: courses.approved.id,
    courseName: courses.approved.name,
    instructorName: courses.approved.instructor.name,
    completedAt: clock.now(),
    statusIndex: 0,
  };
  const claims = openBadgeCredential(facts, certification.issuer, 'urn:uuid:holder');
  const certificate = Certificate.issue({ ...facts, credential: await signer.sign(claims) });
  await store.certificates.add(certificate);

  const app = createApp({
    useCases,
    mail,
    media,
    certification,
    authenticate: testAuthenticate,
    idempotencyKeys: store.idempotencyKeys,
    publicConfig: {
      payments: { mode: 'test' },
      googleEnabled: false,
      schoolName: 'GS Classroom',
      refunds: { windowDays: 30 },
    },
    rateLimits: false,
    ...options,
  });

  return {
    app,
    certification,
    signer,
    server: app.callback(),
    useCases,
    mail,
    media,
    storage,
    clock,
    store,
    gateway,
    users,
    courses,
    certificate,
    bearer: (role: Role) => `Bearer test:${EMAILS[role]}`,
    paidIntent(id: string, email: string, courseId = courses.approved.id, cents = 4999) {
      gateway.put({
        id,
        status: 'succeeded',
        amount: Money.cents(cents),
        currency: Money.currency,
        metadata: { courseId, email },
      });
      return id;
    },
    snapshot() {
      const tables = store.tables;
      return JSON.stringify({
        users: [...tables.users.entries()],
        courses: [...tables.courses.entries()],
        payments: [...tables.payments.entries()],
        enrollments: [...tables.enrollments.entries()],
        feedback: [...tables.feedback.entries()],
        outbox: [...tables.outbox.entries()],
        audit: [...tables.audit.entries()],
        intents: gateway.intentCount,
      });
    },
  };
}
