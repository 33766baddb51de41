import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'identity-oidc', include: ['src/**/*.test.ts'] },
});
