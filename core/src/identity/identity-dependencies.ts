import type { Clock, IdGenerator } from '../shared/ports';
import type { Repositories, UnitOfWork } from '../shared/unit-of-work.port';
import type { SecretTokens } from './account-token';
import type { PasswordHasher } from './password-hasher.port';
import type { ProviderStateRepository } from './provider-state.repository.port';

/**
 * What the bundled provider's use cases are given. Its own file: the use cases import it, and
 * `identity-use-cases.ts` imports them, so it cannot live there without a circle.
 */
export interface IdentityDependencies extends Repositories {
  unitOfWork: UnitOfWork;
  hasher: PasswordHasher;
  secrets: SecretTokens;
  clock: Clock;
  ids: IdGenerator;
  /** The provider's sessions and tokens, so a password change can end them. */
  providerState?: ProviderStateRepository;
}
