import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { Course, CourseStatus } from './course.entity';
import type { CourseQuery } from './course-query';
import type { RatingChange } from '../reviews/review';

import type { CourseTableSort } from '../shared/table-options';

export interface CourseTableQuery {
  /** Part of the course's name or its instructor's name or e-mail. */
  text?: string;
  status?: CourseStatus;
  /** One instructor's courses only. */
  instructorEmail?: Email;
  sort?: CourseTableSort;
  /** Courses awaiting review first, then the sort. */
  pendingFirst?: boolean;
}

export interface CourseRepository {
  findById(id: string): Promise<Course | null>;
  insert(course: Course): Promise<void>;
  /** Writes the instructor-editable details only: an edit never overwrites a decision. */
  saveDetails(course: Course): Promise<void>;
  /**
   * Writes the status only while the stored one is still `before`: false, changing nothing,
   * when a concurrent decision got there first.
   */
  saveStatus(course: Course, before: CourseStatus): Promise<boolean>;
  /**
   * Deletes the course while it is pending or rejected and nobody is enrolled (meanwhile,
   * too): false when it was kept.
   */
  deleteUnlessPublished(id: string): Promise<boolean>;
  /** The admins' and instructors' course tables: searched, filtered, sorted, paged in the store. */
  query(query: CourseTableQuery, page: PageRequest): Promise<Page<Course>>;
  /** Newest first. */
  listByStatus(status: CourseStatus, page: PageRequest): Promise<Page<Course>>;
  /** Every course whatever its status, newest first (admin review). */
  listAll(page: PageRequest): Promise<Page<Course>>;
  /** Newest first. */
  listByInstructor(email: Email): Promise<Course[]>;
  /** Approved courses with the most enrollments first. */
  mostEnrolled(limit: number): Promise<Course[]>;
  /**
   * Approved courses matching the words of `query.text` (course name, both descriptions,
   * instructor name, category): each word also matches as the start of a word ("java" finds
   * JavaScript), and a word of TYPO_MIN_LENGTH letters or more that starts no known word
   * matches the known words one edit away. Filters narrow the matches; the sort orders them
   * (relevance by default; blank text then means newest first). Any input is safe:
   * operators and quotes are treated as plain text. A store may stop counting a large
   * result: `total` is then a lower bound, never below what the pages hold (SQL stores:
   * 500 ranked matches for words, 10,000 for a list without words).
   */
  search(query: CourseQuery, page: PageRequest): Promise<Page<Course>>;
  countByStatus(status: CourseStatus): Promise<number>;
  /** Sum of totalEnrollment over approved courses. */
  sumEnrollment(): Promise<number>;
  /** Writes the number of lectures alone, as the curriculum's lesson count (decision 27). */
  saveLectures(id: string, lectures: number): Promise<void>;
  /**
   * Adds to the course's rating sum and count atomically (`rating_sum = rating_sum + ?`) and
   * recomputes the stored average from them, in the caller's transaction.
   */
  addRatings(id: string, change: RatingChange): Promise<void>;
  /** Atomic `totalEnrollment = totalEnrollment + 1`. */
  incrementEnrollment(id: string): Promise<void>;
  /** Atomic `totalEnrollment = totalEnrollment - 1`, never below 0: an enrollment ended. */
  decrementEnrollment(id: string): Promise<void>;
}
