import { DEFAULT_MONEY_POLICY, type MoneyPolicy } from '@classroom/core';
import { z } from 'zod';
import { wholeNumber } from './values';

/** The refund window, the progress cap and the instructor's share (decision 36). */
export const money = z
  .object({
    REFUND_DAYS: wholeNumber(0, 365).default(DEFAULT_MONEY_POLICY.refundDays),
    REFUND_MAX_PROGRESS: wholeNumber(0, 100).default(DEFAULT_MONEY_POLICY.refundMaxProgress),
    // A fraction with at most four decimals: whole basis points.
    INSTRUCTOR_SHARE: z
      .string()
      .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, {
        error: (issue) => `must be a fraction from 0 to 1, e.g. 0.7 (got "${String(issue.input)}")`,
      })
      .transform(Number)
      .default(DEFAULT_MONEY_POLICY.instructorShare),
  })
  .transform((variables) => ({
    money: {
      refundDays: variables.REFUND_DAYS,
      refundMaxProgress: variables.REFUND_MAX_PROGRESS,
      instructorShare: variables.INSTRUCTOR_SHARE,
    } satisfies MoneyPolicy,
  }));
