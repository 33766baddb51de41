import {
  usersEndpoints as endpoints,
  type ChangePasswordBody,
  type PasswordChangedWire,
  type SaveUserBody,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

/** The signed-in person's own account: name and photo, password, and deleting the account. */
export const ownAccountApi = {
  saveProfile: (api: ApiClient, body: SaveUserBody) => api.call(endpoints.saveUser, { body }),
  deleteAccount: (api: ApiClient, confirmEmail: string) =>
    api.call(endpoints.deleteAccount, { body: { confirmEmail } }),
  /** The bundled provider's password change, for accounts that sign in with one. */
  changePassword: (api: ApiClient, body: ChangePasswordBody) =>
    api.post<PasswordChangedWire>('/idp/account/password', body),
};
