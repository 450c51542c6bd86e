import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_BENEFITS_OFFICES, type StringTree } from '@portal/contracts';
import { DEMO_COVERAGES, DEMO_PLANS } from '@portal/demo-data';
import { expect, type Page } from '@playwright/test';
import { REMOTES } from './environment';

const root = resolve(import.meta.dirname, '../../..');

/** A text a French screen must not show, and where it comes from (`mf-provider:payments.title`). */
interface EnglishText {
  readonly text: string;
  readonly source: string;
}

type Pair = { source: string; en: StringTree; fr: StringTree };

const filesUnder = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name));

const load = async (file: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/**
 * Every app's English strings beside their French: the shell's resources, each remote's `src/i18n`,
 * every `*-strings.ts` (a shared screen's or a lazy chunk's namespace, exported as `xxxEn`/`xxxFr`),
 * and antd's own locale, found on disk so a new string file is checked without editing this list.
 */
const translationPairs = async (): Promise<Pair[]> => {
  const pairs: Pair[] = [];
  const shellEn = await load(join(root, 'libs/i18n/src/resources/en.ts'));
  const shellFr = await load(join(root, 'libs/i18n/src/resources/fr.ts'));
  pairs.push({ source: 'shell', en: shellEn['en'] as StringTree, fr: shellFr['fr'] as StringTree });
  for (const { project } of REMOTES) {
    const en = await load(join(root, project, 'src/i18n/en.ts'));
    const fr = await load(join(root, project, 'src/i18n/fr.ts'));
    pairs.push({ source: project, en: en['en'] as StringTree, fr: fr['fr'] as StringTree });
  }
  const stringFiles = ['libs', 'shell/src', ...REMOTES.map(({ project }) => `${project}/src`)]
    .flatMap((dir) => filesUnder(join(root, dir), '-strings.ts'))
    .filter((file) => !file.includes('node_modules'));
  for (const file of stringFiles) {
    const module = await load(file);
    for (const [name, en] of Object.entries(module)) {
      const fr = name.endsWith('En') ? module[`${name.slice(0, -2)}Fr`] : undefined;
      if (fr) pairs.push({ source: `${relative(root, file)}:${name}`, en: en as StringTree, fr: fr as StringTree });
    }
  }
  const antdEn = (await import('antd/lib/locale/en_US.js')) as { default: { default?: unknown } };
  const antdFr = (await import('antd/lib/locale/fr_FR.js')) as { default: { default?: unknown } };
  pairs.push({
    source: 'antd',
    en: JSON.parse(JSON.stringify(antdEn.default.default ?? antdEn.default)) as StringTree,
    fr: JSON.parse(JSON.stringify(antdFr.default.default ?? antdFr.default)) as StringTree,
  });
  return pairs;
};

const leaves = (tree: StringTree | undefined, prefix = ''): [string, string][] => {
  if (tree === undefined || tree === null) return [];
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value as StringTree, prefix ? `${prefix}.${key}` : key));
};

const valueAt = (tree: StringTree, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

const normalize = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The seeded data with a French twin (ADR 029): coverage, plan and office names, and the home page's text. */
const seededEnglish = (homepage: { html: string; htmlFr: string | null }): EnglishText[] => [
  ...DEMO_COVERAGES.filter((c) => c.name !== c.nameFr).map((c) => ({ text: c.name, source: 'coverage name' })),
  ...DEMO_PLANS.filter((p) => p.planName !== p.planNameFr).map((p) => ({ text: p.planName, source: 'plan name' })),
  ...DEFAULT_BENEFITS_OFFICES.filter((o) => o.name !== o.nameFr).map((o) => ({ text: o.name, source: 'office name' })),
  ...[...homepage.html.matchAll(/>([^<]+)</g)]
    .map(([, text]) => normalize(text ?? ''))
    .filter((text) => text && !homepage.htmlFr?.includes(text))
    .map((text) => ({ text, source: 'home page' })),
];

/** What a French screen must not show: exact texts, and the English templates (`{{count}} claims`) as patterns. */
export interface EnglishDictionary {
  readonly exact: ReadonlyMap<string, string>;
  readonly patterns: readonly { pattern: string; source: string }[];
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const englishDictionary = async (homepage: { html: string; htmlFr: string | null }): Promise<EnglishDictionary> => {
  const english: EnglishText[] = [];
  const french = new Set<string>();
  for (const { source, en, fr } of await translationPairs()) {
    for (const [, text] of leaves(fr)) french.add(normalize(text));
    for (const [path, text] of leaves(en)) {
      const translated = valueAt(fr, path);
      if (typeof translated === 'string' && normalize(translated) !== normalize(text))
        english.push({ text: normalize(text), source: `${source}:${path}` });
    }
  }
  english.push(...seededEnglish(homepage));
  const exact = new Map<string, string>();
  const patterns: { pattern: string; source: string }[] = [];
  for (const { text, source } of english) {
    // A text French uses too ("English" on the language switch) or without a word in it is no evidence.
    if (french.has(text) || !/[A-Za-z]{2}/.test(text.replace(/\{\{[^}]+\}\}|\$t\([^)]*\)/g, ''))) continue;
    if (text.includes('{{')) {
      const literal = text.replace(/\{\{[^}]+\}\}/g, '').replace(/[^A-Za-z]/g, '');
      if (literal.length >= 4)
        patterns.push({
          pattern: `^${text
            .split(/\{\{[^}]+\}\}/)
            .map(escape)
            .join('.+?')}$`,
          source,
        });
    } else if (!exact.has(text)) exact.set(text, source);
  }
  return { exact, patterns };
};

