import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH, SESSION_COOKIE, openApiDocument, openApiYaml } from '../src/openapi/index';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const file = `${root}${OPENAPI_PATH}`;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const run = promisify(execFile);

/** A linter's JSON report, whatever its exit code (non-zero when it found problems). */
async function report(command: string, args: string[]): Promise<string> {
  try {
    return (await run(command, args, { cwd: root, env: LINT_ENV, maxBuffer: 16 << 20 })).stdout;
  } catch (error) {
    return String((error as { stdout?: string }).stdout);
  }
}

// Offline and quiet: no telemetry, no update check.
const LINT_ENV = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  NO_UPDATE_NOTIFIER: '1',
};

type Operation = {
  operationId?: string;
  responses: Record<string, unknown>;
  security?: unknown[];
};
const paths = openApiDocument().paths as Record<string, Record<string, Operation>>;
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

describe(OPENAPI_PATH, () => {
  it('is the document the contract generates (run `npm run openapi` after a change)', () => {
    expect(readFileSync(file, 'utf8')).toBe(openApiYaml());
  });

  it('names every operation once', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers the sign-in routes, the provider forms and the test processor', () => {
    const routes = operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /jwt',
        'GET /auth/session',
        'GET /auth/login',
        'GET /auth/callback',
        'POST /auth/logout',
        'POST /idp/interaction/{uid}/login',
        'POST /idp/interaction/{uid}/register',
        'POST /idp/account/password',
        'POST /test-processor/payment_intents/{id}/confirm',
        'POST /webhooks/stripe',
      ]),
    );
  });

  it('names the real session cookie', () => {
    const { components } = openApiDocument() as { components: { securitySchemes: object } };
    expect(components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'gsc_session' },
    });
    expect(SESSION_COOKIE).toBe('gsc_session');
    expect(JSON.stringify(components.securitySchemes)).toContain('__Host-gsc_session');
  });

  it('documents the 304 of every public list and of pictures, and only there', () => {
    const with304 = operations.filter(({ operation }) => '304' in operation.responses);
    expect(with304.map(({ path }) => path).sort()).toEqual([
      '/api/v1/all-courses',
      '/api/v1/courses',
      '/api/v1/courses/suggestions',
      '/api/v1/feedbacks',
      '/api/v1/stats',
      '/api/v1/top-courses',
      // Revalidated with If-None-Match (test/pictures.api.test.ts in http-koa).
      '/media/images/{id}',
    ]);
  });

  it('lints with 0 errors in Redocly (recommended rules)', { timeout: 60_000 }, async () => {
    const output = await report(bin('redocly'), ['lint', OPENAPI_PATH, '--format=json']);
    const problems = (JSON.parse(output) as { problems: { severity: string; message: string }[] })
      .problems;
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('lints with 0 errors in Spectral (the oas ruleset)', { timeout: 60_000 }, async () => {
    const output = await report(bin('spectral'), [
      'lint',
      OPENAPI_PATH,
      '--ruleset',
      '.spectral.yaml',
      '--format',
      'json',
      '--quiet',
    ]);
    const problems = JSON.parse(output || '[]') as { severity: number; message: string }[];
    // Spectral's severities: 0 error, 1 warning, 2 information, 3 hint.
    expect(problems.filter((problem) => problem.severity === 0)).toEqual([]);
  });
});
