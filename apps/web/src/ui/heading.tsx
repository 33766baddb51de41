import { createContext, useContext, type HTMLAttributes, type ReactNode } from 'react';
import './heading.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

// How many levels the headings below sit under their own page's: 0 on the page itself.
const HeadingDepth = createContext(0);

/**
 * A heading at `level` of its own page, moved down when the page is shown inside another
 * (`HeadingsBelow`), so the whole keeps one outline.
 */
export function Heading({
  level,
  className,
  children,
  ...attributes
}: { level: Level; children: ReactNode } & HTMLAttributes<HTMLHeadingElement>) {
  const depth = useContext(HeadingDepth);
  const Tag = TAGS[Math.min(6, level + depth) - 1]!;
  // Moved down, it keeps the size it has on its own page.
  const look = depth > 0 ? `heading--as-${level}` : undefined;
  return (
    <Tag className={[look, className].filter(Boolean).join(' ') || undefined} {...attributes}>
      {children}
    </Tag>
  );
}

/** Shows a page's content inside another page, its headings `by` levels further down. */
export function HeadingsBelow({ by, children }: { by: number; children: ReactNode }) {
  const depth = useContext(HeadingDepth);
  return <HeadingDepth.Provider value={depth + by}>{children}</HeadingDepth.Provider>;
}
