import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routes } from '../routes';
import { endpoints } from './all-endpoints';
import { catalogEndpoints } from './catalog.endpoints';
import { certificationEndpoints } from './certification.endpoints';
import { dashboardsEndpoints } from './dashboards.endpoints';
import { editorialEndpoints } from './editorial.endpoints';
import { enrollmentEndpoints } from './enrollment.endpoints';
import { instructorEndpoints } from './instructor.endpoints';
import { endpointTable, hrefOf, type Endpoint } from './endpoint';
import { curriculumEndpoints } from './curriculum.endpoints';
import { errorCodesOf } from './error-codes-of';
import { mediaEndpoints } from './media.endpoints';
import { moneyEndpoints } from './money.endpoints';
import { platformEndpoints } from './platform.endpoints';
import { usersEndpoints } from './users.endpoints';
import { adminEndpoints } from './admin.endpoints';
import { outreachEndpoints } from './outreach.endpoints';
import { notificationsEndpoints } from './notifications.endpoints';
import { playerEndpoints } from './player.endpoints';
import { reviewsEndpoints } from './reviews.endpoints';

const all: Endpoint[] = Object.values(endpoints);

describe('the endpoint tables', () => {
  it('name each endpoint once across the tables', () => {
    const tables = [
      reviewsEndpoints,
      moneyEndpoints,
      platformEndpoints,
      notificationsEndpoints,
      outreachEndpoints,
      adminEndpoints,
      usersEndpoints,
      curriculumEndpoints,
      playerEndpoints,
      mediaEndpoints,
      catalogEndpoints,
      certificationEndpoints,
      enrollmentEndpoints,
      instructorEndpoints,
      editorialEndpoints,
      dashboardsEndpoints,
    ];
    const names = tables.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(endpoints)).toEqual(names);
    for (const [name, endpoint] of Object.entries(endpoints)) expect(endpoint.name).toBe(name);
  });

  it('declare each method and path once, the routes not yet in a table included', () => {
    const keys = [...all, ...Object.values(routes)].map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("declare exactly the path's parameters", () => {
    for (const endpoint of all) {
      const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const declared = endpoint.params ? Object.keys((endpoint.params as z.ZodObject).shape) : [];
      expect(declared, endpoint.name).toEqual(inPath);
    }
  });

  it('answer a page() where they say they are paged', () => {
    for (const endpoint of all.filter((candidate) => candidate.paging === 'page')) {
      for (const answer of Object.values(endpoint.answer)) {
        const keys = Object.keys((answer.schema as z.ZodObject).shape);
        expect(keys, endpoint.name).toEqual(expect.arrayContaining(['page', 'pages', 'total']));
      }
    }
  });
});

describe('an endpoint', () => {
  const { thing } = endpointTable({
    thing: {
      method: 'POST',
      path: '/things/:id',
      access: 'signedIn',
      tag: 'admin',
      summary: 'A thing',
      params: z.strictObject({ id: z.string() }),
      answer: { 200: { description: 'The thing', schema: z.strictObject({}) } },
      errors: ['not_found'],
      rateLimit: 'payment',
      idempotent: true,
    },
  });

  it('fills its path with its parameters, encoded', () => {
    expect(hrefOf(thing, { id: 'a b/c' })).toBe('/things/a%20b%2Fc');
    expect(() => hrefOf(thing, {})).toThrow(/id for thing/);
  });

  it('may answer the codes it declares and those its declaration implies', () => {
    expect(errorCodesOf(thing).sort()).toEqual([
      'bad_request',
      'idempotency_key_in_progress',
      'idempotency_key_reused',
      'not_found',
      'rate_limited',
      'unauthenticated',
    ]);
    expect(errorCodesOf({ ...thing, access: 'public', params: undefined })).toEqual([
      'not_found',
      'rate_limited',
      'idempotency_key_in_progress',
      'idempotency_key_reused',
    ]);
  });
});
