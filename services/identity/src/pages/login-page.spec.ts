import { INVALID_CREDENTIALS, loginPage } from './login-page';

describe('login page', () => {
  it('labels its fields and button for assistive technology', () => {
    const page = loginPage({ action: '/interaction/abc/login' });
    expect(page).toContain('<h1>Sign in to the Provider Portal</h1>');
    expect(page).toContain('<label for="username">Username</label>');
    expect(page).toContain('<label for="password">Password</label>');
    expect(page).toContain('<button type="submit">Sign in</button>');
    expect(page).toContain('action="/interaction/abc/login"');
    expect(page).not.toContain('role="alert"');
  });

  it('shows the error as an alert tied to the fields, keeping the escaped username', () => {
    const page = loginPage({ action: '/x', username: '<b>"me"</b>', error: INVALID_CREDENTIALS });
    expect(page).toContain('role="alert">Invalid username or password.</p>');
    expect(page).toContain('value="&lt;b&gt;&quot;me&quot;&lt;/b&gt;"');
    expect(page).not.toContain('<b>"me"</b>');
    expect(page.match(/aria-describedby="login-error"/g)).toHaveLength(2);
  });
});
