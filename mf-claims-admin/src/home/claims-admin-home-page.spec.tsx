import { remote } from '../remote';
import { screen } from '@testing-library/react';
import { renderPage } from '@portal/web-testing';
import { ClaimsAdminHomePage } from './claims-admin-home-page';

it('explains what a claims admin does, and that it does not impersonate', async () => {
  await renderPage(remote, <ClaimsAdminHomePage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Claims Admin Home' })).toBeInTheDocument();
  expect(screen.getByText(/view providers/)).toHaveTextContent('do not log in as providers');
});
