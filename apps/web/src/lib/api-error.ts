import { errorCodesOf, type Endpoint, type ErrorCodeOf } from '@classroom/http-contract';

/** What the client itself fails with: no answer, or an answer that is not our error body. */
export type ClientErrorCode = 'network_error' | 'internal_error';

/** The codes a call of that endpoint may fail with. */
export type CallErrorCode<E extends Endpoint> = ErrorCodeOf<E> | ClientErrorCode;

/** A failed API call, built from the server's `{ error: { code, message, fields } }` body. */
export class ApiError<Code extends string = string> extends Error {
  constructor(
    readonly status: number,
    readonly code: Code,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The network failed or the server answered something that is not our error body. */
  static unreadable(status: number): ApiError<ClientErrorCode> {
    const message =
      status === 0 ? 'The server cannot be reached.' : `The server answered ${status}.`;
    return new ApiError(status, status === 0 ? 'network_error' : 'internal_error', message);
  }
}

const CLIENT_CODES: readonly string[] = ['network_error', 'internal_error'];

/**
 * An ApiError; given an endpoint, one whose code that endpoint declares (or the client's
 * own), so that a `switch` on the code knows every case.
 */
export function isApiError(error: unknown): error is ApiError;
export function isApiError<E extends Endpoint>(
  error: unknown,
  endpoint: E,
): error is ApiError<CallErrorCode<E>>;
export function isApiError(error: unknown, endpoint?: Endpoint): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (!endpoint) return true;
  const declared: readonly string[] = errorCodesOf(endpoint);
  return CLIENT_CODES.includes(error.code) || declared.includes(error.code);
}

/** Reads an error body without trusting its shape. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const error = (body as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return ApiError.unreadable(status);
  const { code, message, fields } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return ApiError.unreadable(status);
  const safeFields: Record<string, string> = {};
  if (fields && typeof fields === 'object') {
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') safeFields[key] = value;
    }
  }
  return new ApiError(status, code, message, safeFields);
}
