import { describe } from 'vitest';
import { createMemoryStore } from '@classroom/persistence-memory';
import { repositoriesContract } from '../../../core/testing/repositories.contract';

describe('memory store', () => {
  repositoriesContract({
    open: async () => createMemoryStore(),
  });
});
