import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * An article's Markdown as HTML safe to insert: GitHub-flavoured Markdown, then DOMPurify,
 * which removes scripts, event handlers and `javascript:` links whatever the author wrote.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
