import { html } from './html';
import { layout, type PageChrome } from './layout';

export interface MessagePageOptions {
  chrome: PageChrome;
  title: string;
  message: string;
  /** What to do next, e.g. ask for a new link. */
  link?: { href: string; label: string };
}

/** A page saying one thing: a confirmation, a notice or an error. */
export function messagePage({ chrome, title, message, link }: MessagePageOptions): string {
  return layout({
    chrome,
    title,
    body: html`<h1>${title}</h1>
<p>${message}</p>
${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : null}`,
  });
}
