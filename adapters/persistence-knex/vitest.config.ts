import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'persistence-knex',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each MySQL suite creates its own database; a cold InnoDB can be slow to answer.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
