import type { Page } from '../../shared/ports';
import { FieldCheck } from '../../shared/validation';
import { catalogPage } from '../catalog-paging';
import type { Course } from '../course.entity';
import { COURSE_SORTS, type CourseSort } from '../../shared/options';
import type { CourseFilters } from '../course-query';
import type { CourseRepository } from '../course.repository.port';

export const MAX_SEARCH_LENGTH = 200;

export interface SearchCoursesInput {
  text?: string;
  filters?: CourseFilters;
  sort?: CourseSort;
  page?: number;
  limit?: number;
}

/**
 * Approved courses by relevance, filtered and ordered as asked; blank text lists them all.
 * Over-long text is cut, not refused: a shared link must never fail for being long.
 */
export class SearchCourses {
  constructor(private readonly courses: CourseRepository) {}

  async execute(input: SearchCoursesInput): Promise<Page<Course>> {
    const text = (input.text ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
    const check = new FieldCheck();
    const sort = check.oneOf('sort', input.sort ?? 'relevance', COURSE_SORTS, 'Sort');
    const filters = input.filters ?? {};
    const { minPriceCents: min, maxPriceCents: max } = filters;
    if (min !== undefined && max !== undefined && min > max) {
      check.fail('maxPrice', 'The highest price must not be below the lowest');
    }
    const page = catalogPage(input);
    check.done();
    return this.courses.search({ text, filters, sort }, page);
  }
}
