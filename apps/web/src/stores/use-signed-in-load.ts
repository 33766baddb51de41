import { useEffect } from 'react';
import { useStores } from './use-stores';
import { showFailure } from '../lib/run-confirmed';

/** A dashboard store that loads the signed-in person's own records. */
interface OwnRecordsStore {
  load(email: string, force?: boolean): Promise<unknown>;
}

/**
 * Loads `store` for the signed-in person once their e-mail is known (a failure shows a toast;
 * `force` reloads what is cached), and answers that e-mail.
 */
export function useSignedInLoad(store: OwnRecordsStore, force = false): string {
  const { auth } = useStores();
  const email = auth.user?.email ?? '';
  useEffect(() => {
    if (email) store.load(email, force).catch(showFailure);
  }, [email, store, force]);
  return email;
}
