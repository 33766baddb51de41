import type { AnswerBodyAt, Endpoint, StatusOf } from '@classroom/http-contract';

/** The answer's status: optional when the endpoint declares only one. */
type StatusField<E extends Endpoint, S extends number> = [StatusOf<E>] extends [S]
  ? { status?: S }
  : { status: S };

/** What an answer that is not JSON sends: bytes or text, as an attachment when it is named. */
export interface FileReply {
  content: Uint8Array | string;
  /** The attachment's file name; without one the answer is shown, not downloaded. */
  name?: string;
}

/**
 * The body the schema takes (its input type), or the CSV its answer also comes as, or the file
 * of an answer that is not JSON.
 */
type Content<E extends Endpoint, S extends StatusOf<E>> = E['answer'][S] extends {
  readonly mediaType: string;
}
  ? { file: FileReply }
  : E['answer'][S] extends { readonly csv: string }
    ? { body: AnswerBodyAt<E, S> } | { csv: string }
    : { body: AnswerBodyAt<E, S> };

/** A bare list (`paging: 'total'`) says its total, and its page when it knows it. */
type Paging<E extends Endpoint> = E extends { readonly paging: 'total' }
  ? { total: number; page?: { number: number; size: number } }
  : unknown;

/** What a handler answers: one of the endpoint's declared answers, checked by its schema. */
export type Reply<E extends Endpoint> = {
  [S in StatusOf<E>]: StatusField<E, S> & Content<E, S> & Paging<E>;
}[StatusOf<E>];

/** Any endpoint's reply, as the register step reads it (an idempotent replay included). */
export interface AnyReply {
  status?: number;
  body?: unknown;
  csv?: string;
  file?: FileReply;
  total?: number;
  page?: { number: number; size: number };
}
