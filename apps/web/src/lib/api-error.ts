/** A failed API call, built from the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The network failed or the server answered something that is not our error body. */
  static unreadable(status: number): ApiError {
    const message =
      status === 0 ? 'The server cannot be reached.' : `The server answered ${status}.`;
    return new ApiError(status, status === 0 ? 'network_error' : 'internal_error', message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