/** A visible English text on a French screen: the text, the attribute it sits in (if any), and its source. */
export interface Offender {
  readonly route: string;
  readonly text: string;
  readonly where: string;
  readonly source: string;
}

/**
 * Every visible text node, text drawn by CSS, and every name a screen reader reads (`aria-label`, `title`, `placeholder`,
 * `alt`) on the page outside content marked `lang="en"`, checked against the English dictionary; antd icons named by their English
 * icon name (`aria-label="search"`) that a screen reader would read are offenders too.
 */
export async function englishOnScreen(page: Page, route: string, dictionary: EnglishDictionary): Promise<Offender[]> {
  const found = await page.evaluate(() => {
    const visible = (element: Element | null): boolean =>
      !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: false });
    const hiddenFromReaders = (element: Element): boolean => !!element.closest('[aria-hidden="true"]');
    // Content marked as English (the English home page its editor shows) is English on purpose.
    const markedEnglish = (element: Element): boolean => !!element.closest('[lang]')?.getAttribute('lang')?.startsWith('en');
    const texts: { text: string; where: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent) || markedEnglish(parent))
        continue;
      texts.push({ text: node.textContent ?? '', where: `<${parent.tagName.toLowerCase()}>` });
    }
    // Text a stylesheet draws (`content: "Heading 1"`, a library's words in its CSS) is read as any other.
    for (const element of document.body.querySelectorAll('*')) {
      if (!visible(element) || markedEnglish(element)) continue;
      for (const pseudo of ['::before', '::after']) {
        const drawn = [...getComputedStyle(element, pseudo).content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map(([, text]) => text);
        if (drawn.length > 0) texts.push({ text: drawn.join(''), where: `<${element.tagName.toLowerCase()}>${pseudo}` });
      }
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (!visible(element) || hiddenFromReaders(element) || markedEnglish(element)) continue;
      // An icon inside a control named by aria-label is not read: the control's name replaces it.
      if (element.classList.contains('anticon') && element.parentElement?.closest('[aria-label], [aria-labelledby]')) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value)
          texts.push({
            text: value,
            where: `${element.tagName.toLowerCase()}[${attribute}]${element.classList.contains('anticon') ? ' (antd icon)' : ''}`,
          });
      }
    }
    return texts;
  });
  const offenders: Offender[] = [];
  for (const { text: raw, where } of found) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (where.endsWith('(antd icon)')) {
      offenders.push({ route, text, where, source: "antd's English icon name" });
      continue;
    }
    const exact = dictionary.exact.get(text);
    const pattern = exact ? undefined : dictionary.patterns.find(({ pattern }) => new RegExp(pattern).test(text));
    if (exact || pattern) offenders.push({ route, text, where, source: exact ?? pattern?.source ?? '' });
  }
  return offenders;
}

export const describeOffenders = (offenders: readonly Offender[]): string =>
  offenders.map(({ route, text, where, source }) => `  ${route}: "${text}" in ${where} (${source})`).join('\n');

/** Fails with every English text on the page, its route and its source. */
export async function expectNoEnglish(page: Page, route: string, dictionary: EnglishDictionary): Promise<void> {
  const offenders = await englishOnScreen(page, route, dictionary);
  expect(offenders, `English on French screens:\n${describeOffenders(offenders)}`).toEqual([]);
}
