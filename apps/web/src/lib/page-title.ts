import { useEffect } from 'react';

export const SITE_NAME = 'GS Classroom';

export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}

/** Sets the document title ('Home | GS Classroom') while the page is shown. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
