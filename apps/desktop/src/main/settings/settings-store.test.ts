import { describe, expect, it } from 'vitest';
import { normaliseServerUrl } from './settings-store';

describe('the server address', () => {
  it('keeps the origin of an https address, adding https:// when left out', () => {
    expect(normaliseServerUrl(' https://classroom.example.org/admin ')).toEqual({
      url: 'https://classroom.example.org',
    });
    expect(normaliseServerUrl('classroom.example.org:8443')).toEqual({
      url: 'https://classroom.example.org:8443',
    });
  });

  it('accepts plain http only for this computer', () => {
    expect(normaliseServerUrl('http://localhost:3000')).toEqual({ url: 'http://localhost:3000' });
    expect(normaliseServerUrl('http://127.0.0.1:3000')).toEqual({ url: 'http://127.0.0.1:3000' });
    expect(normaliseServerUrl('http://classroom.example.org')).toHaveProperty('error');
  });

  it('refuses other schemes, credentials and nonsense', () => {
    for (const input of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'https://user:pw@example.org',
      'not a url at all',
    ]) {
      expect(normaliseServerUrl(input), input).toHaveProperty('error');
    }
  });
});
