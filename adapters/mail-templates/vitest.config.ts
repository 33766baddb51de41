import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mail-templates', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
