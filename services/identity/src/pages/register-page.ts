import { MESSAGES } from '../i18n/messages';
import { formField } from './form-field';
import { html } from './html';
import { layout, type PageChrome } from './layout';

export type RegisterField = 'username' | 'email' | 'password' | 'confirm';

export type RegisterErrors = Partial<Record<RegisterField, string>>;

export interface RegisterPageOptions {
  chrome: PageChrome;
  /** The legacy profile's uid from `/register?uid=`, kept through the form. */
  uid: string;
  values?: { username?: string; email?: string };
  errors?: RegisterErrors;
  /** A form-level alert (too many requests). */
  alert?: string;
}

export function registerPage({ chrome, uid, values = {}, errors = {}, alert }: RegisterPageOptions): string {
  const t = MESSAGES[chrome.locale];
  const hasErrors = Object.keys(errors).length > 0;
  const summary = alert ?? (hasErrors ? t.formErrors : undefined);
  const first = (['username', 'email', 'password', 'confirm'] as const).find((field) => errors[field]);
  return layout({
    chrome,
    title: t.registerTitle,
    body: html`<h1>${t.registerTitle}</h1>
${summary ? html`<p id="register-error" class="error" role="alert">${summary}</p>` : null}
<form method="post" action="/register" novalidate>
<input type="hidden" name="lang" value="${chrome.locale}">
${uid ? html`<input type="hidden" name="uid" value="${uid}">` : null}
${formField({ id: 'username', label: t.username, type: 'text', autocomplete: 'username', value: values.username, error: errors.username, autofocus: !first || first === 'username' })}
${formField({ id: 'email', label: t.email, type: 'email', autocomplete: 'email', value: values.email, error: errors.email, autofocus: first === 'email' })}
${formField({ id: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: errors.password, hint: t.passwordRule, autofocus: first === 'password' })}
${formField({ id: 'confirm', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', error: errors.confirm, autofocus: first === 'confirm' })}
<button type="submit">${t.register}</button>
</form>
<p><a href="${chrome.portalUrl}">${t.haveAccount}</a></p>`,
  });
}
