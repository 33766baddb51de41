import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'credentials-jose', include: ['src/**/*.test.ts'] },
});
