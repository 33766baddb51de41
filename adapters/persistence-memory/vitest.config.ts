import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'persistence-memory', include: ['src/**/*.test.ts'] },
});
