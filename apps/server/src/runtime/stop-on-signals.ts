import type { Logger } from 'pino';
import type { StartedServer } from '../server';

/**
 * Graceful stop on SIGTERM or SIGINT: stop accepting, let in-flight requests finish, close the
 * pool, exit. The first signal starts it and later ones change nothing: Ctrl-C under
 * `npm start` reaches npm, tsx and node at once, and tsx and npm pass it on again, so a second
 * signal must not kill the process in the middle (its default action would).
 */
export function stopOnSignals(server: StartedServer, logger: Logger, graceMs: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.info({ signal }, 'already stopping; in-flight requests still finish');
      return;
    }
    stopping = true;
    logger.info({ signal, inFlight: server.running.inFlight() }, 'stopping');
    setTimeout(() => {
      logger.error('graceful stop took too long; exiting');
      process.exit(1);
    }, graceMs + 2_000).unref();
    server.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
