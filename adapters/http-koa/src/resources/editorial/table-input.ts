import type { CourseStatus } from '@classroom/core';
import type { ParsedCourseTableQuery } from '@classroom/http-contract';

/** A course table's query string as the use cases take it. */
export function courseTableInput(query: ParsedCourseTableQuery) {
  return {
    text: query.q,
    status: query.state as CourseStatus | undefined,
    sort: query.sort,
    pendingFirst: query.pendingFirst === 'true',
    page: query.page,
    limit: query.limit,
  };
}
