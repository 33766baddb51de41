import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { limiterFallbackWarning } from './limiter-fallback-warning';

describe('the warning that rate limits count in the process', () => {
  it('is logged once a minute at most, however many requests fall back', () => {
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    let now = 0;
    const warn = limiterFallbackWarning(logger, () => now);
    for (now = 0; now < 59_000; now += 1_000) warn();
    expect(lines).toHaveLength(1);
    now = 60_000;
    warn();
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 40, component: 'rate-limits' });
  });
});
