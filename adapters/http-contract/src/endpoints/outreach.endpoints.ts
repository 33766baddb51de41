import { z } from 'zod';
import { acceptedWire, contactBody, subscribeBody } from '../schemas/outreach';
import { endpointTable } from './endpoint';

/** The visitors' Contact Us messages and newsletter sign-ups, and the admins' export of the list. */
export const outreachEndpoints = endpointTable({
  contactSupport: {
    method: 'POST',
    path: '/api/v1/contact',
    access: 'public',
    tag: 'outreach',
    summary: "A visitor's message to the support team",
    description:
      'Sent through the outbox to the support address (SUPPORT_EMAIL) with the sender as ' +
      'Reply-To. Five messages and sign-ups per client in ten minutes.',
    body: contactBody,
    answer: { 202: { description: 'On its way', schema: acceptedWire } },
    rateLimit: 'outreach',
    errors: ['payload_too_large', 'unsupported_media_type', 'service_unavailable'],
  },
  subscribe: {
    method: 'POST',
    path: '/api/v1/subscribers',
    access: 'public',
    tag: 'outreach',
    summary: 'Put an address on the newsletter list, once',
    description: 'The same answer whether or not the address was on the list already.',
    body: subscribeBody,
    answer: { 202: { description: 'On the list', schema: acceptedWire } },
    rateLimit: 'outreach',
    errors: ['payload_too_large', 'unsupported_media_type', 'service_unavailable'],
  },
  exportSubscribers: {
    method: 'GET',
    path: '/api/v1/admin/subscribers',
    access: 'signedIn',
    tag: 'admin',
    summary: 'The newsletter list as CSV, oldest first (admin)',
    answer: {
      200: {
        description: 'email,subscribed_at rows (RFC 4180), as an attachment',
        schema: z.string(),
        csv: 'subscribers.csv',
        csvOnly: true,
      },
    },
    errors: ['bad_request', 'forbidden', 'service_unavailable'],
  },
});
