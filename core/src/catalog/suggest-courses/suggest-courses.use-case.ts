import { MAX_SEARCH_LENGTH } from '../search-courses/search-courses.use-case';
import type { CourseRepository } from '../course.repository.port';

export const SUGGESTIONS = 6;

export interface CourseSuggestion {
  id: string;
  name: string;
}

/**
 * Titles for the search box while someone types: the best few matches of the same search,
 * so a suggestion always leads to results. Blank text suggests nothing.
 */
export class SuggestCourses {
  constructor(private readonly courses: CourseRepository) {}

  async execute(input: { text?: string }): Promise<CourseSuggestion[]> {
    const text = (input.text ?? '').slice(0, MAX_SEARCH_LENGTH).trim();
    // Text with no letter or digit has no words: it would list the newest courses instead.
    if (!/[\p{L}\p{N}]/u.test(text)) return [];
    const page = await this.courses.search({ text }, { page: 1, limit: SUGGESTIONS });
    return page.items.map((course) => ({ id: course.id, name: course.name }));
  }
}
