import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  passwordChangedWire,
  passwordResetWire,
  redirectWire,
  registeredWire,
  sentIfAccountWire,
  sessionWire,
  signedOutWire,
  tokenWire,
} from '../schemas/answers';
import {
  addressBody,
  changePasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenBody,
} from '../schemas/identity';
import { json, operation, redirect } from './operation';

const loginQuery = z.object({
  provider: z.enum(['email', 'google']).optional(),
  returnTo: z.string().optional().meta({ description: 'A path on this site; anything else is /' }),
  screen: z.enum(['login', 'register']).optional(),
});

/** What the issuer sends back: checked by the OpenID client, never shown as free text. */
const callbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const interactionPath = z.object({
  uid: z.string().meta({ description: "The provider's interaction id (from /login?uid=)" }),
});

const FORM_ERRORS =
  "Refused input answers `400 validation_failed` with `fields` and the spec's messages.";

/** The website's side of sign-in (/auth/*, POST /jwt) and the bundled provider's forms. */
export const identityPaths: ZodOpenApiPathsObject = {
  '/auth/session': {
    get: operation({
      operationId: 'authSession',
      tags: ['identity'],
      summary: 'Who is signed in on this browser (null for nobody)',
      public: true,
      ok: { 200: json('The session', sessionWire) },
      errors: [503],
    }),
  },
  '/auth/login': {
    get: operation({
      operationId: 'authLogin',
      tags: ['identity'],
      summary: 'Start a sign-in (a page navigation)',
      description:
        'Sends the browser to the issuer with a fresh state, nonce and PKCE verifier. ' +
        'Google not configured: /login?error=google_not_configured; issuer unreachable: ' +
        'provider_unavailable; too many attempts: /login?error=rate_limited.',
      public: true,
      requestParams: { query: loginQuery },
      ok: { 302: redirect('To the issuer, or back to the sign-in screen with an error') },
      errors: [],
    }),
  },
  '/auth/callback': {
    get: operation({
      operationId: 'authCallback',
      tags: ['identity'],
      summary: "The issuer's answer: opens the session (a page navigation)",
      description:
        'Checks state, PKCE and the ID token, upserts the user record and sets the session ' +
        'cookie, then goes to returnTo with ?auth=signed-in (or registered). Any failure goes ' +
        'to /login?error=sign_in_failed (sign_in_expired, email_missing, email_not_verified).',
      public: true,
      requestParams: { query: callbackQuery },
      ok: { 302: redirect('To returnTo, or to the sign-in screen with an error') },
      errors: [],
    }),
  },
  '/auth/logout': {
    post: operation({
      operationId: 'authLogout',
      tags: ['identity'],
      summary: 'Sign out everywhere: every session and token of the person ends',
      ok: { 200: json('Signed out', signedOutWire) },
      errors: [403, 503],
    }),
  },
  '/jwt': {
    post: operation({
      operationId: 'issueToken',
      tags: ['identity'],
      summary: 'A bearer token for the API (own e-mail only)',
      description:
        "For a session cookie or a provider's access token (the desktop app); a product token " +
        'cannot renew itself (401). Another e-mail: 403.',
      body: tokenBody,
      ok: { 200: json('The token', tokenWire) },
      errors: [400, 401, 403, 413, 415, 429, 503],
    }),
  },
  '/idp/interaction/{uid}': {
    get: operation({
      operationId: 'idpInteraction',
      tags: ['provider'],
      summary: "The provider's sign-in step: on to the website's /login or /register screen",
      public: true,
      requestParams: { path: interactionPath },
      ok: { 302: redirect('To /login?uid= or /register?uid=, or on to the client') },
      errors: [],
    }),
  },
  '/idp/interaction/{uid}/abort': {
    get: operation({
      operationId: 'idpAbort',
      tags: ['provider'],
      summary: 'Cancel the sign-in: back to the client with error=access_denied',
      public: true,
      requestParams: { path: interactionPath },
      ok: { 302: redirect('Back to the client') },
      errors: [],
    }),
  },
  '/idp/interaction/{uid}/login': {
    post: operation({
      operationId: 'idpLogin',
      tags: ['provider'],
      summary: 'Sign in with e-mail and password',
      description:
        `${FORM_ERRORS} A wrong password or unknown e-mail: 401 'Invalid Email/Password'; ` +
        'an unverified address: 403 email_not_verified; a bad link: 400 invalid_token; an ' +
        'expired interaction: 400 bad_request; too many attempts: 429 with Retry-After.',
      public: true,
      requestParams: { path: interactionPath },
      body: loginBody,
      ok: { 200: json('Where the browser goes next', redirectWire) },
      errors: [400, 401, 403, 413, 415, 429, 503],
    }),
  },
  '/idp/interaction/{uid}/register': {
    post: operation({
      operationId: 'idpRegister',
      tags: ['provider'],
      summary: 'Sign up: a link goes to the address; nobody is signed in',
      description: `${FORM_ERRORS} New and taken addresses get the same answer.`,
      public: true,
      requestParams: { path: interactionPath },
      body: registerBody,
      ok: { 202: json('A link was sent', registeredWire) },
      errors: [400, 413, 415, 429, 503],
    }),
  },
  '/idp/verification/resend': {
    post: operation({
      operationId: 'idpResendVerification',
      tags: ['provider'],
      summary: 'Send the verification link again',
      description: 'The same answer, at once, for every address.',
      public: true,
      body: addressBody,
      ok: { 202: json('Sent if the account exists', sentIfAccountWire) },
      errors: [400, 413, 415, 429],
    }),
  },
  '/idp/password/forgot': {
    post: operation({
      operationId: 'idpForgotPassword',
      tags: ['provider'],
      summary: 'Ask for a password reset link',
      description: 'The same answer, at once, for every address.',
      public: true,
      body: addressBody,
      ok: { 202: json('Sent if the account exists', sentIfAccountWire) },
      errors: [400, 413, 415, 429],
    }),
  },
  '/idp/password/reset': {
    post: operation({
      operationId: 'idpResetPassword',
      tags: ['provider'],
      summary: "Set a new password with a reset link's token",
      description: `${FORM_ERRORS} A used, expired or unknown link: 400 invalid_token.`,
      public: true,
      body: resetPasswordBody,
      ok: { 200: json('Reset', passwordResetWire) },
      errors: [400, 413, 415, 429, 503],
    }),
  },
  '/idp/account/password': {
    post: operation({
      operationId: 'idpChangePassword',
      tags: ['provider'],
      summary: 'Change the password (signed in to the product)',
      description: `${FORM_ERRORS} Every session ends afterwards, this one too.`,
      body: changePasswordBody,
      ok: { 200: json('Changed', passwordChangedWire) },
      errors: [400, 401, 403, 413, 415, 429, 503],
    }),
  },
  '/idp/logout.js': {
    get: operation({
      operationId: 'idpLogoutScript',
      tags: ['provider'],
      summary: "The script of the provider's sign-out page",
      public: true,
      ok: {
        200: {
          description: 'JavaScript',
          content: { 'application/javascript': { schema: z.string() } },
        },
      },
      errors: [],
    }),
  },
};
