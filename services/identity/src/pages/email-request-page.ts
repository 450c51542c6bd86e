import { MESSAGES } from '../i18n/messages';
import { formField } from './form-field';
import { html } from './html';
import { layout, type PageChrome } from './layout';

export interface EmailRequestPageOptions {
  chrome: PageChrome;
  /** `forgot`: a password reset link; `resend`: a new confirmation link. */
  kind: 'forgot' | 'resend';
  email?: string;
  error?: string;
  alert?: string;
}

/** Asks for the account's e-mail address to send it a link. */
export function emailRequestPage({ chrome, kind, email, error, alert }: EmailRequestPageOptions): string {
  const t = MESSAGES[chrome.locale];
  const title = kind === 'forgot' ? t.forgotTitle : t.resendTitle;
  return layout({
    chrome,
    title,
    body: html`<h1>${title}</h1>
${alert ? html`<p id="request-error" class="error" role="alert">${alert}</p>` : null}
<p>${kind === 'forgot' ? t.forgotIntro : t.resendIntro}</p>
<form method="post" action="/${kind === 'forgot' ? 'forgot' : 'confirm/resend'}" novalidate>
<input type="hidden" name="lang" value="${chrome.locale}">
${formField({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: email, error, autofocus: true })}
<button type="submit">${kind === 'forgot' ? t.forgotSubmit : t.resendConfirmation}</button>
</form>`,
  });
}
