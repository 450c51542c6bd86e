import { createI18n, I18nProvider } from '@portal/i18n';
import { render, screen, within } from '@testing-library/react';
import { PageSkeleton } from '../app/page-skeleton';
import { resetRouteHeading } from '../pages/route-heading';
import { SHELL_ROUTES } from '../routing/shell-routes';
import { renderApp } from '../testing/render-app';
import {
  framedUsername,
  framePlaceholder,
  paintFramePlaceholder,
  PLACEHOLDER_CLASS,
  storedFrameLanguage,
} from './frame-placeholder';
import { FRAME_KEYS, FRAME_STRINGS, type FrameLanguage } from './frame-strings';
import { rememberUnframedPaths } from './unframed-paths';

const HOUR = 3600;
const NOW = 1_800_000_000_000;
const storageWith = (profile: Record<string, unknown>, expiresAt = NOW / 1000 + HOUR) => {
  window.localStorage.clear();
  window.localStorage.setItem(
    'oidc.user:http://id.test:portal-shell',
    JSON.stringify({ expires_at: expiresAt, profile: { sub: 'sub-1', ...profile } }),
  );
  return window.localStorage;
};
const provider = { role: 'Provider', username: 'provider', providerId: 'p-1' };
/** A path each route pattern matches (`:uid` filled in). */
const samplePath = (path: string) => path.replace(/:\w+/g, 'x1');

describe('frame placeholder', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetRouteHeading();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it.each(['en', 'fr-CA'] as FrameLanguage[])('uses the shell’s own strings (%s)', async (language) => {
    const i18n = await createI18n(language);
    for (const [name, key] of Object.entries(FRAME_KEYS))
      expect([name, FRAME_STRINGS[language][name as keyof typeof FRAME_KEYS]]).toEqual([name, i18n.t(key)]);
  });

  it('frames the shell’s role pages and any other path, not the shell’s pages without side bar', () => {
    const storage = storageWith(provider);
    for (const route of SHELL_ROUTES)
      expect([route.path, framedUsername(samplePath(route.path), storage, NOW)]).toEqual([
        route.path,
        route.layout === 'role' ? 'provider' : null,
      ]);
    expect(framedUsername('/new-claim', storage, NOW)).toBe('provider');
  });

  it('leaves unframed the remotes’ pages without side bar the app last learnt of, once every remote has answered', async () => {
    const { registry } = await renderApp('/visits', { profile: provider });
    await screen.findByRole('heading', { level: 1, name: 'remote page /visits' });
    const storage = storageWith(provider);
    expect(framedUsername('/clinic-signup', storage, NOW)).toBe('provider');
    const stop = rememberUnframedPaths(registry, storage);
    stop();
    expect(framedUsername('/clinic-signup', storage, NOW)).toBeNull();
    expect(framedUsername('/clinic-signup/', storage, NOW)).toBeNull();
    expect(framedUsername('/visits', storage, NOW)).toBe('provider');
    storage.setItem('portal.unframedPaths', '{not json');
    expect(framedUsername('/clinic-signup', storage, NOW)).toBe('provider');
  });

  it('frames only an unexpired user with a side bar of their own, as the app names them', () => {
    expect(framedUsername('/dashboard', window.localStorage, NOW)).toBeNull();
    expect(framedUsername('/dashboard', storageWith(provider, NOW / 1000 - 1), NOW)).toBeNull();
    expect(framedUsername('/dashboard', storageWith({ ...provider, act: { sub: 'admin-1' } }), NOW)).toBeNull();
    expect(framedUsername('/dashboard', storageWith({ role: 'UnregisteredProvider', username: 'new' }), NOW)).toBeNull();
    expect(framedUsername('/dashboard', storageWith({ role: 'Administrator', preferred_username: 'admin' }), NOW)).toBe('admin');
    expect(framedUsername('/dashboard', storageWith({ role: 'Administrator' }), NOW)).toBe('sub-1');
    window.localStorage.clear();
    window.localStorage.setItem('oidc.user:x', '{not json');
    expect(framedUsername('/dashboard', window.localStorage, NOW)).toBeNull();
  });

  it('reads the language the user chose', () => {
    expect(storedFrameLanguage(window.localStorage)).toBe('en');
    window.localStorage.setItem('portal.language', 'fr-CA');
    expect(storedFrameLanguage(window.localStorage)).toBe('fr-CA');
  });

  it('draws the top bar, footer, contact button and skeleton exactly as the app does', async () => {
    const placeholder = framePlaceholder('en', 'provider');
    await renderApp('/visits', { profile: provider });
    await screen.findByRole('heading', { level: 1, name: 'remote page /visits' });
    const app = document.querySelector('.app-frame') as HTMLElement;
    for (const selector of ['.skip-link', '.top-bar', '.footer', '.contact-button'])
      expect([selector, placeholder.querySelector(selector)?.outerHTML]).toEqual([
        selector,
        app.querySelector(selector)?.outerHTML,
      ]);
    expect(placeholder.querySelector('.side-nav')?.getAttribute('aria-label')).toBe(
      app.querySelector('.side-nav')?.getAttribute('aria-label'),
    );
    document.body.innerHTML = '';
    const { container } = render(
      <I18nProvider i18n={await createI18n('en')}>
        <PageSkeleton />
      </I18nProvider>,
    );
    expect(placeholder.querySelector('.page-skeleton')?.outerHTML).toBe(container.innerHTML);
  });

  it('draws French for a French user', () => {
    const placeholder = document.body.appendChild(framePlaceholder('fr-CA', 'provider'));
    expect(within(placeholder).getByText('Bureau régional de l’Est')).toBeInTheDocument();
    expect(within(placeholder).getByText('Déconnexion')).toBeInTheDocument();
    expect(within(placeholder).getByRole('button', { name: 'FR Français', pressed: true, hidden: true })).toBeInTheDocument();
  });

  it('stays, inert, while the app shows only its loading skeleton, and gives way in the task the app draws more', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    paintFramePlaceholder(root, 'en', 'provider');
    const placeholder = document.querySelector(`.${PLACEHOLDER_CLASS}`) as HTMLElement;
    expect(placeholder).toHaveAttribute('inert');
    expect(root.hidden).toBe(true);
    root.innerHTML = '<div class="page-skeleton"></div><div class="ui-notifications"></div>';
    await Promise.resolve();
    expect(placeholder.isConnected).toBe(true);
    root.insertAdjacentHTML('afterbegin', '<div class="app-frame"></div>');
    await Promise.resolve();
    expect(placeholder.isConnected).toBe(false);
    expect(root.hidden).toBe(false);
  });
});
