import { html } from './html';
import { layout } from './layout';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Wait a few minutes, then try again.';

export interface LoginPageOptions {
  /** Where the form posts: the interaction's login URL. */
  action: string;
  username?: string;
  error?: string;
}

export function loginPage({ action, username = '', error }: LoginPageOptions): string {
  const errorId = 'login-error';
  const describedBy = error ? errorId : null;
  return layout({
    title: 'Sign in - Provider Portal',
    body: html`<h1>Sign in to the Provider Portal</h1>
${error ? html`<p id="${errorId}" class="error" role="alert">${error}</p>` : null}
<form method="post" action="${action}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${username}"${describedBy ? html` aria-describedby="${describedBy}" aria-invalid="true"` : null}${username ? null : html` autofocus`}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy ? html` aria-describedby="${describedBy}" aria-invalid="true"` : null}${username ? html` autofocus` : null}>
<button type="submit">Sign in</button>
</form>`,
  });
}
