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

  it('reads the refund window, the progress cap and the instructor share, with defaults', () => {
    expect(parseConfig({}).money).toEqual({
      refundDays: 30,
      refundMaxProgress: 30,
      instructorShare: 0.7,
    });
    expect(
      parseConfig({ REFUND_DAYS: '14', REFUND_MAX_PROGRESS: '50', INSTRUCTOR_SHARE: '0.85' }).money,
    ).toEqual({ refundDays: 14, refundMaxProgress: 50, instructorShare: 0.85 });
    expect(() =>
      parseConfig({ REFUND_DAYS: '-1', REFUND_MAX_PROGRESS: '101', INSTRUCTOR_SHARE: '1.5' }),
    ).toThrow(/REFUND_DAYS[\s\S]*REFUND_MAX_PROGRESS[\s\S]*INSTRUCTOR_SHARE/);
    expect(() => parseConfig({ INSTRUCTOR_SHARE: '70%' })).toThrow(/INSTRUCTOR_SHARE/);
  });

  it("reads each role's upload quota and hourly uploads, and the pictures' limits, with defaults", () => {
    const MB = 1024 * 1024;
    expect(parseConfig({}).media).toMatchObject({
      allowances: {
        student: { quotaBytes: 50 * MB, uploadsPerHour: 10 },
        instructor: { quotaBytes: 20 * 1024 * MB, uploadsPerHour: 200 },
        admin: { quotaBytes: 20 * 1024 * MB, uploadsPerHour: 200 },
      },
      pictures: { maxPixels: 50_000_000, timeoutSeconds: 20 },
    });
    const media = parseConfig({
      MEDIA_QUOTA_STUDENT_MB: '5',
      MEDIA_UPLOADS_PER_HOUR_INSTRUCTOR: '30',
      MEDIA_MAX_IMAGE_MEGAPIXELS: '24',
      MEDIA_IMAGE_SECONDS: '5',
    }).media;
    expect(media.allowances.student).toEqual({ quotaBytes: 5 * MB, uploadsPerHour: 10 });
    expect(media.allowances.instructor.uploadsPerHour).toBe(30);
    expect(media.pictures).toEqual({ maxPixels: 24_000_000, timeoutSeconds: 5 });
    expect(() =>
      parseConfig({ MEDIA_QUOTA_ADMIN_MB: 'lots', MEDIA_MAX_IMAGE_MEGAPIXELS: '1000' }),
    ).toThrow(/MEDIA_QUOTA_ADMIN_MB[\s\S]*MEDIA_MAX_IMAGE_MEGAPIXELS/);
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
      'SUPPORT_EMAIL: is required in production',
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
      SUPPORT_EMAIL: 'Help@Classroom.example',
      DATABASE_URL: 'mysql://app:secret@db:3306/classroom',
      ADMIN_EMAILS: 'Boss@Example.com',
      SESSION_SECRET_PREVIOUS: `${'a'.repeat(32)}, ${'b'.repeat(32)}`,
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(config.publicUrl).toBe('https://classroom.example');
    expect(config.previousSessionSecrets).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(config.adminEmails).toEqual(['boss@example.com']);
    expect(config.supportEmail).toBe('help@classroom.example');
    expect(config.seedDemo).toBe(false);
    expect(config.payments).toBe('stripe');
  });

  it('reads TRUST_PROXY as the number of proxies in front, refusing the old true', () => {
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(() => parseConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: is the number of reverse proxies in front of the server, e\.g\. 1/,
    );
    expect(() => parseConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY: must be a whole number/);
    expect(() => parseConfig({ PUBLIC_URL: 'https://classroom.example' })).toThrow(
      /TRUST_PROXY: must count the TLS proxy in front of an https PUBLIC_URL/,
    );
  });

  it('never seeds the demo people in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@classroom.example',
      PAYMENTS: 'test',
    };
    expect(parseConfig(production).seedDemo).toBe(false);
    expect(() => parseConfig({ ...production, SEED_DEMO: 'true' })).toThrow(
      /SEED_DEMO: the demo accounts share a published password/,
    );
  });

  it('runs production on the local test card processor only when PAYMENTS=test says so', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@classroom.example',
    };
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => parseConfig(production)).toThrow(
      /PAYMENTS: production takes real payments through Stripe: set STRIPE_SECRET_KEY/,
    );
    expect(parseConfig({ ...production, PAYMENTS: 'test' }).payments).toBe('test');
    expect(parseConfig({ ...production, ...stripe }).payments).toBe('stripe');
    expect(parseConfig({}).payments).toBe('test');
    expect(() => parseConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs/);
    expect(() => parseConfig({ PAYMENTS: 'test', ...stripe })).toThrow(/PAYMENTS: test runs/);
    expect(() => parseConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS: must be stripe or test/);
  });

  it('reads SMTP_URL and MAIL_FROM, with the sender named after the public host by default', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SUPPORT_EMAIL: 'help@classroom.example',
      PAYMENTS: 'test',
      TRUST_PROXY: '1',
    };
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

  it('refuses a production start without SUPPORT_EMAIL, saying where those messages would go', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYMENTS: 'test',
    };
    expect(() => parseConfig(production)).toThrow(
      "SUPPORT_EMAIL: is required in production: the Contact Us page's messages go to it, and the default (support@gsclassroom.example) reaches nobody",
    );
    expect(() => parseConfig({ ...production, SUPPORT_EMAIL: '  ' })).toThrow(
      /SUPPORT_EMAIL: is required in production/,
    );
    expect(() => parseConfig({ ...production, SUPPORT_EMAIL: 'help' })).toThrow(
      'SUPPORT_EMAIL: must be an e-mail address',
    );
    // Outside production the default stands in.
    expect(parseConfig({}).supportEmail).toBe('support@gsclassroom.example');
  });

  it('names the school after SCHOOL_NAME, in the default sender too', () => {
    expect(parseConfig({}).schoolName).toBe('GS Classroom');
    const named = parseConfig({
      SCHOOL_NAME: '  Riverside Community School  ',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://learn.riverside.example',
    });
    expect(named.schoolName).toBe('Riverside Community School');
    expect(named.smtp?.from).toBe('Riverside Community School <no-reply@learn.riverside.example>');
    // A comma or a letter beyond ASCII needs quotes in a From header.
    expect(
      parseConfig({ SCHOOL_NAME: 'École Saint-Jean, Lyon', SMTP_URL: 'smtp://127.0.0.1:2525' }).smtp
        ?.from,
    ).toBe('"École Saint-Jean, Lyon" <no-reply@localhost>');
    for (const bad of ['Evil <script>', 'Two\nLines', 'Say "hi"', 'x'.repeat(81)]) {
      expect(() => parseConfig({ SCHOOL_NAME: bad })).toThrow(/SCHOOL_NAME: must be one line/);
    }
  });
});
