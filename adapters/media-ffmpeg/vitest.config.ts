import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'media-ffmpeg', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
