// npm run db:migrate | db:seed — against DATABASE_URL (default sqlite:var/classroom.sqlite).
import { createDatabase } from '@classroom/persistence-knex';
import { DEMO_REFUSED, parseConfig } from '../config/config';
import { seedDemo } from './seed-demo';

const DEFAULT_URL = 'sqlite:var/classroom.sqlite';

async function run(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: db-command migrate | seed');
    return 2;
  }
  if (command === 'seed' && process.env.NODE_ENV === 'production') {
    console.error(`seed: ${DEMO_REFUSED}.`);
    return 1;
  }
  // The school's share and hold, checked as the server checks them: migration 032 needs them.
  const { money } = parseConfig({
    INSTRUCTOR_SHARE: process.env.INSTRUCTOR_SHARE,
    REFUND_DAYS: process.env.REFUND_DAYS,
    REFUND_MAX_PROGRESS: process.env.REFUND_MAX_PROGRESS,
  });
  const database = await createDatabase(process.env.DATABASE_URL || DEFAULT_URL, {
    moneyPolicy: money,
  });
  try {
    const applied = await database.migrate();
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The schema is up to date.');
    if (command === 'seed') {
      // No media store here: `npm run cli -- seed` also writes the lesson videos.
      const result = await seedDemo(database.repositories, null);
      console.log(
        result.seeded
          ? `Seeded ${result.courses} courses, ${result.users} users and ${result.feedback} feedback entries.`
          : 'The catalogue already has courses; nothing seeded.',
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv[2]);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
