import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'media-sharp', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
