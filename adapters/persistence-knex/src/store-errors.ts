import { StoreUnavailableError } from '@classroom/core';
import { isConnectionFailure } from './driver-errors';

/** A driver's failure to reach or write the store becomes the core's StoreUnavailableError. */
export function toStoreError(error: unknown): unknown {
  if (error instanceof StoreUnavailableError) return error;
  return isConnectionFailure(error) ? new StoreUnavailableError({ cause: error }) : error;
}

/**
 * The same port, with the failures of every method passed through `toStoreError`, so that no
 * other adapter needs to know a driver's codes. Errors the port raises itself (domain errors,
 * a constraint it turned into one) pass unchanged.
 */
export function withStoreErrors<T extends object>(port: T): T {
  return new Proxy(port, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => Promise.reject(toStoreError(error)))
            : result;
        } catch (error) {
          throw toStoreError(error);
        }
      };
    },
  });
}

/** Every port of a record of them (the repositories), each wrapped. */
export function withStoreErrorsEach<T extends { [K in keyof T]: object }>(ports: T): T {
  return Object.fromEntries(
    Object.entries<object>(ports).map(([name, port]) => [name, withStoreErrors(port)]),
  ) as T;
}
