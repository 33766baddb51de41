import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

function setup() {
  let now = 1_000_000;
  const throttle = new LoginThrottle({ perAccount: 3, perAddress: 5, windowMs: 60_000 }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

describe('LoginThrottle', () => {
  it('stops an account after its limit until the window has passed', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.retryAfter('ada@example.com', '10.0.0.1')).toBe(0);
      throttle.recordFailure('ada@example.com', '10.0.0.1');
      advance(1_000);
    }
    expect(throttle.retryAfter('ada@example.com', '10.0.0.2')).toBe(57_000);
    advance(57_000);
    expect(throttle.retryAfter('ada@example.com', '10.0.0.2')).toBe(0);
  });

  it('stops one address that tries many accounts', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i += 1) throttle.recordFailure(`user${i}@example.com`, '10.0.0.9');
    expect(throttle.retryAfter('new@example.com', '10.0.0.9')).toBeGreaterThan(0);
    expect(throttle.retryAfter('new@example.com', '10.0.0.8')).toBe(0);
  });

  it('forgets an account’s failures after a right password', () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i += 1) throttle.recordFailure('sam@example.com', `10.0.1.${i}`);
    throttle.recordSuccess('sam@example.com');
    expect(throttle.retryAfter('sam@example.com', '10.0.2.1')).toBe(0);
  });
});
