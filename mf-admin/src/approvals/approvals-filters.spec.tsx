import { renderPage } from '@portal/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remote } from '../remote';
import { ApprovalsFilters } from './approvals-filters';

const setup = async () => {
  const onSearch = jest.fn();
  const onReset = jest.fn();
  await renderPage(remote, <ApprovalsFilters onSearch={onSearch} onReset={onReset} />);
  return { onSearch, onReset, user: userEvent.setup() };
};

// antd's form and pickers take a few seconds to render in jsdom, more on a busy machine.
jest.setTimeout(60_000);

describe('ApprovalsFilters', () => {
  it('disables SEARCH while a filter is invalid', async () => {
    const { user } = await setup();
    const search = screen.getByRole('button', { name: 'SEARCH' });
    expect(search).toBeEnabled();
    await user.type(screen.getByLabelText('Provider Number'), 'P#1');
    await waitFor(() => expect(search).toBeDisabled());
    expect(await screen.findByText('Letters, digits and hyphens only, 32 at most')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Provider Number'));
    await user.type(screen.getByLabelText('Provider Number'), 'P000123');
    await waitFor(() => expect(search).toBeEnabled());
  });

  it('disables SEARCH for a name longer than 200 characters', async () => {
    const { user } = await setup();
    await user.click(screen.getByLabelText('Name'));
    await user.paste('x'.repeat(201));
    await waitFor(() => expect(screen.getByRole('button', { name: 'SEARCH' })).toBeDisabled());
  });

  it('searches with the values entered', async () => {
    const { user, onSearch } = await setup();
    await user.type(screen.getByLabelText('Name'), 'Valley');
    await user.type(screen.getByLabelText('Provider Number'), 'P0001');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0][0]).toMatchObject({ providerName: 'Valley', providerNumber: 'P0001', approvalStatus: '' });
  });

  it('RESET clears the filters and says so', async () => {
    const { user, onReset } = await setup();
    await user.type(screen.getByLabelText('Name'), 'Valley');
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('offers a blank (any), Approved, Pending and Rejected status', async () => {
    const { user } = await setup();
    await user.click(screen.getByLabelText('Approval Status'));
    await screen.findAllByRole('option');
    // antd draws the visible items apart from its accessible listbox, which holds only the active option.
    const items = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.textContent);
    expect(items).toEqual(['Any status', 'Approved', 'Pending', 'Rejected']);
  });
});
