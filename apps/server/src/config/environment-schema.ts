import { z } from 'zod';
import { certificates } from './variables/certificates';
import { database } from './variables/database';
import { demo } from './variables/demo';
import { identity } from './variables/identity';
import { defaultSender, mail } from './variables/mail';
import { media } from './variables/media';
import { money } from './variables/money';
import { payments } from './variables/payments';
import { school } from './variables/school';
import { server } from './variables/server';

/** The concerns, each checking its variables and its rules on the whole environment. */
const concerns = z.object({
  server,
  database,
  identity,
  school,
  demo,
  payments,
  mail,
  media,
  certificates,
  money,
});

/** Every variable the server reads. */
export const VARIABLES = [
  ...new Set(Object.values(concerns.shape).flatMap((concern) => Object.keys(concern.in.shape))),
];

/**
 * The environment as each concern reads it: every variable trimmed, an empty one unset
 * (compose passes `${X:-}` as ''). Each concern gets the whole of it, so that one concern's
 * problems never hide another's.
 */
function forEachConcern(env: unknown): Record<string, Record<string, string>> {
  const variables = Object.fromEntries(
    Object.entries(env as Record<string, string | undefined>)
      .map(([name, value]) => [name, value?.trim()])
      .filter(([, value]) => value),
  ) as Record<string, string>;
  return Object.fromEntries(Object.keys(concerns.shape).map((name) => [name, variables]));
}

/**
 * The environment, read into the server's configuration. A problem's path is its concern,
 * then its variable.
 */
export const environmentSchema = z
  .preprocess(forEachConcern, concerns)
  // Some defaults come from another concern's variables: known once every one is read.
  .transform(
    ({ server, database, identity, school, demo, payments, mail, media, certificates, money }) => ({
      ...server,
      ...database,
      ...identity,
      ...school,
      ...demo,
      ...payments,
      ...certificates,
      ...money,
      smtp:
        mail.url === undefined
          ? null
          : {
              url: mail.url,
              from: mail.from ?? defaultSender(school.schoolName, server.publicUrl),
            },
      media: {
        ...media,
        store: media.store ?? { kind: 'file' as const, root: `${server.varDir}/media` },
      },
    }),
  );
