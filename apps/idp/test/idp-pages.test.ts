import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ schoolName: 'Riverside Community School' });
});
afterAll(() => server.close());

describe('the provider’s own pages', () => {
  it('carry the school’s name in their title', async () => {
    const answer = await fetch(`${server.idp.issuer}/auth?client_id=nobody&response_type=code`);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(
      '<title>Sign-in error | Riverside Community School</title>',
    );
  });
});
