import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error';

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
});
