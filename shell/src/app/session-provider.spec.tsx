import type { PortalSession } from '@portal/auth';
import { createI18n } from '@portal/i18n';
import { NotificationsProvider } from '@portal/ui';
import { act, render, screen } from '@testing-library/react';
import { SessionProvider } from './session-provider';

afterEach(() => jest.useRealTimers());

it('warns that the session is about to expire when the token is expiring', async () => {
  const i18n = await createI18n('en');
  jest.useFakeTimers();
  const stored = {
    access_token: 'token',
    expires_at: Math.floor(Date.now() / 1000) + 60,
    profile: { sub: 'sub-1', role: 'Provider' },
  };
  const session: PortalSession = { getUser: () => stored, loadClient: () => new Promise(() => undefined) };
  render(
    <NotificationsProvider>
      <SessionProvider session={session} i18n={i18n}>
        <p>page</p>
      </SessionProvider>
    </NotificationsProvider>,
  );
  act(() => jest.advanceTimersByTime(49_000));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByRole('status')).toHaveTextContent('Your session is about to expire');
});
