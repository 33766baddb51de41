import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it("lets the player read lesson media, HLS segments included, from the media store's origin", () => {
    const policy = contentSecurityPolicy({ mediaOrigins: ['https://bucket.s3.example'] });
    expect(directive(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://bucket.s3.example',
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://bucket.s3.example']);
  });

  it('allows no other origin by default, forms to this site only, and frames only from the video hosts', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'blob:']);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });
});
