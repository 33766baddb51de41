import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUseCases, type Course, type User } from '@classroom/core';
import { aCourseWithLessons, aVideoDraft, actorOf, enroll, settled } from '@classroom/core/testing';
import {
  FixedClock,
  MemoryPaymentGateway,
  SequentialIdGenerator,
} from '@classroom/persistence-memory';
import { createDatabase, type Database } from '../src/index';
import { mySqlReachable, openMySqlTestDatabase } from './mysql-test-database';

interface Replicas {
  /** Two stores on one database, as two server processes have: nothing shared but it. */
  databases: [Database, Database];
  drop(): Promise<void>;
}

/**
 * A student's watching clock (decision 48) holds across server processes: each remembers the
 * reports it counted, and only the database row decides. Three 6-second videos in three
 * courses, reported on through two replicas at once, count no faster than one at 2x.
 */
function watchingClockSuite(open: () => Promise<Replicas>) {
  let replicas: Replicas;
  beforeAll(async () => {
    replicas = await open();
  });
  afterAll(async () => replicas?.drop());

  it('counts videos played side by side through two replicas as one at twice the speed', async () => {
    const clock = new FixedClock();
    const [one, two] = replicas.databases.map((database) =>
      createUseCases({
        ...database.repositories,
        unitOfWork: database.unitOfWork,
        jobs: database.jobs,
        gateway: new MemoryPaymentGateway(),
        ids: new SequentialIdGenerator(`w${Math.random().toString(36).slice(2, 8)}-`),
        clock,
      }),
    ) as [ReturnType<typeof createUseCases>, ReturnType<typeof createUseCases>];
    const { repositories } = replicas.databases[0];
    const core = {
      useCases: one,
      store: { ...repositories, unitOfWork: replicas.databases[0].unitOfWork },
      async given(...entities: (User | Course)[]) {
        for (const entity of entities) {
          if ('role' in entity) await repositories.users.insert(entity);
          else await repositories.courses.insert(entity);
        }
      },
    };
    const worlds = [];
    for (let n = 0; n < 3; n += 1)
      worlds.push(await aCourseWithLessons(core, [[aVideoDraft({}, 6)]]));
    const student = worlds[0]!.student;
    for (const world of worlds.slice(1)) await enroll(repositories, world.course, student);
    const lessons = worlds.map((world) => [world.course.id, world.lessonIds[0]!] as const);
    for (const [course, lesson] of lessons) {
      await one.openLesson.execute(course, lesson, actorOf(student));
    }
    // Replicas one, two, one: each remembers what it counted, the clock as it then was.
    const through = [one, two, one] as const;
    const report = (index: number, from: number, to: number) =>
      through[index]!.recordHeartbeat.execute(
        lessons[index]![0],
        lessons[index]![1],
        { from, to, position: to },
        actorOf(student),
      );
    clock.advance(1_500);
    for (const index of [0, 1, 2]) expect((await report(index, 0, 1)).watchedSeconds).toBe(1);

    // Two more seconds play 4 s at 2x, and the slack one more: the rest of one video.
    clock.advance(2_000);
    const { answers, refused } = await settled([0, 1, 2].map((index) => report(index, 1, 6)));
    expect(answers.map((standing) => standing.status)).toEqual(['completed']);
    expect(refused).toEqual(['implausible_heartbeat', 'implausible_heartbeat']);
    const clockNow = await repositories.lessonProgress.watchingClockOf(student.email);
    expect(clockNow!.getTime() - clock.now().getTime()).toBeLessThanOrEqual(500);
  });
}

describe('one watching clock per student across replicas, SQLite', () => {
  watchingClockSuite(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'classroom-watching-clock-'));
    const url = `sqlite:${join(folder, 'store.sqlite')}`;
    const first = await createDatabase(url);
    await first.migrate();
    const second = await createDatabase(url);
    return {
      databases: [first, second],
      async drop() {
        await Promise.all([first.close(), second.close()]);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  });
});

describe.runIf(mySqlReachable)('one watching clock per student across replicas, MySQL', () => {
  watchingClockSuite(async () => {
    const { database, url, drop } = await openMySqlTestDatabase('watching_clock');
    const second = await createDatabase(url);
    return {
      databases: [database, second],
      async drop() {
        await second.close();
        await drop();
      },
    };
  });
});
