import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts';
import { FRAME_STRINGS, type FrameLanguage } from './frame-strings';
import { isRememberedUnframed } from './unframed-paths';

/** oidc-client-ts keeps the signed-in user under `oidc.user:<issuer>:<client id>` (`createUserManager`). */
const USER_KEY_PREFIX = 'oidc.user:';
/** `@portal/i18n`'s LANGUAGE_STORAGE_KEY. */
const LANGUAGE_KEY = 'portal.language';
/** The shell's pages drawn without the role's side bar (SHELL_ROUTES; frame-placeholder.spec.ts checks). */
const UNFRAMED_PATHS = [/^\/$/, /^\/maintenance$/, /^\/coming-soon$/, /^\/newprovider\/[^/]+$/, /^\/auth\/(callback|switch)$/];
/** The remote's unregistered provider lands on a page without side bar; the remotes' other such pages are remembered. */
const UNFRAMED_ROLE = 'UnregisteredProvider';

export const PLACEHOLDER_CLASS = 'app-frame-placeholder';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The username the app's top bar will show, when this page will be drawn in the role's frame: a stored,
 * unexpired user with a role that has a side bar, not impersonated (the app adds a banner), on a role page.
 */
export const framedUsername = (pathname: string, storage: Storage, now = Date.now()): string | null => {
  if (UNFRAMED_PATHS.some((path) => path.test(pathname)) || isRememberedUnframed(storage, pathname)) return null;
  const key = Object.keys(storage).find((each) => each.startsWith(USER_KEY_PREFIX));
  if (!key) return null;
  try {
    const user = JSON.parse(storage.getItem(key) ?? 'null') as { expires_at?: number; profile?: Record<string, unknown> } | null;
    const profile = user?.profile;
    if (!profile || !text(profile['role']) || profile['role'] === UNFRAMED_ROLE || profile['act']) return null;
    if (typeof user.expires_at !== 'number' || user.expires_at * 1000 <= now) return null;
    return text(profile['username']) ?? text(profile['preferred_username']) ?? text(profile['sub']);
  } catch {
    return null;
  }
};

export const storedFrameLanguage = (storage: Storage): FrameLanguage =>
  storage.getItem(LANGUAGE_KEY) === 'fr-CA' ? 'fr-CA' : 'en';

