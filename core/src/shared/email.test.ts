import { describe, expect, it } from 'vitest';
import { parseEmail } from './email';

describe('Email', () => {
  it('trims and lower-cases', () => {
    expect(parseEmail('  Sam.Student@Classroom.TEST ')).toBe('sam.student@classroom.test');
  });

  it.each([
    ['', 'Email address is required'],
    ['  ', 'Email address is required'],
    ['sam', 'Enter a valid email address'],
    ['sam@classroom', 'Enter a valid email address'],
    ['sam @classroom.test', 'Enter a valid email address'],
    [`${'a'.repeat(250)}@x.io`, 'Enter a valid email address'],
  ])('refuses %j with its message', (raw, message) => {
    expect(() => parseEmail(raw)).toThrow(
      expect.objectContaining({ code: 'validation_failed', fields: { email: message } }),
    );
  });

  it('names the field it was given', () => {
    expect(() => parseEmail('', 'contact')).toThrow(
      expect.objectContaining({ fields: { contact: 'Email address is required' } }),
    );
  });
});
