import type { LoginBody, RegisterBody } from '@classroom/http-contract';
import type { ApiClient } from '../../lib/api-client';

/** The bundled identity provider's interaction endpoints: they answer where to go next. */
export function postLogin(api: ApiClient, uid: string, body: LoginBody) {
  return api.post<{ redirectTo: string }>(
    `/idp/interaction/${encodeURIComponent(uid)}/login`,
    body,
  );
}

export function postRegister(api: ApiClient, uid: string, body: RegisterBody) {
  return api.post<{ redirectTo: string }>(
    `/idp/interaction/${encodeURIComponent(uid)}/register`,
    body,
  );
}
