import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from '../src/config/environment-schema';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');

/** Every variable the code reads: the configuration schema's, and every read of process.env. */
function variablesRead(): string[] {
  const names = new Set<string>(VARIABLES);
  const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs'], { cwd: root })
    .toString()
    .split('\n')
    .filter(Boolean);
  for (const file of sources) {
    const source = read(file);
    for (const match of source.matchAll(/process\.env(?:\.|\[')([A-Z][A-Z0-9_]*)/g)) {
      names.add(match[1]!);
    }
  }
  return [...names];
}

/** The server's variables: the first column of the table under "## Variables". */
function serverVariablesDocumented(): string[] {
  const docs = read('docs/configuration.md');
  const table = docs.slice(
    docs.indexOf('## Variables'),
    docs.indexOf('\n## ', docs.indexOf('## Variables') + 1),
  );
  return [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
    [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((name) => name[1]!),
  );
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

  it("lists exactly the configuration schema's variables in the variables table", () => {
    expect([...serverVariablesDocumented()].sort()).toEqual([...VARIABLES].sort());
  });

  it('composes MySQL 8 and the server built from the Dockerfile', () => {
    const compose = parse(read('docker-compose.yml')) as {
      services: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['mysql', 'server']);
    expect(String(compose.services.mysql!.image)).toMatch(/^mysql:8/);
    const server = compose.services.server!;
    expect(server.build).toMatchObject({ context: '.' });
    const environment = server.environment as Record<string, string>;
    expect(environment.DATABASE_URL).toMatch(/^mysql:\/\/.+@mysql:3306\/classroom$/);
    expect(environment.NODE_ENV).toBe('production');
    expect(environment.SEED_DEMO).toBe('false');
    expect(environment.PAYMENTS).toBe('${PAYMENTS:-}');
  });

  it('passes every documented server variable in the compose file', () => {
    const server = (
      parse(read('docker-compose.yml')) as {
        services: { server: { environment: object; build: { args: object } } };
      }
    ).services.server;
    const passed = [...Object.keys(server.environment), ...Object.keys(server.build.args)];
    const documented = serverVariablesDocumented();
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((name) => !passed.includes(name))).toEqual([]);
  });

  it('builds an image that runs the compiled server on Node 24, as a user, with production dependencies', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:2[4-9]-bookworm-slim$/m);
    expect(dockerfile).toContain('RUN npm run build');
    const workspaces = execFileSync('git', ['ls-files', '*/package.json', '*/*/package.json'], {
      cwd: root,
    })
      .toString()
      .split('\n')
      .filter(Boolean);
    expect(workspaces.length).toBeGreaterThan(10);
    for (const manifest of workspaces) {
      expect(dockerfile).toContain(`COPY ${manifest} ${manifest.replace(/package\.json$/, '')}`);
    }
    expect(dockerfile).toContain(
      'npm ci --omit=dev --ignore-scripts --workspace @classroom/server',
    );
    expect(dockerfile).toMatch(/^USER node$/m);
    // The runtime stage processes videos with Debian's ffmpeg.
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'));
    expect(runtime).toMatch(
      /^RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg /m,
    );
    expect(dockerfile).toMatch(/^VOLUME \["\/app\/var"\]$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [^]*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/main.mjs"\]$/m);
    expect(dockerfile).not.toContain('tsx');
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    // npm runs a script through sh, which stays between npm and node unless it execs.
    expect(scripts['start:prod']).toBe('exec node apps/server/dist/main.mjs');
    const ignored = read('.dockerignore');
    for (const entry of ['**/node_modules', '**/dist', 'var', '.env', '.git']) {
      expect(ignored.split('\n')).toContain(entry);
    }
  });

  it.runIf(composeAvailable())('is accepted by docker compose config', () => {
    execFileSync('docker', ['compose', 'config', '--quiet'], { cwd: root, stdio: 'pipe' });
  });
});
