import { defineProject } from 'vitest/config';

// Browser tests against the real server: slow, and one file at a time (each starts a server
// and a browser); they run after the other projects so they do not fight for the CPU.
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    setupFiles: ['./support/failure-notes.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
  },
});
