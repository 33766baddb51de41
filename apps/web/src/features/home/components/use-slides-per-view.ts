import { useEffect, useState } from 'react';

/** The popular slider's cards per view: 3 on wide screens, 2 on tablets, 1 on phones. */
export const SLIDE_BREAKPOINTS = [
  { query: '(min-width: 1024px)', perView: 3 },
  { query: '(min-width: 640px)', perView: 2 },
] as const;

function current(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  return SLIDE_BREAKPOINTS.find((point) => window.matchMedia(point.query).matches)?.perView ?? 1;
}

export function useSlidesPerView(): number {
  const [perView, setPerView] = useState(current);
  useEffect(() => {
    const lists = SLIDE_BREAKPOINTS.map((point) => window.matchMedia(point.query));
    const update = () => setPerView(current());
    lists.forEach((list) => list.addEventListener('change', update));
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return perView;
}
