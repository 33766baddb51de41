import { mysqlAvailable, type StoreKind } from './stores';

/** Every store the payment flow must hold on: memory always, SQLite always, MySQL when up. */
export const storeKinds: StoreKind[] = [
  'memory',
  'sqlite',
  ...((await mysqlAvailable()) ? (['mysql'] as const) : []),
];
