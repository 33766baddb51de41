import { CONTACT_LIMITS } from '@classroom/core/contact-limits';
import { z } from 'zod';
import { email, requiredText } from '../fields';

/** POST /api/v1/contact: a visitor's message to the support team. */
export const contactBody = z.strictObject({
  name: requiredText('Name', CONTACT_LIMITS.name, 'Your Name is required'),
  email,
  subject: requiredText('Subject', CONTACT_LIMITS.subject),
  message: requiredText('Message', CONTACT_LIMITS.message).min(CONTACT_LIMITS.minMessage, {
    error: `Message must be at least ${CONTACT_LIMITS.minMessage} characters`,
  }),
});

/** POST /api/v1/subscribers: the newsletter form's one field. */
export const subscribeBody = z.strictObject({ email });

/** The answer to both: the message is on its way, the address on the list. */
export const acceptedWire = z.strictObject({ accepted: z.literal(true) });

export type ContactBody = z.input<typeof contactBody>;
export type SubscribeBody = z.input<typeof subscribeBody>;
export type AcceptedWire = z.infer<typeof acceptedWire>;
