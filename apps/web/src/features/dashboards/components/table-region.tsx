import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways on small screens; the scrolling box takes focus so that
 * keyboard users can scroll it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="dash-table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
