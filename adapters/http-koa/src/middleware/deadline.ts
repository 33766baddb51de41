import type { Middleware } from 'koa';
import { HttpError } from '../errors/http-error';

/**
 * Answers 503 when the work behind a request takes longer than `ms` (a database that stopped
 * answering), so that no caller hangs. The late work finishes in the background; its answer
 * is dropped.
 */
export function deadline(ms: number): Middleware {
  return async (ctx, next) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new HttpError('service_unavailable', 'The service is unavailable. Try again soon.'),
          ),
        ms,
      );
    });
    const work = next();
    work.catch(() => undefined);
    try {
      await Promise.race([work, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
