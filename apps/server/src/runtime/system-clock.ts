import type { Clock } from '@classroom/core';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
