import { MESSAGES } from '../i18n/messages';
import { html } from './html';
import { layout, type PageChrome } from './layout';

export interface ImpersonationPageOptions {
  chrome: PageChrome;
  /** The provider account's username. */
  provider: string;
  /** This page's own URL: the form posts back to it. */
  action: string;
  cancelHref: string;
}

/** Asks the administrator to confirm: the switch itself is a form post from this page, never a bare link. */
export function impersonationPage({ chrome, provider, action, cancelHref }: ImpersonationPageOptions): string {
  const t = MESSAGES[chrome.locale];
  return layout({
    chrome,
    title: t.impersonationConfirmTitle,
    body: html`<h1>${t.impersonationConfirmTitle}</h1>
<p>${t.impersonationConfirm(provider)}</p>
<form method="post" action="${action}">
<button type="submit">${t.impersonationStart}</button>
</form>
<ul class="links"><li><a href="${cancelHref}">${t.impersonationCancel}</a></li></ul>`,
  });
}