type Child = Node | string;
const h = (tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement => {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
};
const svg = (attributes: Record<string, string>): SVGElement => {
  const element = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

const LANGUAGE_BUTTONS: readonly [FrameLanguage, string, string][] = [
  ['en', 'EN', 'English'],
  ['fr-CA', 'FR', 'Français'],
];
/** What react-router's `<Link>` adds to its anchor. */
const ROUTER_LINK = { 'data-discover': 'true' };
const FOOTER_LINKS = [
  ['/faq', 'faq'],
  ['/privacy', 'privacy'],
  ['/accessibility', 'accessibility'],
] as const;
const SKELETON_LINES = ['80%', '62%', '90%', '48%', '70%'];

/**
 * What the app draws on a role page while its remote loads (AppFrame: skip link, top bar, side bar,
 * PageSkeleton, footer with the default offices, 'Leave a message'), the same elements and classes,
 * without ids (the app's own take their place) and inert: nothing in it works before the app does.
 * The side bar is empty, as wide as one of its links: the links come with the remotes' declarations.
 */
export const framePlaceholder = (language: FrameLanguage, username: string): HTMLElement => {
  const t = FRAME_STRINGS[language];
  const languageSwitch = h(
    'div',
    { role: 'group', 'aria-label': t.language, class: 'language-switch' },
    ...LANGUAGE_BUTTONS.map(([each, label, name]) =>
      h(
        'button',
        { type: 'button', lang: each, 'aria-pressed': String(each === language) },
        label,
        h('span', { class: 'visually-hidden' }, ` ${name}`),
      ),
    ),
  );
  const topBar = h(
    'header',
    { class: 'top-bar' },
    h(
      'a',
      { class: 'top-bar__logo', href: '/', ...ROUTER_LINK },
      h('span', { 'aria-hidden': 'true', class: 'top-bar__mark' }, '✚'),
      h('span', { class: 'top-bar__name' }, t.logo),
    ),
    h(
      'div',
      { class: 'top-bar__actions' },
      languageSwitch,
      h('span', { class: 'top-bar__user', title: username }, username),
      h('button', { type: 'button', class: 'ui-button' }, t.logout),
    ),
  );
  const sideNav = h(
    'nav',
    { 'aria-label': t.mainNav, class: 'side-nav' },
    h(
      'ul',
      {},
      h(
        'li',
        { style: 'visibility:hidden' },
        h('span', { class: 'side-nav__link' }, svg({ class: 'nav-icon', width: '20', height: '20' })),
      ),
    ),
  );
  const skeleton = h(
    'div',
    { class: 'page-skeleton', role: 'status', 'aria-busy': 'true' },
    h('span', { class: 'visually-hidden' }, t.loading),
    h('div', { class: 'page-skeleton__heading', 'aria-hidden': 'true' }),
    h(
      'div',
      { class: 'page-skeleton__card', 'aria-hidden': 'true' },
      ...SKELETON_LINES.map((width) => h('div', { class: 'page-skeleton__line', style: `width: ${width};` })),
    ),
  );
  const offices = DEFAULT_BENEFITS_OFFICES.map((office) =>
    h(
      'li',
      {},
      h(
        'address',
        {},
        h('strong', {}, (language === 'fr-CA' && office.nameFr) || office.name),
        h('br', {}),
        `${office.address}, ${office.city}, ${office.province} ${office.postalCode}`,
        h('br', {}),
        h('span', { class: 'nowrap' }, `${t.tel}: ${office.telephone}`),
        ' · ',
        h('span', { class: 'nowrap' }, `${t.tollFree}: ${office.freephone}`),
        ' · ',
        h('span', { class: 'nowrap' }, `${t.fax}: ${office.fax}`),
      ),
    ),
  );
  const footer = h(
    'footer',
    { class: 'footer' },
    h(
      'nav',
      { 'aria-label': t.footerNav, class: 'footer__links' },
      ...FOOTER_LINKS.map(([href, label]) => h('a', { href, ...ROUTER_LINK }, t[label])),
    ),
    h('ul', { class: 'footer__offices', 'aria-label': t.offices }, ...offices),
  );
  return h(
    'div',
    { class: PLACEHOLDER_CLASS, inert: '' },
    h(
      'div',
      { class: 'app-frame' },
      h('a', { href: '#main-content', class: 'skip-link' }, t.skipToContent),
      topBar,
      h('div', { class: 'app-frame__body' }, sideNav, h('main', { tabindex: '-1', class: 'app-frame__main' }, skeleton)),
      footer,
      h(
        'button',
        {
          type: 'button',
          class: 'ui-button ui-button--primary contact-button',
          'aria-haspopup': 'dialog',
          'aria-expanded': 'false',
        },
        t.contact,
      ),
    ),
  );
};

/** While the app draws only a loading skeleton (no frame yet) or nothing, the placeholder stays. */
const appIsLoading = (root: HTMLElement): boolean =>
  [...root.children].every((child) => child.classList.contains('page-skeleton') || child.classList.contains('ui-notifications'));

/**
 * Paints the frame a signed-in role page will have before the app's scripts arrive (the app-shell
 * model), so the footer, usually the page's largest paint, shows at once. `#root` stays hidden until
 * the app renders more than its loading skeleton; then, in the same task (before the next paint), the
 * placeholder goes and the app's frame shows in its place.
 */
export const paintFramePlaceholder = (root: HTMLElement, language: FrameLanguage, username: string): void => {
  const placeholder = framePlaceholder(language, username);
  document.documentElement.lang = language;
  root.before(placeholder);
  root.hidden = true;
  const observer = new MutationObserver(() => {
    if (appIsLoading(root)) return;
    observer.disconnect();
    placeholder.remove();
    root.hidden = false;
  });
  observer.observe(root, { childList: true, subtree: true });
};
