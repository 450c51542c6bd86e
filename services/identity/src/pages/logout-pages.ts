import { MESSAGES } from '../i18n/messages';
import { html, SafeHtml } from './html';
import { layout, type PageChrome } from './layout';

/** Submits oidc-provider's logout form at once: signing out from the portal needs no extra click. */
const AUTO_SUBMIT = `document.getElementById('op.logoutForm').submit();`;

/**
 * @param providerForm oidc-provider's own hidden form (action and xsrf token), trusted markup.
 * @param nonce the CSP nonce of this response.
 */
export function logoutPage(chrome: PageChrome, providerForm: string, nonce: string): string {
  const t = MESSAGES[chrome.locale];
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout({
    chrome,
    title: t.signingOut,
    body: html`<h1>${t.signingOut}</h1>
${new SafeHtml(form)}
<noscript><button type="submit" form="op.logoutForm">${t.signOut}</button></noscript>`,
    scriptNonce: nonce,
    script: AUTO_SUBMIT,
  });
}

export function signedOutPage(chrome: PageChrome): string {
  const t = MESSAGES[chrome.locale];
  return layout({
    chrome,
    title: t.signedOutTitle,
    body: html`<h1>${t.signedOutTitle}</h1>
<p>${t.signedOut}</p>
<p><a href="${chrome.portalUrl}">${t.backToPortal}</a></p>`,
  });
}
