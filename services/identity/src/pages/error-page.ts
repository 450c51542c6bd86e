import { html } from './html';
import { layout } from './layout';

export interface ErrorPageOptions {
  title: string;
  message: string;
  /** Where the user can start again, e.g. the portal. */
  link?: { href: string; label: string };
}

export function errorPage({ title, message, link }: ErrorPageOptions): string {
  return layout({
    title: `${title} - Provider Portal`,
    body: html`<h1>${title}</h1>
<p>${message}</p>
${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : null}`,
  });
}
