import {
  DomainError,
  EmailTakenError,
  InvalidCredentialsError,
  ValidationError,
  type IdentityUseCases,
  type LocalIdentity,
} from '@classroom/core';
import Router from '@koa/router';
import type { Context } from 'koa';
import { errors, type Provider } from 'oidc-provider';
import { LOGOUT_SCRIPT } from './idp-pages';
import { grantRequested } from './interaction-grant';
import type { LoginThrottle } from './login-throttle';
import { BadRequestError, readJsonBody, text } from './read-json-body';

/** The `amr` value of a sign-in that created the account. */
export const SIGN_UP_AMR = 'signup';

export interface InteractionRoutesOptions {
  provider: Provider;
  identity: IdentityUseCases;
  throttle: LoginThrottle;
  publicUrl: string;
  apiAudience: string;
  logger?: { warn(object: object, message: string): void };
}

function fail(ctx: Context, status: number, code: string, message: string, fields?: object): void {
  ctx.status = status;
  ctx.body = { error: { code, message, ...(fields ? { fields } : {}) } };
}

/**
 * The provider's sign-in and sign-up steps. The browser first lands on
 * GET /interaction/:uid (where the provider's interaction cookie is scoped), which sends it to
 * the website's /login or /register screen; that screen posts JSON back here.
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

  /** `amr` tells the client whether this was a sign-up ('Successfully Registered'). */
  async function finish(ctx: Context, who: LocalIdentity, amr: string[]): Promise<void> {
    const interaction = await details(ctx);
    const grantId = await grantRequested(provider, interaction, who.email, options.apiAudience);
    const redirectTo = await provider.interactionResult(
      ctx.req,
      ctx.res,
      { login: { accountId: who.email, remember: true, amr }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
    ctx.body = { redirectTo };
  }

  // Every answer from here is JSON for the website's forms, or a redirect.
  router.use(async (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    try {
      await next();
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        if (ctx.method === 'GET') ctx.redirect(`${publicUrl}/login?error=interaction_expired`);
        else fail(ctx, 400, 'bad_request', 'This sign-in has expired. Please start again.');
      } else if (error instanceof BadRequestError) {
        fail(ctx, 400, 'bad_request', error.message);
      } else if (error instanceof ValidationError) {
        fail(ctx, 400, error.code, error.message, error.fields);
      } else if (error instanceof InvalidCredentialsError) {
        fail(ctx, 401, error.code, error.message);
      } else if (error instanceof EmailTakenError) {
        fail(ctx, 409, error.code, 'An account with this e-mail already exists.', {
          email: 'An account with this e-mail already exists.',
        });
      } else if (error instanceof DomainError) {
        fail(ctx, 400, error.code, error.message);
      } else throw error;
    }
  });

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
    const body = await readJsonBody(ctx);
    const input = { email: text(body, 'email'), password: text(body, 'password') };
    const account = input.email.trim().toLowerCase();
    const wait = throttle.retryAfter(account, ctx.ip);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
      fail(
        ctx,
        429,
        'rate_limited',
        `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      );
      return;
    }
    let who: LocalIdentity;
    try {
      who = await identity.verifyLocalCredentials.execute(input);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) {
        throttle.recordFailure(account, ctx.ip);
        options.logger?.warn({ address: ctx.ip }, 'failed sign-in');
      }
      throw error;
    }
    throttle.recordSuccess(account);
    await finish(ctx, who, ['pwd']);
  });

  router.post('/interaction/:uid/register', async (ctx) => {
    await details(ctx);
    const body = await readJsonBody(ctx);
    const who = await identity.registerLocalAccount.execute({
      displayName: text(body, 'displayName'),
      photoURL: text(body, 'photoURL'),
      email: text(body, 'email'),
      password: text(body, 'password'),
    });
    await finish(ctx, who, ['pwd', SIGN_UP_AMR]);
  });

  return router;
}
