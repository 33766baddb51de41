import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Actor, Email } from '@classroom/core';
import { pino, type Logger } from 'pino';
import { parseConfig, type Config } from '../../src/config/config';
import { startServer } from '../../src/server';

/** The real server in this process, on port 0, with bearer `test:<email>` sign-in for tests. */
export async function startTestServer(
  env: Record<string, string> = {},
  logger: Logger = pino({ level: 'silent' }),
) {
  const varDir = mkdtempSync(path.join(tmpdir(), 'classroom-'));
  const config: Config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    VAR_DIR: varDir,
    DATABASE_URL: `sqlite:${path.join(varDir, 'classroom.sqlite')}`,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    ...env,
  });
  const server = await startServer(config, logger, {
    rateLimits: false,
    identity: () => ({
      authenticate: async (ctx) => {
        const match = /^Bearer test:(.+)$/.exec(ctx.get('Authorization'));
        return match ? ({ email: match[1]!.toLowerCase() as Email } satisfies Actor) : null;
      },
      routers: [],
      middleware: [],
      googleEnabled: false,
    }),
  });
  return { ...server, config };
}
