export type Locale = 'en' | 'fr';

const isLocale = (value: string | undefined): value is Locale => value === 'en' || value === 'fr';

/** The first of `ui_locales` (space-separated) or `Accept-Language` (by weight) that is English or French. */
function firstSupported(tags: string[]): Locale | undefined {
  for (const tag of tags) {
    const language = tag.trim().toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return undefined;
}

function byWeight(acceptLanguage: string): string[] {
  return acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LocaleSources {
  /** An explicit choice: the page's `lang` query or form field (the EN/FR switch). */
  chosen?: string | null;
  /** The OIDC `ui_locales` parameter of the authorization request. */
  uiLocales?: string | null;
  acceptLanguage?: string | null;
}

/** The portal's language: an explicit choice, else `ui_locales`, else the browser's, else English. */
export function pickLocale({ chosen, uiLocales, acceptLanguage }: LocaleSources): Locale {
  return (
    firstSupported([chosen ?? '']) ??
    firstSupported((uiLocales ?? '').split(' ')) ??
    firstSupported(byWeight(acceptLanguage ?? '')) ??
    'en'
  );
}
