import { requireAdmin, requireApprovedInstructor } from '../../accounts/access';
import type { User } from '../../accounts/user.entity';
import type {
  ApplicantQuery,
  UserQuery,
  UserRepository,
} from '../../accounts/user.repository.port';
import type { Course } from '../../catalog/course.entity';
import type { CourseRepository, CourseTableQuery } from '../../catalog/course.repository.port';
import type { Actor } from '../../shared/actor';
import type { Page } from '../../shared/ports';
import { tablePage, tableText } from '../../shared/table-page';
import type { CourseRevision } from '../course-revision';
import type { DecisionRepository } from '../decision.repository.port';
import type { DecisionRecord } from '../editorial-decision';
import type { RevisionQuery, RevisionRepository } from '../revision.repository.port';

interface Paged {
  page?: number;
  limit?: number;
}

/** A page of rows with each row's latest decision, so the table shows the reason given. */
export interface DecidedPage<T> extends Page<T> {
  decisions: Map<string, DecisionRecord>;
}

/** Admin only: the Users table, searched, filtered and sorted on the server. */
export class ListPeople {
  constructor(private readonly users: UserRepository) {}

  async execute(input: UserQuery & Paged, actor: Actor | null): Promise<Page<User>> {
    await requireAdmin(this.users, actor);
    const { page, limit, ...query } = input;
    return this.users.query({ ...query, text: tableText(query.text) }, tablePage({ page, limit }));
  }
}

/** Admin only: the applications table, pending first when asked, with the last decisions. */
export class ListApplications {
  constructor(
    private readonly users: UserRepository,
    private readonly decisions: DecisionRepository,
  ) {}

  async execute(input: ApplicantQuery & Paged, actor: Actor | null): Promise<DecidedPage<User>> {
    await requireAdmin(this.users, actor);
    const { page, limit, ...query } = input;
    const found = await this.users.queryApplicants(
      { ...query, text: tableText(query.text) },
      tablePage({ page, limit }),
    );
    const ids = found.items.map((user) => user.id);
    return { ...found, decisions: await this.decisions.latest('application', ids) };
  }
}

/**
 * A table of courses with the reasons of their decisions; each kind says who may see it and
 * which courses it holds.
 */
abstract class CourseTable {
  constructor(
    protected readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly decisions: DecisionRepository,
  ) {}

  /** Refuses an actor who may not see the table; otherwise the courses it is limited to. */
  protected abstract scope(actor: Actor | null): Promise<Pick<CourseTableQuery, 'instructorEmail'>>;

  async execute(
    input: Omit<CourseTableQuery, 'instructorEmail'> & Paged,
    actor: Actor | null,
  ): Promise<DecidedPage<Course>> {
    const { page, limit, ...query } = { ...input, ...(await this.scope(actor)) };
    const found = await this.courses.query(
      { ...query, text: tableText(query.text) },
      tablePage({ page, limit }),
    );
    const ids = found.items.map((course) => course.id);
    return { ...found, decisions: await this.decisions.latest('course', ids) };
  }
}

/** Every course for the admins' review table: searched, filtered, sorted, pending first. */
export class ListAllCourses extends CourseTable {
  protected async scope(actor: Actor | null) {
    await requireAdmin(this.users, actor);
    return {};
  }
}

/** An approved instructor's own courses as a table, with the reasons of their decisions. */
export class ListOwnCourses extends CourseTable {
  protected async scope(actor: Actor | null) {
    const instructor = await requireApprovedInstructor(this.users, actor);
    return { instructorEmail: instructor.email };
  }
}

/** Admin only: revisions of approved courses, with their live courses. */
export class ListRevisions {
  constructor(
    private readonly users: UserRepository,
    private readonly courses: CourseRepository,
    private readonly revisions: RevisionRepository,
  ) {}

  async execute(
    input: RevisionQuery & Paged,
    actor: Actor | null,
  ): Promise<Page<{ revision: CourseRevision; course: Course }>> {
    await requireAdmin(this.users, actor);
    const { page, limit, ...query } = input;
    const found = await this.revisions.list(
      { ...query, text: tableText(query.text) },
      tablePage({ page, limit }),
    );
    const rows = await Promise.all(
      found.items.map(async (revision) => ({
        revision,
        course: await this.courses.findById(revision.courseId),
      })),
    );
    return {
      ...found,
      items: rows.filter(
        (row): row is { revision: CourseRevision; course: Course } => !!row.course,
      ),
    };
  }
}
