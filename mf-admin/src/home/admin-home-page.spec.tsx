import { remote } from '../remote';
import { screen } from '@testing-library/react';
import { renderPage } from '@portal/web-testing';
import { AdminHomePage } from './admin-home-page';

it('explains what an administrator can do', async () => {
  await renderPage(remote, <AdminHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
  expect(screen.getByText(/approve change requests/)).toHaveTextContent('log in as a provider');
});
