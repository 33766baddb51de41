import { describe, expect, it } from 'vitest';
import { aPayment, aUser, anApprovedCourse, anEnrollment } from '../../testing';
import { endOnReversal, hasEnded, highestProgressOf, recordLearning } from './enrollment.entity';

const course = anApprovedCourse({ priceCents: 1999 });
const payment = aPayment(course, aUser().email);
const started = new Date('2026-03-01T10:00:00Z');
const later = new Date('2026-03-02T10:00:00Z');

describe("an enrollment's end", () => {
  it('comes with its payment reversal: refunded or disputed', () => {
    const enrollment = anEnrollment(payment);
    expect(hasEnded(enrollment)).toBe(false);
    const refunded = endOnReversal(enrollment, 'refund', later);
    expect(refunded).toEqual({ ...enrollment, endedAt: later, endReason: 'refunded' });
    expect(hasEnded(refunded!)).toBe(true);
    expect(endOnReversal(enrollment, 'dispute', later)).toMatchObject({ endReason: 'disputed' });
    expect(hasEnded(enrollment)).toBe(false);
  });

  it('comes once: an ended enrollment is not ended again', () => {
    const ended = anEnrollment(payment, { endedAt: started, endReason: 'refunded' });
    expect(endOnReversal(ended, 'dispute', later)).toBeNull();
    expect(ended).toMatchObject({ endedAt: started, endReason: 'refunded' });
  });
});

describe("an enrollment's learning", () => {
  it('moves with the recount, and reaching 100% completes the course now', () => {
    const enrollment = anEnrollment(payment);
    expect(recordLearning(enrollment, { lastLessonId: 'l1', progressPercent: 50 }, later)).toEqual({
      learning: {
        lastLessonId: 'l1',
        progressPercent: 50,
        completedAt: null,
        highestProgressPercent: 50,
      },
      completed: false,
      changed: true,
    });
    expect(
      recordLearning(enrollment, { lastLessonId: 'l2', progressPercent: 100 }, later),
    ).toMatchObject({ learning: { completedAt: later }, completed: true, changed: true });
  });

  it('keeps the completion date and the highest percentage when lessons reopen or are added', () => {
    const done = anEnrollment(payment, {
      lastLessonId: 'l2',
      progressPercent: 100,
      completedAt: started,
      highestProgressPercent: 100,
    });
    expect(recordLearning(done, { lastLessonId: 'l2', progressPercent: 50 }, later)).toEqual({
      learning: {
        lastLessonId: 'l2',
        progressPercent: 50,
        completedAt: started,
        highestProgressPercent: 100,
      },
      completed: false,
      changed: true,
    });
    const reopened = { ...done, progressPercent: 50 };
    expect(recordLearning(reopened, { lastLessonId: 'l2', progressPercent: 100 }, later)).toEqual({
      learning: {
        lastLessonId: 'l2',
        progressPercent: 100,
        completedAt: started,
        highestProgressPercent: 100,
      },
      completed: false,
      changed: true,
    });
  });

  it('has nothing to write when neither the last lesson nor the percentage moved', () => {
    const enrollment = anEnrollment(payment, { lastLessonId: 'l1', progressPercent: 50 });
    expect(
      recordLearning(enrollment, { lastLessonId: 'l1', progressPercent: 50 }, later),
    ).toMatchObject({ completed: false, changed: false });
  });

  it('is judged for a refund by the highest percentage ever reached, the current one included', () => {
    expect(highestProgressOf({ highestProgressPercent: 60, progressPercent: 20 })).toBe(60);
    expect(highestProgressOf({ highestProgressPercent: 0, progressPercent: 20 })).toBe(20);
  });
});
