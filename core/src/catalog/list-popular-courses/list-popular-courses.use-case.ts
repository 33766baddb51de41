import { pageRequest } from '../../shared/paging';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

export class ListPopularCourses {
  constructor(private readonly courses: CourseRepository) {}

  async execute(input: { limit?: number }): Promise<Course[]> {
    const { limit } = pageRequest({ limit: input.limit }, { limit: 8, maxLimit: 24 });
    return this.courses.mostEnrolled(limit);
  }
}
