import { createApiProxy } from '../src/main/api/api-proxy';
import { createIssuerTokenSource } from '../src/main/auth/issuer-token-source';
import type { StoredTokens } from '../src/main/auth/token-store';
import { browserSignIn } from '../src/main/testing/bundled-provider';

/** Signs in as the app does (browser + loopback + PKCE), the browser played over plain HTTP. */
export async function signInAs(serverUrl: string, email: string): Promise<StoredTokens> {
  const source = createIssuerTokenSource({
    openBrowser: (url) => void browserSignIn(url, { email }),
  });
  return source.signIn(serverUrl);
}

/** A JSON call through the main process's API proxy with the given tokens. */
export function apiAs(serverUrl: string, tokens: StoredTokens) {
  const proxy = createApiProxy({
    serverUrl: () => serverUrl,
    accessToken: async () => tokens.accessToken,
  });
  return async (method: string, path: string, body?: unknown) => {
    const answer = await proxy({
      method,
      path,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status >= 400)
      throw new Error(`${method} ${path} answered ${answer.status}: ${answer.body}`);
    return answer.body ? (JSON.parse(answer.body) as Record<string, unknown>) : {};
  };
}

/**
 * Makes sure the demo instructor is an approved instructor: the demo data does it, and
 * otherwise the instructor applies and the admin approves, through the API like people do.
 */
export async function ensureApprovedInstructor(
  serverUrl: string,
  admin: StoredTokens,
  instructor: StoredTokens,
) {
  const asInstructor = apiAs(serverUrl, instructor);
  const record = await asInstructor('GET', `/api/v1/users/${encodeURIComponent(instructor.email)}`);
  if (record.status === 'approved') return;
  await asInstructor('PUT', `/api/v1/requested/${record._id}`, {
    displayName: record.displayName,
    email: record.email,
    photoURL: record.photoURL,
    category: 'Web Development',
    experience: 'Experienced',
    title: 'Senior Web Engineer',
    status: 'applied',
  });
  await apiAs(serverUrl, admin)('PATCH', `/api/v1/users/instructor_approved/${record._id}`);
}
