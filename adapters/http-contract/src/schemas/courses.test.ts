import { describe, expect, it } from 'vitest';
import { addCourseBody, updateCourseBody } from './courses';

const course = {
  courseName: 'Modern TypeScript',
  courseCategory: 'Web Development',
  courseImage: 'https://example.com/ts.png',
  price: 19.99,
  shortDescription: 'Types that help',
  detailedDescription: 'A long text',
  language: 'English',
  certificate: 'Yes',
  lectures: 12,
};

describe('course bodies', () => {
  it('accepts the spec payload, including the fields the server ignores', () => {
    const parsed = addCourseBody.parse({
      ...course,
      instructorName: 'Ivan',
      instructorEmail: 'ivan@example.com',
      courseRatings: 4.8,
      totalEnrollment: 0,
      courseStatus: 0,
    });
    expect(parsed.courseName).toBe('Modern TypeScript');
  });

  it('accepts a site-relative image path', () => {
    expect(updateCourseBody.safeParse({ ...course, courseImage: '/demo/ts.svg' }).success).toBe(
      true,
    );
  });

  it.each([
    ['javascript: image', { courseImage: 'javascript:alert(1)' }, 'courseImage'],
    ['protocol-relative image', { courseImage: '//evil.example/x.png' }, 'courseImage'],
    ['three decimals', { price: 1.005 }, 'price'],
    ['negative price', { price: -1 }, 'price'],
    ['price as text', { price: '10' }, 'price'],
    ['fractional lectures', { lectures: 1.5 }, 'lectures'],
    ['unknown category', { courseCategory: 'Cooking' }, 'courseCategory'],
    ['blank name', { courseName: '   ' }, 'courseName'],
    ['over-long name', { courseName: 'x'.repeat(121) }, 'courseName'],
  ])('refuses %s', (_, change, field) => {
    const result = updateCourseBody.safeParse({ ...course, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it('takes a price of $0 (free) or at least $0.50, the smallest card charge', () => {
    for (const price of [0, 0.5, 0.51]) {
      expect(updateCourseBody.safeParse({ ...course, price }).success).toBe(true);
    }
    for (const price of [0.01, 0.49]) {
      const result = updateCourseBody.safeParse({ ...course, price });
      expect(result.error?.issues.map(({ path, message }) => [path[0], message])).toEqual([
        ['price', 'Price must be $0 or at least $0.50'],
      ]);
    }
  });

  it('refuses status and enrollment fields on update (strict)', () => {
    const result = updateCourseBody.safeParse({ ...course, courseStatus: 1, totalEnrollment: 9 });
    expect(result.success).toBe(false);
  });
});
