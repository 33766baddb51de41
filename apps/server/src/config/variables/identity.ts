import { z } from 'zod';
import {
  allOrNone,
  always,
  commaList,
  emailAddress,
  httpUrl,
  inProduction,
  problem,
} from './values';

/** Sessions, the first admins, and the external sign-in providers. */
export const identity = z
  .object({
    NODE_ENV: inProduction,
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long').optional(),
    SESSION_SECRET_PREVIOUS: commaList(z.string()).refine(
      (secrets) => secrets.every((secret) => secret.length >= 32),
      'each secret must be at least 32 characters long',
    ),
    ADMIN_EMAILS: commaList(emailAddress((address) => `"${address}" is not an e-mail address`)),
    OIDC_ISSUER: httpUrl.optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
  })
  .superRefine(({ NODE_ENV: production, SESSION_SECRET }, ctx) => {
    if (production && SESSION_SECRET === undefined) {
      problem(ctx, 'SESSION_SECRET', 'is required in production (at least 32 random characters)');
    }
  }, always)
  .superRefine(allOrNone('OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'), always)
  .superRefine(allOrNone('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'), always)
  .transform((variables) => ({
    sessionSecret: variables.SESSION_SECRET ?? null,
    previousSessionSecrets: variables.SESSION_SECRET_PREVIOUS,
    adminEmails: variables.ADMIN_EMAILS,
    oidc:
      variables.OIDC_ISSUER && variables.OIDC_CLIENT_ID && variables.OIDC_CLIENT_SECRET
        ? {
            issuer: variables.OIDC_ISSUER,
            clientId: variables.OIDC_CLIENT_ID,
            clientSecret: variables.OIDC_CLIENT_SECRET,
          }
        : null,
    google:
      variables.GOOGLE_CLIENT_ID && variables.GOOGLE_CLIENT_SECRET
        ? { clientId: variables.GOOGLE_CLIENT_ID, clientSecret: variables.GOOGLE_CLIENT_SECRET }
        : null,
  }));
