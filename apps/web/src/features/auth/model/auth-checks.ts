import { addressBody, loginBody, registerBody, resetPasswordBody } from '@classroom/http-contract';
import { validateWith } from '../../../lib/validate-with';

// The account forms' checks: fetched on their first use, for they bring zod.
export const validateLogin = validateWith(loginBody.pick({ email: true, password: true }));
export const validateRegister = validateWith(registerBody);
export const validateAddress = validateWith(addressBody);

const checkNewPassword = validateWith(resetPasswordBody.pick({ password: true }));
/** The new password alone: its confirmation is compared on the page, without zod. */
export const validateNewPassword = (values: { password?: string }) =>
  checkNewPassword({ password: values.password ?? '' });
