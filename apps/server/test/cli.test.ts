import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createDatabase } from '@classroom/persistence-knex';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

async function cli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', ...args],
      { cwd: root, env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run cli', { timeout: 150_000 }, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'classroom-cli-'));
  const env = { DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`, VAR_DIR: dir };

  it('migrates, seeds and promotes an existing user to admin, recorded in the audit log', async () => {
    expect((await cli(env, 'migrate')).stdout).toMatch(/Applied|up to date/);
    expect((await cli(env, 'seed')).code).toBe(0);
    const promoted = await cli(env, 'promote-admin', 'student@classroom.test');
    expect(promoted.code, promoted.stderr).toBe(0);
    expect(promoted.stdout).toContain('student@classroom.test is now an admin');
    const database = await createDatabase(env.DATABASE_URL);
    const user = await database.repositories.users.findByEmail('student@classroom.test' as never);
    const audit = await database.repositories.audit.list({}, { page: 1, limit: 10 });
    await database.close();
    expect(user?.isAdmin).toBe(true);
    // The operator's grant is in the audit log, with the system as its actor.
    expect(audit.items).toMatchObject([
      { kind: 'admin-granted', actorId: null, subject: { type: 'user', id: user?.id } },
    ]);
  });

  it('explains an unknown user, a missing argument and an unknown command', async () => {
    const unknown = await cli(env, 'promote-admin', 'nobody@classroom.test');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Sign in once with that e-mail first');
    expect((await cli(env, 'promote-admin')).code).toBe(2);
    const usage = await cli(env, 'dance');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain(
      'Usage: npm run cli -- migrate | seed | promote-admin EMAIL | backup [PATH] | rotate-certificate-keys',
    );
  });

  it('rotates the certificate keys: a new one first, the older ones kept; or prints the variable', async () => {
    const keysDir = mkdtempSync(path.join(tmpdir(), 'classroom-keys-'));
    const first = await cli({ VAR_DIR: keysDir }, 'rotate-certificate-keys');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/now signing with \S+; 0 older key\(s\) kept/);
    const second = await cli({ VAR_DIR: keysDir }, 'rotate-certificate-keys');
    expect(second.stdout).toMatch(/1 older key\(s\) kept/);
    const keys = JSON.parse(
      readFileSync(path.join(keysDir, 'certificate-signing-keys.json'), 'utf8'),
    ) as { keys: { kid: string }[] };
    expect(keys.keys).toHaveLength(2);

    const printed = await cli(
      { CERTIFICATE_SIGNING_KEYS: JSON.stringify(keys) },
      'rotate-certificate-keys',
    );
    const value = JSON.parse(printed.stdout.trim().split('\n').at(-1)!) as {
      keys: { kid: string }[];
    };
    expect(value.keys.slice(1)).toEqual(keys.keys);
  });

  it('backs up SQLite online, while another connection writes, and explains mysqldump for MySQL', async () => {
    const running = await createDatabase(env.DATABASE_URL);
    try {
      await running.knex.raw('CREATE TABLE IF NOT EXISTS backup_probe (n INTEGER)');
      await running.knex('backup_probe').insert({ n: 42 });
      const file = path.join(dir, 'copies', 'classroom.sqlite');
      const done = await cli(env, 'backup', file);
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain(`Backed up the database to ${file}.`);
      const copy = await createDatabase(`sqlite:${file}`);
      try {
        expect(await copy.knex('backup_probe').pluck('n')).toEqual([42]);
        const users = (await copy.knex('users').count({ n: '*' }))[0]!.n;
        expect(Number(users)).toBeGreaterThan(0);
      } finally {
        await copy.close();
      }
      expect((await cli(env, 'backup', file)).stderr).toContain('exists already');
      const dated = await cli(env, 'backup');
      expect(dated.stdout).toMatch(/backups\/classroom-\d{8}-\d{6}\.sqlite\.$/m);
    } finally {
      await running.close();
    }

    const mysql = await cli(
      { ...env, DATABASE_URL: 'mysql://app:s3cret-pw@db.internal:3307/classroom' },
      'backup',
    );
    expect(mysql.code).toBe(1);
    expect(mysql.stderr).toContain(
      'mysqldump --single-transaction --routines --triggers -h db.internal -P 3307 -u app -p classroom',
    );
    expect(mysql.stderr).not.toContain('s3cret-pw');
  });

  it('refuses to write the demo data in production', async () => {
    const production = {
      ...env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@school.example',
      PAYMENTS: 'test',
    };
    const refused = await cli(production, 'seed');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('production never creates them');
  });

  it('names a bad variable and stops', async () => {
    const bad = await cli({ ...env, PORT: 'eighty' }, 'migrate');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('PORT: must be a whole number');
  });
});
