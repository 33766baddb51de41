import { useState } from 'react';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts[0]?.[0] ?? '?').toUpperCase() + (parts[1]?.[0] ?? '').toUpperCase();
}

/** A round photo, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (!src || failed) {
    return (
      <span className="avatar avatar--initials" style={style} aria-hidden="true">
        {initials(name)}
      </span>
    );
  }
  return (
    <img
      className="avatar"
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
