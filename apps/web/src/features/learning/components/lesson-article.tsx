import { useMemo } from 'react';
import { renderMarkdown } from './markdown';

/** An article lesson: the instructor's Markdown, rendered and sanitised. */
export function LessonArticle({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  // Sanitised by DOMPurify in renderMarkdown.
  return <article className="lesson-article" dangerouslySetInnerHTML={{ __html: html }} />;
}
