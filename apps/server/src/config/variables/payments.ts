import { z } from 'zod';
import { allOrNone, always, inProduction, problem, whenValid } from './values';

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/**
 * Stripe when its keys are set, else the local test processor, which takes no money: card
 * 4242 enrols anyone. Production runs on it only when PAYMENTS=test says so on purpose.
 */
export const payments = z
  .object({
    NODE_ENV: inProduction,
    PAYMENTS: z
      .enum(['stripe', 'test'], {
        error: (issue) => `must be stripe or test (got "${String(issue.input)}")`,
      })
      .optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  })
  .superRefine(allOrNone(...STRIPE_KEYS), always)
  .superRefine((variables, ctx) => {
    const keys = STRIPE_KEYS.join(', ');
    // A key with a wrong prefix is still set: its own line says what is wrong with it.
    const set = STRIPE_KEYS.filter((name) => variables[name] !== undefined);
    const mode = variables.PAYMENTS;
    if (mode === 'stripe' && set.length === 0) {
      problem(ctx, 'PAYMENTS', `stripe needs ${keys}`);
    } else if (mode === 'test' && set.length === STRIPE_KEYS.length) {
      problem(
        ctx,
        'PAYMENTS',
        `test runs the local test card processor: unset ${keys}, or PAYMENTS`,
      );
    } else if (mode === undefined && set.length < STRIPE_KEYS.length && variables.NODE_ENV) {
      problem(
        ctx,
        'PAYMENTS',
        `production takes real payments through Stripe: set ${keys}, or PAYMENTS=test to run on the local test card processor (no real money) on purpose`,
      );
    }
  }, whenValid('PAYMENTS'))
  .transform((variables) => {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = variables;
    const stripe =
      STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
          }
        : null;
    return { payments: stripe ? ('stripe' as const) : ('test' as const), stripe };
  });
