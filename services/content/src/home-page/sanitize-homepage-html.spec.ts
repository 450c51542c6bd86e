import { sanitizeHomepageHtml, showsContent } from './sanitize-homepage-html';

describe('sanitizeHomepageHtml', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>Welcome</h2><p class="ql-align-center"><strong>Bold</strong> <a href="https://example.test">link</a></p><ul><li>one</li></ul>';
    expect(sanitizeHomepageHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.test"></iframe>';
    const clean = sanitizeHomepageHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('adds rel=noopener to links opening a new tab and drops unknown classes', () => {
    expect(sanitizeHomepageHtml('<a href="https://a.test" target="_blank">a</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeHomepageHtml('<p class="evil ql-indent-1">t</p>')).toBe('<p class="ql-indent-1">t</p>');
  });
});

describe('showsContent', () => {
  it('is true for text or an image, false for an empty editor', () => {
    expect(showsContent('<p>Bienvenue</p>')).toBe(true);
    expect(showsContent('<p><img src="https://a.test/logo.png"></p>')).toBe(true);
    expect(showsContent('<p></p>')).toBe(false);
    expect(showsContent('<p>&nbsp; <br></p>')).toBe(false);
    expect(showsContent('')).toBe(false);
  });
});
