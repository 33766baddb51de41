import { z } from 'zod';
import { always, emailAddress, inProduction, problem } from './values';

/** An address that reaches nobody: production must name its own (SUPPORT_EMAIL). */
const DEFAULT_SUPPORT_EMAIL = 'support@gsclassroom.example';

/** The school's name and where its visitors' messages go. */
export const school = z
  .object({
    NODE_ENV: inProduction,
    // It goes into mail headers and page titles: one plain line.
    SCHOOL_NAME: z
      .string()
      .refine(
        (name) => name.length <= 80 && !/[<>"\\\p{Cc}]/u.test(name),
        'must be one line of at most 80 characters, without <, >, " or \\',
      )
      .default('GS Classroom'),
    SUPPORT_EMAIL: emailAddress(() => 'must be an e-mail address').optional(),
  })
  .superRefine(({ NODE_ENV: production, SUPPORT_EMAIL }, ctx) => {
    if (production && SUPPORT_EMAIL === undefined) {
      problem(
        ctx,
        'SUPPORT_EMAIL',
        `is required in production: the Contact Us page's messages go to it, and the default (${DEFAULT_SUPPORT_EMAIL}) reaches nobody`,
      );
    }
  }, always)
  .transform((variables) => ({
    schoolName: variables.SCHOOL_NAME,
    supportEmail: variables.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  }));
