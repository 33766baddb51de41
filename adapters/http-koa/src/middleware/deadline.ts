import type { Middleware } from 'koa';
import { HttpError } from '@classroom/http-edge';
import { RequestScope, runInScope } from './request-scope';

interface Waiting {
  scope: RequestScope;
  fail: (error: HttpError) => void;
}

/**
 * Answers 503 when the work behind a request takes longer than `ms` (a database that stopped
 * answering), so that no caller hangs. The late work goes on in the background, but cannot
 * commit: the request runs in a RequestScope that its units of work ask before committing, so
 * a request answered 503 leaves no row behind. A commit that started in time is waited for
 * rather than answered over. One coarse timer watches every request in flight instead of one
 * timer each; it checks every tick (a tenth of `ms`, at most 250 ms), so a request is due one
 * tick early and still answers within `ms`.
 */
export function deadline(ms: number): Middleware {
  const tick = Math.max(1, Math.min(250, Math.ceil(ms / 10)));
  const waiting = new Set<Waiting>();
  let timer: NodeJS.Timeout | undefined;

  const check = () => {
    const now = Date.now();
    for (const entry of waiting) {
      if (!entry.scope.isPastDue(now) || entry.scope.committing) continue;
      waiting.delete(entry);
      entry.fail(
        new HttpError('service_unavailable', 'The service is unavailable. Try again soon.'),
      );
    }
    if (waiting.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return (ctx, next) =>
    new Promise<void>((resolve, reject) => {
      const entry: Waiting = { scope: new RequestScope(Date.now() + ms - tick), fail: reject };
      waiting.add(entry);
      timer ??= setInterval(check, tick).unref();
      runInScope(entry.scope, next).then(
        () => {
          waiting.delete(entry);
          resolve();
        },
        (error: unknown) => {
          waiting.delete(entry);
          reject(error);
        },
      );
    });
}
