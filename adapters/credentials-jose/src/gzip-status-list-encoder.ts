import { gzipSync } from 'node:zlib';
import type { StatusListEncoder } from '@classroom/core';

/** The Bitstring Status List's `encodedList`: GZIP, then multibase base64url (prefix `u`). */
export const gzipStatusListEncoder: StatusListEncoder = {
  encode: (bits) => `u${gzipSync(bits).toString('base64url')}`,
};
