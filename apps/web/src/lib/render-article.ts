import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';

/**
 * What an article may show: the elements Markdown itself writes, and of their attributes only
 * what they need. Nothing that submits (forms, inputs), styles (style blocks and attributes,
 * classes), places (positioning comes only from styles and classes) or loads from elsewhere.
 */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'],
  ...['strong', 'em', 'del', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td'],
];
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'start', 'align'];

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const SAFE_SCHEME = /^(https?|mailto):/i;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The address as the page would resolve it; null when it is not one. */
function resolved(address: string): URL | null {
  try {
    return new URL(address, window.location.href);
  } catch {
    return null;
  }
}

/** Links may go to the web, to mail or within the site; never run script. */
function safeHref(href: string): string {
  const trimmed = href.trim();
  return SAFE_SCHEME.test(trimmed) || !HAS_SCHEME.test(trimmed) ? trimmed : '#';
}

/** Pictures come from this site only: one from elsewhere would tell it who reads the article. */
function isOwnPicture(src: string): boolean {
  return resolved(src)?.origin === window.location.origin;
}

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML shows as the text it is: an article carries no markup but Markdown's.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
    // A task list's boxes as characters: an article holds no form controls.
    checkbox: ({ checked }: Tokens.Checkbox) => (checked ? '☑' : '☐'),
    // A picture from elsewhere becomes a link to it, which loads nothing until followed.
    image({ href, title, text }: Tokens.Image) {
      const titled = title ? ` title="${escapeHtml(title)}"` : '';
      if (!isOwnPicture(href)) {
        return `<a href="${escapeHtml(safeHref(href))}"${titled}>${escapeHtml(text || href)}</a>`;
      }
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titled}>`;
    },
  },
  walkTokens(token) {
    if (token.type === 'link') {
      const link = token as Tokens.Link;
      link.href = safeHref(link.href);
    }
  },
});

// DOMPurify keeps only the allowed elements and attributes, whatever Markdown produced; its
// hook holds pictures to this site and opens links elsewhere without the reader's page.
const purify = DOMPurify();
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !isOwnPicture(node.getAttribute('src') ?? '')) {
    node.removeAttribute('src');
  }
  const href = node.tagName === 'A' ? resolved(node.getAttribute('href') ?? '') : null;
  if (href && href.origin !== window.location.origin) {
    node.setAttribute('rel', 'nofollow noopener noreferrer');
  }
});

/**
 * An article's Markdown as HTML safe to show, the one renderer of articles: in the player
 * (students, the owner, admins) and in the builder's preview alike.
 */
export function renderArticle(source: string): string {
  const html = markdown.parse(source, { async: false });
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
