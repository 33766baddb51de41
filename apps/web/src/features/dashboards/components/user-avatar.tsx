import { useState } from 'react';
import avatar from '../assets/avatar.svg';

/** A person's photo, or a local silhouette when there is none or the link is broken. */
export function UserAvatar({
  src,
  alt,
  size = 48,
  className,
}: {
  src: string;
  alt: string;
  size?: number;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className ?? 'dash-avatar'}
      src={failed || !src ? avatar : src}
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
