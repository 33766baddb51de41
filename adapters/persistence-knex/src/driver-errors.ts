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
