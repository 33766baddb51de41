import type { Page } from '../../shared/ports';
import { catalogPage } from '../catalog-paging';
import type { Course } from '../course.entity';
import type { CourseRepository } from '../course.repository.port';

export const MAX_SEARCH_LENGTH = 200;

/** Approved courses by relevance; blank text lists them all. Over-long text is cut, not refused. */
export class SearchCourses {
  constructor(private readonly courses: CourseRepository) {}

  async execute(input: { text?: string; page?: number; limit?: number }): Promise<Page<Course>> {
    const text = (input.text ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
    return this.courses.search(text, catalogPage(input));
  }
}
