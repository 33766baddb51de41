import type { Logger } from 'pino';
import type { Config } from './config/config';
import { TOKENS, buildContainer, type ContainerOverrides } from './container';
import { listen, type RunningServer } from './runtime/http-server';
import { listenMetrics } from './runtime/metrics-server';
import { seedDemoIfEmpty } from './wiring/demo';

export interface StartedServer {
  port: number;
  url: string;
  running: RunningServer;
  /**
   * Graceful stop: no new connections and no new jobs; in-flight requests and jobs finish,
   * then the pool closes.
   */
  stop(): Promise<void>;
}

/**
 * Opens the store (migrating it), seeds the demo on a first start, starts the background job
 * runner, and listens.
 */
export async function startServer(
  config: Config,
  logger: Logger,
  overrides: ContainerOverrides = {},
): Promise<StartedServer> {
  const container = await buildContainer(config, logger, overrides);
  const store = await container.getAsync(TOKENS.store);
  const migrated = await store.migrate();
  if (migrated.length > 0) logger.info({ migrations: migrated }, 'database migrated');
  if (config.seedDemo) {
    await seedDemoIfEmpty(
      store,
      (await container.getAsync(TOKENS.media)).storage,
      (await container.getAsync(TOKENS.certification)).onCourseCompleted,
      logger,
    );
  }

  const app = await container.getAsync(TOKENS.app);
  const jobs = await container.getAsync(TOKENS.jobs);
  jobs.start();
  const running = await listen(app.callback(), config.port, config.host);
  const metricsServer =
    config.metricsPort === null
      ? null
      : await listenMetrics(
          await container.getAsync(TOKENS.metrics),
          config.metricsPort,
          config.host,
        );
  let stopping: Promise<void> | null = null;
  return {
    port: running.port,
    url: `http://127.0.0.1:${running.port}`,
    running,
    stop() {
      stopping ??= (async () => {
        await Promise.all([
          running.stop(config.shutdownGraceMs),
          jobs.stop(),
          metricsServer?.stop(0),
        ]);
        await container.unbindAllAsync();
      })();
      return stopping;
    },
  };
}
