import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { z } from 'zod';
import type { ErrorCode } from '../error-codes';
import type { errorStatus } from '../error-status';
import { errorWire } from '../schemas/answers';
import { idempotencyHeaders } from '../schemas/idempotency';
import { emptyBody } from '../schemas/users';
import { TOTAL_COUNT_HEADER } from '../routes';

/** The one error answer, referenced by every documented error status. */
export const errorResponse: ZodOpenApiResponseObject = {
  id: 'Error',
  description: 'An error: `{ error: { code, message, fields? } }`',
  content: { 'application/json': { schema: errorWire } },
};

const totalCount = z
  .string()
  .regex(/^\d+$/)
  .meta({
    description: 'Total number of items of the whole list',
    header: { id: TOTAL_COUNT_HEADER },
  });

export const listHeaders = z.object({ [TOTAL_COUNT_HEADER]: totalCount });

/** What a public list sends beside its body, so that a browser can revalidate it cheaply. */
export const cacheHeaders = z.object({
  ETag: z.string().meta({ description: "The answer's version (a weak tag)" }),
  'Cache-Control': z.string().meta({ description: 'public, max-age=10 by default' }),
});

export const notModified: ZodOpenApiResponseObject = {
  id: 'NotModified',
  description: 'Not modified: the If-None-Match tag is still current; no body',
};

/** A status an error answers with (errorStatus). */
export type ErrorStatus = (typeof errorStatus)[ErrorCode];

export interface OperationSpec {
  operationId: string;
  tags: [string];
  summary: string;
  description?: string;
  /** Who may call it without signing in: `security: []`. */
  public?: boolean;
  requestParams?: ZodOpenApiOperationObject['requestParams'];
  body?: z.ZodType;
  /** The successful answers, by status. */
  ok: Record<number, ZodOpenApiResponseObject>;
  errors: ErrorStatus[];
  /**
   * A create that honours Idempotency-Key: the header is documented, and the key's refusals
   * (409 while the first request answers, 422 for another body).
   */
  idempotent?: boolean;
}

/** An operation of the document, its error statuses answered by the one error schema. */
export function operation(spec: OperationSpec): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, response] of Object.entries(spec.ok)) responses[status] = response;
  const errors = new Set(spec.idempotent ? [...spec.errors, 409, 422] : spec.errors);
  for (const status of [...errors].sort()) responses[String(status)] = errorResponse;
  const requestParams = spec.idempotent
    ? { ...spec.requestParams, header: idempotencyHeaders }
    : spec.requestParams;
  return {
    operationId: spec.operationId,
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(spec.public ? { security: [] } : {}),
    ...(requestParams ? { requestParams } : {}),
    ...(spec.body
      ? {
          requestBody: {
            // The server reads an absent body as `{}`: an empty one need not be sent.
            required: spec.body !== emptyBody,
            content: { 'application/json': { schema: spec.body } },
          },
        }
      : {}),
    responses,
  };
}

/** A JSON answer. */
export function json(description: string, schema: z.ZodType, headers?: z.ZodObject) {
  return {
    description,
    content: { 'application/json': { schema } },
    ...(headers ? { headers } : {}),
  } satisfies ZodOpenApiResponseObject;
}

/** A redirect (a page navigation: sign-in steps). */
export function redirect(description: string): ZodOpenApiResponseObject {
  return {
    description,
    headers: z.object({
      Location: z.string().meta({ description: 'Where the browser goes next' }),
    }),
  };
}
