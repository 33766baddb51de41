import { FieldCheck } from './validation';
import type { PageRequest } from './ports';

/** Clamps a requested page to the allowed window, failing on nonsense instead of guessing. */
export function pageRequest(
  input: { page?: number; limit?: number },
  defaults: { limit: number; maxLimit: number },
): PageRequest {
  const check = new FieldCheck();
  const page = check.integer('page', input.page ?? 1, 'Page', 1, 1_000_000);
  const limit = check.integer(
    'limit',
    input.limit ?? defaults.limit,
    'Limit',
    1,
    defaults.maxLimit,
  );
  check.done();
  return { page, limit };
}
