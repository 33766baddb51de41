import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed event may be: Stripe's default tolerance, which stops replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** Signs like Stripe: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signEvent(rawBody: Uint8Array, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(timestamp, rawBody, secret)}`;
}

export function verifyEventSignature(
  rawBody: Uint8Array,
  header: string,
  secret: string,
  now: Date,
): boolean {
  const parts = new Map(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1');
  if (!Number.isSafeInteger(timestamp) || !given) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(timestamp, rawBody, secret));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function hmac(timestamp: number, rawBody: Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}
