import type { z } from 'zod';
import type { Endpoint, RateLimitName } from './endpoint';

// What an endpoint's declaration says of its requests and answers, as types: the server's
// handlers are checked against them, the clients' calls typed by them.

type Part = 'params' | 'query' | 'body';
type SchemaOf<E, K extends Part> = E extends { readonly [P in K]: infer S extends z.ZodType }
  ? S
  : never;

/** The request parts an endpoint declares, as the server reads them (parsed). */
export type RequestOf<E extends Endpoint> = {
  [K in Part as [SchemaOf<E, K>] extends [never] ? never : K]: z.output<SchemaOf<E, K>>;
};

/** The query a client builds, as its schema takes it (for the filters of a list). */
export type QueryInput<E extends Endpoint> = z.input<SchemaOf<E, 'query'>>;

/** The body a client sends, as its schema takes it. */
export type BodyInput<E extends Endpoint> = z.input<SchemaOf<E, 'body'>>;

/** A query value the client may give as a number: every query value travels as text. */
type Loose<T> = { [K in keyof T]: string extends T[K] ? T[K] | number : T[K] };

/** The request parts a client sends; a part whose every field is optional may be left out. */
export type CallInput<E extends Endpoint> = {
  [
    K in Part as [SchemaOf<E, K>] extends [never]
      ? never
      : object extends z.input<SchemaOf<E, K>>
        ? never
        : K
  ]: K extends 'query' ? Loose<z.input<SchemaOf<E, K>>> : z.input<SchemaOf<E, K>>;
} & {
  [
    K in Part as [SchemaOf<E, K>] extends [never]
      ? never
      : object extends z.input<SchemaOf<E, K>>
        ? K
        : never
  ]?: K extends 'query' ? Loose<z.input<SchemaOf<E, K>>> : z.input<SchemaOf<E, K>>;
};

/** The statuses of an endpoint's successful answers. */
export type StatusOf<E extends Endpoint> = keyof E['answer'] & number;

/** The schema of the answer with that status. */
export type AnswerSchema<E extends Endpoint, S extends StatusOf<E>> = E['answer'][S]['schema'];

/** The body a server sends with that status: what the schema takes (its input type). */
export type AnswerBodyAt<E extends Endpoint, S extends StatusOf<E>> = z.input<AnswerSchema<E, S>>;

/** What a client reads from a successful answer (parsed by its schema). */
export type AnswerOf<E extends Endpoint> = {
  [S in StatusOf<E>]: z.output<AnswerSchema<E, S>>;
}[StatusOf<E>];

/** The codes an endpoint's declaration implies (see errorCodesOf). */
type ImpliedCode<E extends Endpoint> =
  | ([SchemaOf<E, Part>] extends [never] ? never : 'bad_request')
  | (E extends { readonly access: 'signedIn' } ? 'unauthenticated' : never)
  | (E extends { readonly rateLimit: RateLimitName } ? 'rate_limited' : never)
  | (E extends { readonly idempotent: true }
      ? 'idempotency_key_in_progress' | 'idempotency_key_reused'
      : never);

/** Every error code the endpoint may answer: the declared ones and the implied ones. */
export type ErrorCodeOf<E extends Endpoint> = E['errors'][number] | ImpliedCode<E>;
