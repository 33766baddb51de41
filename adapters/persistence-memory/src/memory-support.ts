import type { CertificateNumbers, Clock, IdGenerator } from '@classroom/core';

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

/**
 * Certificate numbers in sequence, so tests read exact ids and codes. `below` hands out the
 * indexes queued with `drawIndexes` first (to make draws collide), then 0, 1, 2 ...
 */
export class SequentialCertificateNumbers implements CertificateNumbers {
  private uuids = 0;
  private codes = 0;
  private indexes = 0;
  private readonly queued: number[] = [];

  uuid(): string {
    this.uuids += 1;
    return `00000000-0000-4000-8000-${String(this.uuids).padStart(12, '0')}`;
  }

  code(): string {
    this.codes += 1;
    return `GSC-0000-${String(this.codes).padStart(4, '0')}`;
  }

  below(below: number): number {
    const next = this.queued.shift() ?? this.indexes++;
    return next % below;
  }

  drawIndexes(...indexes: number[]): void {
    this.queued.push(...indexes);
  }
}
