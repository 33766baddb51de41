import { Marked, type Tokens } from 'marked';

const SAFE_LINK = /^(https?:|mailto:|#|\/|\.{0,2}\/)/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links and images may go to the web, to mail or within the site; never run script. */
function safeHref(href: string): string {
  const trimmed = href.trim();
  return SAFE_LINK.test(trimmed) || !HAS_SCHEME.test(trimmed) ? trimmed : '#';
}

// Raw HTML in the Markdown shows as the text it is: an article cannot carry markup or script.
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
  },
  walkTokens(token) {
    if (token.type === 'link' || token.type === 'image') {
      const link = token as Tokens.Link | Tokens.Image;
      link.href = safeHref(link.href);
    }
  },
});

/** An article's Markdown as HTML that is safe to show: raw HTML escaped, unsafe links dropped. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
