import { describe, expect, it } from 'vitest';
import { aCourse, anApprovedCourse } from '../../../testing';
import { memoryCore } from '@classroom/persistence-memory/testing';
import { SUGGESTIONS } from './suggest-courses.use-case';

describe('SuggestCourses', () => {
  it('suggests approved titles that start with the typed word', async () => {
    const javascript = anApprovedCourse({ name: 'JavaScript Essentials' });
    const pending = aCourse({ name: 'JavaScript Drafts' });
    const core = memoryCore();
    await core.given(javascript, pending, anApprovedCourse({ name: 'Python Basics' }));

    const suggestions = await core.useCases.suggestCourses.execute({ text: 'java' });

    expect(suggestions).toEqual([{ id: javascript.id, name: 'JavaScript Essentials' }]);
  });

  it('suggests nothing for blank text or text without words', async () => {
    const core = memoryCore();
    await core.given(anApprovedCourse({ name: 'JavaScript Essentials' }));

    expect(await core.useCases.suggestCourses.execute({})).toEqual([]);
    expect(await core.useCases.suggestCourses.execute({ text: '  "*-% ' })).toEqual([]);
  });

  it(`suggests at most ${SUGGESTIONS} titles`, async () => {
    const core = memoryCore();
    await core.given(
      ...Array.from({ length: SUGGESTIONS + 3 }, (_, n) =>
        anApprovedCourse({ name: `Public Speaking ${n + 1}` }),
      ),
    );

    const suggestions = await core.useCases.suggestCourses.execute({ text: 'speak' });

    expect(suggestions).toHaveLength(SUGGESTIONS);
  });
});
