import type { ClientMetadata } from 'oidc-provider';

export const NATIVE_CLIENT_ID = 'gs-classroom-desktop';
/** The desktop app's loopback redirect; any port is accepted (RFC 8252, section 7.3). */
export const NATIVE_REDIRECT_URI = 'http://127.0.0.1/callback';

export interface WebClientOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
}

/** The website's server side: a confidential client (backend-for-frontend). */
export function webClient(options: WebClientOptions): ClientMetadata {
  return {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    client_name: 'GS Classroom',
    application_type: 'web',
    redirect_uris: options.redirectUris,
    post_logout_redirect_uris: options.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}

/** The desktop app: a public native client (no secret), PKCE and a loopback redirect. */
export function nativeClient(): ClientMetadata {
  return {
    client_id: NATIVE_CLIENT_ID,
    client_name: 'GS Classroom Desktop',
    application_type: 'native',
    redirect_uris: [NATIVE_REDIRECT_URI, 'http://[::1]/callback'],
    post_logout_redirect_uris: ['http://127.0.0.1/signed-out'],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}
