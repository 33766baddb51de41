import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'media-disk', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
