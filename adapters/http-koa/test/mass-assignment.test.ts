import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validCourse } from './support/api';
import { served } from './support/conformance';
import { EMAILS, testWorld } from './support/world';

const anyRole = fc.constantFrom('admin', 'instructor', 'teacher', 'user', 'root');
const anyStatus = fc.constantFrom('approved', 'rejected', 'applied', '', 'admin');
const someoneElse = fc.constantFrom(EMAILS.admin, EMAILS.instructor, 'new@classroom.test');

describe('mass assignment', () => {
  it('POST /api/v1/users never changes role, status or e-mail', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyRole,
        anyStatus,
        fc.string({ maxLength: 20 }),
        async (role, status, title) => {
          const world = await testWorld();
          const response = await served(world)
            .post('/api/v1/users')
            .set('Authorization', world.bearer('student'))
            .send({
              displayName: 'Sam',
              photoURL: '/x.svg',
              email: EMAILS.student,
              role,
              status,
              title,
            });
          expect(response.status).toBe(200);
          const user = await world.store.users.findByEmail(EMAILS.student as never);
          expect(user?.toProps()).toMatchObject({
            role: 'user',
            instructorStatus: 'none',
            title: '',
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('POST /api/v1/instructor/add sets status, counts, rating and instructor itself', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(0, 1, 'rejected' as const),
        fc.nat({ max: 1_000_000 }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        someoneElse,
        async (courseStatus, totalEnrollment, courseRatings, instructorEmail) => {
          const world = await testWorld();
          const response = await served(world)
            .post('/api/v1/instructor/add')
            .set('Authorization', world.bearer('instructor'))
            .send({
              ...validCourse,
              courseStatus,
              totalEnrollment,
              courseRatings,
              instructorEmail,
            });
          expect(response.status).toBe(201);
          const course = (await world.store.courses.findById(response.body.insertedId))!.toProps();
          expect(course).toMatchObject({ status: 'pending', totalEnrollment: 0, rating: 4.8 });
          expect(course.instructor.email).toBe(EMAILS.instructor);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('PUT /api/v1/requested/:id applies as the caller only, always as applied', async () => {
    await fc.assert(
      fc.asyncProperty(someoneElse, fc.string({ maxLength: 30 }), async (email, displayName) => {
        const world = await testWorld();
        const response = await served(world)
          .put('/api/v1/requested/u-student')
          .set('Authorization', world.bearer('student'))
          .send({
            category: 'Business',
            experience: 'Beginner',
            title: 'Coach',
            email,
            displayName,
          });
        expect(response.status).toBe(200);
        const student = (await world.store.users.findById('u-student'))!.toProps();
        expect(student).toMatchObject({ email: EMAILS.student, displayName: 'u-student' });
        expect(student.instructorStatus).toBe('applied');
        expect(
          (await world.store.users.findByEmail(email as never))?.toProps().instructorStatus,
        ).not.toBe('applied');
      }),
      { numRuns: 30 },
    );
  });

  it('POST /payments records the processor amount and the caller, whatever the body says', async () => {
    await fc.assert(
      fc.asyncProperty(
        someoneElse,
        fc.double({ min: 0, max: 1000, noNaN: true }),
        async (email, price) => {
          const world = await testWorld();
          const intent = world.paidIntent('pi_paid', EMAILS.student);
          const response = await served(world)
            .post('/payments')
            .set('Authorization', world.bearer('student'))
            .send({
              transactionId: intent,
              email,
              price: Math.round(price * 100) / 100,
              name: 'X',
            });
          expect(response.status).toBe(201);
          const [payment] = await world.store.enrollments.paymentsOf(EMAILS.student as never);
          expect(payment).toMatchObject({ email: EMAILS.student, name: 'u-student' });
          expect(payment!.amount.cents).toBe(4999);
          expect(await world.store.enrollments.paymentsOf(email as never)).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
