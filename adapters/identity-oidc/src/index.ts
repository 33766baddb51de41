export { createIdentity, type Identity, type IdentityOptions } from './create-identity';
export { AccessTokens, type AccessTokenOptions, type IssuedToken } from './access-tokens';
export type { SessionStamps } from './authenticator';
export { deriveKeys, type DerivedKey } from './secret-keys';
export { GOOGLE_ISSUER, issuersFromEnvironment } from './issuers-from-environment';
export type { IssuerOptions, ProviderName } from './oidc-issuer';
export type { IdentityLogger } from './identity-logger';
export type { SignedInUser } from './identity-routes';
