import { escapeHtml, html, SafeHtml } from './html';

describe('HTML escaping', () => {
  it('escapes the five significant characters', () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('escapes interpolated values but not the template itself', () => {
    const name = '"><img src=x onerror=alert(1)>';
    expect(html`<input value="${name}">`.value).toBe('<input value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">');
  });

  it('keeps nested safe markup, renders lists, and drops empty values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
    expect(html`${new SafeHtml('<br>')}`.value).toBe('<br>');
  });
});
