import { pathOf } from '@classroom/http-contract';
import type { ApiClient } from '../../lib/api-client';

/** The signed-in person's own record: name and photo, and deleting the account. */
export const ownAccountApi = {
  saveProfile: (api: ApiClient, body: { displayName: string; photoURL: string; email: string }) =>
    api.post<{ modifiedCount: number }>(pathOf('saveUser'), body),
  deleteAccount: (api: ApiClient, confirmEmail: string) =>
    api.delete<{ deletedCount: number }>(pathOf('deleteAccount'), { body: { confirmEmail } }),
};
