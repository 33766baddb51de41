import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'http-contract', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
