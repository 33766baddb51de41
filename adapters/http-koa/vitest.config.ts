import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'http-koa', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
