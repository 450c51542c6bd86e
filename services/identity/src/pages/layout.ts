import { createHash } from 'node:crypto';
import type { Locale } from '../i18n/locale';
import { MESSAGES } from '../i18n/messages';
import { html, SafeHtml } from './html';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f3f5f7}
  nav{max-width:26rem;margin:1rem auto 0;padding:0 1rem;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
  main{max-width:26rem;margin:1rem auto 4rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
  @media (max-width:30rem){main{margin:1rem .5rem;padding:1.25rem}}
  h1{font-size:1.5rem;margin:0 0 1.5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;padding:.6rem;border:1px solid #7b8794;border-radius:4px;font:inherit}
  input[aria-invalid=true]{border-color:#b91c1c}
  input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
  button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button:hover{background:#1e40af}
  .error{padding:.75rem;border-radius:4px;background:#fde8e8;color:#8a1c1c;border:1px solid #f5b5b5}
  .field-error{color:#b91c1c;margin:.25rem 0 0;font-size:.95rem}
  .hint{color:#4b5563;margin:.25rem 0 0;font-size:.95rem}
  .links{margin:1.5rem 0 0;padding:0;list-style:none}
  .links li{margin:.5rem 0}
  a{color:#1d4ed8}
`;

/** The CSP source allowing exactly the inline stylesheet above. */
export const STYLE_HASH_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** What every page shows around its content: the language switch and the way back to the portal. */
export interface PageChrome {
  locale: Locale;
  /** This page in the other language. */
  switchHref: string;
  portalUrl: string;
}

export interface LayoutOptions {
  title: string;
  body: SafeHtml;
  chrome: PageChrome;
  /** Nonce of the inline script a page needs (the logout page's auto-submit). */
  scriptNonce?: string;
  /** Trusted script source; never built from user input. */
  script?: string;
}

export function layout({ title, body, chrome, scriptNonce, script }: LayoutOptions): string {
  const t = MESSAGES[chrome.locale];
  const scriptTag = script && scriptNonce ? html`<script nonce="${scriptNonce}">${new SafeHtml(script)}</script>` : null;
  return `<!DOCTYPE html>${
    html`<html lang="${chrome.locale === 'fr' ? 'fr-CA' : 'en-CA'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} - ${t.portalName}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<nav aria-label="${t.languageNav}"><a href="${chrome.portalUrl}">${t.backToPortal}</a><a href="${chrome.switchHref}" lang="${t.switchLang}" hreflang="${t.switchLang}">${t.switchLabel}</a></nav>
<main>${body}</main>
${scriptTag}
</body>
</html>`.value
  }`;
}
