import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'certificate-pdf', include: ['src/**/*.test.ts'] },
});
