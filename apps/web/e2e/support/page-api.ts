import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@classroom/http-contract';
import type { Page } from 'playwright-core';

/** A JSON call from a signed-in page, with its session cookie, as the website's client makes it. */
export async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body, csrf }) => {
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', [csrf[0]]: csrf[1] },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body, csrf: [CSRF_HEADER, CSRF_HEADER_VALUE] },
  );
  if (answer.status >= 400) throw new Error(`${method} ${path}: ${answer.status} ${answer.text}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
