import { z } from 'zod';
import { email, id } from '../fields';

/** `/:id` of a user or course record. */
export const idParams = z.strictObject({ id });
/** `/:email` of a user. */
export const emailParams = z.strictObject({ email });

export type IdParams = z.infer<typeof idParams>;
export type EmailParams = z.infer<typeof emailParams>;
