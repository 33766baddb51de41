import { describe } from 'vitest';
import { createMemoryStore } from '@classroom/persistence-memory';
import { contractWorkScope, repositoriesContract } from '@classroom/core/testing';

describe('memory store', () => {
  repositoriesContract({
    open: async () => createMemoryStore({ currentScope: contractWorkScope }),
  });
});
