import {
  pathOf,
  type DeletedWire,
  type SaveUserBody,
  type SavedUserWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../lib/api-client';

/** The signed-in person's own record: name and photo, and deleting the account. */
export const ownAccountApi = {
  saveProfile: (api: ApiClient, body: SaveUserBody) =>
    api.post<SavedUserWire>(pathOf('saveUser'), body),
  deleteAccount: (api: ApiClient, confirmEmail: string) =>
    api.delete<DeletedWire>(pathOf('deleteAccount'), { body: { confirmEmail } }),
};
