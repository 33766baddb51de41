/** The spec's sign-in and sign-up rules and messages, word for word. */
export const PASSWORD_MIN = 6;

export const AUTH_MESSAGES = {
  emailRequired: 'Email address is required',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be 6 characters',
  nameRequired: 'Your Name is required',
  photoRequired: 'Photo URL is required',
  photoInvalid: 'Photo URL must be a valid URL',
  emailInvalid: 'Enter a valid email address',
} as const;

export interface LoginValues {
  email?: string;
  password?: string;
}

export interface RegisterValues extends LoginValues {
  displayName?: string;
  photoURL?: string;
}

type Errors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isHttpUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function checkEmail(value: string | undefined, errors: Errors): void {
  const email = value?.trim() ?? '';
  if (!email) errors.email = AUTH_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = AUTH_MESSAGES.emailInvalid;
}

function checkPassword(value: string | undefined, errors: Errors): void {
  if (!value) errors.password = AUTH_MESSAGES.passwordRequired;
  else if (value.length < PASSWORD_MIN) errors.password = AUTH_MESSAGES.passwordShort;
}

export function validateLogin(values: LoginValues): Errors {
  const errors: Errors = {};
  checkEmail(values.email, errors);
  checkPassword(values.password, errors);
  return errors;
}

/** Name and photo URL, shared by sign-up and the instructor application. */
export function validateIdentity(values: { displayName?: string; photoURL?: string }): Errors {
  const errors: Errors = {};
  if (!values.displayName?.trim()) errors.displayName = AUTH_MESSAGES.nameRequired;
  const photo = values.photoURL?.trim() ?? '';
  if (!photo) errors.photoURL = AUTH_MESSAGES.photoRequired;
  else if (!isHttpUrl(photo)) errors.photoURL = AUTH_MESSAGES.photoInvalid;
  return errors;
}

export function validateRegister(values: RegisterValues): Errors {
  const errors: Errors = validateIdentity(values);
  checkEmail(values.email, errors);
  checkPassword(values.password, errors);
  return errors;
}
