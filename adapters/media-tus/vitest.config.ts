import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'media-tus', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
