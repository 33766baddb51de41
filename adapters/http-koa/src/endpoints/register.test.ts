import type { Actor } from '@classroom/core';
import { endpointTable, idParams } from '@classroom/http-contract';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { EndpointRouter, HandlerInput } from './register';
import { register } from './register';

// Type tests: tsc (npm run typecheck) compiles this file, and each `@ts-expect-error` must
// meet an error, so a handler that does not match its declaration fails the build.

const thing = z.strictObject({ _id: z.string(), count: z.int() });
const { readThing, makeThing, exportThings } = endpointTable({
  readThing: {
    method: 'GET',
    path: '/things/:id',
    access: 'optional',
    tag: 'admin',
    summary: 'A thing',
    params: idParams,
    answer: { 200: { description: 'The thing', schema: thing } },
    errors: ['not_found'],
  },
  makeThing: {
    method: 'POST',
    path: '/things',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Makes a thing, or finds the same one',
    body: z.strictObject({ count: z.int() }),
    answer: {
      200: { description: 'The same thing, made before', schema: thing },
      201: { description: 'The new thing', schema: thing },
    },
    errors: [],
  },
  exportThings: {
    method: 'GET',
    path: '/things',
    access: 'signedIn',
    tag: 'admin',
    summary: 'Every thing',
    answer: { 200: { description: 'The things', schema: z.array(thing), csv: 'things.csv' } },
    errors: [],
  },
});

export function handlersThatCompile(router: EndpointRouter) {
  register(router, readThing, async ({ params }) => ({ body: { _id: params.id, count: 1 } }));
  register(router, makeThing, async ({ body, actor }) => ({
    status: body.count > 0 ? (201 as const) : (200 as const),
    body: { _id: actor.email, count: body.count },
  }));
  register(router, exportThings, async () => ({ csv: '_id,count\n' }));
}

export function handlersThatDoNotCompile(router: EndpointRouter) {
  // @ts-expect-error: the answer misses a field its schema requires
  register(router, readThing, async ({ params }) => ({ body: { _id: params.id } }));
  // @ts-expect-error: a field of the wrong type
  register(router, readThing, async () => ({ body: { _id: 'a', count: '1' } }));
  // @ts-expect-error: a status the endpoint does not declare
  register(router, readThing, async () => ({ status: 201 as const, body: { _id: 'a', count: 1 } }));
  // @ts-expect-error: two statuses declared, so the reply must say which
  register(router, makeThing, async () => ({ body: { _id: 'a', count: 1 } }));
  // @ts-expect-error: a body the endpoint does not declare
  register(router, readThing, async ({ body }) => ({ body }));
  // @ts-expect-error: CSV from an endpoint that has none
  register(router, readThing, async () => ({ csv: '' }));
}

describe('a handler', () => {
  it('is given the declared parts, parsed, and the caller (never null once signed in)', () => {
    type Read = HandlerInput<typeof readThing>;
    expectTypeOf<keyof Read>().toEqualTypeOf<'params' | 'actor'>();
    expectTypeOf<Read['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<Read['actor']>().toEqualTypeOf<Actor | null>();
    type Make = HandlerInput<typeof makeThing>;
    expectTypeOf<keyof Make>().toEqualTypeOf<'body' | 'actor'>();
    expectTypeOf<Make['body']>().toEqualTypeOf<{ count: number }>();
    expectTypeOf<Make['actor']>().toEqualTypeOf<Actor>();
  });
});
