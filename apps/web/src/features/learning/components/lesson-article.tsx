import { useMemo } from 'react';
import { renderArticle } from '../../../lib/render-article';

/** An article lesson: the instructor's Markdown, rendered and sanitised. */
export function LessonArticle({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderArticle(markdown), [markdown]);
  // Sanitised by renderArticle: Markdown's elements only.
  return <article className="lesson-article" dangerouslySetInnerHTML={{ __html: html }} />;
}
