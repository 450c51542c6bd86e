import { createI18n } from '@portal/i18n';
import { NotificationsProvider } from '@portal/ui';
import { act, render, screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { SessionProvider } from './session-provider';

it('warns that the session is about to expire when the token is expiring', async () => {
  let expiring: () => void = () => undefined;
  const events = new Proxy({}, {
    get: (_target, name) => (listener: () => void) => {
      if (name === 'addAccessTokenExpiring') expiring = listener;
    },
  });
  const userManager = { getUser: async () => null, events } as unknown as UserManager;
  render(
    <NotificationsProvider>
      <SessionProvider userManager={userManager} i18n={await createI18n('en')}>
        <p>page</p>
      </SessionProvider>
    </NotificationsProvider>,
  );
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => expiring());
  expect(screen.getByRole('status')).toHaveTextContent('Your session is about to expire');
});
