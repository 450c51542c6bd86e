import { act, render, screen } from '@testing-library/react';
import { NOTIFICATION_LIFETIME_MS, NotificationsProvider, useNotify } from './notifications';

function Trigger() {
  const notify = useNotify();
  return <button onClick={() => notify('error', 'Message not sent: offline')}>go</button>;
}

describe('notifications', () => {
  it('shows a notification and closes it after 5 seconds', () => {
    jest.useFakeTimers();
    render(<NotificationsProvider><Trigger /></NotificationsProvider>);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    expect(screen.getByRole('alert')).toHaveTextContent('Message not sent: offline');
    act(() => jest.advanceTimersByTime(NOTIFICATION_LIFETIME_MS));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
