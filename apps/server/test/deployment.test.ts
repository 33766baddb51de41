import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');

/** Every variable the server reads, from the parser's own source. */
function variablesRead(): string[] {
  const source = read('apps/server/src/config/config.ts');
  const names = new Set<string>();
  for (const match of source.matchAll(/'([A-Z][A-Z0-9_]+)'/g)) names.add(match[1]!);
  return [...names];
}

function composeAvailable(): boolean {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('deployment files', () => {
  it('documents every variable the server reads', () => {
    const docs = read('docs/configuration.md');
    const missing = variablesRead().filter((name) => !docs.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('composes MySQL 8 and the server built from the Dockerfile', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['mysql', 'server']);
    expect(String(compose.services.mysql!.image)).toMatch(/^mysql:8/);
    expect(compose.services.server!.build).toBe('.');
    const environment = compose.services.server!.environment as Record<string, string>;
    expect(environment.DATABASE_URL).toMatch(/^mysql:\/\/.+@mysql:3306\/classroom$/);
    expect(environment.NODE_ENV).toBe('production');
  });

  it('builds an image that runs the compiled server on Node 24, as a user, with production dependencies', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:2[4-9]-bookworm-slim$/m);
    expect(dockerfile).toContain('RUN npm run build');
    expect(dockerfile).toContain('npm ci --omit=dev --workspace @classroom/server');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/app\/var"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^]*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main.mjs"\]$/m);
    expect(dockerfile).not.toContain('tsx');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts['start:prod']).toBe('node apps/server/dist/main.mjs');
    const ignored = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', 'var', '.env', '.git']) {
      expect(ignored.split('\n')).toContain(entry);
    }
  });

  it.runIf(composeAvailable())('is accepted by docker compose config', () => {
    execFileSync('docker', ['compose', 'config', '--quiet'], { cwd: root, stdio: 'pipe' });
  });
});
