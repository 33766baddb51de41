import type { Clock } from '../shared/ports';
import type { LocalAccountRepository } from './local-account.repository.port';
import type { PasswordHasher } from './password-hasher.port';
import { RegisterLocalAccount } from './register-local-account/register-local-account.use-case';
import { VerifyLocalCredentials } from './verify-local-credentials/verify-local-credentials.use-case';

export interface IdentityDependencies {
  localAccounts: LocalAccountRepository;
  hasher: PasswordHasher;
  clock: Clock;
}

/** The bundled provider's use cases; the provider's composition builds them once. */
export function createIdentityUseCases(deps: IdentityDependencies) {
  return {
    registerLocalAccount: new RegisterLocalAccount(deps.localAccounts, deps.hasher, deps.clock),
    verifyLocalCredentials: new VerifyLocalCredentials(deps.localAccounts, deps.hasher),
  };
}

export type IdentityUseCases = ReturnType<typeof createIdentityUseCases>;
