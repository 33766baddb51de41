import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export class SignInTimeoutError extends Error {
  constructor() {
    super('The sign-in was not finished in time. Please try again.');
    this.name = 'SignInTimeoutError';
  }
}

export class SignInRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInRefusedError';
  }
}

export interface LoopbackListener {
  /** `http://127.0.0.1:{port}/callback`, registered with the native client. */
  redirectUri: string;
  /** The callback URL the browser brought back, once its state matched. */
  callback: Promise<URL>;
  /** Stops waiting (the user cancelled); the callback promise rejects. */
  close(): void;
  /** True once the port is released. */
  readonly closed: boolean;
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;margin:4rem auto;max-width:32rem;text-align:center">` +
  `<h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * RFC 8252 loopback redirect: a one-shot HTTP listener on 127.0.0.1 and a random port. The
 * first request to /callback is the only one it accepts: a wrong state fails the sign-in, and
 * either way the port is closed. It also closes after `timeoutMs` without a callback.
 */
export async function startLoopbackListener(options: {
  expectedState: string;
  timeoutMs: number;
}): Promise<LoopbackListener> {
  let settle!: { resolve(url: URL): void; reject(error: Error): void };
  const callback = new Promise<URL>((resolve, reject) => {
    settle = { resolve, reject };
  });
  // Rejections are handled by whoever awaits `callback`; do not report them twice.
  callback.catch(() => undefined);
  let done = false;
  let closed = false;

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1`);
    if (done || request.method !== 'GET' || url.pathname !== '/callback') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    done = true;
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
    const error = url.searchParams.get('error');
    if (url.searchParams.get('state') !== options.expectedState) {
      response
        .writeHead(400, headers)
        .end(
          page(
            'Sign-in failed',
            'This sign-in answer does not belong to the app. Please start again from GS Classroom.',
          ),
        );
      finish(
        new SignInRefusedError('The sign-in answer did not match the request (state mismatch).'),
      );
    } else if (error) {
      response
        .writeHead(400, headers)
        .end(page('Sign-in cancelled', 'You can close this tab and return to GS Classroom.'));
      finish(new SignInRefusedError(url.searchParams.get('error_description') ?? error));
    } else {
      response
        .writeHead(200, headers)
        .end(page('Signed in', 'You can close this tab and return to GS Classroom.'));
      finish(null, new URL(url.pathname + url.search, redirectUri));
    }
  });

  const timer = setTimeout(() => finish(new SignInTimeoutError()), options.timeoutMs);
  timer.unref?.();

  function finish(error: Error | null, url?: URL): void {
    done = true;
    clearTimeout(timer);
    server.close(() => {
      closed = true;
    });
    // Keep-alive sockets would hold the port open: the answer has been sent, drop them.
    setImmediate(() => server.closeAllConnections());
    if (error) settle.reject(error);
    else settle.resolve(url!);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const redirectUri = `http://127.0.0.1:${port}/callback`;

  return {
    redirectUri,
    callback,
    close: () => {
      if (!done) finish(new SignInRefusedError('The sign-in was cancelled.'));
    },
    get closed() {
      return closed;
    },
  };
}
