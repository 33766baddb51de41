import { z } from 'zod';
import type { ZodOpenApiPathsObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { bodyOf, type AnswerSpec, type Endpoint } from '../endpoints/endpoint';
import { errorCodesOf } from '../endpoints/error-codes-of';
import { errorStatus } from '../error-status';
import { cacheHeaders, json, listHeaders, notModified, operation } from './operation';

const link = z.string().meta({
  description:
    'RFC 8288 links to the first, previous, next and last pages (`rel="first"` ...), each ' +
    'the same request with another `page`',
  header: { id: 'Link' },
});

// Sent while the server counts the limit (a server started without limits sends neither).
const rateLimitHeaders = z.object({
  RateLimit: z
    .string()
    .optional()
    .meta({
      description: 'What is left of the limit and when it resets, e.g. `"payment";r=29;t=60`',
      header: { id: 'RateLimit' },
    }),
  'RateLimit-Policy': z
    .string()
    .optional()
    .meta({
      description: 'The limit: requests per window in seconds, e.g. `"payment";q=30;w=60`',
      header: { id: 'RateLimit-Policy' },
    }),
});

/** What a paged answer sends beside its body: the total and the links to other pages. */
const pageHeaders = listHeaders.extend({ Link: link });

/** A list links its other pages when a `page` can be asked for; a whole list says its total. */
function pagingHeaders(endpoint: Endpoint): z.ZodObject | undefined {
  if (!endpoint.paging) return undefined;
  const query = endpoint.query as z.ZodObject | undefined;
  return endpoint.paging === 'page' || query?.shape?.page ? pageHeaders : listHeaders;
}

/** The document's operations of a table's endpoints, by path. */
export function pathsOf(table: Readonly<Record<string, Endpoint>>): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of Object.values(table)) {
    const path = endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  return paths;
}

/** Paths from several sources, the methods of a path shared by two of them merged. */
export function mergePaths(...sources: ZodOpenApiPathsObject[]): ZodOpenApiPathsObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const source of sources) {
    for (const [path, methods] of Object.entries(source))
      paths[path] = { ...paths[path], ...methods };
  }
  return paths;
}

function operationOf(endpoint: Endpoint) {
  const ok: Record<number, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(endpoint.answer)) {
    ok[Number(status)] = response(endpoint, answer);
  }
  if (endpoint.cache) ok[304] = notModified;
  return operation({
    operationId: endpoint.name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: endpoint.description,
    public: endpoint.access !== 'signedIn',
    requestParams:
      endpoint.params || endpoint.query
        ? {
            ...(endpoint.params ? { path: endpoint.params as z.ZodObject } : {}),
            ...(endpoint.query ? { query: endpoint.query as z.ZodObject } : {}),
          }
        : undefined,
    body: bodyOf(endpoint),
    ok,
    errors: errorCodesOf(endpoint).map((code) => errorStatus[code]),
    idempotent: endpoint.idempotent,
  });
}

function response(endpoint: Endpoint, answer: AnswerSpec): ZodOpenApiResponseObject {
  const headers = [
    endpoint.cache ? cacheHeaders : undefined,
    pagingHeaders(endpoint),
    endpoint.rateLimit ? rateLimitHeaders : undefined,
  ].filter((part) => part !== undefined);
  const merged = headers.reduce<z.ZodObject | undefined>(
    (all, part) => (all ? all.extend(part.shape) : part),
    undefined,
  );
  if (answer.mediaType) {
    return {
      description: answer.description,
      content: { [answer.mediaType]: { schema: answer.schema } },
      ...(merged ? { headers: merged } : {}),
    };
  }
  const base = json(answer.description, answer.schema, merged);
  if (!answer.csv) return base;
  const csv = { 'text/csv': { schema: z.string() } };
  return { ...base, content: answer.csvOnly ? csv : { ...base.content, ...csv } };
}
