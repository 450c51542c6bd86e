import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

const provider = { role: 'Provider', username: 'provider', providerId: 'p-1' };

const fillAndSubmit = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Leave a message' }));
  const drawer = screen.getByRole('dialog', { name: 'Leave a message' });
  expect(drawer).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Name'), 'Dr. Lee');
  await userEvent.type(screen.getByLabelText('E-mail'), 'lee@example.test');
  await userEvent.type(screen.getByLabelText('Subject'), 'Direct deposit');
  await userEvent.type(screen.getByLabelText('Message'), 'Please call me.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
};

describe('contact drawer', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('posts the message to /email and closes', async () => {
    const { fetchMock } = await renderApp('/visits', {
      profile: provider,
      respond: (request) => new Response('{}', { status: request.url.endsWith('/email') ? 201 : 404, headers: { 'content-type': 'application/json' } }),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Message has been sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = fetchMock.mock.calls.map(([call]) => call).find((call) => call.url.endsWith('/email'));
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({ name: 'Dr. Lee', email: 'lee@example.test', subject: 'Direct deposit', message: 'Please call me.' });
  });

  it("shows 'Message not sent: {error}' on failure and keeps the drawer open", async () => {
    await renderApp('/visits', {
      profile: provider,
      respond: () => new Response(JSON.stringify({ message: 'mail server down' }), { status: 502, headers: { 'content-type': 'application/json' } }),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent: mail server down');
    expect(screen.getByRole('dialog', { name: 'Leave a message' })).toBeInTheDocument();
  });

  it('Cancel closes the drawer', async () => {
    await renderApp('/visits', { profile: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
