import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'media-s3', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
