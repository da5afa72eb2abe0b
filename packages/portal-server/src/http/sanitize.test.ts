import { describe, expect, it } from 'vitest';
import { sanitizeStaticHtml } from './sanitize';

describe('sanitizeStaticHtml', () => {
  it('keeps the structure of a page', () => {
    const html = '<h2>Title</h2><p>Text <strong>bold</strong></p><ul><li>one</li></ul>';
    expect(sanitizeStaticHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and dangerous links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>';
    expect(sanitizeStaticHtml(html)).toBe('<p>Hi</p><a rel="noopener noreferrer">x</a>');
  });

  it('makes links unable to reach back into the portal', () => {
    expect(sanitizeStaticHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
