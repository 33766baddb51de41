import {
  outreachEndpoints as endpoints,
  type ContactBody,
  type SubscribeBody,
} from '@classroom/http-contract';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';

/** The visitors' Contact Us messages and newsletter sign-ups. */
export const outreachApi = {
  contact: (api: ApiClient, body: ContactBody) => api.call(endpoints.contactSupport, { body }),
  subscribe: (api: ApiClient, body: SubscribeBody) => api.call(endpoints.subscribe, { body }),
};

/** Both forms share one limit of a few sends per ten minutes: say so in words. */
export const OUTREACH_RATE_LIMITED =
  'You have sent several requests in a short time. Please wait a few minutes, then try again.';

/** A refusal for too many sends, as the person reads it; otherwise null. */
export function rateLimitedMessage(error: unknown): string | null {
  return isApiError(error) && error.code === 'rate_limited' ? OUTREACH_RATE_LIMITED : null;
}
