import type { ErrorCode } from '@classroom/http-contract';

// The map lives in the contract, which documents each code's status in the OpenAPI document.
export { errorStatus } from '@classroom/http-contract';

/** Reverse lookup for errors that arrive with only a status (koa's ctx.throw, http-errors). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
    case 501:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
