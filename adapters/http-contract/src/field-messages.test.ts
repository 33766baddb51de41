import { describe, expect, it } from 'vitest';
import { fieldMessages } from './field-messages';
import { updateCourseBody } from './schemas/courses';

describe('fieldMessages', () => {
  it('keeps the first message of each field, by dotted path, and the whole under its name', () => {
    expect(
      fieldMessages(
        [
          { path: ['price'], message: 'Price is required' },
          { path: ['price'], message: 'Price must be a number' },
          { path: ['card', 'number'], message: 'Your card number is incomplete.' },
          { path: [], message: 'Unrecognized key: "extra"' },
        ],
        'body',
      ),
    ).toEqual({
      price: 'Price is required',
      'card.number': 'Your card number is incomplete.',
      body: 'Unrecognized key: "extra"',
    });
  });

  it("gives a course form's missing numbers the required message, and bad ones the number message", () => {
    const missing = updateCourseBody.safeParse({});
    const fields = fieldMessages(missing.error!.issues, 'body');
    expect(fields.price).toBe('Price is required');
    expect(fields.lectures).toBe('Total Lessons is required');
    const bad = updateCourseBody.safeParse({ price: Number.NaN, lectures: Number.NaN });
    expect(fieldMessages(bad.error!.issues, 'body')).toMatchObject({
      price: 'Price must be a number',
      lectures: 'Total Lessons must be a number',
    });
  });
});
