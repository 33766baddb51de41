import type { ErrorCode } from '@classroom/http-contract';

/** A failure of the transport itself (bad JSON, too large, rate limited ...), with a wire code. */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
