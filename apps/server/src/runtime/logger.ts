import { logSafeError } from '@classroom/http-edge';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config/config';

/**
 * JSON logs on stdout. Anything that looks like a credential is censored wherever it appears,
 * and errors never carry a statement's values or an e-mail address, whoever logs them.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'gs-classroom' },
    serializers: { err: logSafeError },
    redact: {
      paths: [
        'password',
        'token',
        'secret',
        'cookie',
        'authorization',
        '*.password',
        '*.token',
        '*.secret',
        '*.clientSecret',
        '*.sessionSecret',
        '*.cookie',
        '*.authorization',
        '*.headers.authorization',
        '*.headers.cookie',
        'config.sessionSecret',
        'config.metricsToken',
        'config.stripe',
        'config.oidc.clientSecret',
        'config.google.clientSecret',
        'config.databaseUrl',
        'config.smtp',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
