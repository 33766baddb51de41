import * as client from 'openid-client';

export type ProviderName = 'email' | 'google';

export interface IssuerOptions {
  /** 'email': the bundled provider (or an external one replacing it); 'google': Google. */
  name: ProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  /** Accept the issuer's JWT access tokens (audience = the API) as bearer tokens. */
  acceptsAccessTokens?: boolean;
}

/**
 * One OpenID provider as the website's client sees it. Discovery runs on first use and is
 * retried after a failure, so the server can start before its bundled provider listens.
 */
export class OidcIssuer {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(readonly options: IssuerOptions) {}

  get name(): ProviderName {
    return this.options.name;
  }

  get scope(): string {
    return this.options.scope ?? 'openid email profile';
  }

  config(): Promise<client.Configuration> {
    this.configuration ??= this.discover().catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  private discover(): Promise<client.Configuration> {
    const url = new URL(this.options.issuer);
    const insecure = url.protocol === 'http:';
    return client.discovery(
      url,
      this.options.clientId,
      undefined,
      client.ClientSecretBasic(this.options.clientSecret),
      // Plain http only for a provider on this machine or a development set-up.
      insecure ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }
}
