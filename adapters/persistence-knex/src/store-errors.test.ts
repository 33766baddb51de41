import { NotFoundError, StoreUnavailableError } from '@classroom/core';
import { describe, expect, it } from 'vitest';
import { withStoreErrors } from './store-errors';

/** A port whose calls fail the way a driver or the port itself would. */
class FlakyPort {
  #failure: unknown;
  constructor(failure: unknown) {
    this.#failure = failure;
  }
  async read(): Promise<string> {
    throw this.#failure;
  }
  write(): void {
    throw this.#failure;
  }
}

const driverError = (props: object, message = 'driver failed') =>
  Object.assign(new Error(message), props);

describe('withStoreErrors', () => {
  it.each([
    ['a refused MySQL connection', driverError({ code: 'ECONNREFUSED' })],
    ['a lost MySQL connection', driverError({ code: 'PROTOCOL_CONNECTION_LOST', fatal: true })],
    [
      'a closed connection',
      driverError({}, "Can't add new command when connection is in closed state"),
    ],
    ['an exhausted pool', driverError({ name: 'KnexTimeoutError' })],
    ['a SQLite disk I/O error', driverError({ code: 'SQLITE_IOERR_WRITE' })],
    ['a SQLite file moved away', driverError({ code: 'SQLITE_READONLY_DBMOVED' })],
    [
      'a full disk, wrapped by knex',
      new Error('insert failed', { cause: driverError({ code: 'SQLITE_FULL' }) }),
    ],
  ])('turns %s into the core StoreUnavailableError, keeping the cause', async (_what, failure) => {
    const port = withStoreErrors(new FlakyPort(failure));
    const rejected = await port.read().catch((error: unknown) => error);
    expect(rejected).toBeInstanceOf(StoreUnavailableError);
    expect((rejected as Error).cause).toBe(failure);
    expect(() => port.write()).toThrow(StoreUnavailableError);
  });

  it('passes a domain error and a failure of the statement itself unchanged', async () => {
    const notFound = new NotFoundError('course');
    const badStatement = driverError({ code: 'ER_PARSE_ERROR' });
    for (const failure of [notFound, badStatement]) {
      await expect(withStoreErrors(new FlakyPort(failure)).read()).rejects.toBe(failure);
    }
  });
});
