import type { ConfirmRequest } from './test-processor';

/** Reads the confirm body `{ clientSecret, card: {number, expMonth, expYear, cvc}, billingDetails }`. */
export function parseConfirmRequest(body: unknown): ConfirmRequest | null {
  if (!isRecord(body) || typeof body.clientSecret !== 'string' || !isRecord(body.card)) return null;
  const { number, expMonth, expYear, cvc } = body.card;
  if (typeof number !== 'string' || typeof cvc !== 'string') return null;
  if (!isNumberOrString(expMonth) || !isNumberOrString(expYear)) return null;
  const billing = isRecord(body.billingDetails) ? body.billingDetails : {};
  return {
    clientSecret: body.clientSecret,
    card: { number, expMonth, expYear, cvc },
    billingDetails: { email: optionalText(billing.email), name: optionalText(billing.name) },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumberOrString(value: unknown): value is number | string {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' ? value.slice(0, 200) : null;
}
