import { ValidationError } from './errors';
import { URL_MAX_LENGTH } from './input-rules';

export type HttpUrl = string & { readonly __brand: 'HttpUrl' };

/** An absolute http(s) URL, or a site-relative path to a shipped asset ("/demo/x.svg"). */
export function parseHttpUrl(raw: string, field: string, label = 'URL'): HttpUrl {
  const value = raw.trim();
  if (value.length === 0) throw new ValidationError({ [field]: `${label} is required` });
  if (value.length > URL_MAX_LENGTH) throw new ValidationError({ [field]: `${label} is too long` });
  if (/^\/[^/\\]/.test(value) && !/[\s<>"]/.test(value)) return value as HttpUrl;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ValidationError({ [field]: `${label} must be a valid URL` });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ValidationError({ [field]: `${label} must start with http:// or https://` });
  }
  return url.href as HttpUrl;
}
