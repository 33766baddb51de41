import { describe, expect, it } from 'vitest';
import { roleLine } from './profile.page';

describe('roleLine', () => {
  it('writes the role in capitals, with Instructor & once the application is approved', () => {
    expect(roleLine('user', 'none')).toBe('USER');
    expect(roleLine('admin', 'applied')).toBe('ADMIN');
    expect(roleLine('user', 'approved')).toBe('Instructor & USER');
    expect(roleLine('admin', 'approved')).toBe('Instructor & ADMIN');
  });
});
