import { ValidationError } from '../shared/errors';
import { MEDIA_NAME_MAX_LENGTH, MEDIA_TYPES, type MediaKind } from './media-rules';

/**
 * A file's name as uploaded: a plain name, never a path. "../x.png", "a/b.png", a name with
 * control characters or one starting with a dot is refused.
 */
export function parseUploadName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw new ValidationError({ name: 'File name is required' });
  if (name.length > MEDIA_NAME_MAX_LENGTH) {
    throw new ValidationError({
      name: `File name must be at most ${MEDIA_NAME_MAX_LENGTH} characters`,
    });
  }
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name) || name.startsWith('.')) {
    throw new ValidationError({
      name: 'File name must be a plain name: no "/", "\\" or control characters, and no leading "."',
    });
  }
  return name;
}

/** The type a name's ending claims among the kind's types, or null. */
export function typeOfName(kind: MediaKind, name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 1) return null;
  const ending = name.slice(dot + 1).toLowerCase();
  const found = Object.entries(MEDIA_TYPES).find(
    ([, type]) => type.kind === kind && type.extensions.includes(ending),
  );
  return found ? found[0] : null;
}

/** Whether bytes of `detected` type may carry this name as a file of this kind. */
export function bytesMatchName(kind: MediaKind, name: string, detected: string | null): boolean {
  const type = detected ? MEDIA_TYPES[detected] : undefined;
  if (!type || type.kind !== kind) return false;
  const ending = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return type.extensions.includes(ending);
}
