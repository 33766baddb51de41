import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('runs with no variables at all (development defaults)', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('sqlite:var/classroom.sqlite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.stripe).toBeNull();
    expect(config.smtp).toBeNull();
    expect(config.seedDemo).toBe(true);
    expect(parseConfig({ DATABASE_URL: 'memory:' }).databaseUrl).toBe('memory:');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      parseConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'postgres://x',
        STRIPE_SECRET_KEY: 'sk_test_1',
        ADMIN_EMAILS: 'boss@example.com, nobody',
        LOG_LEVEL: 'loud',
        CORS_ORIGINS: 'app://desktop,https://x.test/path',
        SESSION_SECRET_PREVIOUS: 'too-short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SESSION_SECRET',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ADMIN_EMAILS: "nobody"',
      'LOG_LEVEL',
      'CORS_ORIGINS: "https://x.test/path"',
      'SESSION_SECRET_PREVIOUS',
    ]) {
      expect(problems).toContain(name);
    }
    expect(problems).not.toContain('app://desktop');
  });

  it('reads a production configuration', () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://classroom.example/',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'mysql://app:secret@db:3306/classroom',
      ADMIN_EMAILS: 'Boss@Example.com',
      SESSION_SECRET_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
    });
    expect(config.publicUrl).toBe('https://classroom.example');
    expect(config.previousSessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(config.adminEmails).toEqual(['boss@example.com']);
    expect(config.seedDemo).toBe(false);
  });

  it('reads SMTP_URL and MAIL_FROM, with the sender named after the public host by default', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(
      parseConfig({
        ...production,
        PUBLIC_URL: 'https://classroom.example',
        SMTP_URL: 'smtps://mailer:p%40ss@smtp.example:465',
      }).smtp,
    ).toEqual({
      url: 'smtps://mailer:p%40ss@smtp.example:465',
      from: 'GS Classroom <no-reply@classroom.example>',
    });
    for (const from of ['mail@classroom.example', 'GS Classroom <mail@classroom.example>']) {
      expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: from }).smtp).toEqual({
        url: 'smtp://127.0.0.1:2525',
        from,
      });
    }
  });

  it('names a bad SMTP_URL or MAIL_FROM', () => {
    for (const [env, name] of [
      [{ SMTP_URL: 'http://smtp.example' }, 'SMTP_URL'],
      [{ SMTP_URL: 'smtp://' }, 'SMTP_URL'],
      [{ SMTP_URL: 'smtp://smtp.example', MAIL_FROM: 'nobody' }, 'MAIL_FROM'],
      [{ MAIL_FROM: 'Name <not an address>' }, 'MAIL_FROM'],
    ] as const) {
      expect(() => parseConfig(env)).toThrow(name);
    }
  });
});
