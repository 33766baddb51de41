import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element is on screen (within `rootMargin`). The observer is made
 * anew whenever `key` changes, so the first report after a page of results has rendered says
 * whether the end of the list is still in view.
 */
export function useWhenVisible(
  ref: RefObject<Element | null>,
  onVisible: () => void,
  { enabled, key, rootMargin = '0px' }: { enabled: boolean; key: unknown; rootMargin?: string },
): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onVisible, enabled, key, rootMargin]);
}
