// The test projects: one vitest config per package. vitest 4 reads this list only
// through vitest.config.ts (`test.projects`).
export default [
  'core/vitest.config.ts',
  'adapters/*/vitest.config.ts',
  'apps/*/vitest.config.ts',
  // HTTP-level payment tests through the real server app.
  'apps/server/test/payments/vitest.config.ts',
  // The website in a real browser against the real server.
  'apps/web/e2e/vitest.config.ts',
];
