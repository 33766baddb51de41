import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server-payments',
    include: ['**/*.test.ts'],
    // Each SQLite and MySQL suite opens, migrates and drops its own database.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
