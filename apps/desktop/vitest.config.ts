import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'desktop',
    environment: 'node',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    // The sign-in and browser tests start a real provider and server.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
