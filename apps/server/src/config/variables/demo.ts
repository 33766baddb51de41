import { z } from 'zod';
import { inProduction, problem, whenValid } from './values';

/** Why production never gets the demo people: anyone who reads the README knows their password. */
export const DEMO_REFUSED =
  'the demo accounts share a published password (admin@classroom.test / classroom123), so production never creates them; try the demo without NODE_ENV=production';

/** Whether the demo catalogue and people are written into an empty database. */
export const demo = z
  .object({
    NODE_ENV: inProduction,
    SEED_DEMO: z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        error: (issue) => `must be true or false (got "${String(issue.input)}")`,
      })
      .optional(),
  })
  .superRefine(({ NODE_ENV: production, SEED_DEMO }, ctx) => {
    if (production && SEED_DEMO) problem(ctx, 'SEED_DEMO', DEMO_REFUSED);
  }, whenValid('SEED_DEMO'))
  .transform((variables) => ({ seedDemo: variables.SEED_DEMO ?? !variables.NODE_ENV }));
