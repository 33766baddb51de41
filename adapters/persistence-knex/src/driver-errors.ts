interface DriverError {
  code?: unknown;
  errno?: unknown;
}

function driverError(error: unknown): DriverError {
  return typeof error === 'object' && error !== null ? (error as DriverError) : {};
}

/** A unique or primary-key constraint refused the row (MySQL/MariaDB or SQLite). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return (
    code === 'ER_DUP_ENTRY' ||
    errno === 1062 ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** A foreign key refused the row: what it names is gone (MySQL/MariaDB or SQLite). */
export function isForeignKeyViolation(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return (
    code === 'ER_NO_REFERENCED_ROW_2' || errno === 1452 || code === 'SQLITE_CONSTRAINT_FOREIGNKEY'
  );
}

/** The database gave up on the transaction for a reason a retry can cure. */
export function isRetryableTransactionError(error: unknown): boolean {
  const { code, errno } = driverError(error);
  return (
    code === 'ER_LOCK_DEADLOCK' ||
    errno === 1213 ||
    code === 'ER_LOCK_WAIT_TIMEOUT' ||
    errno === 1205 ||
    code === 'SQLITE_BUSY'
  );
}

/** Driver and pool codes that mean "the database cannot be reached right now". */
const CONNECTION_CODES = new Set([
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
const SQLITE_FILE_FAILURE = /^SQLITE_(BUSY|CANTOPEN|READONLY|IOERR|FULL)(_|$)/;

/** knex's pool gave up waiting for a connection; mysql2 timed out. */
const TIMEOUT_NAMES = new Set(['KnexTimeoutError', 'TimeoutError']);

/** mysql2's words for a connection that died under a query. */
const CLOSED_CONNECTION =
  /connection (is in closed state|lost)|Can't add new command when connection is in closed state/i;

/**
 * The store cannot answer or take writes now (connection refused or lost, pool exhausted,
 * server shutting down, SQLite file busy, gone, read-only or full), as opposed to a failure of
 * the statement itself. Looks through `cause` chains, as knex wraps driver errors.
 */
export function isConnectionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, name, fatal, cause } = error as {
    code?: unknown;
    name?: unknown;
    fatal?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLITE_FILE_FAILURE.test(code))) {
    return true;
  }
  if (typeof name === 'string' && TIMEOUT_NAMES.has(name)) return true;
  if (fatal === true) return true;
  if (error instanceof Error && CLOSED_CONNECTION.test(error.message)) return true;
  return cause !== undefined && cause !== error && isConnectionFailure(cause, depth + 1);
}
