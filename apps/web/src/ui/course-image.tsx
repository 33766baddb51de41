import { useState } from 'react';
import placeholder from '../assets/course-placeholder.svg';
import { responsivePicture } from './responsive-picture';

/**
 * A course picture that falls back to a local placeholder when the link is broken. An
 * uploaded one offers the browser every width the server made (`sizes`: how wide it shows).
 */
export function CourseImage({
  src,
  alt,
  eager = false,
  priority = false,
  className,
  sizes = '(max-width: 600px) 100vw, 400px',
}: {
  src: string;
  alt: string;
  eager?: boolean;
  /** The page's largest picture: fetched before the other images. */
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const [failed, setFailed] = useState(false);
  const picture = failed || !src ? { src: placeholder } : responsivePicture(src);
  return (
    <img
      className={className}
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.srcSet ? sizes : undefined}
      style={picture.placeholder ? { backgroundColor: picture.placeholder } : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={225}
      onError={() => setFailed(true)}
    />
  );
}
