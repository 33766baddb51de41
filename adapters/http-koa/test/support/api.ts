import type { Response } from 'supertest';
import { expect } from 'vitest';
import { served } from './conformance';
import { checkAgainstOpenApi } from './openapi';
import type { Role, TestWorld } from './world';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * supertest with the caller's bearer header; every answer is checked against
 * docs/openapi.yaml (route, status and body schema). In a conformance run the calls go
 * through a Prism proxy that checks them too (support/conformance.ts).
 */
export function api(world: TestWorld) {
  async function call(
    as: Role | null,
    method: Method,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    let req = served(world)[method](path);
    if (as) req = req.set('Authorization', world.bearer(as));
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    const response = await (body === undefined ? req : req.send(body as object));
    const json = response.type === 'application/json' ? response.body : undefined;
    if (response.status !== 405) {
      expect(checkAgainstOpenApi(method, path, response.status, json)).toEqual([]);
    }
    if (response.status >= 400) {
      expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    return response;
  }
  return {
    call,
    get: (as: Role | null, path: string, headers?: Record<string, string>) =>
      call(as, 'get', path, undefined, headers),
    post: (as: Role | null, path: string, body?: unknown) => call(as, 'post', path, body),
    put: (as: Role | null, path: string, body?: unknown) => call(as, 'put', path, body),
    patch: (as: Role | null, path: string, body?: unknown) => call(as, 'patch', path, body),
    delete: (as: Role | null, path: string) => call(as, 'delete', path),
  };
}

export const validCourse = {
  courseName: 'Testing in depth',
  courseCategory: 'Computer Science',
  courseImage: 'https://images.classroom.test/testing.png',
  price: 29.5,
  shortDescription: 'Tests that catch bugs',
  detailedDescription: 'From unit tests to fault injection.',
  language: 'English',
  certificate: 'Yes',
  lectures: 10,
};
