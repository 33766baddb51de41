import type { ErrorCode } from '../error-codes';
import type { ApiTag } from '../tags';
import { modifiedWire } from '../schemas/answers';
import { decisionReasonBody } from '../schemas/editorial';
import { idParams } from '../schemas/params';

const done = { description: 'Done', schema: modifiedWire } as const;

/**
 * The errors of a signed-in change with a body to a record that may be missing: refused whole
 * when malformed, too large or not JSON.
 */
export const bodyChangeErrors = [
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'validation_failed',
  'service_unavailable',
] as const;

interface ChangeSpec<Path extends string, Conflict extends ErrorCode> {
  path: Path;
  summary: string;
  description?: string;
  /** The 409 when the record is not in the state the change starts from. */
  conflict: Conflict;
  tag?: ApiTag;
}

/**
 * A signed-in change to the record `:id` names, with no body (approve, reactivate ...): it
 * answers that one record was modified. The use case checks the role.
 */
export function idChange<const Path extends string, const Conflict extends ErrorCode>(
  spec: ChangeSpec<Path, Conflict>,
) {
  return {
    method: 'PATCH',
    path: spec.path,
    access: 'signedIn',
    tag: spec.tag ?? 'admin',
    summary: spec.summary,
    ...(spec.description === undefined ? {} : { description: spec.description }),
    params: idParams,
    answer: { 200: done },
    errors: ['forbidden', 'not_found', spec.conflict, 'service_unavailable'],
  } as const;
}

/** The same for a change that needs the admin's reason (a rejection, a take-down, a suspension). */
export function reasonChange<const Path extends string, const Conflict extends ErrorCode>(
  spec: ChangeSpec<Path, Conflict>,
) {
  return {
    ...idChange(spec),
    body: decisionReasonBody,
    errors: ['forbidden', 'not_found', spec.conflict, 'validation_failed', 'service_unavailable'],
  } as const;
}
