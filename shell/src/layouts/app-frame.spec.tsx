import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRouteHeading } from '../pages/route-heading';
import { renderApp } from '../testing/render-app';

const provider = { role: 'Provider', username: 'provider', providerId: 'p-1' };

describe('app frame', () => {
  beforeEach(() => {
    resetRouteHeading();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts with a skip link that moves focus to the main region', async () => {
    await renderApp('/faq', { profile: provider });
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('names the document after the page heading and focuses the next page heading after a side-link click', async () => {
    await renderApp('/faq', { profile: provider });
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.title).toBe('Frequently Asked Questions – Provider Claims Portal');
    await userEvent.click(await screen.findByRole('link', { name: 'Visits' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'remote page /visits' });
    expect(heading).toHaveFocus();
    expect(document.title).toBe('remote page /visits – Provider Claims Portal');
  });

  it('keeps every side link named by its label; Escape dismisses the collapsed bar tooltips until focus moves', async () => {
    await renderApp('/visits', { profile: provider });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Visits' })).toBeInTheDocument();
    act(() => within(nav).getByRole('link', { name: 'Clinic Home' }).focus());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav).toHaveAttribute('data-tooltips', 'dismissed');
    act(() => within(nav).getByRole('link', { name: 'Visits' }).focus());
    expect(nav).not.toHaveAttribute('data-tooltips');
  });

  it('the username and Logout are in the top bar', async () => {
    await renderApp('/visits', { profile: provider });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('provider')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Benefits Administrator' })).toHaveAttribute('href', '/');
  });
});
