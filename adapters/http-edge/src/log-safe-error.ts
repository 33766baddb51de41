import { stdSerializers } from 'pino';

/** Driver fields that repeat the statement or its values (mysql2: `sql`, `sqlMessage`). */
const STATEMENT_FIELDS = ['sql', 'sqlMessage', 'bindings', 'parameters', 'values'];

/** A quoted SQL literal: 'it''s', 'a\'b'. */
const QUOTED_LITERAL = /'(?:[^'\\]|\\.|'')*'/g;
/**
 * An e-mail address: no slash before the @ and a host name after it, so a path such as
 * `node_modules/@smithy/smithy-client/dist-cjs/index.js:79:67` in a stack frame is no address.
 */
const EMAIL = /[\w.!#$%&*+=?^{|}~-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;

type Serialized = Record<string, unknown>;

/**
 * An error as a log line may carry it: pino's standard shape, minus anything that could name a
 * person. A database error's message carries the failed statement, and knex writes it with
 * its values (`update users set display_name = 'Sam …'`), so every quoted literal of a database
 * error becomes '?' and the driver's copies of the statement are dropped; any e-mail address in
 * any error becomes [email].
 */
export function logSafeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  // With its cause as an object of its own: a wrapped driver error keeps its code in the log.
  return scrub(stdSerializers.errWithCause(error) as unknown as Serialized, isDatabaseError(error));
}

function scrub(serialized: Serialized, database: boolean): Serialized {
  const safe: Serialized = {};
  for (const [key, value] of Object.entries(serialized)) {
    if (STATEMENT_FIELDS.includes(key)) continue;
    if (typeof value === 'string') safe[key] = redact(value, database);
    else if (Array.isArray(value)) safe[key] = value.map((item) => scrubValue(item, database));
    else safe[key] = scrubValue(value, database);
  }
  return safe;
}

function scrubValue(value: unknown, database: boolean): unknown {
  if (typeof value === 'string') return redact(value, database);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return scrub(value as Serialized, database);
  }
  return value;
}

function redact(text: string, database: boolean): string {
  const literalsHidden = database ? text.replace(QUOTED_LITERAL, "'?'") : text;
  return literalsHidden.replace(EMAIL, '[email]');
}

/** The error or one of its causes came from a database driver (MySQL, SQLite) or knex. */
function isDatabaseError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, sqlState, sqlMessage, sql, cause } = error as Record<string, unknown>;
  if (sqlState !== undefined || sqlMessage !== undefined || sql !== undefined) return true;
  if (typeof code === 'string' && /^(ER_|SQLITE_)/.test(code)) return true;
  return cause !== undefined && isDatabaseError(cause, depth + 1);
}
