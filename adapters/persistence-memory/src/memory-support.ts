import type { Clock, IdGenerator } from '@classroom/core';

/** Ids that sort in creation order: "000001", "000002", ... with an optional prefix. */
export class SequentialIdGenerator implements IdGenerator {
  private last = 0;

  constructor(private readonly prefix = '') {}

  next(): string {
    this.last += 1;
    return `${this.prefix}${String(this.last).padStart(6, '0')}`;
  }
}

/** A clock that stands still until told to move, so tests read exact dates. */
export class FixedClock implements Clock {
  constructor(private current = new Date('2026-01-15T10:00:00.000Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
