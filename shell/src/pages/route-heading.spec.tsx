import { changeLanguage, createI18n, I18nProvider } from '@portal/i18n';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router';
import { documentTitle, HEADING_WAIT_MS, resetRouteHeading, useRouteHeading } from './route-heading';

function Frame() {
  useRouteHeading();
  return (
    <>
      <nav>
        <Link to="/faq">FAQ</Link>
        <Link to="/slow">Slow</Link>
        <Link to="/empty">Empty</Link>
      </nav>
      <main>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose heading arrives later, like a remote's lazy chunk. */
function Slow() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Slow page</h1> : <p>Loading…</p>;
}

const renderAt = async (path: string, extra?: ReactNode) => {
  const i18n = await createI18n('en');
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<Frame />}>
            <Route path="/" element={<h1>Provider Claims Portal</h1>} />
            <Route path="/home" element={<h1>Home</h1>} />
            <Route path="/faq" element={<h1>Frequently Asked Questions</h1>} />
            <Route path="/slow" element={<Slow />} />
            <Route path="/empty" element={<p>No heading here</p>} />
          </Route>
        </Routes>
        {extra}
      </MemoryRouter>
    </I18nProvider>,
  );
  return i18n;
};

describe('document title and focus on route change', () => {
  beforeEach(() => {
    resetRouteHeading();
    window.localStorage.clear();
    document.title = 'before';
  });
  afterEach(() => jest.useRealTimers());

  it('formats "<h1> – <portal name>", and the portal name alone for its own landing page', () => {
    expect(documentTitle('Home', 'Provider Claims Portal')).toBe('Home – Provider Claims Portal');
    expect(documentTitle('Provider Claims Portal', 'Provider Claims Portal')).toBe('Provider Claims Portal');
    expect(documentTitle('', 'Provider Claims Portal')).toBe('Provider Claims Portal');
  });

  it("names the first page after its heading without moving the browser's focus", async () => {
    await renderAt('/home');
    expect(document.title).toBe('Home – Provider Claims Portal');
    expect(document.body).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveAttribute('tabindex');
  });

  it('on navigation, renames the document and moves focus to the new heading', async () => {
    await renderAt('/home');
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    expect(document.title).toBe('Frequently Asked Questions – Provider Claims Portal');
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
  });

  it('waits for a heading that renders later', async () => {
    await renderAt('/home');
    await userEvent.click(screen.getByRole('link', { name: 'Slow' }));
    expect(document.title).toBe('Provider Claims Portal');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Slow page – Provider Claims Portal');
  });

  it('a heading that arrives late on the first page still does not take focus', async () => {
    await renderAt('/slow');
    await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    await waitFor(() => expect(document.title).toBe('Slow page – Provider Claims Portal'));
    expect(document.body).toHaveFocus();
  });

  it('gives up after a bounded wait, leaving the portal name, and the next page takes focus', async () => {
    jest.useFakeTimers();
    await renderAt('/empty');
    expect(document.title).toBe('Provider Claims Portal');
    act(() => jest.advanceTimersByTime(HEADING_WAIT_MS));
    act(() => screen.getByRole('link', { name: 'FAQ' }).click());
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toHaveFocus();
  });

  it('a language change renames the document but leaves focus where it is', async () => {
    const i18n = await renderAt('/faq');
    const link = screen.getByRole('link', { name: 'Slow' });
    link.focus();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    await waitFor(() => expect(document.title).toBe('Frequently Asked Questions – Portail des demandes de règlement des fournisseurs'));
    expect(link).toHaveFocus();
  });
});
