import { describe, expect, it } from 'vitest';
import { parseHttpUrl } from './http-url';

const refusal = (raw: string) => {
  try {
    parseHttpUrl(raw, 'image', 'Image URL');
    return null;
  } catch (error) {
    return error;
  }
};

describe('HttpUrl', () => {
  it.each([
    ['https://images.example.com/a.png', 'https://images.example.com/a.png'],
    ['http://example.com', 'http://example.com/'],
    ['  https://example.com/x?y=1  ', 'https://example.com/x?y=1'],
    ['/demo/web-basics.svg', '/demo/web-basics.svg'],
  ])('accepts %s', (raw, expected) => {
    expect(parseHttpUrl(raw, 'image')).toBe(expected);
  });

  it.each([
    ['', 'Image URL is required'],
    ['   ', 'Image URL is required'],
    ['javascript:alert(1)', 'Image URL must start with http:// or https://'],
    ['data:image/png;base64,AAAA', 'Image URL must start with http:// or https://'],
    ['ftp://example.com/a.png', 'Image URL must start with http:// or https://'],
    ['//evil.example.com/a.png', 'Image URL must be a valid URL'],
    ['/demo/a b.svg', 'Image URL must be a valid URL'],
    ['/\\evil.example.com', 'Image URL must be a valid URL'],
    ['not a url', 'Image URL must be a valid URL'],
    [`https://example.com/${'a'.repeat(2048)}`, 'Image URL is too long'],
  ])('refuses %j', (raw, message) => {
    expect(refusal(raw)).toMatchObject({ code: 'validation_failed', fields: { image: message } });
  });
});
