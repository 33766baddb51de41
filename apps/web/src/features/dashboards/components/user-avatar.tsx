import { useState } from 'react';
import { personImageUrl } from '../../../ui/person-art';

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
  return (
    <img
      className={className ?? 'dash-avatar'}
      src={failed || !src ? personImageUrl(name) : src}
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
