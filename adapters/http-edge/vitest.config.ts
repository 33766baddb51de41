import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'http-edge', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
