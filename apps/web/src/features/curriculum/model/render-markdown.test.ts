import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and links', () => {
    const html = renderMarkdown(
      '## Title\n\n**bold** and [site](https://example.com)\n\n- one\n- two',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('shows raw HTML as text, block or inline', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nA <img src=x onerror=alert(1)> b');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops links and images that would run script', () => {
    const html = renderMarkdown(
      '[x](javascript:alert(1)) ![y](data:text/html;base64,AAA) [z](/course/1)',
    );
    expect(html).not.toMatch(/javascript:|data:/);
    expect(html).toContain('href="#"');
    expect(html).toContain('href="/course/1"');
  });
});
