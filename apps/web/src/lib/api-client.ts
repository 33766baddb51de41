import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  hrefOf,
  type AnswerOf,
  type CallInput,
  type Endpoint,
} from '@classroom/http-contract';
import { apiErrorFrom, ApiError } from './api-error';
import type { FileUploader } from './file-uploader';

/**
 * How the client proves who the caller is. The website rides on the session cookie (and the
 * CSRF header the server requires on cookie-authenticated writes); the desktop app sends a
 * bearer token it keeps itself.
 */
export type AuthTransport = { kind: 'cookie' } | { kind: 'bearer'; getToken: () => string | null };

export interface ApiClientOptions {
  /** '' for the same origin (website), an absolute origin for the desktop app. */
  baseUrl: string;
  transport: AuthTransport;
  fetch?: typeof fetch;
  /** How files are uploaded, when not by tus from the page (the desktop app's main process). */
  uploadFile?: FileUploader;
}

/** Anything with zod's `parse`, so answers can be checked against the wire contract. */
export interface Schema<T> {
  parse(value: unknown): T;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  schema?: Schema<T>;
  signal?: AbortSignal;
  /** The answer is text (a CSV export), not JSON. */
  text?: boolean;
}

export interface Answer<T> {
  data: T;
  headers: Headers;
  status: number;
}

type UnauthorizedListener = (error: ApiError) => void;

export interface CallOptions {
  signal?: AbortSignal;
}

/** The input of a call, which may be left out when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** An endpoint whose answer is a bare array, its total in `X-Total-Count` (the spec's lists). */
type TotalEndpoint = Endpoint & { readonly paging: 'total' };

/** An endpoint whose answer also comes as a CSV download. */
type CsvEndpoint = Endpoint & { readonly answer: { readonly 200: { readonly csv: string } } };

/** The one way the UI talks to the server. */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly unauthorizedListeners = new Set<UnauthorizedListener>();

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** The uploader the platform brings, if any (see upload-media.ts). */
  get fileUploader(): FileUploader | undefined {
    return this.options.uploadFile;
  }

  /** An absolute URL on the server, for navigations (sign-in redirects, GET forms). */
  url(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    return `${this.options.baseUrl}${path}${qs ? `?${qs}` : ''}`;
  }

  /**
   * The headers that prove who the caller is, for requests made outside `request` (resumable
   * uploads): the CSRF header beside the session cookie, or the bearer token.
   */
  authHeaders(): Record<string, string> {
    const transport = this.options.transport;
    if (transport.kind === 'cookie') return { [CSRF_HEADER]: CSRF_HEADER_VALUE };
    const token = transport.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  /** 401 is handled in one place: the auth store listens here and forgets the user. */
  onUnauthorized(listener: UnauthorizedListener): () => void {
    this.unauthorizedListeners.add(listener);
    return () => this.unauthorizedListeners.delete(listener);
  }

  async request<T>(
    method: string,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<Answer<T>> {
    const headers = new Headers({
      Accept: options.text ? 'text/csv, application/json' : 'application/json',
    });
    for (const [name, value] of Object.entries(this.authHeaders())) headers.set(name, value);
    let body: string | undefined;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }

    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path, options.query), {
        method,
        headers,
        body,
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') throw cause;
      throw ApiError.unreadable(0);
    }

    if (options.text && response.ok) {
      return {
        data: (await response.text()) as T,
        headers: response.headers,
        status: response.status,
      };
    }
    const payload = await readJson(response);
    if (!response.ok) {
      const error = apiErrorFrom(response.status, payload);
      if (response.status === 401)
        this.unauthorizedListeners.forEach((listener) => listener(error));
      throw error;
    }
    const data = options.schema ? options.schema.parse(payload) : (payload as T);
    return { data, headers: response.headers, status: response.status };
  }

  /**
   * Calls an endpoint of the contract: its path filled with `params`, the query and body sent,
   * the answer parsed by the schema of its status. A failure throws an ApiError whose code the
   * endpoint declares (narrow it with `isApiError(error, endpoint)`).
   */
  async call<E extends Endpoint>(
    endpoint: E,
    ...[input, options]: CallArgs<E>
  ): Promise<AnswerOf<E>> {
    return this.parseAnswer(endpoint, await this.send(endpoint, input, options)) as AnswerOf<E>;
  }

  /** The answer read by the schema of its status; a success the endpoint does not name, by its only one. */
  private parseAnswer(endpoint: Endpoint, answer: Answer<unknown>): unknown {
    const answers = Object.values(endpoint.answer);
    const declared = endpoint.answer[answer.status] ?? (answers.length === 1 ? answers[0] : null);
    if (!declared) throw ApiError.unreadable(answer.status);
    return declared.schema.parse(answer.data);
  }

  /**
   * Calls an endpoint that answers a bare array with its total in `X-Total-Count`: the items,
   * parsed as `call` parses them, and the total (the items' count when the header is missing).
   */
  async callPage<E extends TotalEndpoint>(
    endpoint: E,
    ...[input, options]: CallArgs<E>
  ): Promise<{ items: AnswerOf<E>; total: number }> {
    const answer = await this.send(endpoint, input, options);
    const items = this.parseAnswer(endpoint, answer) as AnswerOf<E> & unknown[];
    return { items, total: totalOf(answer.headers, items.length) };
  }

  /** The CSV download of an endpoint whose answer also comes as CSV (its query asks for it). */
  async csv<E extends CsvEndpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<string> {
    return (await this.send(endpoint, input, options, true)).data as string;
  }

  private send(
    endpoint: Endpoint,
    input: object | undefined,
    options: CallOptions = {},
    text = false,
  ): Promise<Answer<unknown>> {
    const { params, query, body } = (input ?? {}) as {
      params?: object;
      query?: Query;
      body?: unknown;
    };
    return this.request(endpoint.method, hrefOf(endpoint, params), {
      query,
      body,
      signal: options.signal,
      text,
    });
  }

  async get<T>(path: string, options?: Omit<RequestOptions<T>, 'body'>): Promise<T> {
    return (await this.request<T>('GET', path, options)).data;
  }

  async post<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return (await this.request<T>('POST', path, { ...options, body })).data;
  }

  async put<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return (await this.request<T>('PUT', path, { ...options, body })).data;
  }

  async patch<T>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T> {
    return (await this.request<T>('PATCH', path, { ...options, body })).data;
  }

  async delete<T>(path: string, options?: RequestOptions<T>): Promise<T> {
    return (await this.request<T>('DELETE', path, options)).data;
  }

  /** A catalogue page: the items and the `X-Total-Count` the server sends beside them. */
  async getPage<T>(
    path: string,
    query: Query,
    options?: Omit<RequestOptions<T[]>, 'body' | 'query'>,
  ): Promise<{ items: T[]; total: number }> {
    const answer = await this.request<T[]>('GET', path, { ...options, query });
    return { items: answer.data, total: totalOf(answer.headers, answer.data.length) };
  }
}

/** The list's total as `X-Total-Count` says, or the items' count when it says nothing usable. */
function totalOf(headers: Headers, count: number): number {
  const header = headers.get('X-Total-Count');
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : count;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return new ApiClient(options);
}
