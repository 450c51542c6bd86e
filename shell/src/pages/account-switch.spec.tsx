import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

describe('/auth/switch', () => {
  it('drops the tokens held and signs in again with the identity session', async () => {
    const { removeUser, signinRedirect } = await renderApp('/auth/switch', {
      profile: { role: 'Administrator', username: 'admin' },
    });
    expect(await screen.findByText('Signing you in')).toBeInTheDocument();
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledTimes(1));
    expect(removeUser).toHaveBeenCalledTimes(1);
    expect(removeUser.mock.invocationCallOrder[0]).toBeLessThan(signinRedirect.mock.invocationCallOrder[0] as number);
  });
});
