import type { ErrorCode } from '../error-codes';
import type { EndpointSpec } from './endpoint';

/**
 * Every code the endpoint may answer with: those it declares, and those its declaration
 * implies (a declared input may be malformed, a signed-in route refuses visitors, a limit
 * refuses a client over it, an Idempotency-Key may be in use or reused).
 */
export function errorCodesOf(endpoint: EndpointSpec): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors);
  if (endpoint.params || endpoint.query || endpoint.body) codes.add('bad_request');
  if (endpoint.access === 'signedIn') codes.add('unauthenticated');
  if (endpoint.rateLimit) codes.add('rate_limited');
  if (endpoint.idempotent) {
    codes.add('idempotency_key_in_progress');
    codes.add('idempotency_key_reused');
  }
  return [...codes];
}
