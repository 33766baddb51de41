import {
  pathOf,
  type ChangePasswordBody,
  type DeletedWire,
  type PasswordChangedWire,
  type SaveUserBody,
  type SavedUserWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in person's own account: name and photo, password, and deleting the account. */
export const ownAccountApi = {
  saveProfile: (api: ApiClient, body: SaveUserBody) =>
    api.post<SavedUserWire>(pathOf('saveUser'), body),
  deleteAccount: (api: ApiClient, confirmEmail: string) =>
    api.delete<DeletedWire>(pathOf('deleteAccount'), { body: { confirmEmail } }),
  /** The bundled provider's password change, for accounts that sign in with one. */
  changePassword: (api: ApiClient, body: ChangePasswordBody) =>
    api.post<PasswordChangedWire>('/idp/account/password', body),
};
