import { CourseRevision } from '@classroom/core';

/** A row of `course_revisions`: the proposed details and curriculum as JSON text. */
export interface RevisionRow {
  course_id: string;
  status: string;
  version: number | string;
  details: string;
  curriculum: string | null;
  created_at: number | string;
  updated_at: number | string;
}

export function toRevision(row: RevisionRow): CourseRevision {
  return CourseRevision.restore({
    courseId: row.course_id,
    status: row.status as CourseRevision['status'],
    version: Number(row.version),
    details: JSON.parse(row.details) as never,
    curriculum: row.curriculum === null ? null : (JSON.parse(row.curriculum) as never),
    createdAt: new Date(Number(row.created_at)),
    updatedAt: new Date(Number(row.updated_at)),
  });
}

export function toRevisionRow(revision: CourseRevision): RevisionRow {
  const props = revision.toProps();
  return {
    course_id: props.courseId,
    status: props.status,
    version: props.version,
    details: JSON.stringify(props.details),
    curriculum: props.curriculum === null ? null : JSON.stringify(props.curriculum),
    created_at: props.createdAt.getTime(),
    updated_at: props.updatedAt.getTime(),
  };
}
