import type * as Tus from 'tus-js-client';
import type { HttpRequest, HttpResponse, HttpStack, UploadOptions } from 'tus-js-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { assetIdOf, uploadErrorOf, uploadFile, worthRetrying } from './upload-media';

// The server's end of tus, in memory: what it was asked, and how many bytes it received.
const server = vi.hoisted(() => {
  const requests: string[] = [];
  let received = 0;
  const answer = (status: number, headers: Record<string, string>): HttpResponse => ({
    getStatus: () => status,
    getHeader: (name) => headers[name],
    getBody: () => '',
    getUnderlyingObject: () => undefined,
  });
  const request = (method: string, url: string): HttpRequest => {
    const headers: Record<string, string> = {};
    return {
      getMethod: () => method,
      getURL: () => url,
      setHeader: (name, value) => void (headers[name] = value),
      getHeader: (name) => headers[name],
      setProgressHandler: () => undefined,
      async send(body?: Blob) {
        requests.push(method);
        if (method === 'POST') return answer(201, { Location: '/api/v1/uploads/asset-1' });
        received += body?.size ?? 0;
        return answer(204, { 'Upload-Offset': String(received) });
      },
      abort: async () => undefined,
      getUnderlyingObject: () => undefined,
    };
  };
  const stack: HttpStack = { getName: () => 'in-memory tus server', createRequest: request };
  return {
    stack,
    requests,
    received: () => received,
    reset() {
      requests.length = 0;
      received = 0;
    },
  };
});

// The real tus-js-client, talking to that server: its browser build, the one the website ships
// (the tests would otherwise load its Node build, which cannot read a File).
vi.mock('tus-js-client', async () => {
  const tus = await vi.importActual<typeof Tus>('tus-js-client/lib.esm/browser/index.js');
  class Upload extends tus.Upload {
    constructor(file: File, options: UploadOptions) {
      super(file, { ...options, httpStack: server.stack });
    }
  }
  return { ...tus, Upload };
});

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

describe('worthRetrying', () => {
  it('offers to send again after a failed network or server, never after a refusal', () => {
    expect(worthRetrying(new ApiError(0, 'network_error', 'The server cannot be reached.'))).toBe(
      true,
    );
    expect(worthRetrying(new ApiError(503, 'service_unavailable', 'Try later.'))).toBe(true);
    for (const [status, code] of [
      [413, 'storage_quota_exceeded'],
      [429, 'too_many_uploads'],
      [415, 'unsupported_file_type'],
    ] as const) {
      expect(worthRetrying(new ApiError(status, code, 'Refused.'))).toBe(false);
    }
  });
});

describe('uploadFile', () => {
  const api = new ApiClient({ baseUrl: '', transport: { kind: 'cookie' } });
  const notes = () => new File(['twelve bytes'], 'notes.pdf', { type: 'application/pdf' });
  // Long enough for the lookup of the file's earlier uploads to end, and a started upload to
  // reach the server.
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50));
  beforeEach(() => {
    server.reset();
    localStorage.clear();
  });

  it('sends nothing of an upload paused before it starts until it is resumed', async () => {
    const upload = uploadFile(api, notes(), 'file', () => undefined);
    upload.pause!();
    await aMoment();
    expect(server.requests).toEqual([]);

    upload.resume!();
    await expect(upload.done).resolves.toBe('asset-1');
    expect(server.received()).toBe(12);
  });

  it('starts an upload paused and resumed before it starts once', async () => {
    const upload = uploadFile(api, notes(), 'file', () => undefined);
    upload.pause!();
    upload.resume!();
    await expect(upload.done).resolves.toBe('asset-1');
    await aMoment();
    expect(server.requests).toEqual(['POST', 'PATCH']);
  });

  it('never starts an upload aborted before it starts, even when asked to resume', async () => {
    const upload = uploadFile(api, notes(), 'file', () => undefined);
    upload.abort();
    await aMoment();
    expect(server.requests).toEqual([]);

    upload.resume!();
    await aMoment();
    expect(server.requests).toEqual([]);
  });
});
