import { useState } from 'react';
import placeholder from '../assets/course-placeholder.svg';

/** A course picture that falls back to a local placeholder when the link is broken. */
export function CourseImage({
  src,
  alt,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className}
      src={failed || !src ? placeholder : src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={400}
      height={225}
      onError={() => setFailed(true)}
    />
  );
}
