import { loginBody, registerBody } from '@classroom/http-contract';
import { validateWith } from '../../lib/validate-with';

// The sign-in and sign-up forms' checks: fetched on their first use, for they bring zod.
export const validateLogin = validateWith(loginBody.pick({ email: true, password: true }));
export const validateRegister = validateWith(registerBody);
