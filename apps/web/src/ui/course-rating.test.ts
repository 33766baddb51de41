import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingText } from './course-rating';

describe('a course rating', () => {
  it('says "New" instead of the spec 4.8 until the first review', () => {
    expect(ratingText(4.8, 0)).toBe('New');
    expect(ratingLabel(4.8, 0)).toBe('New course: no reviews yet');
  });

  it('shows the average to one decimal with the number of reviews', () => {
    expect(ratingText(4, 1)).toBe('4.0 · 1 review');
    expect(ratingText(4.3, 12)).toBe('4.3 · 12 reviews');
    expect(ratingLabel(4.3, 12)).toBe('Rated 4.3 out of 5 from 12 reviews');
  });
});
