/** Driver and pool failures that mean "the database cannot be reached right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
]);

/**
 * SQLite failing for its file rather than for the request: busy, unable to open it, read-only
 * (a file or disk that turned read-only, or a file moved away), disk I/O errors, disk full;
 * with their extended codes (SQLITE_READONLY_DBMOVED, SQLITE_IOERR_WRITE ...).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|CANTOPEN|READONLY|IOERR|FULL)(_|$)/;

const UNAVAILABLE_NAMES = new Set(['KnexTimeoutError', 'TimeoutError', 'StoreUnavailableError']);

export function isUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, fatal, cause } = error as {
    code?: unknown;
    name?: unknown;
    fatal?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE.test(code))) {
    return true;
  }
  if (typeof name === 'string' && UNAVAILABLE_NAMES.has(name)) return true;
  if (fatal === true) return true;
  if (
    error instanceof Error &&
    /connection (is in closed state|lost)|Can't add new command when connection is in closed state/i.test(
      error.message,
    )
  ) {
    return true;
  }
  return cause !== undefined && cause !== error && isUnavailable(cause);
}
