import type { Page } from '../../shared/ports';
import { catalogPage } from '../catalog-paging';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

/** The public catalogue: approved courses only, newest first. */
export class ListCourses {
  constructor(private readonly courses: CourseRepository) {}

  // async, so that a refused page fails the promise instead of throwing at the call.
  async execute(input: { page?: number; limit?: number }): Promise<Page<Course>> {
    return this.courses.listByStatus('approved', catalogPage(input));
  }
}
