// Operator commands: npm run cli -- migrate | seed | promote-admin EMAIL | backup [PATH]
//   | rotate-certificate-keys
// (in the image: node apps/server/dist/cli.mjs ...)
import { DomainError } from '@classroom/core';
import { ConfigError } from './config/config-error';
import { DEMO_REFUSED, parseConfig } from './config/config';
import { TOKENS, buildContainer } from './container';
import { createLogger } from './runtime/logger';
import { backupTo, defaultBackupPath, mysqldumpAdvice } from './wiring/backup';
import { rotateKeys } from './wiring/certificate-key-rotation';
import { seedDemoIfEmpty } from './wiring/demo';

const USAGE =
  'Usage: npm run cli -- migrate | seed | promote-admin EMAIL | backup [PATH] | rotate-certificate-keys';
const COMMANDS = ['migrate', 'seed', 'promote-admin', 'backup', 'rotate-certificate-keys'];

async function run(args: string[]): Promise<number> {
  const [command, argument] = args;
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'promote-admin' && !argument) {
    console.error('promote-admin needs the e-mail of an existing user.\n' + USAGE);
    return 2;
  }
  const config = parseConfig({ LOG_LEVEL: 'warn', ...process.env });
  if (command === 'seed' && config.environment === 'production') {
    console.error(`seed: ${DEMO_REFUSED}.`);
    return 1;
  }
  if (command === 'rotate-certificate-keys') {
    console.log(await rotateKeys(config));
    return 0;
  }
  const logger = createLogger(config.logLevel);
  if (command === 'backup') {
    const advice = mysqldumpAdvice(config.databaseUrl);
    if (advice) {
      console.error(advice);
      return 1;
    }
  }
  const container = await buildContainer(config, logger);
  try {
    const store = await container.getAsync(TOKENS.store);
    if (command === 'backup') {
      const file = argument ?? defaultBackupPath(config.varDir);
      await backupTo(store, file);
      console.log(`Backed up the database to ${file}.`);
      return 0;
    }
    const migrated = await store.migrate();
    if (command === 'migrate') {
      console.log(
        migrated.length ? `Applied: ${migrated.join(', ')}` : 'The schema is up to date.',
      );
    } else if (command === 'seed') {
      await seedDemoIfEmpty(
        store,
        (await container.getAsync(TOKENS.media)).storage,
        (await container.getAsync(TOKENS.certification)).onCourseCompleted,
        logger,
      );
      console.log('Demo data is in place.');
    } else {
      const useCases = await container.getAsync(TOKENS.useCases);
      const user = await useCases.grantAdmin.execute(argument!);
      console.log(`${user.email} is now an admin.`);
    }
    return 0;
  } finally {
    await container.unbindAllAsync();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (error instanceof DomainError) {
    const hint =
      error.code === 'not_found'
        ? ' Sign in once with that e-mail first, or list it in ADMIN_EMAILS.'
        : '';
    console.error(`${error.message}${hint}`);
  } else {
    console.error((error as Error).message);
  }
  process.exitCode = 1;
}
