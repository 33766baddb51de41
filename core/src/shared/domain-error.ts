import type { DomainErrorCode } from './error-codes';

/** Base of every failure the core reports. Adapters map `code`, never the message. */
export abstract class DomainError extends Error {
  abstract readonly code: DomainErrorCode;
  readonly fields: Readonly<Record<string, string>> = {};

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
