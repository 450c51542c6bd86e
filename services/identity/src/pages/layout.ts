import { createHash } from 'node:crypto';
import { html, SafeHtml } from './html';

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f3f5f7}
  main{max-width:26rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
  h1{font-size:1.5rem;margin:0 0 1.5rem}
  label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;padding:.6rem;border:1px solid #7b8794;border-radius:4px;font:inherit}
  input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
  button{margin-top:1.5rem;width:100%;padding:.7rem;border:0;border-radius:4px;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
  button:hover{background:#1e40af}
  .error{padding:.75rem;border-radius:4px;background:#fde8e8;color:#8a1c1c;border:1px solid #f5b5b5}
  a{color:#1d4ed8}
`;

/** The CSP source allowing exactly the inline stylesheet above. */
export const STYLE_HASH_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

export interface LayoutOptions {
  title: string;
  body: SafeHtml;
  /** Nonce of the inline script a page needs (the logout page's auto-submit). */
  scriptNonce?: string;
  /** Trusted script source; never built from user input. */
  script?: string;
}

export function layout({ title, body, scriptNonce, script }: LayoutOptions): string {
  const scriptTag = script && scriptNonce ? html`<script nonce="${scriptNonce}">${new SafeHtml(script)}</script>` : null;
  return `<!DOCTYPE html>${html`<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<main>${body}</main>
${scriptTag}
</body>
</html>`.value}`;
}
