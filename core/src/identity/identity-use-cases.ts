import type { IdentityDependencies } from './identity-dependencies';
import { ChangePassword } from './change-password/change-password.use-case';
import { RegisterLocalAccount } from './register-local-account/register-local-account.use-case';
import { RequestPasswordReset } from './request-password-reset/request-password-reset.use-case';
import { ResendVerification } from './resend-verification/resend-verification.use-case';
import { ResetPassword } from './reset-password/reset-password.use-case';
import { VerifyLocalCredentials } from './verify-local-credentials/verify-local-credentials.use-case';

export type { IdentityDependencies };

/** The bundled provider's use cases; the provider's composition builds them once. */
export function createIdentityUseCases(deps: IdentityDependencies) {
  return {
    registerLocalAccount: new RegisterLocalAccount(deps),
    verifyLocalCredentials: new VerifyLocalCredentials(deps),
    resendVerification: new ResendVerification(deps),
    requestPasswordReset: new RequestPasswordReset(deps),
    resetPassword: new ResetPassword(deps),
    changePassword: new ChangePassword(deps),
  };
}

export type IdentityUseCases = ReturnType<typeof createIdentityUseCases>;
