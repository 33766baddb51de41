import { defineProject } from 'vitest/config';

// Browser tests against the real server: each file starts its own server and browser. They run
// after the other projects, so they do not fight them for the CPU, two files at a time: one
// file keeps about half a core busy (measured: 15 s of CPU in 26 s), most of its time spent
// waiting for the page, so a second one halves their part of the run.
export default defineProject({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    environment: 'node',
    setupFiles: ['./support/failure-notes.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
