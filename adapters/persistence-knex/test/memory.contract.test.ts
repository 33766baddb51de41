import { describe } from 'vitest';
import { createMemoryStore } from '@classroom/persistence-memory';
import { repositoriesContract } from '@classroom/core/testing';

describe('memory store', () => {
  repositoriesContract({
    open: async () => createMemoryStore(),
  });
});
