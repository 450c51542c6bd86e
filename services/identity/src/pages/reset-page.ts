import { MESSAGES } from '../i18n/messages';
import { formField } from './form-field';
import { html } from './html';
import { layout, type PageChrome } from './layout';

export interface ResetPageOptions {
  chrome: PageChrome;
  token: string;
  errors?: { password?: string; confirm?: string };
}

export function resetPage({ chrome, token, errors = {} }: ResetPageOptions): string {
  const t = MESSAGES[chrome.locale];
  const invalid = Boolean(errors.password || errors.confirm);
  return layout({
    chrome,
    title: t.resetTitle,
    body: html`<h1>${t.resetTitle}</h1>
${invalid ? html`<p id="reset-error" class="error" role="alert">${t.formErrors}</p>` : null}
<form method="post" action="/reset" novalidate>
<input type="hidden" name="lang" value="${chrome.locale}">
<input type="hidden" name="token" value="${token}">
${formField({ id: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', error: errors.password, hint: t.passwordRule, autofocus: !errors.confirm })}
${formField({ id: 'confirm', label: t.confirmPassword, type: 'password', autocomplete: 'new-password', error: errors.confirm, autofocus: !!errors.confirm && !errors.password })}
<button type="submit">${t.resetSubmit}</button>
</form>`,
  });
}
