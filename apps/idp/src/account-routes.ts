import type { Actor, IdentityUseCases } from '@classroom/core';
import { UnauthenticatedError } from '@classroom/core';
import {
  addressBody,
  changePasswordBody,
  resetPasswordBody,
  type SentIfAccountWire,
} from '@classroom/http-contract';
import { readInput } from '@classroom/http-edge';
import Router from '@koa/router';
import type { Context } from 'koa';
import { FORM_INPUT, answerErrors } from './idp-errors';

export interface AccountRoutesOptions {
  identity: IdentityUseCases;
  publicUrl: string;
  /** The product's own sign-in (session cookie or bearer token), for a person's own account. */
  authenticate?: (ctx: Context) => Promise<Actor | null>;
  logger?: { error(object: object, message: string): void };
}

/** What the answers to "forgot password" and "resend" say, whoever asked. */
export const SENT_IF_ACCOUNT =
  'If an account exists for that address, we have sent it an e-mail. Check your inbox.';

/**
 * The bundled accounts' e-mail links and care: resend a verification link (it is used by
 * signing in with it), ask for and use a password reset, change a password. Requests that name an address answer at once and
 * alike, and do their work afterwards, so neither the answer nor its timing tells whether the
 * address has an account.
 */
export function accountRoutes(options: AccountRoutesOptions): Router {
  const { identity } = options;
  const router = new Router();
  router.use(answerErrors(options.publicUrl, options.logger));

  function afterAnswering(ctx: Context, work: () => Promise<void>): void {
    ctx.status = 202;
    ctx.body = { message: SENT_IF_ACCOUNT } satisfies SentIfAccountWire;
    setImmediate(() => {
      work().catch((error: unknown) =>
        options.logger?.error({ err: error }, 'account e-mail could not be prepared'),
      );
    });
  }

  router.post('/verification/resend', async (ctx) => {
    const { email } = (await readInput(ctx, { body: addressBody }, FORM_INPUT)).body;
    afterAnswering(ctx, () => identity.resendVerification.execute({ email }));
  });

  router.post('/password/forgot', async (ctx) => {
    const { email } = (await readInput(ctx, { body: addressBody }, FORM_INPUT)).body;
    afterAnswering(ctx, () => identity.requestPasswordReset.execute({ email }));
  });

  router.post('/password/reset', async (ctx) => {
    const { body } = await readInput(ctx, { body: resetPasswordBody }, FORM_INPUT);
    await identity.resetPassword.execute(body);
    ctx.body = { reset: true };
  });

  router.post('/account/password', async (ctx) => {
    const actor = (await options.authenticate?.(ctx)) ?? null;
    if (!actor) throw new UnauthenticatedError();
    const { body } = await readInput(ctx, { body: changePasswordBody }, FORM_INPUT);
    await identity.changePassword.execute(body, actor);
    ctx.body = { changed: true };
  });

  return router;
}
