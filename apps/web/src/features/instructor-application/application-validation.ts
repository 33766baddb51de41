import { AUTH_MESSAGES, validateIdentity } from '../auth/auth-validation';

export const APPLICATION_MESSAGES = {
  ...AUTH_MESSAGES,
  experienceRequired: 'Experience is required',
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
} as const;

export interface ApplicationValues {
  displayName?: string;
  photoURL?: string;
  experience?: string;
  category?: string;
  title?: string;
}

/** The instructor application's rules: the spec's messages, word for word. */
export function validateApplication(values: ApplicationValues): Record<string, string> {
  const errors = validateIdentity(values);
  if (!values.experience) errors.experience = APPLICATION_MESSAGES.experienceRequired;
  if (!values.category) errors.category = APPLICATION_MESSAGES.categoryRequired;
  if (!values.title?.trim()) errors.title = APPLICATION_MESSAGES.titleRequired;
  return errors;
}
