import { MESSAGES, type Messages } from '../i18n/messages';
import { waitTime } from '../i18n/wait-time';
import { formField } from './form-field';
import { html } from './html';
import { layout, type PageChrome } from './layout';

export type LoginError = 'invalidCredentials' | 'tooManyAttempts' | 'unconfirmed';

export interface LoginPageOptions {
  chrome: PageChrome;
  /** Where the form posts: the interaction's login URL. */
  action: string;
  username?: string;
  error?: LoginError;
  /** Seconds until the next attempt is allowed, with `tooManyAttempts`. */
  retryAfter?: number;
  links: { register: string; forgot: string; resend: string };
}

function errorText(t: Messages, error: LoginError, retryAfter = 0): string {
  return error === 'tooManyAttempts' ? t.tooManyAttempts(waitTime(t, retryAfter)) : t[error];
}

export function loginPage({ chrome, action, username = '', error, retryAfter, links }: LoginPageOptions): string {
  const t = MESSAGES[chrome.locale];
  const errorId = 'login-error';
  const describedBy = error ? [errorId] : [];
  return layout({
    chrome,
    title: t.signIn,
    body: html`<h1>${t.signInTitle}</h1>
${error ? html`<p id="${errorId}" class="error" role="alert">${errorText(t, error, retryAfter)}${error === 'unconfirmed' ? html` <a href="${links.resend}">${t.resendConfirmation}</a>` : null}</p>` : null}
<form method="post" action="${action}" novalidate>
<input type="hidden" name="lang" value="${chrome.locale}">
${formField({ id: 'username', label: t.username, type: 'text', autocomplete: 'username', value: username, describedBy, autofocus: !username })}
${formField({ id: 'password', label: t.password, type: 'password', autocomplete: 'current-password', describedBy, autofocus: !!username })}
<button type="submit">${t.signIn}</button>
</form>
<ul class="links">
<li><a href="${links.forgot}">${t.forgotPassword}</a></li>
<li><a href="${links.register}">${t.createAccount}</a></li>
</ul>`,
  });
}
