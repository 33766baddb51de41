import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Feedback } from '../src/index';
import type { ContractStore, StoreFactory } from './store.contract';

const entry = (id: string, name: string): Feedback => ({
  id,
  feedbackText: `${name} found the lessons clear and practical.`,
  image: `/demo/people/${id}.svg`,
  name,
  title: 'Student',
});

export function feedbackRepositoryContract(factory: StoreFactory): void {
  describe('FeedbackRepository', () => {
    let store: ContractStore;
    beforeEach(async () => {
      store = await factory.open();
    });
    afterEach(async () => {
      await factory.close?.(store);
    });

    it('lists entries in the order they were written', async () => {
      const entries = [entry('f-b', 'Bea'), entry('f-a', 'Ann'), entry('f-c', 'Cy')];
      for (const item of entries) await store.feedback.insert(item);
      expect(await store.feedback.list()).toEqual(entries);
    });
  });
}
