import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'payments-test', include: ['src/**/*.test.ts'] },
});
