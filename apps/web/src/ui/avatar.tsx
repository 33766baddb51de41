import { useState } from 'react';
import { personImageUrl } from './person-art';
import { responsivePicture } from './responsive-picture';

/**
 * A round photo, or a drawing of a person generated from the name when there is no photo or
 * it fails to load (the same name always gives the same drawing).
 */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const picture = !src || failed ? { src: personImageUrl(name) } : responsivePicture(src);
  return (
    <img
      className="avatar"
      style={{ width: size, height: size, backgroundColor: picture.placeholder }}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? `${size}px` : undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
