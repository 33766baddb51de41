import { pino, type Logger } from 'pino';
import type { LogLevel } from '../config/config';

/** JSON logs on stdout. Anything that looks like a credential is censored wherever it appears. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'gs-classroom' },
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
        'config.stripe',
        'config.oidc.clientSecret',
        'config.google.clientSecret',
        'config.databaseUrl',
        'config.smtp',
      ],
      censor: '[redacted]',
    },
  });
}
