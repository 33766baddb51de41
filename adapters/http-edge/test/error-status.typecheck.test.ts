import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../..', import.meta.url));
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A temporary copy of the real pieces the map is checked against: the core's error list and
 * `DomainError`, the wire contract's code list, and the status map, compiled as the product
 * compiles them; `change` edits the copy first. Returns tsc's verdict.
 */
async function typecheck(
  change: (folder: string) => void,
): Promise<{ ok: boolean; output: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'error-status-'));
  folders.push(folder);
  mkdirSync(join(folder, 'core'));
  for (const file of ['domain-error.ts', 'error-codes.ts']) {
    cpSync(join(repo, 'core/src/shared', file), join(folder, 'core', file));
  }
  writeFileSync(
    join(folder, 'core/index.ts'),
    "export { DomainError } from './domain-error';\nexport type { DomainErrorCode } from './error-codes';\n",
  );
  for (const file of ['error-codes.ts', 'error-status.ts']) {
    cpSync(join(repo, 'adapters/http-contract/src', file), join(folder, file));
  }
  symlinkSync(join(repo, 'node_modules'), join(folder, 'node_modules'), 'dir');
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023'],
        types: [],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        paths: {
          '@classroom/core': ['./core/index.ts'],
          '@classroom/core/error-codes': ['./core/error-codes.ts'],
        },
      },
      include: ['*.ts', 'core'],
    }),
  );
  change(folder);
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', folder], { cwd: folder });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

const subclass = (code: string) =>
  [
    "import { DomainError } from './core/index';",
    'export class SessionLockedError extends DomainError {',
    `  readonly code = '${code}';`,
    "  constructor() { super('This session is locked.'); }",
    '}',
  ].join('\n');

describe.concurrent('the code-to-status map', () => {
  it('compiles with a new DomainError subclass whose code already has a status', async () => {
    const verdict = await typecheck((folder) => {
      writeFileSync(join(folder, 'session-locked.ts'), subclass('forbidden'));
    });
    expect(verdict).toEqual({ ok: true, output: '' });
  }, 60_000);

  it('fails to compile once a DomainError subclass brings a code without a status', async () => {
    const verdict = await typecheck((folder) => {
      const list = join(folder, 'core/error-codes.ts');
      const source = readFileSync(list, 'utf8');
      writeFileSync(
        list,
        source.replace("'service_unavailable',", "'service_unavailable',\n  'session_locked',"),
      );
      writeFileSync(join(folder, 'session-locked.ts'), subclass('session_locked'));
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.output).toMatch(/error-status\.ts.*error TS\d+/);
    expect(verdict.output).toContain('session_locked');
  }, 60_000);

  it('fails to compile a DomainError subclass whose code is not in the core list', async () => {
    const verdict = await typecheck((folder) => {
      writeFileSync(join(folder, 'session-locked.ts'), subclass('session_locked'));
    });
    expect(verdict.ok).toBe(false);
    expect(verdict.output).toMatch(
      /session-locked\.ts.*error TS2416|session-locked\.ts.*error TS2322/,
    );
  }, 60_000);
});
