import { useState } from 'react';
import { personImageUrl } from './person-art';
import { responsivePicture } from './responsive-picture';

/** A person's photo, or a drawing generated from the name when there is none or it is broken. */
export function UserAvatar({
  src,
  name,
  alt,
  size = 48,
  className,
}: {
  src: string;
  name: string;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const picture = failed || !src ? { src: personImageUrl(name) } : responsivePicture(src);
  return (
    <img
      className={className ?? 'dash-avatar'}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? `${size}px` : undefined}
      style={picture.placeholder ? { backgroundColor: picture.placeholder } : undefined}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
