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
      respond: (request) =>
        new Response('{}', {
          status: request.url.endsWith('/email') ? 201 : 404,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('status')).toHaveTextContent('Message has been sent');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const request = fetchMock.mock.calls.map(([call]) => call).find((call) => call.url.endsWith('/email'));
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual({
      name: 'Dr. Lee',
      email: 'lee@example.test',
      subject: 'Direct deposit',
      message: 'Please call me.',
    });
  });

  it("shows 'Message not sent: {error}' on failure and keeps the drawer open", async () => {
    await renderApp('/visits', {
      profile: provider,
      respond: () =>
        new Response(JSON.stringify({ message: 'mail server down' }), {
          status: 502,
          headers: { 'content-type': 'application/json' },
        }),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Message not sent: mail server down');
    expect(screen.getByRole('dialog', { name: 'Leave a message' })).toBeInTheDocument();
  });

  it('stops each field at the longest value the API takes', async () => {
    await renderApp('/visits', { profile: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a message' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '10000');
  });

  it('Cancel closes the drawer', async () => {
    await renderApp('/visits', { profile: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Submit disabled until the form is valid and shows the spec §5 messages for the fields left', async () => {
    await renderApp('/visits', { profile: provider });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave a message' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();

    // Leave every field empty: each says what it needs.
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Please enter');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Please enter');

    await userEvent.type(screen.getByLabelText('Name'), 'Dr. Lee');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'lee@example');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail must be valid');
    await userEvent.type(screen.getByLabelText('Subject'), 'Direct deposit');
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me.');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('E-mail'), '.test');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
  });

  it('is a modal dialog: focus starts on Name, stays inside, and Escape gives it back to the button', async () => {
    await renderApp('/visits', { profile: provider });
    const opener = await screen.findByRole('button', { name: 'Leave a message' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Leave a message' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus(); // Submit is disabled: Cancel is last
    await userEvent.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Cancel also gives focus back to the button', async () => {
    await renderApp('/visits', { profile: provider });
    const opener = await screen.findByRole('button', { name: 'Leave a message' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });
});
