import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { givenLearner } from './support/reviews';
import { testWorld } from './support/world';

const reviews = '/api/v1/courses/c-approved/reviews';

describe('a paged list', () => {
  it('links its first, previous, next and last pages (RFC 8288), keeping the rest of the query', async () => {
    const world = await testWorld({ publicCacheTtlMs: 0 });
    const client = api(world);
    for (const role of ['student', 'applicant', 'admin'] as const) {
      await givenLearner(world, role);
      await client.post(role, reviews, { rating: 4, text: `From the ${role}` });
    }
    const middle = await client.get(null, `${reviews}?sort=helpful&page=2&limit=1`);
    expect(middle.headers['x-total-count']).toBe('3');
    expect(middle.headers.link).toBe(
      [
        `<${reviews}?sort=helpful&page=1&limit=1>; rel="first"`,
        `<${reviews}?sort=helpful&page=1&limit=1>; rel="prev"`,
        `<${reviews}?sort=helpful&page=3&limit=1>; rel="next"`,
        `<${reviews}?sort=helpful&page=3&limit=1>; rel="last"`,
      ].join(', '),
    );
    const first = await client.get(null, `${reviews}?limit=2`);
    expect(first.headers.link).toBe(
      `<${reviews}?limit=2&page=1>; rel="first", <${reviews}?limit=2&page=2>; rel="next", ` +
        `<${reviews}?limit=2&page=2>; rel="last"`,
    );
  });

  it("links a single page to itself, as the admins' money lists do", async () => {
    const world = await testWorld();
    const payments = await api(world).get('admin', '/api/v1/admin/payments');
    expect(payments.status).toBe(200);
    expect(payments.body).toMatchObject({ page: 1, pages: 1 });
    expect(payments.headers.link).toBe(
      '</api/v1/admin/payments?page=1>; rel="first", </api/v1/admin/payments?page=1>; rel="last"',
    );
  });
});
