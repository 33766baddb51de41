import type { ReactNode } from 'react';

/**
 * A wide table scrolls sideways on small screens; the scrolling box takes focus so that
 * keyboard users can scroll it too. A `pinned` table scrolls inside itself instead, under
 * action columns fixed at its right edge (`fixed: 'right'`), so its buttons stay on screen.
 */
export function TableRegion({
  label,
  pinned = false,
  children,
}: {
  label: string;
  pinned?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={pinned ? 'dash-table-scroll dash-table-scroll--pinned' : 'dash-table-scroll'}
      role="region"
      aria-label={label}
      tabIndex={pinned ? undefined : 0}
    >
      {children}
    </div>
  );
}
