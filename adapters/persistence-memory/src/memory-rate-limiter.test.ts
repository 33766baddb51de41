import { rateLimiterContract } from '@classroom/core/testing';
import { describe } from 'vitest';
import { MemoryRateLimiter } from './memory-rate-limiter';

describe('MemoryRateLimiter', () => {
  rateLimiterContract(async () => new MemoryRateLimiter({ now: () => new Date() }));
});
