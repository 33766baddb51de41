import {
  EmailNotVerifiedError,
  InvalidCredentialsError,
  type IdentityUseCases,
  type LocalIdentity,
} from '@classroom/core';
import { loginBody, registerBody, type RegisteredWire } from '@classroom/http-contract';
import { HttpError, readInput, type ErrorLogger } from '@classroom/http-edge';
import Router from '@koa/router';
import type { Context } from 'koa';
import { errors, type Provider } from 'oidc-provider';
import { LOGOUT_SCRIPT } from './idp-pages';
import { FORM_INPUT, answerErrors } from './idp-errors';
import { grantRequested } from './interaction-grant';
import type { LoginThrottle } from './login-throttle';

/** The `amr` value of a person's first sign-in: the website then says 'Successfully Registered'. */
export const SIGN_UP_AMR = 'signup';

export interface InteractionRoutesOptions {
  provider: Provider;
  identity: IdentityUseCases;
  throttle: LoginThrottle;
  publicUrl: string;
  apiAudience: string;
  logger?: ErrorLogger & { warn(object: object, message: string): void };
}

/**
 * The provider's sign-in and sign-up steps. The browser first lands on
 * GET /interaction/:uid (where the provider's interaction cookie is scoped), which sends it to
 * the website's /login or /register screen; that screen posts JSON back here. Sign-up does not
 * sign in: it sends a link to the address, and the person signs in once they followed it.
 */
export function interactionRoutes(options: InteractionRoutesOptions): Router {
  const { provider, identity, throttle, publicUrl } = options;
  const router = new Router();

  async function details(ctx: Context) {
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);
    if (interaction.uid !== ctx.params.uid)
      throw new errors.SessionNotFound('interaction mismatch');
    return interaction;
  }

  /** `amr` tells the client whether this was the person's first sign-in. */
  async function finish(ctx: Context, who: LocalIdentity, amr: string[]): Promise<void> {
    const interaction = await details(ctx);
    const grantId = await grantRequested(provider, interaction, who.id, options.apiAudience);
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: who.id, remember: true, amr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.body = { redirectTo };
  }

  router.use(answerErrors(publicUrl, options.logger));

  router.get('/logout.js', (ctx) => {
    ctx.type = 'application/javascript';
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = LOGOUT_SCRIPT;
  });

  router.get('/interaction/:uid', async (ctx) => {
    const interaction = await details(ctx);
    if (interaction.prompt.name === 'login') {
      const screen = interaction.params.screen_hint === 'register' ? 'register' : 'login';
      ctx.redirect(`${publicUrl}/${screen}?uid=${encodeURIComponent(interaction.uid)}`);
      return;
    }
    // Already signed in; only the (first-party) consent is pending: grant it and go on.
    const accountId = interaction.session?.accountId;
    if (!accountId) throw new errors.SessionNotFound('no signed-in account');
    const grantId = await grantRequested(provider, interaction, accountId, options.apiAudience);
    const redirectTo = await provider.interactionResult(ctx.req, ctx.res, { consent: { grantId } });
    ctx.redirect(redirectTo);
  });

  router.get('/interaction/:uid/abort', async (ctx) => {
    await details(ctx);
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
    ctx.redirect(redirectTo);
  });

  router.post('/interaction/:uid/login', async (ctx) => {
    await details(ctx);
    const { body: input } = await readInput(ctx, { body: loginBody }, FORM_INPUT);
    const account = input.email.toLowerCase();
    const wait = await throttle.retryAfter(account, ctx.ip);
    if (wait > 0) throw tooMany(wait);
    try {
      const { identity: who, firstSignIn } = await identity.verifyLocalCredentials.execute(input);
      await throttle.recordSuccess(account, ctx.ip);
      await finish(ctx, who, firstSignIn ? ['pwd', SIGN_UP_AMR] : ['pwd']);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) {
        await throttle.recordFailure(account, ctx.ip);
        options.logger?.warn({ address: ctx.ip }, 'failed sign-in');
      }
      // The right password: no reason to slow this person down.
      if (error instanceof EmailNotVerifiedError) await throttle.recordSuccess(account, ctx.ip);
      throw error;
    }
  });

  router.post('/interaction/:uid/register', async (ctx) => {
    await details(ctx);
    const { body } = await readInput(ctx, { body: registerBody }, FORM_INPUT);
    const { email } = await identity.registerLocalAccount.execute(body);
    ctx.status = 202;
    ctx.body = { email, verificationSent: true } satisfies RegisteredWire;
  });

  return router;
}

function tooMany(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    'rate_limited',
    seconds < 60
      ? `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
      : `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
