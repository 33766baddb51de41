import type { Page, PageRequest } from '../shared/ports';
import type { CourseRevision, RevisionStatus } from './course-revision';

export interface RevisionQuery {
  /** Words of the course's live name or its instructor's name or e-mail. */
  text?: string;
  status?: RevisionStatus;
  sort?: 'newest' | 'oldest';
}

export interface RevisionRepository {
  findByCourse(courseId: string): Promise<CourseRevision | null>;
  /**
   * Writes the revision only while the stored version is still `before` (null: none stored):
   * false, changing nothing, when another change got there first.
   */
  save(revision: CourseRevision, before: number | null): Promise<boolean>;
  /** Ends the revision at `version` (approved, or folded into the course): false if it moved on. */
  delete(courseId: string, version: number): Promise<boolean>;
  list(query: RevisionQuery, page: PageRequest): Promise<Page<CourseRevision>>;
  countPending(): Promise<number>;
}
