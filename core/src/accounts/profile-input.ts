import { parseHttpUrl, type HttpUrl } from '../shared/http-url';
import { FieldCheck } from '../shared/validation';

export interface ProfileInput {
  displayName: string;
  photoURL: string;
}

/** Name and photo as the sign-up screen asks for them (spec messages). */
export function parseProfile(
  input: ProfileInput,
  options: { photoRequired: boolean },
): { displayName: string; photoURL: HttpUrl | '' } {
  const check = new FieldCheck();
  const displayName = check.text('displayName', input.displayName, {
    label: 'Your Name',
    max: 80,
    message: 'Your Name is required',
  });
  const photoURL =
    input.photoURL.trim() === '' && !options.photoRequired
      ? ''
      : check.parse('photoURL', () => parseHttpUrl(input.photoURL, 'photoURL', 'Photo URL'));
  check.done();
  return { displayName, photoURL };
}
