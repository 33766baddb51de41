import { autorun } from 'mobx';
import { useEffect } from 'react';
import { useStores } from '../stores/use-stores';

export function pageTitle(name: string, school: string): string {
  return `${name} | ${school}`;
}

/**
 * Sets the document title ('Home | GS Classroom', or the school's name once the server has
 * said it) while the page is shown.
 */
export function usePageTitle(name: string): void {
  const { config } = useStores();
  useEffect(
    () =>
      autorun(() => {
        document.title = pageTitle(name, config.schoolName);
      }),
    [name, config],
  );
}
