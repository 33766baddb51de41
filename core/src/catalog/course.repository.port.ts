import type { Email } from '../shared/email';
import type { Page, PageRequest } from '../shared/ports';
import type { Course, CourseStatus } from './course.entity';
import type { CourseQuery } from './course-query';

export interface CourseRepository {
  findById(id: string): Promise<Course | null>;
  insert(course: Course): Promise<void>;
  /** Writes the instructor-editable fields and the status; never the enrollment count. */
  /** Writes the instructor-editable details only: an edit never overwrites a decision. */
  saveDetails(course: Course): Promise<void>;
  /**
   * Writes the status only while the stored one is still `before`: false, changing nothing,
   * when a concurrent decision got there first.
   */
  saveStatus(course: Course, before: CourseStatus): Promise<boolean>;
  /** Deletes the course unless it is approved (meanwhile, too): false when it was kept. */
  deleteUnlessApproved(id: string): Promise<boolean>;
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
   * operators and quotes are treated as plain text.
   */
  search(query: CourseQuery, page: PageRequest): Promise<Page<Course>>;
  countByStatus(status: CourseStatus): Promise<number>;
  /** Sum of totalEnrollment over approved courses. */
  sumEnrollment(): Promise<number>;
  /** Writes the number of lectures alone, as the curriculum's lesson count (decision 27). */
  saveLectures(id: string, lectures: number): Promise<void>;
  /** Atomic `totalEnrollment = totalEnrollment + 1`. */
  incrementEnrollment(id: string): Promise<void>;
}
