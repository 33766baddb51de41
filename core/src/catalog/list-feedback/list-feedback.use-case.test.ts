import { describe, expect, it } from 'vitest';
import { memoryCore } from '@classroom/persistence-memory/testing';

describe('ListFeedback', () => {
  it('lists the stored testimonials', async () => {
    const core = memoryCore();
    const feedback = {
      id: 'fb-1',
      feedbackText: 'Clear and practical.',
      image: '/demo/people/maria.svg',
      name: 'Maria',
      title: 'Designer',
    };
    await core.store.feedback.insert(feedback);

    expect(await core.useCases.listFeedback.execute()).toEqual([feedback]);
  });
});
