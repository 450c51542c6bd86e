import { html, SafeHtml } from './html';
import { layout } from './layout';

/** Submits oidc-provider's logout form at once: signing out from the portal needs no extra click. */
const AUTO_SUBMIT = `document.getElementById('op.logoutForm').submit();`;

/**
 * @param providerForm oidc-provider's own hidden form (action and xsrf token), trusted markup.
 * @param nonce the CSP nonce of this response.
 */
export function logoutPage(providerForm: string, nonce: string): string {
  const form = providerForm.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout({
    title: 'Signing out - Provider Portal',
    body: html`<h1>Signing out</h1>
${new SafeHtml(form)}
<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`,
    scriptNonce: nonce,
    script: AUTO_SUBMIT,
  });
}

export function signedOutPage(portalUrl: string | undefined): string {
  return layout({
    title: 'Signed out - Provider Portal',
    body: html`<h1>You are signed out</h1>
<p>You have signed out of the Provider Portal.</p>
${portalUrl ? html`<p><a href="${portalUrl}">Return to the Provider Portal</a></p>` : null}`,
  });
}
