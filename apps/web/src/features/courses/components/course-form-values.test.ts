import { describe, expect, it } from 'vitest';
import { toCourseInput } from './course-form-values';

describe('toCourseInput', () => {
  it("sends What you'll learn as its lines, trimmed, blank ones dropped", () => {
    const input = toCourseInput({
      courseName: 'Testing React',
      shortDescription: 'Components tested',
      courseImage: 'https://img.test/react.png',
      courseCategory: 'Web Development',
      lectures: '12',
      certificate: 'Yes',
      price: '19.99',
      language: 'English',
      detailedDescription: 'Everything about tests.',
      learningOutcomes: 'Write a test\n\n  Read a report  \n',
    });
    expect(input.learningOutcomes).toEqual(['Write a test', 'Read a report']);
  });
});
