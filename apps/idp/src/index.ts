export {
  createIdp,
  WEB_CLIENT_ID,
  type BundledIdp,
  type IdpLogger,
  type IdpOptions,
} from './create-idp';
export { NATIVE_CLIENT_ID, NATIVE_REDIRECT_URI, type WebClientOptions } from './idp-clients';
export { API_SCOPE, type ProfileLookup } from './idp-configuration';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, type SeedOptions } from './demo-accounts';
export { LoginThrottle, DEFAULT_THROTTLE, type ThrottleLimits } from './login-throttle';
export { mountProvider } from './mount-provider';
export { providerStateAdapter } from './provider-state-adapter';
export {
  ScryptPasswordHasher,
  DEFAULT_SCRYPT,
  type ScryptParameters,
} from './scrypt-password-hasher';
export { deriveSecret, loadOrCreateSecret } from './secrets';
export { loadSigningKeys, rotateSigningKeys, type PrivateJwk } from './signing-keys';
