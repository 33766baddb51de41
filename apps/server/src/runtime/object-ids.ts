import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '@classroom/core';

/**
 * 24 hex digits, seconds first then random, as the original product's `_id`s looked: they
 * sort roughly by creation and reveal nothing else.
 */
export class ObjectIdGenerator implements IdGenerator {
  next(): string {
    const seconds = Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0');
    return `${seconds}${randomBytes(8).toString('hex')}`;
  }
}
