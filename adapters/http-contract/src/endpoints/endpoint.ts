import type { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import { emptyBody } from '../schemas/users';
import type { ApiTag } from '../tags';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who reaches the route's input: anyone, without the caller being looked up (`public`);
 * anyone, the caller known when signed in (`optional`); signed-in callers only (`signedIn`,
 * 401 otherwise). Roles, ownership and states are the use case's to check, every time.
 */
export type Access = 'public' | 'optional' | 'signedIn';

/** The per-client limits the server counts (`RateLimits` of the Koa application's options). */
export type RateLimitName = 'signIn' | 'payment' | 'search' | 'outreach';

/** One successful answer: its JSON body, and what the document says of it. */
export interface AnswerSpec {
  readonly description: string;
  readonly schema: z.ZodType;
  /** The same rows also come as a `text/csv` download of this name (`format=csv`). */
  readonly csv?: string;
  /** The answer is only ever that download, never JSON (`schema` then says it is text). */
  readonly csvOnly?: boolean;
  /**
   * The answer's media type when it is not JSON (a PDF, a signed credential): the handler
   * replies `{ file }`, sent as it is, and `schema` describes it in the document.
   */
  readonly mediaType?: string;
}

/**
 * How a list is paged. `page`: the body is a `page()` (its items, page, pages, total,
 * pageSize). `total`: the body is the list itself, as the spec fixes it, the total in
 * X-Total-Count. Either way the answer carries X-Total-Count and RFC 8288 Link headers.
 */
export type Paging = 'page' | 'total';

/** One endpoint, declared once: the server, the OpenAPI document and the clients read it. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  /** With `:param` placeholders (@koa/router's syntax). */
  readonly path: string;
  readonly access: Access;
  readonly tag: ApiTag;
  /** One line, for the document and the reader. */
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  /** Without one, any query parameter is refused. */
  readonly query?: z.ZodType;
  /** Without one, a POST, PUT or PATCH takes no body but `{}`. */
  readonly body?: z.ZodType;
  /** The successful answers, by status. */
  readonly answer: Readonly<Record<number, AnswerSpec>>;
  /**
   * The refusals of this endpoint. What its declaration already implies is added by
   * `errorCodesOf`: `bad_request` for a declared input, `unauthenticated` for `signedIn`,
   * `rate_limited` for a limit, the Idempotency-Key's codes.
   */
  readonly errors: readonly ErrorCode[];
  readonly paging?: Paging;
  /** Largest JSON body, when not the server's default (64kb). */
  readonly bodyLimit?: string;
  readonly rateLimit?: RateLimitName;
  /** A create that honours the Idempotency-Key header. */
  readonly idempotent?: boolean;
  /**
   * A public answer, the same for everyone: browsers and proxies keep it briefly and
   * revalidate it by its ETag (304 without a body), and the server reuses it for a moment.
   */
  readonly cache?: 'public';
}

/** An endpoint of a table: its declaration and its name (the OpenAPI operationId). */
export type Endpoint = EndpointSpec & { readonly name: string };

/**
 * A resource's table of endpoints, each named by its key. `const` keeps every literal (method,
 * access, error codes, statuses), from which handlers and clients are typed.
 */
export function endpointTable<const T extends Record<string, EndpointSpec>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, spec]) => [name, { ...spec, name }]),
  ) as { readonly [K in keyof T & string]: T[K] & { readonly name: K } };
}

/** Fills the path's `:params`, each encoded: the path a request for them goes to. */
export function hrefOf(endpoint: Pick<Endpoint, 'name' | 'path'>, params: object = {}): string {
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = (params as Record<string, unknown>)[key];
    if (value === undefined) throw new Error(`Missing parameter ${key} for ${endpoint.name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The body an endpoint reads: its declared one, else `{}` or none for a write (a DELETE
 * included: a body it would ignore is refused), and none for a read. The server reads, and
 * the document states, this one rule.
 */
export function bodyOf(endpoint: Pick<EndpointSpec, 'method' | 'body'>): z.ZodType | undefined {
  return endpoint.body ?? (endpoint.method === 'GET' ? undefined : emptyBody);
}
