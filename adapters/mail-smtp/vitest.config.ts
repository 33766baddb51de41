import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mail-smtp', include: ['src/**/*.test.ts'] },
});
