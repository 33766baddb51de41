import type {
  AddressBody,
  LoginBody,
  RegisterBody,
  PasswordResetWire,
  RedirectWire,
  RegisteredWire,
  ResetPasswordBody,
  SentIfAccountWire,
} from '@classroom/http-contract';
import type { ApiClient } from '../../../lib/api-client';

/** The bundled identity provider's interaction endpoints: they answer where to go next. */
export function postLogin(api: ApiClient, uid: string, body: LoginBody) {
  return api.post<RedirectWire>(`/idp/interaction/${encodeURIComponent(uid)}/login`, body);
}

/** Sign-up sends a link to the address and signs nobody in. */
export function postRegister(api: ApiClient, uid: string, body: RegisterBody) {
  return api.post<RegisteredWire>(`/idp/interaction/${encodeURIComponent(uid)}/register`, body);
}

/** The bundled accounts' e-mail links and care. */
export const accountApi = {
  resendVerification: (api: ApiClient, body: AddressBody) =>
    api.post<SentIfAccountWire>('/idp/verification/resend', body),
  forgotPassword: (api: ApiClient, body: AddressBody) =>
    api.post<SentIfAccountWire>('/idp/password/forgot', body),
  resetPassword: (api: ApiClient, body: ResetPasswordBody) =>
    api.post<PasswordResetWire>('/idp/password/reset', body),
};
