import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'payments-stripe', include: ['src/**/*.test.ts'] },
});
