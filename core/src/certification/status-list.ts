/**
 * Bitstring Status List: each certificate holds one entry (bit) of a published list, set once
 * it is revoked. 131,072 entries (16 KiB) a list, the smallest size the W3C recommendation
 * allows, so that one entry hides among many.
 */
export const STATUS_LIST_SIZE = 131_072;

/** Where a certificate's entry lies: which list, and which bit of it. */
export function statusEntry(statusIndex: number): { list: number; position: number } {
  return {
    list: Math.floor(statusIndex / STATUS_LIST_SIZE),
    position: statusIndex % STATUS_LIST_SIZE,
  };
}

/**
 * How many indexes a new certificate draws from: at least twice as many as are taken, in whole
 * lists, so a random draw hits a free one at least every other time. Random indexes keep the
 * order of issue out of the list, as the recommendation advises.
 */
export function statusIndexRange(issued: number): number {
  return STATUS_LIST_SIZE * (Math.floor((2 * issued) / STATUS_LIST_SIZE) + 1);
}

/** The list's bits, index 0 the first (most significant) bit of the first byte. */
export function statusBits(revokedPositions: readonly number[]): Uint8Array {
  const bits = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const position of revokedPositions) {
    bits[position >> 3]! |= 0x80 >> (position & 7);
  }
  return bits;
}
