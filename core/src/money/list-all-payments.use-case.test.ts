import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { actorOf, anAdmin, anApprovedCourse, anApprovedInstructor, aUser } from '../../testing';
import { DAY_MS } from './money-policy';

describe('ListAllPayments', () => {
  it('finds payments by student, course, transaction id and dates, newest first (admin only)', async () => {
    const core = memoryCore();
    const instructor = anApprovedInstructor();
    const [ada, bob] = [aUser({ displayName: 'Ada Lovelace' }), aUser({ displayName: 'Bob' })];
    const admin = anAdmin();
    const course = anApprovedCourse({ by: instructor, priceCents: 2500 });
    const other = anApprovedCourse({ by: instructor, priceCents: 900 });
    await core.given(instructor, ada!, bob!, admin, course, other);
    const first = await core.pay(ada!, course.id);
    core.clock.advance(DAY_MS);
    const second = await core.pay(bob!, other.id);
    const page = { page: 1, limit: 20 };
    const find = (search: object) =>
      core.useCases.listAllPayments.execute(search, page, actorOf(admin));

    expect((await find({})).items.map((payment) => payment.id)).toEqual([
      second.payment.id,
      first.payment.id,
    ]);
    expect((await find({ student: 'lovelace' })).items).toMatchObject([{ id: first.payment.id }]);
    expect((await find({ courseId: other.id })).items).toMatchObject([{ id: second.payment.id }]);
    expect(
      (await find({ transactionId: first.payment.transactionId })).items.map((p) => p.state),
    ).toEqual(['paid']);
    expect((await find({ to: second.payment.paidAt })).total).toBe(1);
    await core.expectRefused(
      () => core.useCases.listAllPayments.execute({}, page, actorOf(ada!)),
      'forbidden',
    );
  });
});
