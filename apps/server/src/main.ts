// Starts the product: one process serving the API, the website and the bundled sign-in.
import { ConfigError } from './config/config-error';
import { parseConfig, type Config } from './config/config';
import { createLogger } from './runtime/logger';
import { stopOnSignals } from './runtime/stop-on-signals';
import { startServer } from './server';

let config: Config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const logger = createLogger(config.logLevel);
const server = await startServer(config, logger).catch((error: unknown) => {
  logger.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});

logger.info(
  {
    port: server.port,
    publicUrl: config.publicUrl,
    database: config.databaseUrl.split(':')[0],
    // Whether mail goes to a server or stays in the outbox; never the URL (it holds a password).
    mail: config.smtp ? 'smtp' : 'kept in the outbox (no SMTP_URL)',
  },
  `GS Classroom is listening on ${config.publicUrl}`,
);
if (config.seedDemo) {
  logger.info(
    {
      accounts: [
        'admin@classroom.test',
        'instructor@classroom.test',
        'applicant@classroom.test',
        'student@classroom.test',
      ],
    },
    'demo accounts (password classroom123)',
  );
}

stopOnSignals(server, logger, config.shutdownGraceMs);
