import { describe } from 'vitest';
import { MemoryLocalAccountRepository, createMemoryStore } from '@classroom/persistence-memory';
import { repositoriesContract } from '../../../core/testing/repositories.contract';

describe('memory store', () => {
  repositoriesContract(
    {
      open: async () => ({
        ...createMemoryStore(),
        localAccounts: new MemoryLocalAccountRepository(),
      }),
    },
    { localAccounts: true },
  );
});
