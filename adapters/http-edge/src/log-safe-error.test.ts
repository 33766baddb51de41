import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error';

/** Requires `file` (CommonJS, written under a new folder) and answers what its `fail()` throws. */
function thrownFrom(file: string, source: string): Error {
  const full = path.join(mkdtempSync(path.join(tmpdir(), 'log-safe-')), file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, source);
  const { fail } = createRequire(import.meta.url)(full) as { fail: () => never };
  try {
    fail();
  } catch (error) {
    return error as Error;
  }
  throw new Error('fail() did not throw');
}

describe('logSafeError', () => {
  it('hides the literals of a failed statement, wherever in the chain the driver error is', () => {
    const driver = Object.assign(new Error("Duplicate entry 'sam@example.com' for key 'email'"), {
      code: 'ER_DUP_ENTRY',
      sql: "insert into users (email) values ('sam@example.com')",
      sqlMessage: "Duplicate entry 'sam@example.com' for key 'email'",
    });
    const wrapped = new Error("update `users` set `display_name` = 'Sam Sample' - failed", {
      cause: driver,
    });
    const logged = JSON.stringify(logSafeError(wrapped));
    expect(logged).toContain("update `users` set `display_name` = '?' - failed");
    expect(logged).toContain("Duplicate entry '?' for key '?'");
    expect(logged).not.toMatch(/Sam Sample|sam@example\.com|values \(/);
  });

  it('keeps other errors as they are, but for e-mail addresses', () => {
    const logged = logSafeError(new Error("Cannot read 'x' of sam@example.com")) as {
      message: string;
      stack: string;
      type: string;
    };
    expect(logged.type).toBe('Error');
    expect(logged.message).toBe("Cannot read 'x' of [email]");
    expect(logged.stack).toContain('log-safe-error.test.ts');
    expect(logSafeError('not an error')).toBe('not an error');
  });

  it('keeps stack frames of packages under @scope folders whole, and still hides addresses', () => {
    const error = thrownFrom(
      'node_modules/@smithy/smithy-client/dist-cjs/index.js',
      [
        '"use strict";',
        'exports.fail = function fail() {',
        '  throw new Error("NoSuchKey for sam.sample+tag@example.co.uk (uploads/a@b)");',
        '};',
      ].join('\n'),
    );
    const frame = /\(?(\S+node_modules\/@smithy\/smithy-client\/dist-cjs\/index\.js:\d+:\d+)/.exec(
      error.stack!,
    )?.[1];
    expect(frame, error.stack).toBeDefined();

    const logged = logSafeError(error) as { message: string; stack: string };
    expect(logged.message).toBe('NoSuchKey for [email] (uploads/a@b)');
    expect(logged.stack).toContain(frame);
    expect(logged.stack).not.toMatch(/sam\.sample|\[email\]:\d/);
  });

  it('hides an address that names a folder of a stack frame, and keeps the rest of the frame', () => {
    const error = thrownFrom(
      'home/pat@school.example/app/index.js',
      'exports.fail = function fail() { throw new Error("boom"); };',
    );
    const logged = logSafeError(error) as { stack: string };
    expect(logged.stack).not.toContain('pat@school.example');
    expect(logged.stack).toMatch(/home\/\[email\]\/app\/index\.js:1:\d+/);
  });
});
