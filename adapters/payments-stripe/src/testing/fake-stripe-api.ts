import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as the stand-in keeps it: Stripe's JSON field names. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  metadata: Record<string, string>;
  status: string;
  client_secret: string;
  allowed_payment_method_types: string[];
  livemode: false;
  created: number;
}

interface Remembered {
  body: string;
  status: number;
  answer: unknown;
}

/**
 * A local stand-in for Stripe's `/v1/payment_intents`, stateful and small, so the real SDK
 * can be tested offline: it checks the API key, keeps intents, honours `Idempotency-Key`
 * (same key and body: the first answer; same key, other body: Stripe's idempotency error).
 */
export class FakeStripeApi {
  readonly intents = new Map<string, FakeIntent>();
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  /** Makes the next N requests fail with a 500, as an outage would. */
  failNext = 0;
  private readonly remembered = new Map<string, Remembered>();
  private readonly refunded = new Set<string>();
  private readonly server: Server;

  constructor(private readonly secretKey: string) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<{ host: string; port: number; protocol: 'http' }> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' };
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Test control: what the card network decided for an intent. */
  settle(id: string, status: string, change: Partial<FakeIntent> = {}): FakeIntent {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`unknown intent ${id}`);
    const settled = { ...intent, ...change, status };
    this.intents.set(id, settled);
    return settled;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const idempotencyKey = header(req, 'idempotency-key');
    this.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey });

    if (this.failNext > 0) {
      this.failNext -= 1;
      return send(res, 500, apiError('api_error', 'Something went wrong on our end.'));
    }
    if (header(req, 'authorization') !== `Bearer ${this.secretKey}`) {
      return send(res, 401, apiError('invalid_request_error', 'Invalid API Key provided.'));
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      return this.create(res, body, idempotencyKey);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      return this.refund(res, body, idempotencyKey);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const id = decodeURIComponent(match[1] ?? '');
      const intent = this.intents.get(id);
      if (!intent) return send(res, 404, missing(id));
      return send(res, 200, intent);
    }
    return send(res, 404, apiError('invalid_request_error', 'Unrecognized request URL.'));
  }

  /** Stripe's Refunds API: a succeeded intent, refunded once; the same key answers the same. */
  private refund(res: ServerResponse, body: string, key: string | null): void {
    const earlier = key ? this.remembered.get(`refund ${key}`) : undefined;
    if (earlier) return send(res, earlier.status, earlier.answer);
    const form = new URLSearchParams(body);
    const intentId = form.get('payment_intent') ?? '';
    const intent = this.intents.get(intentId);
    if (!intent) return send(res, 404, missing(intentId));
    if (this.refunded.has(intentId)) {
      return send(
        res,
        400,
        apiError(
          'invalid_request_error',
          'Charge has already been refunded.',
          'charge_already_refunded',
        ),
      );
    }
    this.refunded.add(intentId);
    const refund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: Number(form.get('amount') ?? intent.amount),
      payment_intent: intentId,
      status: 'succeeded',
    };
    if (key) this.remembered.set(`refund ${key}`, { body, status: 200, answer: refund });
    send(res, 200, refund);
  }

  private create(res: ServerResponse, body: string, key: string | null): void {
    if (key) {
      const earlier = this.remembered.get(key);
      if (earlier && earlier.body !== body) {
        return send(
          res,
          400,
          apiError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      if (earlier) return send(res, earlier.status, earlier.answer);
    }
    const form = new URLSearchParams(body);
    const amount = Number(form.get('amount'));
    if (!Number.isSafeInteger(amount) || amount < 50) {
      return send(
        res,
        400,
        apiError('invalid_request_error', 'Amount must be at least $0.50 usd', 'amount_too_small'),
      );
    }
    const metadata: Record<string, string> = {};
    const allowed: string[] = [];
    for (const [name, value] of form) {
      const field = /^metadata\[(.+)\]$/.exec(name);
      if (field?.[1]) metadata[field[1]] = value;
      if (/^allowed_payment_method_types\[\d*\]$/.test(name)) allowed.push(value);
    }
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: form.get('currency') ?? '',
      description: form.get('description'),
      metadata,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      allowed_payment_method_types: allowed,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    this.intents.set(id, intent);
    if (key) this.remembered.set(key, { body, status: 200, answer: intent });
    send(res, 200, intent);
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
  res.end(JSON.stringify(body));
}

function apiError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function missing(id: string) {
  return apiError('invalid_request_error', `No such payment_intent: '${id}'`, 'resource_missing');
}
