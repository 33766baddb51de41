import type { CourseWire, OutlineWire, PaymentWire } from '@classroom/http-contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCourseWire } from '../../test/course-wire';
import { fakeApi, fakeNavigator } from '../../test/fake-fetch';
import { aPaymentWire } from '../../test/payment-wire';
import { signedIn } from '../../test/signed-in';
import { RootStore } from '../../stores/root.store';
import { StoresProvider } from '../../stores/use-stores';
import { startRouteData } from '../route-data';
import CourseDetailsWithCurriculum from './course-details.page';

const SAM = 'sam@classroom.test';
const TEACHER = 'teacher@classroom.test';

const course: CourseWire = aCourseWire();

const payment = aPaymentWire({ email: SAM });

function anOutline(role: OutlineWire['role']): OutlineWire {
  const status = role === 'student' ? ('completed' as const) : ('not_started' as const);
  return {
    courseId: 'c1',
    courseName: 'React',
    role,
    lessonCount: 1,
    totalSeconds: 60,
    sections: [
      {
        _id: 's1',
        title: 'Getting started',
        lessons: [
          {
            _id: 'l1',
            title: 'Hello',
            kind: 'article',
            preview: true,
            durationSeconds: 60,
            status,
          },
        ],
      },
    ],
    progress:
      role === 'student'
        ? {
            percent: 100,
            completedLessons: 1,
            lastLessonId: 'l1',
            continueLessonId: 'l1',
            completedAt: null,
          }
        : null,
  };
}

/**
 * The course page as the app opens it, for Sam with the given payments and role, against a
 * server that refuses the learner's outline to anyone not enrolled, as ours does.
 */
async function openCoursePage(
  who: { email?: string; payments?: PaymentWire[]; role?: string; paymentsFail?: boolean } = {},
) {
  const email = who.email ?? SAM;
  const payments = who.payments ?? [];
  // A refunded payment enrols nobody: only a standing one makes a student.
  const enrolled = payments.some((entry) => entry.refundedAt === null);
  const takes = enrolled || email === TEACHER || who.role === 'admin';
  const { api, calls } = fakeApi({
    ...signedIn(email, { role: who.role ?? 'user' }),
    'GET /api/v1/course/payment/c1': () => ({ body: course }),
    [`GET /api/v1/payments/${email}`]: () =>
      who.paymentsFail
        ? { status: 500, body: { error: { code: 'internal_error', message: 'Down.' } } }
        : { body: payments },
    'GET /api/v1/outlines/c1': () => ({ body: anOutline(null) }),
    'GET /api/v1/learn/c1': () =>
      takes
        ? {
            body: anOutline(enrolled ? 'student' : who.role === 'admin' ? 'admin' : 'owner'),
          }
        : { status: 403, body: { error: { code: 'forbidden', message: 'Enroll first.' } } },
  });
  const root = new RootStore({ api, navigator: fakeNavigator().navigator });
  await root.auth.load(startRouteData(root, '/course/c1'));
  const router = createMemoryRouter(
    [{ path: '/course/:id', Component: CourseDetailsWithCurriculum }],
    {
      initialEntries: ['/course/c1'],
    },
  );
  render(
    <StoresProvider root={root}>
      <RouterProvider router={router} />
    </StoresProvider>,
  );
  // The first test also waits for the outline's chunk to be transformed.
  await screen.findByRole('heading', { name: 'Course content' }, { timeout: 5000 });
  const outlineReads = calls
    .map((call) => new URL(call.url, 'http://site.test').pathname)
    .filter((path) => path.startsWith('/api/v1/outlines/') || path.startsWith('/api/v1/learn/'));
  return { outlineReads };
}

describe('the course page', () => {
  it('reads only the public outline for someone signed in who is not enrolled', async () => {
    const { outlineReads } = await openCoursePage();

    expect(outlineReads).toEqual(['/api/v1/outlines/c1']);
    expect(screen.getByRole('link', { name: 'Preview Hello' })).toBeTruthy();
  });

  it("reads only the learner's outline for an enrolled student, with their ticks", async () => {
    const { outlineReads } = await openCoursePage({ payments: [payment] });

    expect(outlineReads).toEqual(['/api/v1/learn/c1']);
    expect(screen.getByText(/100% completed/)).toBeTruthy();
    expect(screen.getByLabelText('Completed')).toBeTruthy();
  });

  it("offers 'Pay for enrollment' again, with the public outline, once the payment was refunded", async () => {
    const refunded = { ...payment, refundedAt: '2024-01-05T00:00:00.000Z' };
    const { outlineReads } = await openCoursePage({ payments: [refunded] });

    expect(outlineReads).toEqual(['/api/v1/outlines/c1']);
    expect(screen.getByRole('link', { name: 'Pay for enrollment' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it("says 'Continue' to a student who bought the course again after a refund", async () => {
    const refunded = { ...payment, _id: 'p0', refundedAt: '2024-01-05T00:00:00.000Z' };
    const { outlineReads } = await openCoursePage({ payments: [payment, refunded] });

    expect(outlineReads).toEqual(['/api/v1/learn/c1']);
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });

  it("reads only the learner's outline for the course's instructor", async () => {
    const { outlineReads } = await openCoursePage({ email: TEACHER });

    expect(outlineReads).toEqual(['/api/v1/learn/c1']);
    expect(screen.getByRole('link', { name: 'Hello' })).toBeTruthy();
  });

  it("reads only the learner's outline for an admin", async () => {
    const { outlineReads } = await openCoursePage({ role: 'admin' });

    expect(outlineReads).toEqual(['/api/v1/learn/c1']);
    expect(screen.getByRole('link', { name: 'Hello' })).toBeTruthy();
  });

  it("asks for the learner's outline, then the public one, when the payments could not be read", async () => {
    const { outlineReads } = await openCoursePage({ paymentsFail: true });

    expect(outlineReads).toEqual(['/api/v1/learn/c1', '/api/v1/outlines/c1']);
    expect(screen.getByRole('link', { name: 'Preview Hello' })).toBeTruthy();
  });
});
