import { describe, expect, it } from 'vitest';
import { assetIdOf, uploadErrorOf } from './upload-media';

describe('assetIdOf', () => {
  it('reads the asset id at the end of the upload address', () => {
    expect(assetIdOf('http://127.0.0.1:3000/api/v1/uploads/abc123')).toBe('abc123');
    expect(assetIdOf('/api/v1/uploads/abc123/?x=1')).toBe('abc123');
    expect(assetIdOf(null)).toBeNull();
  });
});

describe('uploadErrorOf', () => {
  it('reads the server’s refusal from the response', () => {
    const error = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: {
        getStatus: () => 413,
        getBody: () =>
          JSON.stringify({
            error: { code: 'file_too_large', message: 'Videos may be at most 1 MB.', fields: {} },
          }),
      },
    });
    expect(uploadErrorOf(error)).toMatchObject({
      status: 413,
      code: 'file_too_large',
      message: 'Videos may be at most 1 MB.',
    });
  });

  it('says the server could not be reached when there is no response', () => {
    expect(uploadErrorOf(new Error('network')).message).toBe(
      'The upload could not reach the server.',
    );
  });
});
