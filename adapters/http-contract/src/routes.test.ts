import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/all-endpoints';
import { hrefOf } from './endpoints/endpoint';
import { pathOf, routes } from './routes';

describe('routes', () => {
  it('fills and encodes parameters', () => {
    expect(pathOf('isAdmin', { email: 'a+b@x.test' })).toBe('/api/v1/users/admin/a%2Bb%40x.test');
    expect(hrefOf(endpoints.stats)).toBe('/api/v1/stats');
  });

  it('fails on a missing parameter', () => {
    expect(() => hrefOf(endpoints.enroll)).toThrow(/id/);
  });

  it('has one name per method and path', () => {
    const keys = Object.values(routes).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
